import Stripe from "stripe";
import { z } from "zod";
import type { StripeConfig } from "../../../config";
import {
  CurrencyCode,
  DEFAULT_TIMEOUT_MS,
  type HeaderMap,
  headerOf,
  type ProviderDeps,
  ProviderHttpError,
} from "./http";
import {
  assertSameAmount,
  type CreateChargeInput,
  type CreatedCharge,
  describeIssues,
  type PaymentProvider,
  type ProviderPaymentState,
  parseJsonText,
  type ReturnParams,
  SignatureError,
  type StoredCharge,
  unreadableEvent,
  type WebhookEvent,
} from "./provider";
import { createPrefixedHttpClient } from "./stripe-http-client";

/**
 * Stripe hosted Checkout through the official SDK: a Checkout Session per attempt, the shopper sent to
 * its URL, webhooks verified by the SDK. Charges are INR in paise. The SDK speaks Node's http itself, so
 * `deps.fetch` is not used here; its own retries (2, on network errors and 5xx, with the same
 * Idempotency-Key) and a timeout apply to every call.
 */

/** Stripe's own default: a `t` further than this from now is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeProvider(config: StripeConfig, deps: ProviderDeps): PaymentProvider {
  const stripe = createStripeClient(config, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);

  const retrieveSession = (sessionId: string) =>
    stripeCall("retrieve session", () => stripe.checkout.sessions.retrieve(sessionId));

  return {
    name: "stripe",
    payType: "Stripe",
    currency: "INR",

    async createCharge(input: CreateChargeInput): Promise<CreatedCharge> {
      if (input.currency !== "INR") throw new Error("Stripe charges INR only here");
      const session = await stripeCall("create session", () =>
        stripe.checkout.sessions.create(sessionParams(input), { idempotencyKey: input.idempotencyKey }),
      );
      if (!session.url) {
        throw new ProviderHttpError("stripe", "create session", 200, { id: session.id }, "no URL");
      }
      return { providerOrderId: session.id, redirectUrl: session.url, raw: plain(session) };
    },

    async confirmReturn(charge: StoredCharge, params: ReturnParams): Promise<ProviderPaymentState> {
      if (params.session_id !== charge.providerOrderId) {
        throw new SignatureError("Stripe return names another session");
      }
      return sessionState(charge, await retrieveSession(charge.providerOrderId));
    },

    async parseWebhook(rawBody: Buffer, headers: HeaderMap): Promise<WebhookEvent> {
      // An empty secret would let anyone sign.
      if (!config.webhookSecret) throw new SignatureError("Stripe webhook secret is not configured");
      const header = headerOf(headers, "stripe-signature");
      if (!header) throw new SignatureError("Stripe webhook is not signed");
      // The signature alone, through the SDK; the event is then read here, field by field, so a genuine
      // delivery of an unexpected shape is stored as failed instead of throwing (decision 038).
      const signature = stripe.webhooks.signature;
      if (!signature) throw new Error("the Stripe SDK has no webhook signature helper");
      await signature
        .verifyHeaderAsync(rawBody, header, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS)
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
            throw new SignatureError("Stripe webhook signature does not match or is too old");
          }
          throw error;
        });
      return webhookEvent(rawBody);
    },

    isFinal: () => true,

    async fetchState(charge: StoredCharge): Promise<ProviderPaymentState> {
      return sessionState(charge, await retrieveSession(charge.providerOrderId));
    },

    async refund(charge, amount, idempotencyKey) {
      const refund = await stripeCall("refund", () =>
        stripe.refunds.create({ payment_intent: charge.providerPaymentId, amount }, { idempotencyKey }),
      );
      return {
        refundId: refund.id,
        status: REFUND_STATUS[refund.status ?? ""] ?? "pending",
        raw: plain(refund),
      };
    },
  };
}

/** STRIPE_API_URL may carry a path (the sandbox's /sandbox/stripe); the SDK takes host, port and protocol. */
function createStripeClient(config: StripeConfig, timeout: number): Stripe {
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "https" ? 443 : 80),
    protocol,
    httpClient: createPrefixedHttpClient(url.pathname),
    maxNetworkRetries: 2,
    timeout,
    telemetry: false,
    appInfo: { name: "Rangrez Boutique" },
  });
}

function sessionParams(input: CreateChargeInput): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "inr",
          unit_amount: input.amount,
          product_data: { name: `Order ${input.orderNumber}` },
        },
      },
    ],
    success_url: withSessionId(input.returnUrl),
    cancel_url: input.cancelUrl,
    client_reference_id: String(input.orderId),
    metadata: { order_id: String(input.orderId), order_number: input.orderNumber },
    customer_email: input.customer.email,
    payment_intent_data: { description: input.description },
  };
}

