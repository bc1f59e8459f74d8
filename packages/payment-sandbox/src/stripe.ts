import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseQuery } from "./forms";
import {
  basicCredentials,
  bearerToken,
  bodyOf,
  headerValue,
  hmacHex,
  isRecord,
  safeEqual,
  sendHtml,
} from "./http";
import { type IdempotencyStore, keepAnswer, lookupAnswer, stableJson } from "./idempotency";
import { randomChars, stripeId, stripeSessionId, unixNow } from "./ids";
import { formatMoney } from "./money";
import { html, renderNotice, renderPage } from "./pages";
import { recordLedger, type SandboxContext, takeFailNextCapture } from "./state";

/**
 * Stripe Checkout under `/stripe/v1` as the official `stripe` SDK calls it (form-encoded bracket bodies,
 * Bearer secret key, Idempotency-Key on every POST), and the hosted payment page `/stripe/pay/:id`.
 * Webhooks carry `Stripe-Signature: t=…,v1=HMAC_SHA256(whsec, t + "." + raw body)`.
 */

export const STRIPE_API_VERSION = "2026-10-28.endive";

type LineItem = { name: string; currency: string; unitAmount: number; quantity: number };

export type StripeSession = {
  id: string;
  object: "checkout.session";
  after_expiration: null;
  allow_promotion_codes: null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; status: null };
  billing_address_collection: string | null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  created: number;
  currency: string;
  customer: null;
  customer_creation: "if_required";
  customer_details: null | {
    address: null;
    email: string;
    name: string;
    phone: null;
    tax_exempt: "none";
    tax_ids: [];
  };
  customer_email: string | null;
  expires_at: number;
  invoice: null;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: "unpaid" | "paid";
  shipping_address_collection: unknown;
  status: "open" | "complete" | "expired";
  success_url: string | null;
  total_details: { amount_discount: 0; amount_shipping: 0; amount_tax: 0 };
  ui_mode: "hosted";
  url: string | null;
};

export type StripePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  capture_method: "automatic_async";
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  customer: null;
  description: null;
  latest_charge: string;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string;
  payment_method_types: string[];
  status: "succeeded";
};

export type StripeRefund = {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  status: "succeeded";
};

type SessionRecord = { session: StripeSession; lineItems: LineItem[] };
type IntentRecord = { intent: StripePaymentIntent; sessionId: string; refunded: number };

export function createStripeStore() {
  return {
    sessions: new Map<string, SessionRecord>(),
    intents: new Map<string, IntentRecord>(),
    refunds: new Map<string, StripeRefund>(),
    idempotency: new Map() as IdempotencyStore,
  };
}

// ------------------------------------------------------------------------------------------------ errors

type StripeErrorBody = { message: string; type: string; param?: string; code?: string };

class StripeError {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {}
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, "parameter_missing");
const noSuch = (kind: string, id: string, param: string) =>
  new StripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

function sendError(reply: FastifyReply, error: StripeError) {
  const doc = error.error.code
    ? { doc_url: `https://stripe.com/docs/error-codes/${error.error.code.replace(/_/g, "-")}` }
    : {};
  return reply.code(error.status).send({ error: { ...doc, ...error.error } });
}

// ------------------------------------------------------------------------------------------------ routes

type IdParams = { Params: { id: string } };
type Idempotency = { key: string; fingerprint: string };

