import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CHECKOUT_JS } from "./checkout-js";
import { basicCredentials, bodyOf, headerValue, hmacHex, isRecord, safeEqual, stringField } from "./http";
import { type IdempotencyStore, keepAnswer, lookupAnswer, stableJson } from "./idempotency";
import { razorpayEventId, razorpayId, unixNow } from "./ids";
import { recordLedger, type SandboxContext, takeFailNextCapture } from "./state";

/**
 * Razorpay: the Orders and Payments API under `/razorpay/v1` (Basic auth key_id:key_secret), a stand-in of
 * checkout.js at `/razorpay/v1/checkout.js`, and `POST /razorpay/test/orders/:id/pay`, the endpoint the
 * stand-in's buttons (and API tests) press. Errors come back as `{ error: { code, description, … } }`.
 */

export type RazorpayOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string> | never[];
  created_at: number;
};

export type RazorpayMethod = "card" | "upi" | "netbanking";

export type RazorpayPayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: RazorpayMethod;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | never[];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
};

export type RazorpayRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | never[];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "processed";
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
};

export function createRazorpayStore() {
  return {
    orders: new Map<string, RazorpayOrder>(),
    /** Orders created with `payment: { capture: "manual" }`: their payments stop at authorized. */
    manualCapture: new Set<string>(),
    payments: new Map<string, RazorpayPayment>(),
    refunds: new Map<string, RazorpayRefund>(),
    refundKeys: new Map() as IdempotencyStore,
  };
}

const ACCOUNT_ID = "acc_Sandbox0000001";
const METHODS: readonly RazorpayMethod[] = ["card", "upi", "netbanking"];
const NOT_FOUND = "The id provided does not exist";

type ErrorDetails = { field?: string; source?: string; step?: string; reason?: string; metadata?: object };

export function razorpayError(description: string, details: ErrorDetails = {}) {
  const {
    field,
    source = "business",
    step = "payment_initiation",
    reason = "input_validation_failed",
  } = details;
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source,
      step,
      reason,
      metadata: details.metadata ?? {},
      ...(field ? { field } : {}),
    },
  };
}

const AUTH_FAILED = {
  error: {
    code: "BAD_REQUEST_ERROR",
    description: "Authentication failed",
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
  },
};

type IdParams = { Params: { id: string } };

export async function razorpayRoutes(app: FastifyInstance, { ctx }: { ctx: SandboxContext }) {
  const store = () => ctx.state.razorpay;

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply.code(status).send(razorpayError(status === 500 ? "Something went wrong" : error.message));
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(razorpayError("The requested URL was not found on the server."));
  });

  app.get("/v1/checkout.js", (_request, reply) =>
    reply
      .header("content-type", "application/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("cross-origin-resource-policy", "cross-origin")
      .send(CHECKOUT_JS),
  );

  // The stand-in checkout's buttons. Open to any origin: the standalone sandbox runs on its own port.
  app.options("/test/orders/:id/pay", (_request, reply) => cors(reply).code(204).send());
  app.post<IdParams>("/test/orders/:id/pay", (request, reply) => pressPay(ctx, request, cors(reply)));

  await app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      const credentials = basicCredentials(request);
      const { razorpayKeyId, razorpayKeySecret } = ctx.secrets;
      const ok =
        credentials !== null &&
        safeEqual(credentials[0], razorpayKeyId) &&
        safeEqual(credentials[1], razorpayKeySecret);
      if (!ok) return reply.code(401).send(AUTH_FAILED);
    });

    api.post("/v1/orders", (request, reply) => createOrder(ctx, request, reply));

    api.get<IdParams>("/v1/orders/:id", (request, reply) => {
      const order = store().orders.get(request.params.id);
      return order ? order : reply.code(400).send(razorpayError(NOT_FOUND));
    });

    api.get<IdParams>("/v1/orders/:id/payments", (request, reply) => {
      if (!store().orders.has(request.params.id)) return reply.code(400).send(razorpayError(NOT_FOUND));
      const items = [...store().payments.values()].filter((p) => p.order_id === request.params.id).reverse();
      return { entity: "collection", count: items.length, items };
    });

    api.get<IdParams>("/v1/payments/:id", (request, reply) => {
      const payment = store().payments.get(request.params.id);
      return payment ? payment : reply.code(400).send(razorpayError(NOT_FOUND));
    });

    api.post<IdParams>("/v1/payments/:id/capture", (request, reply) => capturePayment(ctx, request, reply));
    api.post<IdParams>("/v1/payments/:id/refund", (request, reply) => refundPayment(ctx, request, reply));

    api.get<IdParams>("/v1/payments/:id/refunds", (request, reply) => {
      if (!store().payments.has(request.params.id)) return reply.code(400).send(razorpayError(NOT_FOUND));
      const items = [...store().refunds.values()].filter((r) => r.payment_id === request.params.id).reverse();
      return { entity: "collection", count: items.length, items };
    });

    api.get<IdParams>("/v1/refunds/:id", (request, reply) => {
      const refund = store().refunds.get(request.params.id);
      return refund ? refund : reply.code(400).send(razorpayError(NOT_FOUND));
    });
  });
}