/** Stripe replaces the literal {CHECKOUT_SESSION_ID} with the session's id when it sends the shopper back. */
function withSessionId(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
}

/** Paid only when the session completed with the money in, for the stored amount; expired is failed. */
function sessionState(charge: StoredCharge, session: Stripe.Checkout.Session): ProviderPaymentState {
  const state = stateOf(session, session.status === "expired" ? "failed" : "pending");
  if (session.status === "complete" && session.payment_status === "paid") {
    assertSameAmount(charge, { amount: session.amount_total ?? -1, currency: session.currency ?? "" });
    return { ...state, status: "paid" };
  }
  return state;
}

function stateOf(
  session: Stripe.Checkout.Session,
  status: ProviderPaymentState["status"],
): ProviderPaymentState {
  const currency = CurrencyCode.safeParse(session.currency);
  if (!currency.success || session.amount_total == null) {
    throw new ProviderHttpError(
      "stripe",
      "read session",
      200,
      { id: session.id },
      "unexpected amount or currency",
    );
  }
  const paymentIntent = session.payment_intent;
  return {
    status,
    providerOrderId: session.id,
    providerPaymentId: typeof paymentIntent === "string" ? paymentIntent : paymentIntent?.id,
    amount: session.amount_total,
    currency: currency.data,
    raw: plain(session),
  };
}

/** What every delivery must carry: an id and a type (Stripe's event envelope). */
const EventEnvelope = z.looseObject({ id: z.string().min(1), type: z.string().min(1), data: z.unknown() });

/** The Checkout Session of the events the shop acts on, only the fields it reads. */
const SessionEvent = z.looseObject({
  data: z.looseObject({
    object: z.looseObject({
      id: z.string().min(1),
      status: z.string().nullish(),
      payment_status: z.string().nullish(),
      amount_total: z.number().int().nonnegative().nullish(),
      currency: z.string().nullish(),
      payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
    }),
  }),
});

const SESSION_EVENTS: Record<string, ProviderPaymentState["status"] | "completed"> = {
  "checkout.session.completed": "completed",
  "checkout.session.async_payment_succeeded": "completed",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "failed",
};

function webhookEvent(rawBody: Buffer): WebhookEvent {
  const json = parseJsonText(rawBody);
  const envelope = EventEnvelope.safeParse(json);
  if (!envelope.success) {
    return unreadableEvent(rawBody, `not a Stripe event (${describeIssues(envelope.error)})`, { body: json });
  }
  const event = envelope.data;
  const base = { eventId: event.id, type: event.type, payload: event };
  const outcome = SESSION_EVENTS[event.type];
  if (!outcome) return { ...base, providerOrderId: null, state: null };
  const read = SessionEvent.safeParse(event);
  if (!read.success) {
    const reason = `${event.type} without a readable Checkout Session (${describeIssues(read.error)})`;
    return unreadableEvent(rawBody, reason, { eventId: event.id, type: event.type, body: event });
  }
  const session = read.data.data.object as unknown as Stripe.Checkout.Session;
  // A completed session with a delayed method (a bank debit) is not paid yet: its async event follows.
  if (outcome === "completed" && session.payment_status !== "paid") {
    return { ...base, providerOrderId: session.id, state: null };
  }
  try {
    return {
      ...base,
      providerOrderId: session.id,
      state: stateOf(session, outcome === "completed" ? "paid" : "failed"),
    };
  } catch (error) {
    if (!(error instanceof ProviderHttpError)) throw error;
    const reason = `${event.type} without the session's amount or currency`;
    return unreadableEvent(rawBody, reason, { eventId: event.id, type: event.type, body: event });
  }
}

const REFUND_STATUS: Record<string, "pending" | "processed" | "failed"> = {
  succeeded: "processed",
  pending: "pending",
  requires_action: "pending",
  failed: "failed",
  canceled: "failed",
};

/** SDK errors become ProviderHttpError like the other providers', with Stripe's type and code only. */
async function stripeCall<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const body = { type: error.type, code: error.code, request_id: error.requestId };
    throw new ProviderHttpError("stripe", operation, error.statusCode ?? 0, body);
  }
}

/** An SDK object as the plain record the payment row keeps. */
function plain(value: object): Record<string, unknown> {
  return { ...value };
}