export async function stripeRoutes(
  app: FastifyInstance,
  { ctx, merchantName }: { ctx: SandboxContext; merchantName: string },
) {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("request-id", stripeId("req")).header("stripe-version", STRIPE_API_VERSION);
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    if (error.statusCode && error.statusCode < 500) return sendError(reply, invalid(error.message));
    ctx.log.error({ err: error.message }, "stripe sandbox error");
    return reply.code(500).send({ error: { type: "api_error", message: "An unknown error occurred" } });
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new StripeError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${request.url}).`,
      }),
    ),
  );

  app.get<IdParams>("/pay/:id", (request, reply) => paymentPage(ctx, merchantName, request.params.id, reply));
  app.post<IdParams>("/pay/:id", (request, reply) => pressButton(ctx, request, reply));

  await app.register(async (api) => {
    const pending = new WeakMap<FastifyRequest, Idempotency>();
    api.addHook("onRequest", async (request, reply) => {
      const problem = authProblem(request, ctx.secrets.stripeSecretKey);
      if (problem)
        return reply.code(401).header("www-authenticate", 'Basic realm="Stripe"').send({ error: problem });
    });
    api.addHook("preHandler", async (request, reply) => {
      const key = headerValue(request.headers["idempotency-key"]);
      if (request.method !== "POST" || !key) return;
      const fingerprint = stableJson({ path: request.url, body: request.body ?? {} });
      const seen = lookupAnswer(ctx.state.stripe.idempotency, key, fingerprint);
      if (seen.kind === "replay") {
        return reply
          .code(seen.answer.status)
          .header("content-type", "application/json; charset=utf-8")
          .header("idempotent-replayed", "true")
          .send(seen.answer.body);
      }
      if (seen.kind === "conflict") {
        return reply.code(400).send({
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      pending.set(request, { key, fingerprint });
    });
    api.addHook("onSend", async (request, reply, payload) => {
      const entry = pending.get(request);
      if (entry && typeof payload === "string") {
        keepAnswer(ctx.state.stripe.idempotency, entry.key, entry.fingerprint, reply.statusCode, payload);
      }
      return payload;
    });

    api.post("/v1/checkout/sessions", (request, reply) => createSession(ctx, request, reply));
    api.get<IdParams>("/v1/checkout/sessions/:id", (request, reply) => {
      const record = findSession(ctx, request.params.id);
      if (!record) return sendError(reply, noSuch("checkout.session", request.params.id, "session"));
      return sessionView(ctx, record, expandsOf(parseQuery(request.url).expand));
    });
    api.get<IdParams>("/v1/checkout/sessions/:id/line_items", (request, reply) => {
      const record = findSession(ctx, request.params.id);
      if (!record) return sendError(reply, noSuch("checkout.session", request.params.id, "session"));
      return lineItemList(record);
    });
    api.post<IdParams>("/v1/checkout/sessions/:id/expire", (request, reply) => {
      const record = findSession(ctx, request.params.id);
      if (!record) return sendError(reply, noSuch("checkout.session", request.params.id, "session"));
      if (record.session.status !== "open") {
        return sendError(reply, invalid('Only Checkout Sessions with a status in ["open"] can be expired.'));
      }
      expire(ctx, record);
      return sessionView(ctx, record, []);
    });
    api.get<IdParams>("/v1/payment_intents/:id", (request, reply) => {
      const record = ctx.state.stripe.intents.get(request.params.id);
      return record ? record.intent : sendError(reply, noSuch("payment_intent", request.params.id, "intent"));
    });
    api.post("/v1/refunds", (request, reply) => createRefund(ctx, request, reply));
    api.get<IdParams>("/v1/refunds/:id", (request, reply) => {
      const refund = ctx.state.stripe.refunds.get(request.params.id);
      return refund ?? sendError(reply, noSuch("refund", request.params.id, "id"));
    });
  });
}

function authProblem(request: FastifyRequest, secretKey: string): StripeErrorBody | null {
  const key = bearerToken(request) ?? basicCredentials(request)?.[0] ?? null;
  if (key && safeEqual(key, secretKey)) return null;
  if (!key) {
    return {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    };
  }
  const masked = key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : key;
  return { type: "invalid_request_error", message: `Invalid API Key provided: ${masked}` };
}

// ------------------------------------------------------------------------------------------------ sessions

function createSession(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const params = parseSessionParams(bodyOf(request));
  if (params instanceof StripeError) return sendError(reply, params);
  const { lineItems, fields, expiresAt } = params;
  const amount = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const created = unixNow();
  const id = stripeSessionId();
  const session: StripeSession = {
    id,
    object: "checkout.session",
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: fields.billing_address_collection ?? null,
    cancel_url: fields.cancel_url ?? null,
    client_reference_id: fields.client_reference_id ?? null,
    client_secret: null,
    created,
    currency: lineItems[0].currency,
    customer: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: fields.customer_email ?? null,
    expires_at: expiresAt ?? created + 24 * 3600,
    invoice: null,
    livemode: false,
    locale: fields.locale ?? null,
    metadata: params.metadata,
    mode: "payment",
    payment_intent: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    shipping_address_collection: params.shippingAddressCollection,
    status: "open",
    success_url: fields.success_url ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${ctx.publicUrl()}/stripe/pay/${id}`,
  };
  const record = { session, lineItems };
  ctx.state.stripe.sessions.set(id, record);
  return sessionView(ctx, record, params.expand);
}

