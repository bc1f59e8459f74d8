import { startSandboxServer } from "@boutique/payment-sandbox/server";
import { vi } from "vitest";
import type { ProviderDeps } from "./http";
import type { CreateChargeInput, Currency, StoredCharge } from "./provider";

/**
 * The payment sandbox on an ephemeral port for the provider tests, plus the few things a test reads back
 * from it: the webhooks it generated (exact bytes and headers) and its ledger of money moved.
 */

export type SandboxEventRecord = {
  provider: string;
  id: string;
  type: string;
  headers: Record<string, string>;
  body: string;
};
export type LedgerRecord = {
  provider: string;
  id: string;
  order_ref: string;
  amount: number;
  currency: string;
};

export type Sandbox = {
  url: string;
  close(): Promise<void>;
  events(provider: "razorpay" | "paypal" | "stripe"): Promise<SandboxEventRecord[]>;
  ledger(): Promise<{ captures: LedgerRecord[]; refunds: LedgerRecord[] }>;
};

export async function startSandbox(): Promise<Sandbox> {
  const server = await startSandboxServer({ port: 0, webhookTarget: null });
  const getJson = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`);
    return response.json();
  };
  return {
    url: server.url,
    close: () => server.close(),
    events: async (provider) => eventsOf(await getJson(`/events?provider=${provider}`)),
    ledger: async () => (await getJson("/ledger")) as { captures: LedgerRecord[]; refunds: LedgerRecord[] },
  };
}

/** The event log as a list, whether the sandbox wraps it in `{ events }` or not. */
function eventsOf(answer: unknown): SandboxEventRecord[] {
  if (Array.isArray(answer)) return answer;
  return (answer as { events: SandboxEventRecord[] }).events;
}

/** Dependencies with a silent logger whose calls a test can count. */
export function testDeps() {
  const log = { info: vi.fn<(...args: unknown[]) => void>(), warn: vi.fn<(...args: unknown[]) => void>() };
  return { log, timeoutMs: 5_000 } satisfies ProviderDeps;
}

let sequence = 0;

/** A charge for a fresh shop order; the order number is unique per test run (it is the receipt). */
export function chargeInput(
  amount: number,
  currency: Currency,
  overrides: Partial<CreateChargeInput> = {},
): CreateChargeInput {
  sequence += 1;
  const orderId = 100_000 + sequence;
  const run = Math.random().toString(36).slice(2, 8).toUpperCase();
  return {
    orderId,
    orderNumber: `RB${run}${sequence}`,
    amount,
    currency,
    customer: { name: "Asha Rao", email: "asha@example.com", phone: "+919812345678" },
    returnUrl: `https://shop.example/checkout/return?order=${orderId}`,
    cancelUrl: `https://shop.example/checkout/cancel?order=${orderId}`,
    idempotencyKey: `order-${orderId}-${run}-attempt-1`,
    description: `Rangrez Boutique order RB${orderId}`,
    ...overrides,
  };
}

export function storedCharge(
  input: CreateChargeInput,
  providerOrderId: string,
  amount = input.amount,
): StoredCharge {
  return {
    providerOrderId,
    providerPaymentId: null,
    amount,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
  };
}

/** The raw bytes and headers of one generated webhook, as the shop's route would receive them. */
export function delivery(event: SandboxEventRecord): [Buffer, Record<string, string>] {
  return [Buffer.from(event.body, "utf8"), { ...event.headers }];
}

/** Changes one character of a signature (hex or base64) so it no longer matches. */
export function flipChar(signature: string, at = 0): string {
  const char = signature[at];
  const replacement = char === "a" ? "b" : char === "A" ? "B" : "a";
  return `${signature.slice(0, at)}${replacement}${signature.slice(at + 1)}`;
}
