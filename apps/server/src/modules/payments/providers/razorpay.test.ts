import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderHttpError } from "./http";
import { AmountMismatchError, type PaymentProvider, SignatureError } from "./provider";
import { createRazorpayProvider } from "./razorpay";
import {
  chargeInput,
  delivery,
  flipChar,
  type Sandbox,
  startSandbox,
  storedCharge,
  testDeps,
} from "./sandbox-fixture";
import { hmacHex } from "./signatures";

type PayAnswer = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

let sandbox: Sandbox;
let razorpay: PaymentProvider;

beforeAll(async () => {
  sandbox = await startSandbox();
  razorpay = createRazorpayProvider(
    {
      keyId: SANDBOX_TEST_SECRETS.razorpayKeyId,
      keySecret: SANDBOX_TEST_SECRETS.razorpayKeySecret,
      webhookSecret: SANDBOX_TEST_SECRETS.razorpayWebhookSecret,
      apiUrl: `${sandbox.url}/razorpay`,
      checkoutScriptUrl: `${sandbox.url}/razorpay/v1/checkout.js`,
    },
    testDeps(),
  );
});

afterAll(() => sandbox.close());

/** Presses the stand-in checkout's Pay now / Fail payment button. */
async function press(orderId: string, outcome: "success" | "fail"): Promise<PayAnswer> {
  const response = await fetch(`${sandbox.url}/razorpay/test/orders/${orderId}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outcome }),
  });
  if (outcome === "success") expect(response.status).toBe(200);
  return (await response.json()) as PayAnswer;
}

async function newCharge(amount = 249_900) {
  const input = chargeInput(amount, "INR");
  const created = await razorpay.createCharge(input);
  return { input, created, charge: storedCharge(input, created.providerOrderId) };
}

async function paidCharge(amount = 249_900) {
  const made = await newCharge(amount);
  const answer = await press(made.created.providerOrderId, "success");
  return { ...made, answer };
}

describe("Razorpay createCharge", () => {
  it("creates an INR order with the order number as its receipt and hands out the key id", async () => {
    const { input, created } = await newCharge(149_900);
    expect(created.providerOrderId).toMatch(/^order_/);
    expect(created.publicKey).toBe(SANDBOX_TEST_SECRETS.razorpayKeyId);
    expect(created.raw).toMatchObject({ amount: 149_900, currency: "INR", receipt: input.orderNumber });
    expect(created.raw.notes).toEqual({ order_id: String(input.orderId) });
  });

  it("returns the same order when the create is retried (unique_receipt)", async () => {
    const input = chargeInput(99_900, "INR");
    const first = await razorpay.createCharge(input);
    const again = await razorpay.createCharge(input);
    expect(again.providerOrderId).toBe(first.providerOrderId);
  });

  it("reports the provider's refusal as a ProviderHttpError without the key in its message", async () => {
    const error = await razorpay.createCharge(chargeInput(50, "INR")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect((error as ProviderHttpError).status).toBe(400);
    expect(String(error)).not.toContain(SANDBOX_TEST_SECRETS.razorpayKeySecret);
  });
});

describe("Razorpay confirmReturn", () => {
  it("create → Pay now → confirm: paid with the payment id and the stored amount", async () => {
    const { charge, answer } = await paidCharge(249_900);
    const state = await razorpay.confirmReturn(charge, answer);
    expect(state).toMatchObject({
      status: "paid",
      providerOrderId: charge.providerOrderId,
      providerPaymentId: answer.razorpay_payment_id,
      amount: 249_900,
      currency: "INR",
    });
  });

  it("refuses a signature with one character changed", async () => {
    const { charge, answer } = await paidCharge();
    const forged = { ...answer, razorpay_signature: flipChar(answer.razorpay_signature, 5) };
    await expect(razorpay.confirmReturn(charge, forged)).rejects.toThrow(SignatureError);
  });

  it("refuses order A's payment and signature offered for order B", async () => {
    const a = await paidCharge();
    const b = await newCharge();
    // B's id posted with A's genuine payment and signature: the signature is over A's id, not B's.
    const posted = { ...a.answer, razorpay_order_id: b.charge.providerOrderId };
    await expect(razorpay.confirmReturn(b.charge, posted)).rejects.toThrow(SignatureError);
    // A's answer as it came, against B's stored charge: the posted order is not the stored one.
    await expect(razorpay.confirmReturn(b.charge, a.answer)).rejects.toThrow(SignatureError);
  });

  it("refuses a return that lacks a field", async () => {
    const { charge, answer } = await paidCharge();
    await expect(
      razorpay.confirmReturn(charge, { ...answer, razorpay_signature: undefined }),
    ).rejects.toThrow(SignatureError);
  });

  it("refuses a captured payment one paisa short of the stored charge", async () => {
    const { input, created, answer } = await paidCharge(100_000);
    // The charge as stored differs from what Razorpay captured by one paisa.
    const charge = storedCharge(input, created.providerOrderId, 100_000 - 1);
    const error = await razorpay.confirmReturn(charge, answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AmountMismatchError);
    expect(error).toBeInstanceOf(SignatureError);
    expect(error).toMatchObject({ received: { amount: 100_000, currency: "INR" } });
  });

  it("reports a failed attempt as failed", async () => {
    const { charge } = await newCharge();
    await press(charge.providerOrderId, "fail");
    const [failedEvent] = (await sandbox.events("razorpay")).filter(
      (event) => event.type === "payment.failed" && event.body.includes(charge.providerOrderId),
    );
    const paymentId = JSON.parse(failedEvent.body).payload.payment.entity.id as string;
    // Checkout.js signs only successes; sign this one here so the payment's status is what answers.
    const signature = hmacHex(
      SANDBOX_TEST_SECRETS.razorpayKeySecret,
      `${charge.providerOrderId}|${paymentId}`,
    );
    const state = await razorpay.confirmReturn(charge, {
      razorpay_order_id: charge.providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(state.status).toBe("failed");
  });
});

describe("Razorpay parseWebhook", () => {
  async function eventsFor(orderId: string, type: string) {
    return (await sandbox.events("razorpay")).filter(
      (event) => event.type === type && event.body.includes(orderId),
    );
  }

  it("verifies payment.captured on its raw bytes and reports it paid under the header's event id", async () => {
    const { charge, answer } = await paidCharge(180_000);
    const [event] = await eventsFor(charge.providerOrderId, "payment.captured");
    const parsed = await razorpay.parseWebhook(...delivery(event));
    expect(parsed.eventId).toBe(event.headers["x-razorpay-event-id"]);
    expect(parsed.type).toBe("payment.captured");
    expect(parsed.providerOrderId).toBe(charge.providerOrderId);
    expect(parsed.state).toMatchObject({
      status: "paid",
      providerPaymentId: answer.razorpay_payment_id,
      amount: 180_000,
      currency: "INR",
    });
  });

  it("gives the same event id when the same delivery is verified twice", async () => {
    const { charge } = await paidCharge();
    const [event] = await eventsFor(charge.providerOrderId, "order.paid");
    const first = await razorpay.parseWebhook(...delivery(event));
    const second = await razorpay.parseWebhook(...delivery(event));
    expect(second.eventId).toBe(first.eventId);
    expect(first.state?.status).toBe("paid");
  });

  it("refuses a delivery whose signature has one character changed, or whose body was re-serialised", async () => {
    const { charge } = await paidCharge();
    const [event] = await eventsFor(charge.providerOrderId, "payment.captured");
    const [raw, headers] = delivery(event);
    const forged = { ...headers, "x-razorpay-signature": flipChar(headers["x-razorpay-signature"], 10) };
    await expect(razorpay.parseWebhook(raw, forged)).rejects.toThrow(SignatureError);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(event.body), null, 1));
    await expect(razorpay.parseWebhook(reserialised, headers)).rejects.toThrow(SignatureError);
    const { "x-razorpay-signature": _, ...unsigned } = headers;
    await expect(razorpay.parseWebhook(raw, unsigned)).rejects.toThrow(SignatureError);
  });

  it("refuses everything when no webhook secret is configured", async () => {
    const { charge } = await paidCharge();
    const [event] = await eventsFor(charge.providerOrderId, "payment.captured");
    const unsecured = createRazorpayProvider(
      {
        keyId: SANDBOX_TEST_SECRETS.razorpayKeyId,
        keySecret: SANDBOX_TEST_SECRETS.razorpayKeySecret,
        webhookSecret: "",
        apiUrl: `${sandbox.url}/razorpay`,
        checkoutScriptUrl: "",
      },
      testDeps(),
    );
    await expect(unsecured.parseWebhook(...delivery(event))).rejects.toThrow(SignatureError);
  });

  it("reports payment.failed as failed with the payment's order and amount", async () => {
    const { charge } = await newCharge(75_000);
    await press(charge.providerOrderId, "fail");
    const [event] = await eventsFor(charge.providerOrderId, "payment.failed");
    const parsed = await razorpay.parseWebhook(...delivery(event));
    expect(parsed.state).toMatchObject({
      status: "failed",
      providerOrderId: charge.providerOrderId,
      amount: 75_000,
      currency: "INR",
    });
  });

  it("reports other events with their order and no state", async () => {
    const { charge, answer } = await paidCharge();
    await razorpay.refund(
      { ...charge, providerPaymentId: answer.razorpay_payment_id },
      10_000,
      "refund-other-ev-1",
    );
    const [event] = await eventsFor(charge.providerOrderId, "refund.processed");
    const parsed = await razorpay.parseWebhook(...delivery(event));
    expect(parsed).toMatchObject({
      type: "refund.processed",
      providerOrderId: charge.providerOrderId,
      state: null,
    });
  });
});

describe("Razorpay fetchState", () => {
  it("is pending while nobody has paid", async () => {
    const { charge } = await newCharge();
    expect((await razorpay.fetchState(charge)).status).toBe("pending");
  });

  it("is paid once a payment is captured", async () => {
    const { charge, answer } = await paidCharge();
    const state = await razorpay.fetchState(charge);
    expect(state).toMatchObject({ status: "paid", providerPaymentId: answer.razorpay_payment_id });
  });

  it("is failed when the latest attempt failed, and paid when a retry on the same order succeeded", async () => {
    const { charge } = await newCharge();
    await press(charge.providerOrderId, "fail");
    expect((await razorpay.fetchState(charge)).status).toBe("failed");
    const retry = await press(charge.providerOrderId, "success");
    const state = await razorpay.fetchState(charge);
    expect(state).toMatchObject({ status: "paid", providerPaymentId: retry.razorpay_payment_id });
  });

  it("refuses a captured payment that is not the stored amount", async () => {
    const { input, created } = await paidCharge(120_000);
    await expect(razorpay.fetchState(storedCharge(input, created.providerOrderId, 119_999))).rejects.toThrow(
      AmountMismatchError,
    );
  });
});

describe("Razorpay refund", () => {
  it("refunds once per idempotency key", async () => {
    const { charge, answer } = await paidCharge(300_000);
    const paid = { ...charge, providerPaymentId: answer.razorpay_payment_id };
    const first = await razorpay.refund(paid, 50_000, `refund-${answer.razorpay_payment_id}-1`);
    const again = await razorpay.refund(paid, 50_000, `refund-${answer.razorpay_payment_id}-1`);
    expect(again.refundId).toBe(first.refundId);
    expect(first.status).toBe("processed");
    const refunds = (await sandbox.ledger()).refunds.filter(
      (entry) => entry.order_ref === charge.providerOrderId,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: first.refundId, amount: 50_000 });
  });

  it("refuses a key Razorpay would refuse before sending it", async () => {
    const { charge, answer } = await paidCharge();
    await expect(
      razorpay.refund({ ...charge, providerPaymentId: answer.razorpay_payment_id }, 100, "short"),
    ).rejects.toThrow(/10\+/);
  });
});