const TEXT_FIELDS = [
  "success_url",
  "cancel_url",
  "client_reference_id",
  "customer_email",
  "billing_address_collection",
  "locale",
] as const;

type SessionParams = {
  lineItems: LineItem[];
  fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
  metadata: Record<string, string>;
  expiresAt?: number;
  expand: string[];
  shippingAddressCollection: unknown;
};

function parseSessionParams(body: Record<string, unknown>): SessionParams | StripeError {
  if (body.mode === undefined) return missingParam("mode");
  if (body.mode !== "payment") {
    return invalid(`Invalid mode: ${String(body.mode)}. The sandbox supports mode=payment only.`, "mode");
  }
  const lineItems = parseLineItems(body.line_items);
  if (lineItems instanceof StripeError) return lineItems;

  const fields: SessionParams["fields"] = {};
  for (const name of TEXT_FIELDS) {
    const value = body[name];
    if (value === undefined || value === "") continue;
    if (typeof value !== "string") return invalid(`Invalid string: ${String(value)}`, name);
    fields[name] = value;
  }
  for (const name of ["success_url", "cancel_url"] as const) {
    const url = fields[name];
    if (url !== undefined && !URL.canParse(url.replaceAll("{CHECKOUT_SESSION_ID}", "x"))) {
      return invalid("Not a valid URL", name, "url_invalid");
    }
  }
  if ((fields.client_reference_id?.length ?? 0) > 200) {
    return invalid("client_reference_id must be at most 200 characters", "client_reference_id");
  }
  const metadata = parseMetadata(body.metadata);
  if (metadata instanceof StripeError) return metadata;

  let expiresAt: number | undefined;
  if (body.expires_at !== undefined) {
    const value = integerOf(body.expires_at);
    if (value === null)
      return invalid(
        `Invalid integer: ${String(body.expires_at)}`,
        "expires_at",
        "parameter_invalid_integer",
      );
    const now = unixNow();
    if (value < now + 30 * 60 - 60) {
      return invalid(
        "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
        "expires_at",
      );
    }
    if (value > now + 24 * 3600 + 60) {
      return invalid(
        "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
        "expires_at",
      );
    }
    expiresAt = value;
  }
  return {
    lineItems,
    fields,
    metadata,
    expiresAt,
    expand: expandsOf(body.expand),
    shippingAddressCollection: body.shipping_address_collection ?? null,
  };
}

function parseLineItems(raw: unknown): LineItem[] | StripeError {
  if (raw === undefined) return missingParam("line_items");
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : null;
  if (!list || list.length === 0) return invalid("Invalid array", "line_items");
  const items: LineItem[] = [];
  for (const [index, entry] of list.entries()) {
    const at = `line_items[${index}]`;
    const item = isRecord(entry) ? entry : {};
    if (item.price !== undefined) return noSuch("price", String(item.price), `${at}[price]`);
    const priceData = item.price_data;
    if (!isRecord(priceData))
      return invalid(`You must specify either \`price\` or \`price_data\` in ${at}.`, at);
    const currency = typeof priceData.currency === "string" ? priceData.currency.toLowerCase() : undefined;
    if (!currency) return missingParam(`${at}[price_data][currency]`);
    if (!/^[a-z]{3}$/.test(currency))
      return invalid(`Invalid currency: ${currency}`, `${at}[price_data][currency]`);
    if (priceData.unit_amount === undefined) return missingParam(`${at}[price_data][unit_amount]`);
    const unitAmount = integerOf(priceData.unit_amount);
    if (unitAmount === null) {
      return invalid(
        `Invalid integer: ${String(priceData.unit_amount)}`,
        `${at}[price_data][unit_amount]`,
        "parameter_invalid_integer",
      );
    }
    if (unitAmount < 0)
      return invalid("This value must be greater than or equal to 0.", `${at}[price_data][unit_amount]`);
    const product = priceData.product_data;
    const name = isRecord(product) && typeof product.name === "string" ? product.name : "";
    if (!name) return missingParam(`${at}[price_data][product_data][name]`);
    if (item.quantity === undefined) return missingParam(`${at}[quantity]`);
    const quantity = integerOf(item.quantity);
    if (quantity === null)
      return invalid(
        `Invalid integer: ${String(item.quantity)}`,
        `${at}[quantity]`,
        "parameter_invalid_integer",
      );
    if (quantity < 1) return invalid("This value must be greater than or equal to 1.", `${at}[quantity]`);
    if (items.length && items[0].currency !== currency) {
      return invalid("All line items must have the same currency.", `${at}[price_data][currency]`);
    }
    items.push({ name, currency, unitAmount, quantity });
  }
  return items;
}