function cors(reply: FastifyReply): FastifyReply {
  return reply
    .header("access-control-allow-origin", "*")
    .header("access-control-allow-methods", "POST, OPTIONS")
    .header("access-control-allow-headers", "content-type")
    .header("access-control-max-age", "600");
}

// ---------------------------------------------------------------------------------------------- orders

function createOrder(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(request);
  const invalid = validateOrder(body);
  if (invalid) return reply.code(400).send(invalid);

  const amount = body.amount as number;
  const currency = body.currency as string;
  const receipt = stringField(body.receipt) ?? null;
  const store = ctx.state.razorpay;

  if (body.unique_receipt === true && receipt !== null) {
    const earlier = [...store.orders.values()].find((order) => order.receipt === receipt);
    if (earlier) {
      if (earlier.amount === amount && earlier.currency === currency) return earlier;
      return reply.code(400).send(
        razorpayError("An order with this receipt already exists with a different amount or currency", {
          field: "receipt",
        }),
      );
    }
  }

  const order: RazorpayOrder = {
    id: razorpayId("order"),
    entity: "order",
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt,
    offer_id: null,
    status: "created",
    attempts: 0,
    notes: notesOf(body.notes),
    created_at: unixNow(),
  };
  store.orders.set(order.id, order);
  const payment = body.payment;
  if (isRecord(payment) && payment.capture === "manual") store.manualCapture.add(order.id);
  return order;
}

function validateOrder(body: Record<string, unknown>) {
  const { amount, currency, receipt, notes, payment } = body;
  if (amount === undefined) return razorpayError("The amount field is required.", { field: "amount" });
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) {
    return razorpayError("The amount must be an integer.", { field: "amount" });
  }
  if (currency === undefined) return razorpayError("The currency field is required.", { field: "currency" });
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
    return razorpayError("Currency is not supported", { field: "currency" });
  }
  if (amount < 100) {
    return razorpayError(`The amount must be at least ${currency} 1.00`, { field: "amount" });
  }
  if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
    return razorpayError("The receipt may not be greater than 40 characters.", { field: "receipt" });
  }
  if (body.unique_receipt === true && !receipt) {
    return razorpayError("The receipt field is required when unique_receipt is true.", { field: "receipt" });
  }
  if (notes !== undefined && !validNotes(notes)) {
    return razorpayError("Number of fields in notes should be less than or equal to 15", { field: "notes" });
  }
  if (payment !== undefined) {
    const capture = isRecord(payment) ? payment.capture : undefined;
    if (capture !== "automatic" && capture !== "manual") {
      return razorpayError("The payment.capture must be automatic or manual.", { field: "payment.capture" });
    }
  }
  return null;
}

function validNotes(notes: unknown): boolean {
  if (Array.isArray(notes)) return notes.length === 0;
  if (!isRecord(notes)) return false;
  const values = Object.values(notes);
  return (
    values.length <= 15 &&
    values.every(
      (value) => (typeof value === "string" || typeof value === "number") && String(value).length <= 256,
    )
  );
}

