import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderDeps } from "./http";
import { createPayPalProvider, toCents, toDecimal } from "./paypal";
import { AmountMismatchError, type PaymentProvider, SignatureError } from "./provider";
import {
  chargeInput,
  delivery,
  flipChar,
  type Sandbox,
  startSandbox,
  storedCharge,
  testDeps,
} from "./sandbox-fixture";

let sandbox: Sandbox;
let paypal: PaymentProvider;

function createClient(deps: ProviderDeps = testDeps(), webhookId = SANDBOX_TEST_SECRETS.paypalWebhookId) {
  return createPayPalProvider(
    {
      clientId: SANDBOX_TEST_SECRETS.paypalClientId,
      clientSecret: SANDBOX_TEST_SECRETS.paypalClientSecret,
      webhookId,
      apiUrl: `${sandbox.url}/paypal`,
    },
    deps,
  );
}

beforeAll(async () => {
  sandbox = await startSandbox();
  paypal = createClient();
});

afterAll(() => sandbox.close());

/** Presses a button on PayPal's approval page; answers the query PayPal sends the shopper back with. */
async function press(orderId: string, action: "pay" | "fail" | "cancel"): Promise<Record<string, string>> {
  const response = await fetch(`${sandbox.url}/paypal/checkoutnow/${orderId}`, {
    method: "POST",
    body: new URLSearchParams({ action }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return Object.fromEntries(new URL(response.headers.get("location") ?? "").searchParams);
}

async function newCharge(cents = 12_34) {
  const input = chargeInput(cents, "USD");
  const created = await paypal.createCharge(input);
  return { input, created, charge: storedCharge(input, created.providerOrderId) };
}

async function approvedCharge(cents = 12_34) {
  const made = await newCharge(cents);
  const back = await press(made.created.providerOrderId, "pay");
  return { ...made, back };
}

async function capturesOf(orderId: string) {
  return (await sandbox.ledger()).captures.filter((entry) => entry.order_ref === orderId);
}

describe("PayPal amounts", () => {
  it("writes cents as dollar strings and reads them back without floats", () => {
    expect(toDecimal(1234)).toBe("12.34");
    expect(toDecimal(5)).toBe("0.05");
    expect(toDecimal(100)).toBe("1.00");
    expect(toCents("12.34")).toBe(1234);
    expect(toCents("12.3")).toBe(1230);
    expect(toCents("12")).toBe(1200);
    expect(() => toCents("12.345")).toThrow();
    expect(() => toDecimal(1.5)).toThrow();
  });
});

describe("PayPal createCharge", () => {
  it("creates a USD order with the order number and id and sends the shopper to its payer-action link", async () => {
    const { input, created } = await newCharge(49_99);
    expect(created.redirectUrl).toBe(`${sandbox.url}/paypal/checkoutnow?token=${created.providerOrderId}`);
    expect(created.raw.status).toBe("PAYER_ACTION_REQUIRED");
    const order = await fetchOrder(created.providerOrderId);
    expect(order.purchase_units[0]).toMatchObject({
      reference_id: input.orderNumber,
      invoice_id: input.orderNumber,
      custom_id: String(input.orderId),
      amount: { currency_code: "USD", value: "49.99" },
    });
  });

  it("returns the same order when the create is retried with the same PayPal-Request-Id", async () => {
    const input = chargeInput(20_00, "USD");
    const first = await paypal.createCharge(input);
    const again = await paypal.createCharge(input);
    expect(again.providerOrderId).toBe(first.providerOrderId);
  });

  it("asks for one token and reuses it; a refused token is replaced once", async () => {
    const calls: string[] = [];
    let spoilNext = false;
    const watching: typeof fetch = (url, init) => {
      calls.push(new URL(String(url)).pathname);
      const headers = new Headers(init?.headers);
      if (spoilNext && headers.get("authorization")?.startsWith("Bearer ")) {
        spoilNext = false;
        headers.set("authorization", "Bearer revoked-token");
      }
      return fetch(url, { ...init, headers });
    };
    const deps = { ...testDeps(), fetch: watching };
    const client = createClient(deps);
    await client.createCharge(chargeInput(10_00, "USD"));
    await client.createCharge(chargeInput(11_00, "USD"));
    expect(calls.filter((path) => path.endsWith("/v1/oauth2/token"))).toHaveLength(1);
    spoilNext = true;
    await client.createCharge(chargeInput(12_00, "USD"));
    expect(calls.filter((path) => path.endsWith("/v1/oauth2/token"))).toHaveLength(2);
    expect(deps.log.info).toHaveBeenCalledTimes(1);
  });
});

/** The order as PayPal keeps it (a direct call, with a token of its own). */
async function fetchOrder(orderId: string) {
  const tokenAnswer = await fetch(`${sandbox.url}/paypal/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${SANDBOX_TEST_SECRETS.paypalClientId}:${SANDBOX_TEST_SECRETS.paypalClientSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const { access_token } = (await tokenAnswer.json()) as { access_token: string };
  const response = await fetch(`${sandbox.url}/paypal/v2/checkout/orders/${orderId}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return (await response.json()) as { purchase_units: Record<string, unknown>[] };
}

describe("PayPal confirmReturn", () => {
  it("create → Pay now → confirm captures the order: paid with the capture id and the stored amount", async () => {
    const { charge, back } = await approvedCharge(12_34);
    expect(back.token).toBe(charge.providerOrderId);
    const state = await paypal.confirmReturn(charge, back);
    expect(state).toMatchObject({
      status: "paid",
      providerOrderId: charge.providerOrderId,
      amount: 1234,
      currency: "USD",
    });
    const captures = await capturesOf(charge.providerOrderId);
    expect(captures).toHaveLength(1);
    expect(state.providerPaymentId).toBe(captures[0].id);
  });

  it("refuses a token that is not the stored order, and captures nothing", async () => {
    const a = await approvedCharge();
    const b = await approvedCharge();
    await expect(paypal.confirmReturn(b.charge, a.back)).rejects.toThrow(SignatureError);
    expect(await capturesOf(b.charge.providerOrderId)).toHaveLength(0);
    expect(await capturesOf(a.charge.providerOrderId)).toHaveLength(0);
  });

  it("confirming twice captures once: the same request id replays, another id meets ORDER_ALREADY_CAPTURED", async () => {
    const { charge, back } = await approvedCharge(30_00);
    const first = await paypal.confirmReturn(charge, back);
    const replay = await paypal.confirmReturn(charge, back);
    const laterAttempt = await paypal.confirmReturn(
      { ...charge, idempotencyKey: `${charge.idempotencyKey}-b` },
      back,
    );
    for (const state of [replay, laterAttempt]) {
      expect(state).toMatchObject({
        status: "paid",
        providerPaymentId: first.providerPaymentId,
        amount: 30_00,
      });
    }
    expect(await capturesOf(charge.providerOrderId)).toHaveLength(1);
  });

  it("captures with PayPal-Request-Id set to the charge's key and -capture, so a retry cannot capture twice", async () => {
    const requestIds: (string | null)[] = [];
    const watching: typeof fetch = (url, init) => {
      if (String(url).endsWith("/capture"))
        requestIds.push(new Headers(init?.headers).get("paypal-request-id"));
      return fetch(url, init);
    };
    const { charge, back } = await approvedCharge();
    await createClient({ ...testDeps(), fetch: watching }).confirmReturn(charge, back);
    expect(requestIds).toEqual([`${charge.idempotencyKey}-capture`]);
  });

  it("refuses a capture one cent short of the stored charge", async () => {
    const { input, created, back } = await approvedCharge(15_00);
    const charge = storedCharge(input, created.providerOrderId, 15_00 - 1);
    const error = await paypal.confirmReturn(charge, back).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AmountMismatchError);
    expect(error).toMatchObject({ received: { amount: 15_00, currency: "USD" } });
  });

  it("reports a declined instrument as failed", async () => {
    const { charge } = await newCharge();
    const back = await press(charge.providerOrderId, "fail");
    expect(await paypal.confirmReturn(charge, back)).toMatchObject({ status: "failed" });
    expect(await capturesOf(charge.providerOrderId)).toHaveLength(0);
  });

  it("reports an order the shopper has not approved as pending", async () => {
    const { charge } = await newCharge();
    expect(await paypal.confirmReturn(charge, { token: charge.providerOrderId })).toMatchObject({
      status: "pending",
    });
  });
});

describe("PayPal parseWebhook", () => {
  async function eventFor(orderId: string, type: string) {
    const events = await sandbox.events("paypal");
    const event = events.find((item) => item.type === type && item.body.includes(orderId));
    if (!event) throw new Error(`no ${type} for ${orderId}`);
    return event;
  }

  it("verifies PAYMENT.CAPTURE.COMPLETED by postback and reports the capture paid", async () => {
    const { charge, back } = await approvedCharge(25_50);
    const confirmed = await paypal.confirmReturn(charge, back);
    const event = await eventFor(charge.providerOrderId, "PAYMENT.CAPTURE.COMPLETED");
    const parsed = await paypal.parseWebhook(...delivery(event));
    expect(parsed.eventId).toBe(JSON.parse(event.body).id);
    expect(parsed.providerOrderId).toBe(charge.providerOrderId);
    expect(parsed.state).toMatchObject({
      status: "paid",
      providerPaymentId: confirmed.providerPaymentId,
      amount: 25_50,
      currency: "USD",
    });
  });

  it("gives the same event id when the same delivery is verified twice", async () => {
    const { charge } = await approvedCharge();
    const event = await eventFor(charge.providerOrderId, "CHECKOUT.ORDER.APPROVED");
    const first = await paypal.parseWebhook(...delivery(event));
    const second = await paypal.parseWebhook(...delivery(event));
    expect(second.eventId).toBe(first.eventId);
  });

  it("refuses a delivery whose signature has one character changed", async () => {
    const { charge } = await approvedCharge();
    const event = await eventFor(charge.providerOrderId, "CHECKOUT.ORDER.APPROVED");
    const [raw, headers] = delivery(event);
    const forged = { ...headers, "paypal-transmission-sig": flipChar(headers["paypal-transmission-sig"], 3) };
    await expect(paypal.parseWebhook(raw, forged)).rejects.toThrow(SignatureError);
    const { "paypal-transmission-sig": _, ...unsigned } = headers;
    await expect(paypal.parseWebhook(raw, unsigned)).rejects.toThrow(SignatureError);
  });

  it("refuses everything when no webhook id is configured", async () => {
    const { charge } = await approvedCharge();
    const event = await eventFor(charge.providerOrderId, "CHECKOUT.ORDER.APPROVED");
    await expect(createClient(testDeps(), "").parseWebhook(...delivery(event))).rejects.toThrow(
      SignatureError,
    );
  });

  it("asks for a capture on CHECKOUT.ORDER.APPROVED and reports no state", async () => {
    const { charge } = await approvedCharge();
    const event = await eventFor(charge.providerOrderId, "CHECKOUT.ORDER.APPROVED");
    const parsed = await paypal.parseWebhook(...delivery(event));
    expect(parsed).toMatchObject({
      providerOrderId: charge.providerOrderId,
      state: null,
      needsCapture: true,
    });
  });

  it("reports PAYMENT.CAPTURE.DENIED as failed", async () => {
    const { charge } = await newCharge(8_00);
    await paypal.confirmReturn(charge, await press(charge.providerOrderId, "fail"));
    const event = await eventFor(charge.providerOrderId, "PAYMENT.CAPTURE.DENIED");
    const parsed = await paypal.parseWebhook(...delivery(event));
    expect(parsed.state).toMatchObject({
      status: "failed",
      providerOrderId: charge.providerOrderId,
      amount: 8_00,
    });
  });
});

describe("PayPal fetchState", () => {
  it("is pending while the shopper has not approved", async () => {
    const { charge } = await newCharge();
    expect((await paypal.fetchState(charge)).status).toBe("pending");
  });

  it("captures an approved order the shopper never came back from, once", async () => {
    const { charge } = await approvedCharge(40_00);
    const state = await paypal.fetchState(charge);
    expect(state).toMatchObject({ status: "paid", amount: 40_00 });
    expect(await paypal.fetchState(charge)).toMatchObject({
      status: "paid",
      providerPaymentId: state.providerPaymentId,
    });
    expect(await capturesOf(charge.providerOrderId)).toHaveLength(1);
  });

  it("is paid for a captured order", async () => {
    const { charge, back } = await approvedCharge();
    const confirmed = await paypal.confirmReturn(charge, back);
    expect(await paypal.fetchState(charge)).toMatchObject({
      status: "paid",
      providerPaymentId: confirmed.providerPaymentId,
    });
  });

  it("is failed when the approved instrument is declined at capture", async () => {
    const { charge } = await newCharge();
    await press(charge.providerOrderId, "fail");
    expect((await paypal.fetchState(charge)).status).toBe("failed");
  });
});

describe("PayPal refund", () => {
  it("refunds once per PayPal-Request-Id", async () => {
    const { charge, back } = await approvedCharge(60_00);
    const { providerPaymentId } = await paypal.confirmReturn(charge, back);
    const paid = { ...charge, providerPaymentId: providerPaymentId ?? "" };
    const first = await paypal.refund(paid, 10_00, `refund-${charge.providerOrderId}-1`);
    const again = await paypal.refund(paid, 10_00, `refund-${charge.providerOrderId}-1`);
    expect(again.refundId).toBe(first.refundId);
    expect(first.status).toBe("processed");
    const refunds = (await sandbox.ledger()).refunds.filter(
      (entry) => entry.order_ref === charge.providerOrderId,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: first.refundId, amount: 10_00, currency: "USD" });
  });
});
