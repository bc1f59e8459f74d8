import { generateKeyPairSync, type KeyObject, randomBytes, sign, verify } from "node:crypto";
import { crc32 } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  basicCredentials,
  bearerToken,
  bodyOf,
  headerValue,
  isRecord,
  safeEqual,
  sendHtml,
  withQuery,
} from "./http";
import { type IdempotencyStore, stableJson } from "./idempotency";
import { paypalDebugId, paypalEventId, paypalId, transmissionId } from "./ids";
import { decimalToMinor, formatMoney, minorToDecimal } from "./money";
import { html, renderNotice, renderPage } from "./pages";
import { recordLedger, type SandboxContext, takeFailNextCapture } from "./state";

/**
 * PayPal Orders v2 under `/paypal`: OAuth token, create / get / capture orders, refund captures, the
 * verify-webhook-signature postback, the certificate its webhooks are signed with, and the buyer's approval
 * page `/paypal/checkoutnow?token=ID`. Webhooks are RSA-SHA256 signed over
 * `transmission_id|transmission_time|webhook_id|crc32(raw body)` like the real ones.
 */

type Money = { currency_code: string; value: string };
type Link = { href: string; rel: string; method: string };

export type PayPalCapture = {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  amount: Money;
  final_capture: boolean;
  seller_protection: { status: string; dispute_categories: string[] };
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  invoice_id?: string;
  custom_id?: string;
  create_time: string;
  update_time: string;
};

type PurchaseUnit = {
  reference_id: string;
  amount: Money & { breakdown?: Record<string, Money> };
  payee: { email_address: string; merchant_id: string };
  description?: string;
  custom_id?: string;
  invoice_id?: string;
  soft_descriptor?: string;
  items?: unknown[];
  shipping?: unknown;
  payments?: { captures: PayPalCapture[] };
};

type Payer = {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
};

export type PayPalOrder = {
  id: string;
  intent: "CAPTURE";
  status: "CREATED" | "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  payment_source?: { paypal: Record<string, unknown> };
  purchase_units: PurchaseUnit[];
  payer?: Payer;
  create_time: string;
  update_time?: string;
};

type Experience = { return_url?: string; cancel_url?: string; brand_name?: string; user_action?: string };

type OrderRecord = {
  order: PayPalOrder;
  experience: Experience;
  /** The buyer pressed Fail payment (or the control asked): the next capture is declined. */
  declineNextCapture: boolean;
};

type CaptureRecord = { capture: PayPalCapture; orderId: string; refunded: number };

export type PayPalRefund = {
  id: string;
  status: "COMPLETED";
  amount: Money;
  invoice_id?: string;
  custom_id?: string;
  note_to_payer?: string;
  seller_payable_breakdown: {
    gross_amount: Money;
    paypal_fee: Money;
    net_amount: Money;
    total_refunded_amount: Money;
  };
  create_time: string;
  update_time: string;
};

export function createPayPalStore() {
  return {
    /** Issued access tokens and when they stop working (ms). */
    tokens: new Map<string, number>(),
    orders: new Map<string, OrderRecord>(),
    captures: new Map<string, CaptureRecord>(),
    refunds: new Map<string, { refund: PayPalRefund; captureId: string }>(),
    /** PayPal-Request-Id → first answer, scoped by operation. */
    requests: new Map() as IdempotencyStore,
  };
}

const TOKEN_SECONDS = 32400;
const CERT_PATH = "/v1/notifications/certs/CERT-sandbox";
const MERCHANT = { email_address: "sb-merchant@business.example.com", merchant_id: "SANDBOXMERCH01" };
const BUYER = { given_name: "Test", surname: "Buyer", email: "buyer@example.com" };
const CSS_FROM_CHECKOUTNOW = "../assets/sandbox.css";

let signingKeys: { privateKey: KeyObject; publicKey: KeyObject } | null = null;

/** One RSA key pair per process, made on first use (about 50 ms). */
function keys() {
  signingKeys ??= generateKeyPairSync("rsa", { modulusLength: 2048 });
  return signingKeys;
}

// ------------------------------------------------------------------------------------------------ errors

type Detail = { field?: string; value?: string; location?: string; issue: string; description: string };