function notesOf(notes: unknown): Record<string, string> | never[] {
  if (!isRecord(notes) || Object.keys(notes).length === 0) return [];
  return Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)]));
}

// ------------------------------------------------------------------------------------------- the buttons

/** Pay now / Fail payment in the stand-in checkout: one payment attempt on the order. */
function pressPay(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const body = bodyOf(request);
  const outcome = body.outcome ?? "success";
  const method = (body.method ?? "card") as RazorpayMethod;
  if (outcome !== "success" && outcome !== "fail") {
    return reply.code(400).send(razorpayError("outcome must be success or fail", { field: "outcome" }));
  }
  if (!METHODS.includes(method)) {
    return reply.code(400).send(razorpayError("Invalid payment method", { field: "method" }));
  }
  const key = stringField(body.key);
  if (key !== undefined && key !== ctx.secrets.razorpayKeyId) {
    return reply.code(400).send(razorpayError("The api key provided is invalid", { field: "key" }));
  }
  const store = ctx.state.razorpay;
  const order = store.orders.get(request.params.id);
  if (!order) return reply.code(400).send(razorpayError(NOT_FOUND, { field: "order_id" }));
  if (order.status === "paid") {
    return reply.code(400).send(razorpayError("Order has already been paid", { field: "order_id" }));
  }

  const failed = outcome === "fail" || takeFailNextCapture(ctx.state, "razorpay");
  const payment = newPayment(order, method, {
    email: stringField(body.email) ?? "void@razorpay.com",
    contact: stringField(body.contact) ?? "+919000090000",
  });
  store.payments.set(payment.id, payment);
  order.attempts += 1;
  if (order.status === "created") order.status = "attempted";

  if (failed) {
    Object.assign(payment, {
      status: "failed",
      error_code: "BAD_REQUEST_ERROR",
      error_description: "Payment failed",
      error_source: "customer",
      error_step: "payment_authorization",
      error_reason: "payment_failed",
    });
    sendWebhook(ctx, "payment.failed", { payment });
    const error = razorpayError("Payment failed", {
      source: "customer",
      step: "payment_authorization",
      reason: "payment_failed",
      metadata: { order_id: order.id, payment_id: payment.id },
    });
    return reply.code(400).send(error);
  }

  if (store.manualCapture.has(order.id)) {
    payment.status = "authorized";
    sendWebhook(ctx, "payment.authorized", { payment });
  } else {
    markCaptured(ctx, order, payment);
  }
  return {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: hmacHex(ctx.secrets.razorpayKeySecret, `${order.id}|${payment.id}`),
  };
}

function newPayment(
  order: RazorpayOrder,
  method: RazorpayMethod,
  buyer: { email: string; contact: string },
): RazorpayPayment {
  return {
    id: razorpayId("pay"),
    entity: "payment",
    amount: order.amount,
    currency: order.currency,
    status: "created",
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    card_id: method === "card" ? razorpayId("card") : null,
    bank: method === "netbanking" ? "HDFC" : null,
    wallet: null,
    vpa: method === "upi" ? "success@razorpay" : null,
    ...buyer,
    notes: order.notes,
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: method === "upi" ? { rrn: null, upi_transaction_id: null } : { auth_code: null },
    created_at: unixNow(),
  };
}

/** Money moved: the payment is captured, the order paid, the ledger and the shop told. */
function markCaptured(ctx: SandboxContext, order: RazorpayOrder, payment: RazorpayPayment): void {
  const fee = Math.round(payment.amount * 0.02);
  Object.assign(payment, {
    status: "captured",
    captured: true,
    fee: fee + Math.round(fee * 0.18),
    tax: Math.round(fee * 0.18),
  });
  Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
  recordLedger(ctx.state, "captures", {
    provider: "razorpay",
    id: payment.id,
    order_ref: order.id,
    amount: payment.amount,
    currency: payment.currency,
  });
  sendWebhook(ctx, "payment.captured", { payment });
  sendWebhook(ctx, "order.paid", { payment, order });
}

