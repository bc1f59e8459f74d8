import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderHttpError } from "./http";
import { AmountMismatchError, type PaymentProvider, SignatureError } from "./provider";
import {
  chargeInput,
  delivery,
  flipChar,
  type Sandbox,
  type SandboxEventRecord,
  startSandbox,
  storedCharge,
  testDeps,
} from "./sandbox-fixture";
import { hmacHex } from "./signatures";
import { createStripeProvider } from "./stripe";

let sandbox: Sandbox;
let stripe: PaymentProvider;

beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = createStripeProvider(
    {
      secretKey: SANDBOX_TEST_SECRETS.stripeSecretKey,
      webhookSecret: SANDBOX_TEST_SECRETS.stripeWebhookSecret,
      // A path after the port: the SDK alone cannot reach it, the prefixing HTTP client must.
      apiUrl: `${sandbox.url}/stripe`,
    },
    testDeps(),
  );
});

afterAll(() => sandbox.close());

/** Presses a button on the hosted Checkout page; answers where Stripe sends the shopper. */
async function press(sessionId: string, action: "pay" | "fail" | "cancel"): Promise<URL> {
  const response = await fetch(`${sandbox.url}/stripe/pay/${sessionId}`, {
    method: "POST",
    body: new URLSearchParams({ action }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

async function newCharge(amount = 349_900) {
  const input = chargeInput(amount, "INR");
  const created = await stripe.createCharge(input);
  return { input, created, charge: storedCharge(input, created.providerOrderId) };
}

async function paidCharge(amount = 349_900) {
  const made = await newCharge(amount);
  const back = await press(made.created.providerOrderId, "pay");
  return { ...made, back };
}

async function eventFor(sessionId: string, type: string): Promise<SandboxEventRecord> {
  const event = (await sandbox.events("stripe")).find(
    (item) => item.type === type && item.body.includes(sessionId),
  );
  if (!event) throw new Error(`no ${type} for ${sessionId}`);
  return event;
}

/** A Stripe-Signature for `raw` made with the test webhook secret at unix time `t`. */
function signedAt(raw: string, t: number): string {
  return `t=${t},v1=${hmacHex(SANDBOX_TEST_SECRETS.stripeWebhookSecret, `${t}.${raw}`)}`;
}

describe("Stripe createCharge", () => {
  it("creates a Checkout Session for the order and sends the shopper to its URL", async () => {
    const { input, created } = await newCharge(249_900);
    expect(created.providerOrderId).toMatch(/^cs_test_/);
    expect(created.redirectUrl).toContain(`/stripe/pay/${created.providerOrderId}`);
    expect(created.raw).toMatchObject({
      mode: "payment",
      amount_total: 249_900,
      currency: "inr",
      client_reference_id: String(input.orderId),
      metadata: { order_id: String(input.orderId), order_number: input.orderNumber },
      customer_email: input.customer.email,
      success_url: `${input.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: input.cancelUrl,
    });
  });

  it("returns the same session when the create is retried with the same idempotency key", async () => {
    const input = chargeInput(99_900, "INR");
    const first = await stripe.createCharge(input);
    const again = await stripe.createCharge(input);
    expect(again.providerOrderId).toBe(first.providerOrderId);
  });

  it("reports a refusal as a ProviderHttpError that does not carry the key", async () => {
    const wrongKey = createStripeProvider(
      { secretKey: "sk_test_wrong", webhookSecret: "whsec_x", apiUrl: `${sandbox.url}/stripe` },
      testDeps(),
    );
    const error = await wrongKey.createCharge(chargeInput(10_000, "INR")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect((error as ProviderHttpError).status).toBe(401);
    expect(JSON.stringify((error as ProviderHttpError).body)).not.toContain("sk_test_wrong");
  });
});

describe("Stripe confirmReturn", () => {
  it("create → Pay now → confirm: paid with the PaymentIntent id and the stored amount", async () => {
    const { charge, back } = await paidCharge(349_900);
    expect(back.searchParams.get("session_id")).toBe(charge.providerOrderId);
    const state = await stripe.confirmReturn(charge, {
      session_id: back.searchParams.get("session_id") ?? "",
    });
    expect(state).toMatchObject({
      status: "paid",
      providerOrderId: charge.providerOrderId,
      amount: 349_900,
      currency: "INR",
    });
    expect(state.providerPaymentId).toMatch(/^pi_/);
  });

  it("refuses a session id that is not the stored one", async () => {
    const a = await paidCharge();
    const b = await newCharge();
    await expect(stripe.confirmReturn(b.charge, { session_id: a.charge.providerOrderId })).rejects.toThrow(
      SignatureError,
    );
  });

  it("refuses a paid session one paisa short of the stored charge", async () => {
    const { input, created } = await paidCharge(200_000);
    const charge = storedCharge(input, created.providerOrderId, 200_000 - 1);
    await expect(stripe.confirmReturn(charge, { session_id: charge.providerOrderId })).rejects.toThrow(
      AmountMismatchError,
    );
  });

  it("is pending after Cancel and failed once the session expired", async () => {
    const { charge } = await newCharge();
    await press(charge.providerOrderId, "cancel");
    expect((await stripe.confirmReturn(charge, { session_id: charge.providerOrderId })).status).toBe(
      "pending",
    );
    await press(charge.providerOrderId, "fail");
    expect((await stripe.confirmReturn(charge, { session_id: charge.providerOrderId })).status).toBe(
      "failed",
    );
  });
});

describe("Stripe parseWebhook", () => {
  it("verifies checkout.session.completed with the SDK and reports it paid", async () => {
    const { charge } = await paidCharge(150_000);
    const event = await eventFor(charge.providerOrderId, "checkout.session.completed");
    const parsed = await stripe.parseWebhook(...delivery(event));
    expect(parsed.eventId).toBe(JSON.parse(event.body).id);
    expect(parsed.providerOrderId).toBe(charge.providerOrderId);
    expect(parsed.state).toMatchObject({ status: "paid", amount: 150_000, currency: "INR" });
    expect(parsed.state?.providerPaymentId).toMatch(/^pi_/);
  });

  it("gives the same event id when the same delivery is verified twice", async () => {
    const { charge } = await paidCharge();
    const event = await eventFor(charge.providerOrderId, "checkout.session.completed");
    const first = await stripe.parseWebhook(...delivery(event));
    const second = await stripe.parseWebhook(...delivery(event));
    expect(second.eventId).toBe(first.eventId);
  });

  it("refuses a signature with one character changed", async () => {
    const { charge } = await paidCharge();
    const event = await eventFor(charge.providerOrderId, "checkout.session.completed");
    const [raw, headers] = delivery(event);
    const header = headers["stripe-signature"];
    const at = header.indexOf("v1=") + 3;
    await expect(
      stripe.parseWebhook(raw, { ...headers, "stripe-signature": flipChar(header, at) }),
    ).rejects.toThrow(SignatureError);
  });

  it("refuses an event signed 301 seconds ago and accepts the same bytes signed now", async () => {
    const { charge } = await paidCharge();
    const event = await eventFor(charge.providerOrderId, "checkout.session.completed");
    const now = Math.floor(Date.now() / 1000);
    const [raw] = delivery(event);
    await expect(
      stripe.parseWebhook(raw, { "stripe-signature": signedAt(event.body, now - 301) }),
    ).rejects.toThrow(SignatureError);
    const fresh = await stripe.parseWebhook(raw, { "stripe-signature": signedAt(event.body, now) });
    expect(fresh.state?.status).toBe("paid");
  });

  it("reports checkout.session.expired as failed", async () => {
    const { charge } = await newCharge(80_000);
    await press(charge.providerOrderId, "fail");
    const event = await eventFor(charge.providerOrderId, "checkout.session.expired");
    const parsed = await stripe.parseWebhook(...delivery(event));
    expect(parsed.state).toMatchObject({
      status: "failed",
      providerOrderId: charge.providerOrderId,
      amount: 80_000,
    });
  });
});

describe("Stripe fetchState", () => {
  it("is pending while the session is open, paid once paid, failed once expired", async () => {
    const open = await newCharge();
    expect((await stripe.fetchState(open.charge)).status).toBe("pending");
    const paid = await paidCharge();
    expect((await stripe.fetchState(paid.charge)).status).toBe("paid");
    await press(open.charge.providerOrderId, "fail");
    expect((await stripe.fetchState(open.charge)).status).toBe("failed");
  });
});

describe("Stripe refund", () => {
  it("refunds once per idempotency key", async () => {
    const { charge } = await paidCharge(500_000);
    const { providerPaymentId } = await stripe.fetchState(charge);
    const paid = { ...charge, providerPaymentId: providerPaymentId ?? "" };
    const first = await stripe.refund(paid, 100_000, `refund-${charge.providerOrderId}-1`);
    const again = await stripe.refund(paid, 100_000, `refund-${charge.providerOrderId}-1`);
    expect(again.refundId).toBe(first.refundId);
    expect(first.status).toBe("processed");
    const refunds = (await sandbox.ledger()).refunds.filter(
      (entry) => entry.order_ref === charge.providerOrderId,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: first.refundId, amount: 100_000 });
  });
});
