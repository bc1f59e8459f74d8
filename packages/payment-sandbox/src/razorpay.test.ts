import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_TEST_SECRETS as S } from "./secrets";
import { basic, call, startSandboxWithReceiver, waitFor } from "./testing";

type Setup = Awaited<ReturnType<typeof startSandboxWithReceiver>>;
let setup: Setup;
let api: string;
const auth = { authorization: basic(S.razorpayKeyId, S.razorpayKeySecret) };
const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

beforeAll(async () => {
  setup = await startSandboxWithReceiver();
  api = `${setup.sandbox.url}/razorpay`;
});
afterAll(() => setup.close());
beforeEach(async () => {
  await call(`${setup.sandbox.url}/reset`, { method: "POST" });
  setup.receiver.received.length = 0;
});

const createOrder = (body: Record<string, unknown>) =>
  call(`${api}/v1/orders`, { headers: auth, body: { currency: "INR", ...body } });
const press = (orderId: string, body: Record<string, unknown>) =>
  call(`${api}/test/orders/${orderId}/pay`, { body });

describe("Razorpay orders", () => {
  it("answers 401 in Razorpay's shape without the right key", async () => {
    const none = await call(`${api}/v1/orders`, { body: { amount: 1000, currency: "INR" } });
    const wrong = await call(`${api}/v1/orders/order_x`, {
      headers: { authorization: basic(S.razorpayKeyId, "wrong") },
    });
    for (const answer of [none, wrong]) {
      expect(answer.status).toBe(401);
      expect(answer.json.error).toMatchObject({
        code: "BAD_REQUEST_ERROR",
        description: "Authentication failed",
      });
    }
  });

  it("creates an order entity", async () => {
    const { status, json } = await createOrder({ amount: 159900, receipt: "R-1001", notes: { shop: "x" } });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      entity: "order",
      amount: 159900,
      amount_paid: 0,
      amount_due: 159900,
      currency: "INR",
      receipt: "R-1001",
      status: "created",
      attempts: 0,
      notes: { shop: "x" },
    });
    expect(json.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(typeof json.created_at).toBe("number");
    const fetched = await call(`${api}/v1/orders/${json.id}`, { headers: auth });
    expect(fetched.json).toEqual(json);
  });

  it("refuses less than one rupee and a long receipt", async () => {
    const small = await createOrder({ amount: 99 });
    expect(small.status).toBe(400);
    expect(small.json.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "The amount must be at least INR 1.00",
      field: "amount",
    });
    const long = await createOrder({ amount: 1000, receipt: "x".repeat(41) });
    expect(long.status).toBe(400);
    expect(long.json.error.field).toBe("receipt");
  });

  it("with unique_receipt returns the same order for a repeat and refuses a different amount", async () => {
    const first = await createOrder({ amount: 5000, receipt: "R-7", unique_receipt: true });
    const again = await createOrder({ amount: 5000, receipt: "R-7", unique_receipt: true });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    const changed = await createOrder({ amount: 6000, receipt: "R-7", unique_receipt: true });
    expect(changed.status).toBe(400);
    expect(changed.json.error.code).toBe("BAD_REQUEST_ERROR");
    const plain = await createOrder({ amount: 5000, receipt: "R-7" });
    expect(plain.json.id).not.toBe(first.json.id);
  });
});