function parseMetadata(raw: unknown): Record<string, string> | StripeError {
  if (raw === undefined || raw === "") return {};
  if (!isRecord(raw)) return invalid("Invalid object", "metadata");
  const entries = Object.entries(raw);
  if (entries.length > 50) return invalid("Metadata can have at most 50 keys.", "metadata");
  for (const [key, value] of entries) {
    if (key.length > 40 || typeof value === "object" || String(value).length > 500) {
      return invalid(`Invalid metadata value for key '${key}'.`, `metadata[${key}]`);
    }
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function integerOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

function expandsOf(raw: unknown): string[] {
  if (typeof raw === "string") return [raw];
  if (Array.isArray(raw)) return raw.filter((item): item is string => typeof item === "string");
  return [];
}

function sessionView(ctx: SandboxContext, record: SessionRecord, expand: string[]) {
  const view: Record<string, unknown> = structuredClone(record.session);
  const intentId = record.session.payment_intent;
  if (expand.includes("payment_intent") && intentId)
    view.payment_intent = ctx.state.stripe.intents.get(intentId)?.intent;
  if (expand.includes("line_items")) view.line_items = lineItemList(record);
  return view;
}

function lineItemList(record: SessionRecord) {
  const { id } = record.session;
  return {
    object: "list",
    data: record.lineItems.map((item, index) => ({
      id: `li_${id.slice(8, 32)}${index}`,
      object: "item",
      amount_discount: 0,
      amount_subtotal: item.unitAmount * item.quantity,
      amount_tax: 0,
      amount_total: item.unitAmount * item.quantity,
      currency: item.currency,
      description: item.name,
      price: {
        id: `price_${id.slice(8, 32)}${index}`,
        object: "price",
        active: false,
        currency: item.currency,
        livemode: false,
        product: `prod_${id.slice(32, 46)}${index}`,
        type: "one_time",
        unit_amount: item.unitAmount,
      },
      quantity: item.quantity,
    })),
    has_more: false,
    url: `/v1/checkout/sessions/${id}/line_items`,
  };
}

/** A session, expired first (with its webhook) if its `expires_at` has passed while open. */
function findSession(ctx: SandboxContext, id: string): SessionRecord | undefined {
  const record = ctx.state.stripe.sessions.get(id);
  if (record?.session.status === "open" && record.session.expires_at <= unixNow()) expire(ctx, record);
  return record;
}

function expire(ctx: SandboxContext, record: SessionRecord): void {
  Object.assign(record.session, { status: "expired", url: null });
  sendWebhook(ctx, "checkout.session.expired", sessionView(ctx, record, []));
}

function complete(ctx: SandboxContext, record: SessionRecord): void {
  const { session } = record;
  const intent: StripePaymentIntent = {
    id: stripeId("pi"),
    object: "payment_intent",
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: session.amount_total,
    capture_method: "automatic_async",
    client_secret: "",
    confirmation_method: "automatic",
    created: unixNow(),
    currency: session.currency,
    customer: null,
    description: null,
    latest_charge: stripeId("ch"),
    livemode: false,
    metadata: {},
    payment_method: stripeId("pm"),
    payment_method_types: ["card"],
    status: "succeeded",
  };
  intent.client_secret = `${intent.id}_secret_${randomChars(25, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`;
  ctx.state.stripe.intents.set(intent.id, { intent, sessionId: session.id, refunded: 0 });
  Object.assign(session, {
    status: "complete",
    payment_status: "paid",
    payment_intent: intent.id,
    url: null,
    customer_details: {
      address: null,
      email: session.customer_email ?? "buyer@example.com",
      name: "Test Buyer",
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
  });
  recordLedger(ctx.state, "captures", {
    provider: "stripe",
    id: intent.id,
    order_ref: session.id,
    amount: intent.amount,
    currency: intent.currency,
  });
  sendWebhook(ctx, "checkout.session.completed", sessionView(ctx, record, []));
}

// ------------------------------------------------------------------------------------------------ refunds

function createRefund(ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(request);
  const store = ctx.state.stripe;
  let record: IntentRecord | undefined;
  if (typeof body.payment_intent === "string") {
    record = store.intents.get(body.payment_intent);
    if (!record) return sendError(reply, noSuch("payment_intent", body.payment_intent, "payment_intent"));
  } else if (typeof body.charge === "string") {
    record = [...store.intents.values()].find((entry) => entry.intent.latest_charge === body.charge);
    if (!record) return sendError(reply, noSuch("charge", body.charge, "charge"));
  } else {
    return sendError(
      reply,
      invalid("One of the following params should be provided for this request: payment_intent or charge."),
    );
  }
  const { intent } = record;
  const remaining = intent.amount_received - record.refunded;
  if (remaining <= 0) {
    return sendError(
      reply,
      invalid(
        `Charge ${intent.latest_charge} has already been refunded.`,
        undefined,
        "charge_already_refunded",
      ),
    );
  }
  let amount = remaining;
  if (body.amount !== undefined) {
    const value = integerOf(body.amount);
    if (value === null || value < 1)
      return sendError(
        reply,
        invalid(`Invalid integer: ${String(body.amount)}`, "amount", "parameter_invalid_integer"),
      );
    if (value > remaining) {
      return sendError(
        reply,
        invalid(
          `Refund amount (${formatMoney(value, intent.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, intent.currency)})`,
          "amount",
          "amount_too_large",
        ),
      );
    }
    amount = value;
  }
  const reason = typeof body.reason === "string" ? body.reason : null;
  if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
    return sendError(
      reply,
      invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, "reason"),
    );
  }
  const metadata = parseMetadata(body.metadata);
  if (metadata instanceof StripeError) return sendError(reply, metadata);

  record.refunded += amount;
  const refund: StripeRefund = {
    id: stripeId("re"),
    object: "refund",
    amount,
    balance_transaction: null,
    charge: intent.latest_charge,
    created: unixNow(),
    currency: intent.currency,
    metadata,
    payment_intent: intent.id,
    reason,
    receipt_number: null,
    status: "succeeded",
  };
  store.refunds.set(refund.id, refund);
  recordLedger(ctx.state, "refunds", {
    provider: "stripe",
    id: refund.id,
    order_ref: record.sessionId,
    amount,
    currency: intent.currency,
  });
  sendWebhook(ctx, "refund.created", refund);
  return refund;
}

// ---------------------------------------------------------------------------------------------- webhooks

function sendWebhook(ctx: SandboxContext, type: string, object: unknown): void {
  const id = stripeId("evt");
  const body = JSON.stringify(
    {
      id,
      object: "event",
      api_version: STRIPE_API_VERSION,
      created: unixNow(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
  const timestamp = unixNow();
  ctx.webhooks.emit("stripe", {
    id,
    type,
    body,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "stripe-signature": `t=${timestamp},v1=${hmacHex(ctx.secrets.stripeWebhookSecret, `${timestamp}.${body}`)}`,
    },
  });
}

// -------------------------------------------------------------------------------------------- hosted page

const CSS_FROM_PAY = "../../assets/sandbox.css";

function paymentPage(ctx: SandboxContext, merchant: string, id: string, reply: FastifyReply) {
  const record = findSession(ctx, id);
  const closed = closedNotice(record);
  if (closed)
    return sendHtml(
      reply,
      closed.status,
      renderNotice({ ...closed, brand: "stripe", cssHref: CSS_FROM_PAY }),
    );
  const { session, lineItems } = record as SessionRecord;
  const total = formatMoney(session.amount_total, session.currency);
  const body = html`
<main class="st-layout">
  <section class="st-summary" aria-label="Order summary">
    <div class="st-merchant"><span class="st-mark" aria-hidden="true">${merchant.slice(0, 1).toUpperCase()}</span>${merchant}<span class="badge">Test mode</span></div>
    <p class="muted">Pay ${merchant}</p>
    <p class="amount">${total}</p>
    <ul class="items">
      ${lineItems.map(
        (item) =>
          html`<li><span>${item.name} <span class="qty">× ${item.quantity}</span></span><span>${formatMoney(item.unitAmount * item.quantity, item.currency)}</span></li>`,
      )}
      <li class="total"><span>Total due</span><span>${total}</span></li>
    </ul>
  </section>
  <section class="st-pay">
    <h2>Pay with card</h2>
    <form method="post" action="${session.id}">
      <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="off" value="${session.customer_email ?? "buyer@example.com"}"></div>
      <div class="field"><label for="card">Card information</label>
        <div class="st-card">
          <input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242" aria-describedby="card-hint">
          <div class="row"><input aria-label="Expiry (MM / YY)" name="exp" autocomplete="off" value="12 / 34"><input aria-label="CVC" name="cvc" autocomplete="off" value="123"></div>
        </div>
        <p id="card-hint" class="hint">Test card: nothing is charged. The buttons decide the outcome.</p>
      </div>
      <div class="field"><label for="cardholder">Cardholder name</label><input id="cardholder" name="cardholder" autocomplete="off" value="Test Buyer"></div>
      <div class="actions">
        <button type="submit" name="action" value="pay" class="btn-pay">Pay now</button>
        <button type="submit" name="action" value="fail" class="btn-fail">Fail payment</button>
        <button type="submit" name="action" value="cancel" class="btn-cancel">Cancel</button>
      </div>
    </form>
  </section>
</main>`;
  return sendHtml(
    reply,
    200,
    renderPage({ title: `Pay ${merchant} · Stripe sandbox`, brand: "stripe", cssHref: CSS_FROM_PAY, body }),
  );
}

function closedNotice(record: SessionRecord | undefined) {
  if (!record)
    return {
      status: 404,
      title: "Checkout not found",
      message: "This payment link is not valid or the sandbox was reset.",
    };
  if (record.session.status === "complete")
    return {
      status: 409,
      title: "Already paid",
      message: "This payment is complete. You can close this page.",
    };
  if (record.session.status === "expired")
    return {
      status: 410,
      title: "Checkout expired",
      message: "This checkout session has expired. Return to the shop to try again.",
    };
  return null;
}

/** Pay now completes the session, Fail payment expires it, Cancel leaves it open; each returns to the shop. */
function pressButton(ctx: SandboxContext, request: FastifyRequest<IdParams>, reply: FastifyReply) {
  const record = findSession(ctx, request.params.id);
  const closed = closedNotice(record);
  const notice = (status: number, title: string, message: string) =>
    sendHtml(reply, status, renderNotice({ title, message, brand: "stripe", cssHref: CSS_FROM_PAY }));
  if (closed) return notice(closed.status, closed.title, closed.message);
  const { session } = record as SessionRecord;
  const action = bodyOf(request).action;
  if (action !== "pay" && action !== "fail" && action !== "cancel") {
    return notice(400, "Unknown action", "Use Pay now, Fail payment or Cancel.");
  }
  if (action === "pay" && !takeFailNextCapture(ctx.state, "stripe")) {
    complete(ctx, record as SessionRecord);
    const target = session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
    return target
      ? reply.redirect(target, 303)
      : notice(200, "Payment complete", "Thank you. You can close this page.");
  }
  if (action !== "cancel") expire(ctx, record as SessionRecord);
  return session.cancel_url
    ? reply.redirect(session.cancel_url, 303)
    : notice(
        200,
        action === "cancel" ? "Payment cancelled" : "Payment failed",
        "No money was taken. You can close this page.",
      );
}
