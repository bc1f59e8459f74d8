import { createPayPalStore } from "./paypal";
import { createRazorpayStore } from "./razorpay";
import type { SandboxSecrets } from "./secrets";
import { createStripeStore } from "./stripe";
import type { WebhookDispatcher } from "./webhooks";

export type Provider = "razorpay" | "paypal" | "stripe";
export const PROVIDERS: readonly Provider[] = ["razorpay", "paypal", "stripe"];

export type WebhookMode = "normal" | "duplicate" | "delay" | "reorder" | "drop" | "manual";

/** One money movement; `amount` in minor units, `order_ref` the provider's order or session id. */
export type LedgerEntry = {
  provider: Provider;
  id: string;
  order_ref: string;
  amount: number;
  currency: string;
  at: string;
};

/** Who a webhook is from: a payment provider, or WhatsApp's Cloud API. */
export type WebhookSource = Provider | "whatsapp";

/** A WhatsApp message the shop sent (or a reply a tester typed), as the phone at `to` would show it. */
export type WhatsAppMessage = {
  id: string;
  /** The customer's number (digits with the country code). */
  number: string;
  direction: "out" | "in";
  template: string | null;
  params: string[];
  text: string;
  status: "accepted" | "sent" | "delivered" | "read" | "failed";
  at: string;
};

/** Every webhook the sandbox generated, with the exact bytes and headers, delivered or not. */
export type SandboxEvent = {
  provider: WebhookSource;
  id: string;
  type: string;
  /** Where it goes; null when the sandbox has no webhook target (manual delivery). */
  url: string | null;
  headers: Record<string, string>;
  body: string;
  delivered: boolean;
  attempts: number;
};

export type SandboxControl = {
  webhooks: WebhookMode;
  delayMs: number;
  /** Providers whose next capture fails (consumed by that capture). */
  failNextCapture: Set<Provider>;
};

export type SandboxState = {
  razorpay: ReturnType<typeof createRazorpayStore>;
  paypal: ReturnType<typeof createPayPalStore>;
  stripe: ReturnType<typeof createStripeStore>;
  ledger: { captures: LedgerEntry[]; refunds: LedgerEntry[] };
  events: SandboxEvent[];
  control: SandboxControl;
  whatsapp: { messages: WhatsAppMessage[] };
};

export function createSandboxState(): SandboxState {
  return {
    razorpay: createRazorpayStore(),
    paypal: createPayPalStore(),
    stripe: createStripeStore(),
    ledger: { captures: [], refunds: [] },
    events: [],
    control: { webhooks: "normal", delayMs: 1000, failNextCapture: new Set() },
    whatsapp: { messages: [] },
  };
}

/** Empties the state in place, so everything holding it sees the reset. */
export function resetSandboxState(state: SandboxState): void {
  Object.assign(state, createSandboxState());
}

/** Takes a "fail the next capture" order for a provider, if one is waiting. */
export function takeFailNextCapture(state: SandboxState, provider: Provider): boolean {
  return state.control.failNextCapture.delete(provider);
}

export function recordLedger(
  state: SandboxState,
  kind: "captures" | "refunds",
  entry: Omit<LedgerEntry, "at">,
): void {
  state.ledger[kind].push({ ...entry, at: new Date().toISOString() });
}

/** A pino-like logger (Fastify's `app.log` fits). */
export type SandboxLogger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/** What every provider's routes share. */
export type SandboxContext = {
  state: SandboxState;
  secrets: SandboxSecrets;
  /** Absolute URL of the sandbox root as browsers reach it, without a trailing slash. */
  publicUrl: () => string;
  webhooks: WebhookDispatcher;
  log: SandboxLogger;
};