const ERROR_NAMES: Record<number, [string, string]> = {
  400: ["INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema."],
  404: ["RESOURCE_NOT_FOUND", "The specified resource does not exist."],
  422: [
    "UNPROCESSABLE_ENTITY",
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
  ],
};

export class PayPalError {
  constructor(
    readonly status: 400 | 404 | 422,
    readonly details: Detail[],
  ) {}

  body() {
    const [name, message] = ERROR_NAMES[this.status];
    return {
      name,
      message,
      debug_id: paypalDebugId(),
      details: this.details,
      links: this.details.map((detail) => ({
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${detail.issue}`,
        rel: "information_link",
        method: "GET",
      })),
    };
  }
}

function sendError(reply: FastifyReply, error: PayPalError) {
  return reply.code(error.status).send(error.body());
}

const unprocessable = (issue: string, description: string) => new PayPalError(422, [{ issue, description }]);
const missing = (field: string) =>
  new PayPalError(400, [
    {
      field,
      location: "body",
      issue: "MISSING_REQUIRED_PARAMETER",
      description: "A required field / parameter is missing.",
    },
  ]);
const badSyntax = (field: string, value: unknown) =>
  new PayPalError(400, [
    {
      field,
      value: String(value),
      location: "body",
      issue: "INVALID_PARAMETER_SYNTAX",
      description: "The value of a field does not conform to the expected format.",
    },
  ]);
const orderNotFound = (id: string) =>
  new PayPalError(404, [
    {
      field: "order_id",
      value: id,
      location: "path",
      issue: "INVALID_RESOURCE_ID",
      description: "Specified resource ID does not exist. Please check the resource ID and try again.",
    },
  ]);

// ------------------------------------------------------------------------------------------------ routes

type IdParams = { Params: { id: string } };

export async function paypalRoutes(app: FastifyInstance, { ctx }: { ctx: SandboxContext }) {
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    if (error.statusCode === 400) {
      return sendError(
        reply,
        new PayPalError(400, [
          { issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." },
        ]),
      );
    }
    ctx.log.error({ err: error.message }, "paypal sandbox error");
    reply.code(500).send({
      name: "INTERNAL_SERVER_ERROR",
      message: "An internal server error occurred.",
      debug_id: paypalDebugId(),
    });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({
      name: "NOT_FOUND",
      message: "The requested resource was not found.",
      debug_id: paypalDebugId(),
    });
  });

  app.post("/v1/oauth2/token", (request, reply) => issueToken(ctx, request, reply));
  app.get(CERT_PATH, (_request, reply) =>
    reply
      .header("content-type", "application/x-pem-file")
      .send(keys().publicKey.export({ type: "spki", format: "pem" })),
  );
  app.get<{ Querystring: { token?: string } }>("/checkoutnow", (request, reply) =>
    approvalPage(ctx, String(request.query.token ?? ""), reply),
  );
  app.post<IdParams>("/checkoutnow/:id", (request, reply) => pressButton(ctx, request, reply));

  await app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      const token = bearerToken(request);
      const expires = token ? ctx.state.paypal.tokens.get(token) : undefined;
      if (!token || expires === undefined || expires < Date.now()) {
        return reply.code(401).send({
          error: "invalid_token",
          error_description: token ? "Access Token not found in cache" : "No access token was provided",
        });
      }
    });
    api.post("/v2/checkout/orders", (request, reply) => createOrder(ctx, request, reply));
    api.get<IdParams>("/v2/checkout/orders/:id", (request, reply) => {
      const record = ctx.state.paypal.orders.get(request.params.id);
      return record ? orderView(ctx, record) : sendError(reply, orderNotFound(request.params.id));
    });
    api.post<IdParams>("/v2/checkout/orders/:id/capture", (request, reply) =>
      captureOrder(ctx, request, reply),
    );
    api.get<IdParams>("/v2/payments/captures/:id", (request, reply) => {
      const record = ctx.state.paypal.captures.get(request.params.id);
      return record ? captureView(ctx, record) : sendError(reply, orderNotFound(request.params.id));
    });
    api.post<IdParams>("/v2/payments/captures/:id/refund", (request, reply) =>
      refundCapture(ctx, request, reply),
    );
    api.get<IdParams>("/v2/payments/refunds/:id", (request, reply) => {
      const record = ctx.state.paypal.refunds.get(request.params.id);
      return record
        ? refundView(ctx, record.refund, record.captureId)
        : sendError(reply, orderNotFound(request.params.id));
    });
    api.post("/v1/notifications/verify-webhook-signature", (request, reply) =>
      verifyWebhook(ctx, request, reply),
    );
    // PayPal's mock-event call. Its `resource` is the sandbox's own addition: a test sends the exact
    // resource (any JSON, well formed or not for that event) and gets a genuinely signed event back.
    api.post("/v1/notifications/simulate-event", (request, reply) => {
      const body = bodyOf(request);
      if (typeof body.event_type !== "string" || !body.event_type)
        return sendError(reply, missing("/event_type"));
      const resource = "resource" in body ? body.resource : { id: paypalEventId() };
      const event = sendWebhook(ctx, body.event_type, "sandbox", "Simulated event", resource);
      return reply.code(202).send(JSON.parse(event.body));
    });
  });
}

const apiBase = (ctx: SandboxContext) => `${ctx.publicUrl()}/paypal`;
const certUrl = (ctx: SandboxContext) => `${apiBase(ctx)}${CERT_PATH}`;
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

function issueToken(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const credentials = basicCredentials(request);
  const { paypalClientId, paypalClientSecret } = ctx.secrets;
  if (
    !credentials ||
    !safeEqual(credentials[0], paypalClientId) ||
    !safeEqual(credentials[1], paypalClientSecret)
  ) {
    return reply
      .code(401)
      .send({ error: "invalid_client", error_description: "Client Authentication failed" });
  }
  const grant = bodyOf(request).grant_type;
  if (grant !== "client_credentials") {
    return reply.code(400).send({
      error: "unsupported_grant_type",
      error_description: grant ? `Grant Type is not supported: ${String(grant)}` : "Grant Type is NULL",
    });
  }
  const token = `A21AA${randomBytes(48).toString("base64url")}`;
  ctx.state.paypal.tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
  return {
    scope:
      "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/payments/realtimepayment",
    access_token: token,
    token_type: "Bearer",
    app_id: "APP-80W284485P519543T",
    expires_in: TOKEN_SECONDS,
    nonce: `${now()}${randomBytes(16).toString("base64url")}`,
  };
}

/** PayPal-Request-Id: a repeat of the same operation answers what the first one did. */
function replayed(ctx: SandboxContext, request: FastifyRequest, scope: string, reply: FastifyReply) {
  const key = headerValue(request.headers["paypal-request-id"]);
  const answer = key ? ctx.state.paypal.requests.get(`${scope}:${key}`) : undefined;
  return answer ? reply.code(answer.status).send(answer.body) : null;
}

function remember(
  ctx: SandboxContext,
  request: FastifyRequest,
  scope: string,
  status: number,
  body: unknown,
) {
  const key = headerValue(request.headers["paypal-request-id"]);
  if (key) ctx.state.paypal.requests.set(`${scope}:${key}`, { fingerprint: "", status, body });
}

// ----------------------------------------------------------------------------------------------- orders

function createOrder(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const earlier = replayed(ctx, request, "create", reply);
  if (earlier) return earlier;
  const body = bodyOf(request);
  const parsed = parseOrderRequest(body);
  if (parsed instanceof PayPalError) return sendError(reply, parsed);
  const invoiceId = parsed.unit.invoice_id;
  if (invoiceId && invoiceAlreadyPaid(ctx, invoiceId)) return sendError(reply, duplicateInvoice());

  const record: OrderRecord = {
    order: {
      id: paypalId(),
      intent: "CAPTURE",
      status: parsed.experience ? "PAYER_ACTION_REQUIRED" : "CREATED",
      ...(parsed.experience ? { payment_source: { paypal: {} } } : {}),
      purchase_units: [parsed.unit],
      create_time: now(),
    },
    experience: parsed.experience ?? {},
    declineNextCapture: false,
  };
  ctx.state.paypal.orders.set(record.order.id, record);
  const full = orderView(ctx, record);
  const representation = /return=representation/i.test(headerValue(request.headers.prefer) ?? "");
  const answer = representation ? full : { id: full.id, status: full.status, links: full.links };
  remember(ctx, request, "create", 201, answer);
  return reply.code(201).send(answer);
}

function parseOrderRequest(
  body: Record<string, unknown>,
): { unit: PurchaseUnit; experience?: Experience } | PayPalError {
  if (body.intent === undefined) return missing("/intent");
  if (body.intent !== "CAPTURE") return badSyntax("/intent", body.intent);
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) return missing("/purchase_units");
  if (units.length > 1) {
    return new PayPalError(400, [
      {
        field: "/purchase_units",
        location: "body",
        issue: "INVALID_ARRAY_MAX_ITEMS",
        description: "The sandbox takes one purchase unit.",
      },
    ]);
  }
  const unit = isRecord(units[0]) ? units[0] : {};
  const referenceId =
    typeof unit.reference_id === "string" && unit.reference_id ? unit.reference_id : "default";
  const at = `/purchase_units/@reference_id=='${referenceId}'`;
  const amount = parseAmount(unit.amount, `${at}/amount`);
  if (amount instanceof PayPalError) return amount;
  for (const field of ["invoice_id", "custom_id", "description", "soft_descriptor"] as const) {
    const value = unit[field];
    if (value !== undefined && (typeof value !== "string" || value.length > 127))
      return badSyntax(`${at}/${field}`, value);
  }
  const experience = parseExperience(body.payment_source);
  if (experience instanceof PayPalError) return experience;
  const purchaseUnit: PurchaseUnit = {
    reference_id: referenceId,
    amount,
    payee: MERCHANT,
    ...pick(unit, ["description", "custom_id", "invoice_id", "soft_descriptor", "items", "shipping"]),
  };
  return { unit: purchaseUnit, experience };
}

function parseAmount(raw: unknown, at: string): PurchaseUnit["amount"] | PayPalError {
  if (!isRecord(raw)) return missing(at);
  const { currency_code: currency, value, breakdown } = raw;
  if (currency === undefined) return missing(`${at}/currency_code`);
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency))
    return badSyntax(`${at}/currency_code`, currency);
  if (value === undefined) return missing(`${at}/value`);
  if (typeof value !== "string" || !/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/.test(value))
    return badSyntax(`${at}/value`, value);
  const minor = decimalToMinor(value, currency);
  if (minor === null && !value.startsWith("-")) {
    return unprocessable(
      "DECIMAL_PRECISION",
      "If the currency supports decimals, only two decimal place precision is supported.",
    );
  }
  if (minor === null || minor <= 0) {
    return unprocessable(
      "CANNOT_BE_ZERO_OR_NEGATIVE",
      "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
    );
  }
  if (breakdown !== undefined) {
    if (!isRecord(breakdown)) return badSyntax(`${at}/breakdown`, breakdown);
    const part = (name: string) => {
      const entry = breakdown[name];
      return isRecord(entry) && typeof entry.value === "string"
        ? (decimalToMinor(entry.value, currency) ?? 0)
        : 0;
    };
    const sum =
      part("item_total") +
      part("tax_total") +
      part("shipping") +
      part("handling") +
      part("insurance") -
      part("shipping_discount") -
      part("discount");
    if (sum !== minor) {
      return unprocessable(
        "AMOUNT_MISMATCH",
        "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
      );
    }
  }
  return {
    currency_code: currency,
    value: minorToDecimal(minor, currency),
    ...(isRecord(breakdown) ? { breakdown: breakdown as Record<string, Money> } : {}),
  };
}

function parseExperience(source: unknown): Experience | undefined | PayPalError {
  if (source === undefined) return undefined;
  const paypal = isRecord(source) && isRecord(source.paypal) ? source.paypal : null;
  if (!paypal) return badSyntax("/payment_source", "only payment_source.paypal is supported");
  const context = isRecord(paypal.experience_context) ? paypal.experience_context : {};
  const experience: Experience = {};
  for (const field of ["return_url", "cancel_url"] as const) {
    const value = context[field];
    if (value === undefined) continue;
    if (typeof value !== "string" || !URL.canParse(value)) {
      return badSyntax(`/payment_source/paypal/experience_context/${field}`, value);
    }
    experience[field] = value;
  }
  if (typeof context.brand_name === "string") experience.brand_name = context.brand_name;
  if (typeof context.user_action === "string") experience.user_action = context.user_action;
  return experience;
}

function pick(source: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  );
}

function invoiceAlreadyPaid(ctx: SandboxContext, invoiceId: string, exceptOrder?: string): boolean {
  return [...ctx.state.paypal.orders.values()].some(
    ({ order }) =>
      order.id !== exceptOrder &&
      order.status === "COMPLETED" &&
      order.purchase_units[0].invoice_id === invoiceId,
  );
}

const duplicateInvoice = () =>
  unprocessable(
    "DUPLICATE_INVOICE_ID",
    "Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.",
  );

/** The full order as GET returns it, with HATEOAS links for its state. */
function orderView(ctx: SandboxContext, record: OrderRecord) {
  const order = structuredClone(record.order);
  const self = `${apiBase(ctx)}/v2/checkout/orders/${order.id}`;
  const approve = `${apiBase(ctx)}/checkoutnow?token=${order.id}`;
  const links: Link[] = [{ href: self, rel: "self", method: "GET" }];
  if (order.status === "PAYER_ACTION_REQUIRED")
    links.push({ href: approve, rel: "payer-action", method: "GET" });
  if (order.status === "CREATED") links.push({ href: approve, rel: "approve", method: "GET" });
  if (order.status === "CREATED" || order.status === "APPROVED") {
    links.push(
      { href: self, rel: "update", method: "PATCH" },
      { href: `${self}/capture`, rel: "capture", method: "POST" },
    );
  }
  for (const capture of order.purchase_units[0].payments?.captures ?? []) {
    Object.assign(capture, { links: captureLinks(ctx, capture.id, order.id) });
  }
  return { ...order, links };
}

function captureLinks(ctx: SandboxContext, captureId: string, orderId: string): Link[] {
  const base = apiBase(ctx);
  return [
    { href: `${base}/v2/payments/captures/${captureId}`, rel: "self", method: "GET" },
    { href: `${base}/v2/payments/captures/${captureId}/refund`, rel: "refund", method: "POST" },
    { href: `${base}/v2/checkout/orders/${orderId}`, rel: "up", method: "GET" },
  ];
}

function captureView(ctx: SandboxContext, record: CaptureRecord) {
  return {
    ...structuredClone(record.capture),
    supplementary_data: { related_ids: { order_id: record.orderId } },
    links: captureLinks(ctx, record.capture.id, record.orderId),
  };
}

// ------------------------------------------------------------------------------------------------ capture

function captureOrder(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const scope = `capture:${request.params.id}`;
  const earlier = replayed(ctx, request, scope, reply);
  if (earlier) return earlier;
  const record = ctx.state.paypal.orders.get(request.params.id);
  if (!record) return sendError(reply, orderNotFound(request.params.id));
  const { order } = record;
  if (order.status === "COMPLETED") {
    return sendError(
      reply,
      unprocessable(
        "ORDER_ALREADY_CAPTURED",
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      ),
    );
  }
  if (order.status !== "APPROVED") {
    return sendError(
      reply,
      unprocessable(
        "ORDER_NOT_APPROVED",
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      ),
    );
  }
  const unit = order.purchase_units[0];
  if (unit.invoice_id && invoiceAlreadyPaid(ctx, unit.invoice_id, order.id))
    return sendError(reply, duplicateInvoice());

  const capture = newCapture(unit);
  if (record.declineNextCapture || takeFailNextCapture(ctx.state, "paypal")) {
    record.declineNextCapture = false;
    order.status = record.experience.return_url ? "PAYER_ACTION_REQUIRED" : "CREATED";
    order.update_time = now();
    capture.status = "DECLINED";
    sendWebhook(
      ctx,
      "PAYMENT.CAPTURE.DENIED",
      "capture",
      `Payment denied for ${formatAmount(capture.amount)}`,
      {
        ...captureView(ctx, { capture, orderId: order.id, refunded: 0 }),
      },
    );
    return sendError(
      reply,
      unprocessable(
        "INSTRUMENT_DECLINED",
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      ),
    );
  }

  unit.payments = { captures: [capture] };
  Object.assign(order, { status: "COMPLETED", update_time: now() });
  const captureRecord: CaptureRecord = { capture, orderId: order.id, refunded: 0 };
  ctx.state.paypal.captures.set(capture.id, captureRecord);
  recordLedger(ctx.state, "captures", {
    provider: "paypal",
    id: capture.id,
    order_ref: order.id,
    amount: toMinor(capture.amount),
    currency: capture.amount.currency_code,
  });
  sendWebhook(
    ctx,
    "PAYMENT.CAPTURE.COMPLETED",
    "capture",
    `Payment completed for ${formatAmount(capture.amount)}`,
    captureView(ctx, captureRecord),
  );
  const answer = orderView(ctx, record);
  remember(ctx, request, scope, 201, answer);
  return reply.code(201).send(answer);
}

function newCapture(unit: PurchaseUnit): PayPalCapture {
  const { currency_code: currency } = unit.amount;
  const gross = toMinor(unit.amount);
  const fee = Math.round(gross * 0.0349) + (currency === "USD" ? 49 : 0);
  const money = (minor: number): Money => ({
    currency_code: currency,
    value: minorToDecimal(minor, currency),
  });
  const time = now();
  return {
    id: paypalId(),
    status: "COMPLETED",
    amount: money(gross),
    final_capture: true,
    seller_protection: {
      status: "ELIGIBLE",
      dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"],
    },
    seller_receivable_breakdown: {
      gross_amount: money(gross),
      paypal_fee: money(fee),
      net_amount: money(gross - fee),
    },
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    create_time: time,
    update_time: time,
  };
}

const toMinor = (money: Money) => decimalToMinor(money.value, money.currency_code) ?? 0;
const formatAmount = (money: Money) => `${money.value} ${money.currency_code}`;

// ------------------------------------------------------------------------------------------------ refunds

function refundCapture(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const scope = `refund:${request.params.id}`;
  const earlier = replayed(ctx, request, scope, reply);
  if (earlier) return earlier;
  const record = ctx.state.paypal.captures.get(request.params.id);
  if (!record) return sendError(reply, orderNotFound(request.params.id));
  const { capture } = record;
  const currency = capture.amount.currency_code;
  const remaining = toMinor(capture.amount) - record.refunded;
  if (remaining <= 0) {
    return sendError(
      reply,
      unprocessable("CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded"),
    );
  }
  const body = bodyOf(request);
  let amount = remaining;
  if (body.amount !== undefined) {
    const parsed = parseAmount(body.amount, "/amount");
    if (parsed instanceof PayPalError) return sendError(reply, parsed);
    if (parsed.currency_code !== currency) {
      return sendError(
        reply,
        unprocessable("REFUND_CURRENCY_MISMATCH", "Refund must be in the same currency as the capture."),
      );
    }
    amount = toMinor(parsed);
  }
  if (amount > remaining) {
    return sendError(
      reply,
      unprocessable(
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
      ),
    );
  }

  record.refunded += amount;
  capture.status = record.refunded === toMinor(capture.amount) ? "REFUNDED" : "PARTIALLY_REFUNDED";
  capture.update_time = now();
  const money = (minor: number): Money => ({
    currency_code: currency,
    value: minorToDecimal(minor, currency),
  });
  const time = now();
  const refund: PayPalRefund = {
    id: paypalId(),
    status: "COMPLETED",
    amount: money(amount),
    ...(capture.invoice_id ? { invoice_id: capture.invoice_id } : {}),
    ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
    ...(typeof body.note_to_payer === "string" ? { note_to_payer: body.note_to_payer } : {}),
    seller_payable_breakdown: {
      gross_amount: money(amount),
      paypal_fee: money(0),
      net_amount: money(amount),
      total_refunded_amount: money(record.refunded),
    },
    create_time: time,
    update_time: time,
  };
  ctx.state.paypal.refunds.set(refund.id, { refund, captureId: capture.id });
  recordLedger(ctx.state, "refunds", {
    provider: "paypal",
    id: refund.id,
    order_ref: record.orderId,
    amount,
    currency,
  });
  const view = refundView(ctx, refund, capture.id);
  sendWebhook(
    ctx,
    "PAYMENT.CAPTURE.REFUNDED",
    "refund",
    `A ${formatAmount(refund.amount)} capture payment was refunded`,
    view,
  );
  remember(ctx, request, scope, 201, view);
  return reply.code(201).send(view);
}

function refundView(ctx: SandboxContext, refund: PayPalRefund, captureId: string) {
  const base = apiBase(ctx);
  return {
    ...structuredClone(refund),
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
    ],
  };
}

// ---------------------------------------------------------------------------------------------- webhooks

function sendWebhook(
  ctx: SandboxContext,
  eventType: string,
  resourceType: string,
  summary: string,
  resource: unknown,
) {
  const id = paypalEventId();
  const base = apiBase(ctx);
  const body = JSON.stringify({
    id,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: "2.0",
    event_type: eventType,
    summary,
    resource,
    links: [
      { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: "self", method: "GET" },
      { href: `${base}/v1/notifications/webhooks-events/${id}/resend`, rel: "resend", method: "POST" },
    ],
  });
  const transmission = transmissionId();
  const time = new Date().toISOString();
  const signature = sign(
    "sha256",
    Buffer.from(signedMessage(transmission, time, ctx.secrets.paypalWebhookId, body)),
    keys().privateKey,
  );
  return ctx.webhooks.emit("paypal", {
    id,
    type: eventType,
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": "PayPal/AUHD-214.0-58843328",
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": certUrl(ctx),
      "paypal-transmission-id": transmission,
      "paypal-transmission-sig": signature.toString("base64"),
      "paypal-transmission-time": time,
    },
  });
}

/** What PayPal signs: `transmission_id|transmission_time|webhook_id|crc32(raw body)`, CRC as unsigned decimal. */
function signedMessage(transmission: string, time: string, webhookId: string, rawBody: string): string {
  return `${transmission}|${time}|${webhookId}|${crc32(rawBody)}`;
}

const VERIFY_FIELDS = [
  "auth_algo",
  "cert_url",
  "transmission_id",
  "transmission_sig",
  "transmission_time",
  "webhook_id",
] as const;

/**
 * The postback check. The shop posts the parsed event back, so the CRC is taken over the raw body the
 * sandbox sent under that transmission id (as PayPal does over what it sent), and the event id must match.
 */
function verifyWebhook(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(request);
  for (const field of [...VERIFY_FIELDS, "webhook_event"]) {
    if (body[field] === undefined || body[field] === "") return sendError(reply, missing(`/${field}`));
  }
  const fields = Object.fromEntries(VERIFY_FIELDS.map((field) => [field, String(body[field])])) as Record<
    (typeof VERIFY_FIELDS)[number],
    string
  >;
  const sent = ctx.state.events.find(
    (event) =>
      event.provider === "paypal" && event.headers["paypal-transmission-id"] === fields.transmission_id,
  );
  const event = body.webhook_event;
  const genuine =
    sent !== undefined &&
    isRecord(event) &&
    event.id === sent.id &&
    // PayPal's signature covers a CRC32 of the body it sent: an event changed on the way does not verify.
    stableJson(event) === stableJson(JSON.parse(sent.body)) &&
    fields.auth_algo === "SHA256withRSA" &&
    fields.cert_url === certUrl(ctx) &&
    fields.webhook_id === ctx.secrets.paypalWebhookId &&
    verify(
      "sha256",
      Buffer.from(
        signedMessage(fields.transmission_id, fields.transmission_time, fields.webhook_id, sent.body),
      ),
      keys().publicKey,
      Buffer.from(fields.transmission_sig, "base64"),
    );
  return { verification_status: genuine ? "SUCCESS" : "FAILURE" };
}

// ------------------------------------------------------------------------------------------ approval page

function approvalPage(ctx: SandboxContext, token: string, reply: FastifyReply) {
  const record = ctx.state.paypal.orders.get(token);
  const notice = (status: number, title: string, message: string) =>
    sendHtml(reply, status, renderNotice({ title, message, brand: "paypal", cssHref: CSS_FROM_CHECKOUTNOW }));
  if (!record)
    return notice(404, "We can't find this order", "The payment link is not valid or the sandbox was reset.");
  const { order, experience } = record;
  if (order.status === "COMPLETED")
    return notice(409, "Already paid", "This order has been paid. You can close this page.");
  if (order.status === "VOIDED") return notice(410, "Order voided", "This order can no longer be paid.");
  const unit = order.purchase_units[0];
  const merchant = experience.brand_name ?? "Sandbox Merchant";
  const amount = formatMoney(toMinor(unit.amount), unit.amount.currency_code);
  const items = Array.isArray(unit.items) ? unit.items.filter(isRecord) : [];
  const body = html`
<header class="pp-header"><span class="pp-logo" aria-label="PayPal">Pay<span>Pal</span></span><span class="badge">Sandbox</span></header>
<main class="pp-main">
  <div class="card">
    <p class="muted">Pay ${merchant}</p>
    <h1 class="pp-amount"><span class="amount">${amount}</span> <span class="muted">${unit.amount.currency_code}</span></h1>
    ${unit.invoice_id ? html`<p class="muted">Invoice ${unit.invoice_id}</p>` : ""}
    ${items.length ? html`<ul class="items">${items.map((item) => html`<li><span>${String(item.name ?? "Item")} <span class="qty">× ${String(item.quantity ?? 1)}</span></span></li>`)}</ul>` : ""}
    <div class="pp-account">
      <span class="pp-dot" aria-hidden="true">TB</span>
      <div><strong>${BUYER.given_name} ${BUYER.surname}</strong><br><span class="muted">${BUYER.email}<br>PayPal balance (test)</span></div>
    </div>
    <form method="post" action="checkoutnow/${order.id}" class="actions">
      <button type="submit" name="action" value="pay" class="btn-pay">Pay now</button>
      <button type="submit" name="action" value="fail" class="btn-fail">Fail payment</button>
      <button type="submit" name="action" value="cancel" class="btn-cancel">Cancel</button>
    </form>
    <p class="hint">Pay now approves the order and returns you to ${merchant}. Fail payment approves it with a funding source that is declined at capture. Cancel returns without paying.</p>
  </div>
</main>`;
  return sendHtml(
    reply,
    200,
    renderPage({
      title: `Pay ${merchant} · PayPal sandbox`,
      brand: "paypal",
      cssHref: CSS_FROM_CHECKOUTNOW,
      body,
    }),
  );
}

/** The approval page's buttons: pay → APPROVED, fail → APPROVED but declined at capture, cancel. */
function pressButton(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const record = ctx.state.paypal.orders.get(request.params.id);
  const action = bodyOf(request).action;
  const cssHref = "../../assets/sandbox.css";
  const notice = (status: number, title: string, message: string) =>
    sendHtml(reply, status, renderNotice({ title, message, brand: "paypal", cssHref }));
  if (!record)
    return notice(404, "We can't find this order", "The payment link is not valid or the sandbox was reset.");
  const { order, experience } = record;
  if (action !== "pay" && action !== "fail" && action !== "cancel") {
    return notice(400, "Unknown action", "Use Pay now, Fail payment or Cancel.");
  }
  if (order.status === "COMPLETED" || order.status === "VOIDED") {
    return notice(409, "Already settled", "This order can no longer be approved.");
  }
  if (action === "cancel") {
    return experience.cancel_url
      ? reply.redirect(withQuery(experience.cancel_url, { token: order.id }), 303)
      : notice(200, "Payment cancelled", "You cancelled this payment. You can close this page.");
  }

  const payerId = order.payer?.payer_id ?? paypalId(13);
  order.payer = {
    name: { given_name: BUYER.given_name, surname: BUYER.surname },
    email_address: BUYER.email,
    payer_id: payerId,
    address: { country_code: "US" },
  };
  order.payment_source = {
    paypal: {
      email_address: BUYER.email,
      account_id: payerId,
      account_status: "VERIFIED",
      name: { given_name: BUYER.given_name, surname: BUYER.surname },
      address: { country_code: "US" },
    },
  };
  order.status = "APPROVED";
  order.update_time = now();
  record.declineNextCapture = action === "fail";
  sendWebhook(
    ctx,
    "CHECKOUT.ORDER.APPROVED",
    "checkout-order",
    "An order has been approved by buyer",
    orderView(ctx, record),
  );
  return experience.return_url
    ? reply.redirect(withQuery(experience.return_url, { token: order.id, PayerID: payerId }), 303)
    : notice(
        200,
        "Payment approved",
        "The order is approved. The merchant captures it next; you can close this page.",
      );
}
