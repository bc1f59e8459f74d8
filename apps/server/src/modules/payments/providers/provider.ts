import { createHash } from "node:crypto";
import type { OnlinePayType } from "@boutique/shared/schemas/checkout";
import type { z } from "zod";

/**
 * What the shop asks of a payment provider. Each implementation talks to the provider's documented
 * REST API (or the in-repo sandbox that speaks it); the checkout flow and the webhooks only see this.
 */

export type ProviderName = "razorpay" | "paypal" | "stripe";

export const PROVIDER_OF: Record<OnlinePayType, ProviderName> = {
  Razorpay: "razorpay",
  PayPal: "paypal",
  Stripe: "stripe",
};

export type Currency = "INR" | "USD";

export type CreateChargeInput = {
  /** The shop's order id and number (the number is the provider's receipt / invoice id). */
  orderId: number;
  orderNumber: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  customer: { name: string; email: string; phone: string };
  /** Where the provider sends the shopper back (PayPal, Stripe). */
  returnUrl: string;
  cancelUrl: string;
  /** Stable per order attempt: replays of the same create return the same provider object. */
  idempotencyKey: string;
  description: string;
};

export type CreatedCharge = {
  /** Razorpay order id, PayPal order id, Stripe Checkout Session id. */
  providerOrderId: string;
  /** PayPal and Stripe: the page to send the shopper to. */
  redirectUrl?: string;
  /** Razorpay: what its checkout script needs (key id). */
  publicKey?: string;
  /** The provider's answer, without card data, for the payment record. */
  raw: Record<string, unknown>;
};

/** A provider's view of one charge, normalised. */
export type ProviderPaymentState = {
  status: "paid" | "pending" | "failed";
  providerOrderId: string;
  /** Razorpay payment id, PayPal capture id, Stripe PaymentIntent id; set once money moved. */
  providerPaymentId?: string;
  /** Minor units; compared with the stored order before anything is marked paid. */
  amount: number;
  currency: Currency;
  raw: Record<string, unknown>;
};

/** What the shopper's browser brought back (already schema-checked strings). */
export type ReturnParams = {
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
  PayerID?: string;
  token?: string;
  session_id?: string;
};

/** The stored attempt a confirmation is checked against: never the ids the browser posts back. */
export type StoredCharge = {
  providerOrderId: string;
  providerPaymentId: string | null;
  amount: number;
  currency: Currency;
  /** Stable key for capture / follow-up calls (PayPal-Request-Id on capture). */
  idempotencyKey: string;
};

export type WebhookEvent = {
  eventId: string;
  type: string;
  /** The charge it is about, to find the stored attempt. */
  providerOrderId: string | null;
  /** The state the event reports, when it reports one the shop acts on (paid / failed). */
  state: ProviderPaymentState | null;
  /** PayPal CHECKOUT.ORDER.APPROVED: the order is approved and the shop should capture it. */
  needsCapture?: boolean;
  payload: Record<string, unknown>;
  /**
   * Genuine (the signature holds) but not readable where the shop needs it: the reason. Such an event is
   * stored as failed and acknowledged, since the provider would only send the same bytes again.
   */
  unreadable?: string;
};

/**
 * A signed delivery the shop cannot read: what is kept of it, under the event id it carries or one made
 * from its bytes (a replay still dedupes). Nothing in it is acted on.
 */
export function unreadableEvent(
  rawBody: Buffer,
  reason: string,
  known: { eventId?: unknown; type?: unknown; body?: unknown } = {},
): WebhookEvent {
  const text = (value: unknown) => (typeof value === "string" && value ? value.slice(0, 200) : undefined);
  return {
    eventId: text(known.eventId) ?? bodyEventId(rawBody),
    type: text(known.type) ?? "unknown",
    providerOrderId: null,
    state: null,
    payload: isRecord(known.body) ? known.body : { body: rawBody.toString("utf8").slice(0, 10_000) },
    unreadable: reason,
  };
}

/** An id for a delivery that carries none: its body's hash. */
export function bodyEventId(rawBody: Buffer): string {
  return `body:${createHash("sha256").update(rawBody).digest("hex")}`;
}

/** JSON text, or undefined when it is not JSON (a signed body is still only bytes until it parses). */
export function parseJsonText(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Where a provider's event did not have the shape the shop reads: "payload.payment.entity.created_at: …". */
export function describeIssues(error: z.ZodError, prefix = ""): string {
  const issue = error.issues[0];
  if (!issue) return "not readable";
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
  return `${path || "body"}: ${issue.message}`.slice(0, 300);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class SignatureError extends Error {}

/**
 * The provider reports money moved for a charge, but not the stored amount or currency (a tampered order,
 * or a charge changed behind the shop's back). confirmReturn and fetchState throw it instead of reporting
 * `paid`; it is a SignatureError, so code that refuses forged returns refuses it too. Webhooks carry no
 * stored charge: their state's amount and currency are compared by the caller.
 */
export class AmountMismatchError extends SignatureError {
  constructor(
    readonly expected: { amount: number; currency: Currency },
    readonly received: { amount: number; currency: string },
  ) {
    super(
      `Provider reports ${received.amount} ${received.currency}, the charge is ${expected.amount} ${expected.currency}`,
    );
    this.name = "AmountMismatchError";
  }
}

/** Throws AmountMismatchError unless the provider's amount and currency are the stored charge's. */
export function assertSameAmount(
  charge: Pick<StoredCharge, "amount" | "currency">,
  received: { amount: number; currency: string },
): void {
  if (received.amount !== charge.amount || received.currency.toUpperCase() !== charge.currency) {
    throw new AmountMismatchError({ amount: charge.amount, currency: charge.currency }, received);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly payType: OnlinePayType;
  /** Razorpay and Stripe charge rupees; PayPal dollars (PayPal India cannot receive INR). */
  readonly currency: Currency;
  createCharge(input: CreateChargeInput): Promise<CreatedCharge>;
  /**
   * The browser came back: check what it brought against the stored charge (Razorpay: signature of the
   * stored order id and the payment id, then the payment fetched; PayPal: capture; Stripe: the session
   * fetched). Throws SignatureError for a forged or mismatched return.
   */
  confirmReturn(charge: StoredCharge, params: ReturnParams): Promise<ProviderPaymentState>;
  /** Verifies a webhook on its raw bytes and parses it; throws SignatureError when it is not genuine. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookEvent>;
  /**
   * Whether a state a webhook reports is the charge's last word. Razorpay's `payment.failed` is one
   * attempt: Checkout.js lets the shopper try again on the same order.
   */
  isFinal(state: ProviderPaymentState): boolean;
  /** Asks the provider where a charge stands (reconciler); PayPal captures an approved order here. */
  fetchState(charge: StoredCharge): Promise<ProviderPaymentState>;
  refund(
    charge: StoredCharge & { providerPaymentId: string },
    amount: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string; status: "pending" | "processed" | "failed"; raw: Record<string, unknown> }>;
}