describe("Razorpay payments", () => {
  it("Pay now captures the full amount, signs order|payment and sends signed webhooks", async () => {
    const order = (await createOrder({ amount: 249900, receipt: "R-2" })).json;
    const paid = await press(order.id, {
      outcome: "success",
      method: "upi",
      email: "a@b.in",
      contact: "+919812345678",
    });
    expect(paid.status).toBe(200);
    expect(Object.keys(paid.json).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
    expect(paid.json.razorpay_order_id).toBe(order.id);
    expect(paid.json.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(paid.json.razorpay_signature).toBe(
      hmac(S.razorpayKeySecret, `${order.id}|${paid.json.razorpay_payment_id}`),
    );
    expect(paid.headers.get("access-control-allow-origin")).toBe("*");

    const payment = (await call(`${api}/v1/payments/${paid.json.razorpay_payment_id}`, { headers: auth }))
      .json;
    expect(payment).toMatchObject({
      entity: "payment",
      amount: 249900,
      currency: "INR",
      status: "captured",
      captured: true,
      order_id: order.id,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      email: "a@b.in",
      contact: "+919812345678",
    });
    const after = (await call(`${api}/v1/orders/${order.id}`, { headers: auth })).json;
    expect(after).toMatchObject({ status: "paid", amount_paid: 249900, amount_due: 0, attempts: 1 });
    const list = (await call(`${api}/v1/orders/${order.id}/payments`, { headers: auth })).json;
    expect(list).toMatchObject({ entity: "collection", count: 1, items: [{ id: payment.id }] });

    const hooks = await waitFor("two Razorpay webhooks", () =>
      setup.receiver.received.length >= 2 ? setup.receiver.received : null,
    );
    const events = hooks.map((hook) => JSON.parse(hook.raw));
    expect(events.map((event) => event.event).sort()).toEqual(["order.paid", "payment.captured"]);
    for (const hook of hooks) {
      expect(hook.headers["content-type"]).toBe("application/json");
      expect(hook.headers["x-razorpay-signature"]).toBe(hmac(S.razorpayWebhookSecret, hook.raw));
      expect(hook.headers["x-razorpay-signature"]).not.toBe(hmac(S.razorpayKeySecret, hook.raw));
    }
    expect(new Set(hooks.map((hook) => hook.headers["x-razorpay-event-id"])).size).toBe(2);
    const orderPaid = events.find((event) => event.event === "order.paid");
    expect(orderPaid).toMatchObject({
      entity: "event",
      contains: ["payment", "order"],
      payload: {
        payment: { entity: { id: payment.id, status: "captured" } },
        order: { entity: { status: "paid" } },
      },
    });

    const ledger = (await call(`${setup.sandbox.url}/ledger`)).json;
    expect(ledger.captures).toEqual([
      expect.objectContaining({
        provider: "razorpay",
        id: payment.id,
        order_ref: order.id,
        amount: 249900,
        currency: "INR",
      }),
    ]);

    const second = await press(order.id, { outcome: "success" });
    expect(second.status).toBe(400);
  });

  it("Fail payment records a failed payment, answers the checkout error and sends payment.failed", async () => {
    const order = (await createOrder({ amount: 10000 })).json;
    const failed = await press(order.id, { outcome: "fail", method: "card" });
    expect(failed.status).toBe(400);
    expect(failed.json.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      source: "customer",
      step: "payment_authorization",
      reason: "payment_failed",
      metadata: { order_id: order.id },
    });
    const paymentId = failed.json.error.metadata.payment_id;
    const payment = (await call(`${api}/v1/payments/${paymentId}`, { headers: auth })).json;
    expect(payment).toMatchObject({ status: "failed", captured: false, error_code: "BAD_REQUEST_ERROR" });
    expect((await call(`${api}/v1/orders/${order.id}`, { headers: auth })).json.status).toBe("attempted");
    const hook = await waitFor("payment.failed", () =>
      setup.receiver.received.find((item) => JSON.parse(item.raw).event === "payment.failed"),
    );
    expect(JSON.parse(hook.raw)).toMatchObject({
      event: "payment.failed",
      payload: { payment: { entity: { id: paymentId } } },
    });

    // The order can be paid on a later attempt.
    const retry = await press(order.id, { outcome: "success" });
    expect(retry.status).toBe(200);
  });

  it("failNextCapture turns the next success into a failure, once", async () => {
    await call(`${setup.sandbox.url}/control`, { body: { failNextCapture: "razorpay" } });
    const order = (await createOrder({ amount: 10000 })).json;
    expect((await press(order.id, { outcome: "success" })).status).toBe(400);
    expect((await press(order.id, { outcome: "success" })).status).toBe(200);
  });

  it("refuses a key that is not the sandbox's", async () => {
    const order = (await createOrder({ amount: 10000 })).json;
    expect((await press(order.id, { outcome: "success", key: "rzp_test_other" })).status).toBe(400);
  });

  it("manual capture stops at authorized until captured", async () => {
    const order = (await createOrder({ amount: 10000, payment: { capture: "manual" } })).json;
    const paid = (await press(order.id, { outcome: "success" })).json;
    const id = paid.razorpay_payment_id;
    expect((await call(`${api}/v1/payments/${id}`, { headers: auth })).json.status).toBe("authorized");
    const wrong = await call(`${api}/v1/payments/${id}/capture`, {
      headers: auth,
      body: { amount: 5000, currency: "INR" },
    });
    expect(wrong.status).toBe(400);
    const captured = await call(`${api}/v1/payments/${id}/capture`, {
      headers: auth,
      body: { amount: 10000, currency: "INR" },
    });
    expect(captured.json).toMatchObject({ status: "captured", captured: true });
    expect((await call(`${api}/v1/orders/${order.id}`, { headers: auth })).json.status).toBe("paid");
  });
});

describe("Razorpay refunds", () => {
  async function capturedPayment(amount: number) {
    const order = (await createOrder({ amount })).json;
    return (await press(order.id, { outcome: "success" })).json.razorpay_payment_id as string;
  }
  const refund = (paymentId: string, body: Record<string, unknown>, key?: string) =>
    call(`${api}/v1/payments/${paymentId}/refund`, {
      headers: { ...auth, ...(key ? { "x-refund-idempotency": key } : {}) },
      body,
    });

  it("replays the same key and body, refuses the same key with another body", async () => {
    const paymentId = await capturedPayment(50000);
    const first = await refund(paymentId, { amount: 10000, speed: "normal" }, "refund-key-0001");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      entity: "refund",
      amount: 10000,
      payment_id: paymentId,
      status: "processed",
    });
    expect(first.json.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const again = await refund(paymentId, { speed: "normal", amount: 10000 }, "refund-key-0001");
    expect(again.json).toEqual(first.json);
    const other = await refund(paymentId, { amount: 20000 }, "refund-key-0001");
    expect(other.status).toBe(400);
    expect(other.json.error.code).toBe("BAD_REQUEST_ERROR");

    const payment = (await call(`${api}/v1/payments/${paymentId}`, { headers: auth })).json;
    expect(payment).toMatchObject({ amount_refunded: 10000, refund_status: "partial", status: "captured" });
    const ledger = (await call(`${setup.sandbox.url}/ledger`)).json;
    expect(ledger.refunds).toHaveLength(1);
  });

  it("allows partial refunds up to the captured amount only", async () => {
    const paymentId = await capturedPayment(30000);
    expect((await refund(paymentId, { amount: 20000 })).status).toBe(200);
    const over = await refund(paymentId, { amount: 20000 });
    expect(over.status).toBe(400);
    expect(over.json.error.description).toMatch(/greater than amount captured/);
    const rest = await refund(paymentId, {});
    expect(rest.json.amount).toBe(10000);
    const payment = (await call(`${api}/v1/payments/${paymentId}`, { headers: auth })).json;
    expect(payment).toMatchObject({ status: "refunded", refund_status: "full", amount_refunded: 30000 });
    const hooks = await waitFor("refund.processed", () => {
      const found = setup.receiver.received.filter(
        (hook) => JSON.parse(hook.raw).event === "refund.processed",
      );
      return found.length === 2 ? found : null;
    });
    expect(JSON.parse(hooks[1].raw).payload.refund.entity.amount).toBe(10000);
  });

  it("refuses to refund a failed payment", async () => {
    const order = (await createOrder({ amount: 10000 })).json;
    const failed = (await press(order.id, { outcome: "fail" })).json;
    const answer = await refund(failed.error.metadata.payment_id, {});
    expect(answer.status).toBe(400);
  });
});

describe("Razorpay checkout.js", () => {
  it("serves the stand-in script and answers the CORS preflight of its buttons", async () => {
    const script = await call(`${api}/v1/checkout.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.text).toContain("window.Razorpay = Razorpay");
    expect(script.text).toContain("Pay now");
    const preflight = await fetch(`${api}/test/orders/order_x/pay`, {
      method: "OPTIONS",
      headers: { origin: "http://shop.test", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("content-type");
  });
});
