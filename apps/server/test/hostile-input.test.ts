import { createHmac } from "node:crypto";
import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import { CHECKOUT_MESSAGES } from "@boutique/shared/schemas/checkout";
import { idNotValid } from "@boutique/shared/schemas/id";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE, UNICODE_MESSAGE } from "../src/lib/text-rules";
import { fieldParts, postMultipart } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";
import { type Delivery, paypalDelivery, razorpayDelivery, stripeDelivery } from "./signed-webhooks";

/**
 * Input the shop reads itself (provider events, ids and text in bodies) is answered 2xx or 4xx, never
 * 500 (decision 038). Each case here answered 500 before.
 */
describe("input the shop parses itself", () => {
  let w: CheckoutWorld;
  beforeAll(async () => {
    w = await buildCheckoutWorld();
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  const deliver = async (provider: "razorpay" | "stripe" | "paypal", delivery: Delivery) => {
    const response = await w.app.inject({
      method: "POST",
      url: `/api/webhooks/${provider}`,
      headers: delivery.headers,
      payload: delivery.body,
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  const storedEvent = async (provider: string, eventId: string) => {
    const rows = await w.app.db.execute<{ outcome: string | null; reason: string | null; type: string }>(
      sql`select outcome, reason, type from webhook_events where provider = ${provider} and event_id = ${eventId}`,
    );
    return rows.rows[0];
  };

  describe("Razorpay webhooks, correctly signed", () => {
    it.each([
      ["an empty payload", { event: "payment.captured", payload: {} }],
      [
        "order.paid without amounts",
        { event: "order.paid", payload: { payment: { entity: { id: "pay_x", order_id: "order_x" } } } },
      ],
      ["a payment that is a string", { event: "payment.captured", payload: { payment: "x" } }],
      ["a JSON array", []],
      ["a JSON string", "payment.captured"],
      ["no event name", { payload: {} }],
    ])("%s is acknowledged and stored as failed, with the reason", async (_name, event) => {
      const delivery = razorpayDelivery(JSON.stringify(event));
      const answer = await deliver("razorpay", delivery);
      expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: "failed" } });
      const stored = await storedEvent("razorpay", delivery.headers["x-razorpay-event-id"]!);
      expect(stored?.outcome).toBe("failed");
      expect(stored?.reason).toMatch(/.{10,}/);
      // The same delivery again is a duplicate: nothing is retried.
      expect((await deliver("razorpay", delivery)).body).toEqual({ received: true, duplicate: true });
    });

    it("a body that is not JSON is acknowledged and stored as failed", async () => {
      const delivery = razorpayDelivery("not json {");
      expect((await deliver("razorpay", delivery)).body.outcome).toBe("failed");
    });

    it("an event the shop does not act on (refund.processed with a string amount) is stored as ignored", async () => {
      const delivery = razorpayDelivery(
        JSON.stringify({ event: "refund.processed", payload: { refund: { entity: { amount: "100" } } } }),
      );
      expect((await deliver("razorpay", delivery)).body.outcome).toBe("ignored");
      expect((await storedEvent("razorpay", delivery.headers["x-razorpay-event-id"]!))?.reason).toContain(
        "refund.processed",
      );
    });

    it("NUL characters in a genuine event are stored without them", async () => {
      const delivery = razorpayDelivery(
        JSON.stringify({ event: "payment.\u0000x", payload: { a: "\u0000" } }),
      );
      expect((await deliver("razorpay", delivery)).status).toBe(200);
      expect((await storedEvent("razorpay", delivery.headers["x-razorpay-event-id"]!))?.type).toBe(
        "payment.\ufffdx",
      );
    });

    it("a NUL character in the order id it names finds no payment, and is stored as ignored", async () => {
      const body = {
        event: "payment.captured",
        payload: {
          payment: { entity: { id: "pay_1", order_id: "order_\u0000x", amount: 100, currency: "INR" } },
        },
      };
      const delivery = razorpayDelivery(JSON.stringify(body));
      expect((await deliver("razorpay", delivery)).body).toEqual({
        received: true,
        duplicate: false,
        outcome: "ignored",
      });
    });

    it("a captured payment without the fields the shop does not use (created_at) still pays the order", async () => {
      const shopper = await w.customer();
      await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
      const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
      await w.payRazorpay(charged.body.id!);
      const [event] = (await w.sandboxEvents("razorpay")).filter(
        (candidate) => candidate.type === "payment.captured" && candidate.body.includes(charged.body.id!),
      );
      const body = JSON.parse(event!.body) as { payload: { payment: { entity: Record<string, unknown> } } };
      delete body.payload.payment.entity.created_at;
      delete body.payload.payment.entity.method;
      const answer = await deliver("razorpay", razorpayDelivery(JSON.stringify(body)));
      expect(answer.body).toEqual({ received: true, duplicate: false, outcome: "applied" });
      const order = await w.call<{ order: { status: string } }>(
        shopper.headers,
        "GET",
        `/api/admin/orders/${charged.body.order_id}`,
      );
      expect(order.body.order.status).toBe("paid");
    });

    it("a wrong signature is still refused with 400, and nothing is stored", async () => {
      const delivery = razorpayDelivery(JSON.stringify({ event: "payment.captured", payload: {} }));
      const forged = {
        ...delivery,
        headers: { ...delivery.headers, "x-razorpay-signature": "00".repeat(32) },
      };
      expect((await deliver("razorpay", forged)).status).toBe(400);
      expect(await storedEvent("razorpay", delivery.headers["x-razorpay-event-id"]!)).toBeUndefined();
    });
  });

  describe("Stripe webhooks, signed by the stripe package", () => {
    it.each([
      ["checkout.session.completed without data", { id: "evt_nodata", type: "checkout.session.completed" }],
      ["an event without an id", { type: "x" }],
      [
        "a session without an amount",
        {
          id: "evt_noamount",
          type: "checkout.session.completed",
          data: { object: { id: "cs_x", payment_status: "paid", currency: "inr" } },
        },
      ],
      ["a JSON array", [1, 2]],
    ])("%s is acknowledged and stored as failed", async (_name, event) => {
      const answer = await deliver("stripe", stripeDelivery(JSON.stringify(event)));
      expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: "failed" } });
    });

    it("an event the shop does not act on is acknowledged and stored as ignored", async () => {
      const event = { id: "evt_customer", type: "customer.created", data: { object: { id: "cus_1" } } };
      expect((await deliver("stripe", stripeDelivery(JSON.stringify(event)))).body.outcome).toBe("ignored");
      expect((await storedEvent("stripe", "evt_customer"))?.outcome).toBe("ignored");
    });
  });

  describe("PayPal webhooks, sent by the sandbox and verified with it", () => {
    it.each([
      ["a capture without an amount", "PAYMENT.CAPTURE.COMPLETED", { id: "CAP1" }],
      ["an approved order whose resource is a string", "CHECKOUT.ORDER.APPROVED", "x"],
      [
        "a capture with an amount that is not money",
        "PAYMENT.CAPTURE.COMPLETED",
        {
          id: "CAP2",
          amount: { currency_code: "USD", value: "ten" },
          supplementary_data: { related_ids: { order_id: "O1" } },
        },
      ],
    ])("%s is acknowledged and stored as failed", async (_name, type, resource) => {
      const answer = await deliver("paypal", await paypalDelivery(w.sandbox.url, type, resource));
      expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: "failed" } });
    });

    it("an event the shop does not act on is ignored", async () => {
      const delivery = await paypalDelivery(w.sandbox.url, "CUSTOMER.DISPUTE.CREATED", { id: "PP-D-1" });
      expect((await deliver("paypal", delivery)).body.outcome).toBe("ignored");
    });
  });

  describe("ids and text in checkout bodies", () => {
    it.each(["/api/checkout/payment/cancel", "/api/checkout/payment/verify"])(
      "%s with an order id past the database's integer answers 400",
      async (url) => {
        const shopper = await w.customer();
        const answer = await w.call(shopper.headers, "POST", url, { order_id: 99_999_999_999 });
        expect(answer).toEqual({
          status: 400,
          body: expect.objectContaining({ message: idNotValid("Order") }),
        });
      },
    );

    it.each([
      ["/api/checkout/payment/cancel", { session_id: "\u0000" }],
      ["/api/checkout/payment/cancel", { token: "a\u0000b" }],
      ["/api/checkout/payment/verify", { session_id: "\u0000" }],
      ["/api/checkout/payment/quote", { coupon: "\u0000" }],
      ["/api/checkout/payment/charge", { coupon: "\u0000", pay_type: "Razorpay" }],
    ])("%s with a NUL character in %j answers 400 and changes nothing", async (url, body) => {
      const shopper = await w.customer();
      const before = await w.ordersCount(shopper.user.id);
      const answer = await w.call(shopper.headers, "POST", url, { address: shopper.addressId, ...body });
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: NUL_MESSAGE }) });
      expect(await w.ordersCount(shopper.user.id)).toBe(before);
    });

    it("a lone surrogate, which jsonb cannot store, answers 400 in a body and is replaced in a webhook", async () => {
      const shopper = await w.customer();
      const item = await w.pick("garment", { stock: 2 });
      const added = await w.call(shopper.headers, "POST", `/api/items/cart/${item.variantId}`, {
        quantity: 1,
        size: item.size,
        customization: { specialInstructions: "\ud800" },
      });
      expect(added).toEqual({ status: 400, body: expect.objectContaining({ message: UNICODE_MESSAGE }) });
      const delivery = razorpayDelivery(
        JSON.stringify({ event: "refund.created", payload: { a: "\ud800" } }),
      );
      expect((await deliver("razorpay", delivery)).status).toBe(200);
    });

    it("a multipart field holding a NUL character answers 400 before anything is stored", async () => {
      const shopper = await w.customer();
      await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
      const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
      const response = await postMultipart(
        w.app,
        `/api/orders/${charged.body.order_id}/returns`,
        shopper.headers,
        fieldParts({ line_id: "3000000000", kind: "return", reason: "bad\u0000reason" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: NUL_MESSAGE, field: "reason" });
    });

    it("a NUL character in a path or a query answers 400", async () => {
      const shopper = await w.customer();
      const answer = await w.app.inject({
        method: "GET",
        url: "/api/search?q=a%00b",
        headers: shopper.headers,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: NUL_MESSAGE });
    });
  });

  describe("verify against the provider", () => {
    const signedReturn = (orderId: string, paymentId: string) => ({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac("sha256", SANDBOX_TEST_SECRETS.razorpayKeySecret)
        .update(`${orderId}|${paymentId}`)
        .digest("hex"),
    });

    it("a correctly signed return for a payment the provider does not know answers 400", async () => {
      const shopper = await w.customer();
      await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
      const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
      const answer = await w.verify(shopper.headers, {
        order_id: charged.body.order_id,
        ...signedReturn(charged.body.id!, "pay_NoSuchPayment01"),
      });
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({ message: CHECKOUT_MESSAGES.verifyFailed }),
      });
    });

    // Last: it stops the sandbox.
    it("a provider that does not answer is 502, with the message to try again", async () => {
      const shopper = await w.customer();
      await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
      const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
      await w.sandbox.close();
      const answer = await w.verify(shopper.headers, {
        order_id: charged.body.order_id,
        ...signedReturn(charged.body.id!, "pay_Whatever000001"),
      });
      expect(answer).toEqual({
        status: 502,
        body: expect.objectContaining({ message: CHECKOUT_MESSAGES.providerDown }),
      });
    });
  });
});