function capturePayment(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const store = ctx.state.razorpay;
  const payment = store.payments.get(request.params.id);
  if (!payment) return reply.code(400).send(razorpayError(NOT_FOUND));
  if (payment.status !== "authorized") {
    return reply.code(400).send(razorpayError("This payment has already been captured or is not authorized"));
  }
  const body = bodyOf(request);
  if (body.amount !== payment.amount) {
    return reply
      .code(400)
      .send(razorpayError("Capture amount must be equal to the amount authorized", { field: "amount" }));
  }
  if (body.currency !== undefined && body.currency !== payment.currency) {
    return reply
      .code(400)
      .send(razorpayError("The currency does not match the payment", { field: "currency" }));
  }
  const order = store.orders.get(payment.order_id);
  if (order) markCaptured(ctx, order, payment);
  return payment;
}

// ------------------------------------------------------------------------------------------------ refunds

function refundPayment(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const store = ctx.state.razorpay;
  const body = bodyOf(request);
  const key = headerValue(request.headers["x-refund-idempotency"]);
  if (key !== undefined && !/^[A-Za-z0-9_-]{10,255}$/.test(key)) {
    return reply.code(400).send(razorpayError("The X-Refund-Idempotency header is invalid"));
  }
  const fingerprint = stableJson({ payment: request.params.id, body });
  const seen = lookupAnswer(store.refundKeys, key, fingerprint);
  if (seen.kind === "replay") return reply.code(seen.answer.status).send(seen.answer.body);
  if (seen.kind === "conflict") {
    return reply
      .code(400)
      .send(razorpayError("The idempotency key has already been used with different request parameters"));
  }

  const payment = store.payments.get(request.params.id);
  if (!payment) return reply.code(400).send(razorpayError(NOT_FOUND));
  const invalid = refundProblem(payment, body.amount);
  if (invalid) return reply.code(400).send(razorpayError(invalid, { field: "amount" }));

  const remaining = payment.amount - payment.amount_refunded;
  const amount = (body.amount as number | undefined) ?? remaining;
  const refund: RazorpayRefund = {
    id: razorpayId("rfnd"),
    entity: "refund",
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: notesOf(body.notes),
    receipt: stringField(body.receipt) ?? null,
    acquirer_data: { arn: null },
    created_at: unixNow(),
    batch_id: null,
    status: "processed",
    speed_processed: "normal",
    speed_requested: body.speed === "optimum" ? "optimum" : "normal",
  };
  store.refunds.set(refund.id, refund);
  payment.amount_refunded += amount;
  const full = payment.amount_refunded === payment.amount;
  payment.refund_status = full ? "full" : "partial";
  if (full) payment.status = "refunded";
  recordLedger(ctx.state, "refunds", {
    provider: "razorpay",
    id: refund.id,
    order_ref: payment.order_id,
    amount,
    currency: payment.currency,
  });
  sendWebhook(ctx, "refund.processed", { refund, payment });
  keepAnswer(store.refundKeys, key, fingerprint, 200, refund);
  return refund;
}

function refundProblem(payment: RazorpayPayment, amount: unknown): string | null {
  if (payment.status === "refunded") return "The payment has been fully refunded already";
  if (payment.status !== "captured") return "Only captured payments can be refunded";
  if (amount === undefined) return null;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) return "The amount must be an integer.";
  if (amount < 100) return `The amount must be at least ${payment.currency} 1.00`;
  if (amount > payment.amount - payment.amount_refunded) {
    return "The refund amount provided is greater than amount captured";
  }
  return null;
}

// ---------------------------------------------------------------------------------------------- webhooks

type Entities = { payment?: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund };

/** Razorpay's envelope, signed with the webhook secret over the exact bytes sent. */
function sendWebhook(ctx: SandboxContext, event: string, entities: Entities): void {
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  const body = JSON.stringify({
    entity: "event",
    account_id: ACCOUNT_ID,
    event,
    contains: Object.keys(entities),
    payload,
    created_at: unixNow(),
  });
  const id = razorpayEventId();
  ctx.webhooks.emit("razorpay", {
    id,
    type: event,
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": "Razorpay-Webhook/v1",
      "x-razorpay-event-id": id,
      "x-razorpay-signature": hmacHex(ctx.secrets.razorpayWebhookSecret, body),
    },
  });
}
