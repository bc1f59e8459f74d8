import { z } from "zod";
import type { PayPalConfig } from "../../../config";
import {
  basicAuth,
  CurrencyCode,
  createJsonClient,
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
  type ReturnParams,
  SignatureError,
  type StoredCharge,
  unreadableEvent,
  type WebhookEvent,
} from "./provider";

/**
 * PayPal Orders v2 over plain fetch (the generated SDK hard-codes PayPal's hosts). PayPal India receives
 * US dollars only, so every charge is USD; amounts are cents here and "12.34" strings on the wire.
 */

const Money = z.looseObject({ currency_code: CurrencyCode, value: z.string() });
const Capture = z.looseObject({ id: z.string(), status: z.string(), amount: Money.optional() });

const Order = z.looseObject({
  id: z.string(),
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
  status: z.string(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).default([]),
  purchase_units: z
    .array(
      z.looseObject({
        amount: Money.optional(),
        payments: z.looseObject({ captures: z.array(Capture).default([]) }).optional(),
      }),
    )
    .default([]),
});
type Order = z.infer<typeof Order>;

const Token = z.looseObject({ access_token: z.string(), expires_in: z.number() });
const Refund = z.looseObject({ id: z.string(), status: z.string() });
const Verification = z.looseObject({ verification_status: z.string() });
const IssueBody = z.looseObject({ details: z.array(z.looseObject({ issue: z.string() })).min(1) });

/** What PayPal's verify call needs (the event and its id); the resource is read per event below. */
const WebhookBody = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.unknown(),
});
const CaptureResource = z.looseObject({
  id: z.string(),
  amount: z.looseObject({ currency_code: CurrencyCode, value: z.string().regex(/^\d+(?:\.\d{1,2})?$/) }),
  supplementary_data: z.looseObject({ related_ids: z.looseObject({ order_id: z.string() }) }),
});
const OrderResource = z.looseObject({ id: z.string() });

/** The five headers PayPal signs a delivery with, in the verify call's field names. */
const TRANSMISSION_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

const BRAND_NAME = "Rangrez Boutique";

export function createPayPalProvider(config: PayPalConfig, deps: ProviderDeps): PaymentProvider {
  const api = createAuthorizedClient(config, deps);

  const getOrder = (orderId: string) =>
    api("fetch order", { method: "GET", path: `/v2/checkout/orders/${encodeURIComponent(orderId)}` }, Order);

  /** Captures an approved order once: a repeat with the same request id, or a second capture, reports the first. */
  async function captureOrder(charge: StoredCharge): Promise<ProviderPaymentState> {
    try {
      const order = await api(
        "capture order",
        {
          method: "POST",
          path: `/v2/checkout/orders/${encodeURIComponent(charge.providerOrderId)}/capture`,
          headers: {
            "paypal-request-id": `${charge.idempotencyKey}-capture`,
            prefer: "return=representation",
          },
          body: {},
        },
        Order,
      );
      return orderState(charge, order);
    } catch (error) {
      const issue = issueOf(error);
      // Captured before (an earlier attempt's request id, or another path of the shop): report that capture.
      if (issue === "ORDER_ALREADY_CAPTURED") {
        return orderState(charge, await getOrder(charge.providerOrderId));
      }
      const status = issue ? CAPTURE_ISSUES[issue] : undefined;
      if (!status || !(error instanceof ProviderHttpError)) throw error;
      const { providerOrderId, amount, currency } = charge;
      return { status, providerOrderId, amount, currency, raw: { capture_error: error.body } };
    }
  }

  return {
    name: "paypal",
    payType: "PayPal",
    currency: "USD",

    async createCharge(input: CreateChargeInput): Promise<CreatedCharge> {
      if (input.currency !== "USD") throw new Error("PayPal charges USD only");
      const order = await api(
        "create order",
        {
          method: "POST",
          path: "/v2/checkout/orders",
          headers: { "paypal-request-id": input.idempotencyKey },
          body: orderBody(input),
        },
        Order,
      );
      const link =
        order.links.find((l) => l.rel === "payer-action") ?? order.links.find((l) => l.rel === "approve");
      if (!link) throw new ProviderHttpError("paypal", "create order", 201, order, "no approval link");
      return { providerOrderId: order.id, redirectUrl: link.href, raw: order };
    },

    async confirmReturn(charge: StoredCharge, params: ReturnParams): Promise<ProviderPaymentState> {
      // PayPal sends the shopper back with ?token=<order id>; only the stored order is ever captured.
      if (params.token !== charge.providerOrderId) {
        throw new SignatureError("PayPal return names another order");
      }
      return captureOrder(charge);
    },

    async parseWebhook(rawBody: Buffer, headers: HeaderMap): Promise<WebhookEvent> {
      const body = await verifyWebhook(api, config.webhookId, rawBody, headers);
      return webhookEvent(body, rawBody);
    },

    isFinal: () => true,

    async fetchState(charge: StoredCharge): Promise<ProviderPaymentState> {
      const order = await getOrder(charge.providerOrderId);
      // Approved but never captured (the shopper closed the tab on the way back): capture it now.
      if (order.status === "APPROVED") return captureOrder(charge);
      return orderState(charge, order);
    },

    async refund(charge, amount, idempotencyKey) {
      const refund = await api(
        "refund capture",
        {
          method: "POST",
          path: `/v2/payments/captures/${encodeURIComponent(charge.providerPaymentId)}/refund`,
          headers: { "paypal-request-id": idempotencyKey, prefer: "return=representation" },
          body: { amount: { currency_code: charge.currency, value: toDecimal(amount) } },
        },
        Refund,
      );
      return { refundId: refund.id, status: REFUND_STATUS[refund.status] ?? "pending", raw: refund };
    },
  };
}

