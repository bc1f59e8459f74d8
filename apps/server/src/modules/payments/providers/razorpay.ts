import { z } from "zod";
import type { RazorpayConfig } from "../../../config";
import {
  basicAuth,
  CurrencyCode,
  createJsonClient,
  type HeaderMap,
  headerOf,
  type ProviderDeps,
} from "./http";
import {
  assertSameAmount,
  bodyEventId,
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
import { hmacHex, safeEqualHex } from "./signatures";

/**
 * Razorpay Orders API over plain fetch (the SDK pins api.razorpay.com, cannot send X-Refund-Idempotency
 * and turns network errors into TypeErrors). Amounts are paise; every charge is INR.
 */

const Order = z.looseObject({
  id: z.string(),
  amount: z.number().int(),
  currency: CurrencyCode,
  status: z.string(),
});

const Payment = z.looseObject({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: CurrencyCode,
  /** created, authorized, captured, refunded, failed. */
  status: z.string(),
  /** Only to pick the newest of an order's attempts; a payment without it sorts last. */
  created_at: z.number().optional(),
});
type Payment = z.infer<typeof Payment>;

const PaymentList = z.looseObject({ items: z.array(Payment) });

const Refund = z.looseObject({ id: z.string(), status: z.enum(["pending", "processed", "failed"]) });

/**
 * Only the event's name is read from every delivery; a payment entity only for the events the shop acts
 * on (REPORTED), so a new event kind or a field the shop does not use never fails the delivery.
 */
const WebhookBody = z.looseObject({ event: z.string().min(1), payload: z.unknown() });

/** What the shop reads of a payment it settles an order with. */
const WebhookPayment = z.looseObject({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int().nonnegative(),
  currency: CurrencyCode,
});

/** Razorpay's X-Refund-Idempotency rule: at least 10 of A-Z a-z 0-9 _ -. */
const REFUND_KEY = /^[A-Za-z0-9_-]{10,}$/;

export function createRazorpayProvider(config: RazorpayConfig, deps: ProviderDeps): PaymentProvider {
  const call = createJsonClient("razorpay", config.apiUrl, deps);
  const auth = { authorization: basicAuth(config.keyId, config.keySecret) };

  const getPayment = (paymentId: string) =>
    call(
      "fetch payment",
      { method: "GET", path: `/v1/payments/${encodeURIComponent(paymentId)}`, headers: auth },
      Payment,
    );

  const listPayments = (orderId: string) =>
    call(
      "list order payments",
      { method: "GET", path: `/v1/orders/${encodeURIComponent(orderId)}/payments`, headers: auth },
      PaymentList,
    );

  return {
    name: "razorpay",
    payType: "Razorpay",
    currency: "INR",

    async createCharge(input: CreateChargeInput): Promise<CreatedCharge> {
      if (input.currency !== "INR") throw new Error("Razorpay charges INR only");
      // unique_receipt makes a retried create with the same receipt return the same order.
      const order = await call(
        "create order",
        {
          method: "POST",
          path: "/v1/orders",
          headers: auth,
          body: {
            amount: input.amount,
            currency: "INR",
            receipt: input.orderNumber,
            unique_receipt: true,
            notes: { order_id: String(input.orderId) },
          },
        },
        Order,
      );
      return { providerOrderId: order.id, publicKey: config.keyId, raw: order };
    },

    async confirmReturn(charge: StoredCharge, params: ReturnParams): Promise<ProviderPaymentState> {
      const paymentId = verifyReturnSignature(config.keySecret, charge, params);
      const payment = await getPayment(paymentId);
      if (payment.order_id !== charge.providerOrderId) {
        throw new SignatureError("Razorpay payment belongs to another order");
      }
      return paymentState(charge, payment);
    },

    async parseWebhook(rawBody: Buffer, headers: HeaderMap): Promise<WebhookEvent> {
      verifyWebhookSignature(config.webhookSecret, rawBody, headers);
      const eventId = eventIdOf(headers, rawBody);
      const json = parseJsonText(rawBody);
      const body = WebhookBody.safeParse(json);
      if (!body.success) {
        return unreadableEvent(rawBody, `not a Razorpay event (${describeIssues(body.error)})`, {
          eventId,
          body: json,
        });
      }
      return webhookEvent(body.data, eventId, rawBody);
    },

    isFinal: (state) => state.status !== "failed",

    async fetchState(charge: StoredCharge): Promise<ProviderPaymentState> {
      const { items } = await listPayments(charge.providerOrderId);
      const captured = items.filter((payment) => payment.status === "captured");
      if (captured.length > 1) {
        deps.log.warn(
          { providerOrderId: charge.providerOrderId, count: captured.length },
          "razorpay order paid twice",
        );
      }
      if (captured[0]) return paymentState(charge, captured[0]);
      // Newest first; the sort is stable, so attempts in the same second keep Razorpay's own order.
      const latest = items.toSorted((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0];
      // Razorpay lets the shopper retry on the same order, so only a failed latest attempt is a failure.
      if (latest?.status === "failed") return paymentState(charge, latest);
      return {
        status: "pending",
        providerOrderId: charge.providerOrderId,
        amount: charge.amount,
        currency: charge.currency,
        raw: { items },
      };
    },

    async refund(charge, amount, idempotencyKey) {
      if (!REFUND_KEY.test(idempotencyKey)) {
        throw new Error("Razorpay refund key must be 10+ of [A-Za-z0-9_-]");
      }
      const refund = await call(
        "refund payment",
        {
          method: "POST",
          path: `/v1/payments/${encodeURIComponent(charge.providerPaymentId)}/refund`,
          headers: { ...auth, "x-refund-idempotency": idempotencyKey },
          body: { amount },
        },
        Refund,
      );
      return { refundId: refund.id, status: refund.status, raw: refund };
    },
  };
}

/**
 * Checks the three fields Checkout.js hands back against the STORED order id and returns the payment id.
 * The posted order id must be the stored one as well: a signature for order A proves nothing about B.
 */
function verifyReturnSignature(keySecret: string, charge: StoredCharge, params: ReturnParams): string {
  const {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = params;
  if (!orderId || !paymentId || !signature) throw new SignatureError("Razorpay return is incomplete");
  if (orderId !== charge.providerOrderId) throw new SignatureError("Razorpay return names another order");
  const expected = hmacHex(keySecret, `${charge.providerOrderId}|${paymentId}`);
  if (!safeEqualHex(expected, signature)) {
    throw new SignatureError("Razorpay return signature does not match");
  }
  return paymentId;
}

function verifyWebhookSignature(secret: string, rawBody: Buffer, headers: HeaderMap): void {
  // An empty secret would let anyone compute the signature.
  if (!secret) throw new SignatureError("Razorpay webhook secret is not configured");
  const signature = headerOf(headers, "x-razorpay-signature");
  if (!signature) throw new SignatureError("Razorpay webhook is not signed");
  if (!safeEqualHex(hmacHex(secret, rawBody), signature)) {
    throw new SignatureError("Razorpay webhook signature does not match");
  }
}

/** Razorpay's per-event id; a delivery without one is keyed by its body, so a replay still dedupes. */
function eventIdOf(headers: HeaderMap, rawBody: Buffer): string {
  return headerOf(headers, "x-razorpay-event-id") ?? bodyEventId(rawBody);
}

/**
 * Only `captured` is money the shop keeps. `refunded` counts as failed: the money went back (an authorized
 * payment refunded automatically, or one refunded from the dashboard before the shop knew of it), so the
 * order must not ship; an order already paid never moves back anyway. created / authorized: pending.
 */
function statusOf(payment: Payment): ProviderPaymentState["status"] {
  if (payment.status === "captured") return "paid";
  if (payment.status === "failed" || payment.status === "refunded") return "failed";
  return "pending";
}

/** The payment as the shop sees it; a paid one must be for the stored amount and currency. */
function paymentState(charge: StoredCharge, payment: Payment): ProviderPaymentState {
  const status = statusOf(payment);
  if (status === "paid") assertSameAmount(charge, payment);
  return {
    status,
    providerOrderId: charge.providerOrderId,
    providerPaymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    raw: payment,
  };
}

/**
 * `payment.failed` is one failed attempt: Checkout.js lets the shopper try another method on the same
 * order, so a later `payment.captured` may follow. fetchState answers for the order as a whole.
 */
const REPORTED: Record<string, ProviderPaymentState["status"]> = {
  "payment.captured": "paid",
  "order.paid": "paid",
  "payment.failed": "failed",
};

function webhookEvent(body: z.infer<typeof WebhookBody>, eventId: string, rawBody: Buffer): WebhookEvent {
  const base = { eventId, type: body.event, payload: body };
  const reported = REPORTED[body.event];
  if (!reported) return { ...base, providerOrderId: orderIdOf(body), state: null };
  // The events the shop acts on must carry a whole payment of an order.
  const entity = PaymentEntity.safeParse(body.payload);
  if (!entity.success) {
    const reason = `${body.event} without a readable payment (${describeIssues(entity.error, "payload")})`;
    return unreadableEvent(rawBody, reason, { eventId, type: body.event, body });
  }
  const payment = entity.data.payment.entity;
  if (!payment.order_id) return { ...base, providerOrderId: null, state: null };
  const state: ProviderPaymentState = {
    status: reported,
    providerOrderId: payment.order_id,
    providerPaymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    raw: payment,
  };
  return { ...base, providerOrderId: payment.order_id, state };
}

const PaymentEntity = z.looseObject({ payment: z.looseObject({ entity: WebhookPayment }) });

/** Other events (refunds, disputes) still name their order when they carry one. */
const EntityIds = z.looseObject({
  payment: z
    .looseObject({ entity: z.looseObject({ order_id: z.string() }) })
    .optional()
    .catch(undefined),
  order: z
    .looseObject({ entity: z.looseObject({ id: z.string() }) })
    .optional()
    .catch(undefined),
});

function orderIdOf(body: z.infer<typeof WebhookBody>): string | null {
  const ids = EntityIds.catch({}).parse(body.payload);
  return ids?.payment?.entity.order_id ?? ids?.order?.entity.id ?? null;
}