type AuthorizedClient = ReturnType<typeof createJsonClient>;

/**
 * Calls with an OAuth client-credentials token, kept until a minute before it expires and fetched once for
 * all callers waiting on it. A 401 (a token revoked early) drops it and retries once with a fresh one.
 */
function createAuthorizedClient(config: PayPalConfig, deps: ProviderDeps): AuthorizedClient {
  const call = createJsonClient("paypal", config.apiUrl, deps);
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const answer = await call(
      "get token",
      {
        method: "POST",
        path: "/v1/oauth2/token",
        headers: { authorization: basicAuth(config.clientId, config.clientSecret) },
        body: new URLSearchParams({ grant_type: "client_credentials" }),
      },
      Token,
    );
    const lifetime = Math.max(answer.expires_in - 60, answer.expires_in / 2);
    cached = { token: answer.access_token, expiresAt: Date.now() + lifetime * 1000 };
    return answer.access_token;
  }

  function token(): Promise<string> {
    if (cached && Date.now() < cached.expiresAt) return Promise.resolve(cached.token);
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  return async (operation, request, schema) => {
    const send = async () =>
      call(
        operation,
        { ...request, headers: { ...request.headers, authorization: `Bearer ${await token()}` } },
        schema,
      );
    try {
      return await send();
    } catch (error) {
      // A refused token is replaced once; refused client credentials are the caller's to see.
      const staleToken =
        error instanceof ProviderHttpError && error.status === 401 && error.operation !== "get token";
      if (!staleToken) throw error;
      deps.log.info({ operation }, "paypal token refused, fetching a new one");
      cached = null;
      return send();
    }
  };
}

function orderBody(input: CreateChargeInput): Record<string, unknown> {
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        reference_id: input.orderNumber,
        invoice_id: input.orderNumber,
        custom_id: String(input.orderId),
        description: input.description.slice(0, 127),
        amount: { currency_code: "USD", value: toDecimal(input.amount) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          brand_name: BRAND_NAME,
          user_action: "PAY_NOW",
          shipping_preference: "NO_SHIPPING",
        },
      },
    },
  };
}

/** What a 422 on capture means for the charge; issues not listed are errors for the caller. */
const CAPTURE_ISSUES: Record<string, ProviderPaymentState["status"]> = {
  INSTRUMENT_DECLINED: "failed",
  TRANSACTION_REFUSED: "failed",
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: "failed",
  ORDER_NOT_APPROVED: "pending",
  PAYER_ACTION_REQUIRED: "pending",
};

const REFUND_STATUS: Record<string, "pending" | "processed" | "failed"> = {
  COMPLETED: "processed",
  PENDING: "pending",
  FAILED: "failed",
  CANCELLED: "failed",
};

function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ProviderHttpError) || error.status !== 422) return undefined;
  return IssueBody.safeParse(error.body).data?.details[0].issue;
}

/**
 * The order as the shop sees it. Paid only with a COMPLETED capture of the stored amount; a PENDING
 * capture (eCheck, review) waits; a declined, failed or refunded one, or a voided order, failed. A partly
 * refunded capture stays pending for a person to look at: money moved, but not all of it.
 */
function orderState(charge: StoredCharge, order: Order): ProviderPaymentState {
  const capture = order.purchase_units[0]?.payments?.captures[0];
  if (!capture) {
    return { ...unitState(charge, order), status: order.status === "VOIDED" ? "failed" : "pending" };
  }
  const status = CAPTURE_STATUS[capture.status] ?? "pending";
  const money = capture.amount ? moneyOf(capture.amount) : unitMoney(charge, order);
  if (status === "paid") assertSameAmount(charge, money);
  return { status, providerOrderId: order.id, providerPaymentId: capture.id, ...money, raw: order };
}

const CAPTURE_STATUS: Record<string, ProviderPaymentState["status"]> = {
  COMPLETED: "paid",
  PENDING: "pending",
  PARTIALLY_REFUNDED: "pending",
  DECLINED: "failed",
  FAILED: "failed",
  REFUNDED: "failed",
};

/** An order without a capture, with the amount it asks for. */
function unitState(charge: StoredCharge, order: Order): ProviderPaymentState {
  return { status: "pending", providerOrderId: order.id, ...unitMoney(charge, order), raw: order };
}

function unitMoney(charge: StoredCharge, order: Order): Pick<ProviderPaymentState, "amount" | "currency"> {
  const amount = order.purchase_units[0]?.amount;
  return amount ? moneyOf(amount) : { amount: charge.amount, currency: charge.currency };
}

async function verifyWebhook(
  api: AuthorizedClient,
  webhookId: string,
  rawBody: Buffer,
  headers: HeaderMap,
): Promise<z.infer<typeof WebhookBody>> {
  if (!webhookId) throw new SignatureError("PayPal webhook id is not configured");
  const transmission: Record<string, string> = {};
  for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
    const value = headerOf(headers, header);
    if (!value) throw new SignatureError("PayPal webhook is not signed");
    transmission[field] = value;
  }
  const text = rawBody.toString("utf8");
  const body = WebhookBody.safeParse(parseJson(text));
  if (!body.success) throw new SignatureError("PayPal webhook body is not an event");
  // The event goes back byte for byte: PayPal checks its CRC32, and re-serialised JSON may differ.
  const fields = JSON.stringify({ ...transmission, webhook_id: webhookId });
  const verifyBody = `${fields.slice(0, -1)},"webhook_event":${text}}`;
  const answer = await api(
    "verify webhook",
    { method: "POST", path: "/v1/notifications/verify-webhook-signature", body: verifyBody },
    Verification,
  ).catch((error: unknown) => {
    // PayPal refuses malformed transmissions (a cert URL that is not PayPal's, say) with a 4xx.
    if (
      error instanceof ProviderHttpError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401
    ) {
      throw new SignatureError("PayPal refused to verify the webhook");
    }
    throw error;
  });
  if (answer.verification_status !== "SUCCESS") {
    throw new SignatureError("PayPal webhook signature does not match");
  }
  return body.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const CAPTURE_EVENTS: Record<string, ProviderPaymentState["status"]> = {
  "PAYMENT.CAPTURE.COMPLETED": "paid",
  "PAYMENT.CAPTURE.DENIED": "failed",
};

function webhookEvent(body: z.infer<typeof WebhookBody>, rawBody: Buffer): WebhookEvent {
  const base = { eventId: body.id, type: body.event_type, payload: body };
  const unreadable = (what: string, error: z.ZodError) =>
    unreadableEvent(
      rawBody,
      `${body.event_type} without a readable ${what} (${describeIssues(error, "resource")})`,
      {
        eventId: body.id,
        type: body.event_type,
        body,
      },
    );
  if (body.event_type === "CHECKOUT.ORDER.APPROVED") {
    const order = OrderResource.safeParse(body.resource);
    if (!order.success) return unreadable("order", order.error);
    return { ...base, providerOrderId: order.data.id, state: null, needsCapture: true };
  }
  const reported = CAPTURE_EVENTS[body.event_type];
  const capture = CaptureResource.safeParse(body.resource);
  if (!reported) {
    return {
      ...base,
      providerOrderId: capture.data?.supplementary_data.related_ids.order_id ?? null,
      state: null,
    };
  }
  // The events the shop acts on must carry a whole capture.
  if (!capture.success) return unreadable("capture", capture.error);
  const { id, amount, supplementary_data } = capture.data;
  const state: ProviderPaymentState = {
    status: reported,
    providerOrderId: supplementary_data.related_ids.order_id,
    providerPaymentId: id,
    ...moneyOf(amount),
    raw: capture.data,
  };
  return { ...base, providerOrderId: state.providerOrderId, state };
}

/** 1234 → "12.34"; string arithmetic, no floats. */
export function toDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error("Amount must be a whole number of cents");
  const text = String(cents).padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** "12.34" → 1234, "12.3" → 1230, "12" → 1200. */
export function toCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error("PayPal amount is not a dollar value");
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function moneyOf(money: z.infer<typeof Money>): Pick<ProviderPaymentState, "amount" | "currency"> {
  return { amount: toCents(money.value), currency: money.currency_code };
}
