import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { TRACKING_MESSAGES, type TrackingAnswer } from "@boutique/shared/schemas/order-tracking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRACKING_LIMITS, TRACKING_LOCKED_MESSAGE } from "../src/modules/orders/tracking.service";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers } from "./checkout-fixtures";

describe("order tracking and the customer's order details", () => {
  let w: CheckoutWorld;
  let admin: Headers;
  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin } = await headersByRole(w.app, ["admin"]));
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  async function paidOrder() {
    const shopper = await w.customer();
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.verify(shopper.headers, {
      order_id: charged.body.order_id,
      ...(await w.payRazorpay(charged.body.id!)),
    });
    return { shopper, orderId: charged.body.order_id!, number: charged.body.order_number! };
  }
  const track = (body: Record<string, unknown>, ip = "203.0.113.9") =>
    w.app.inject({ method: "POST", url: "/api/orders/track", payload: body, remoteAddress: ip });

  it("shows the timeline and tracking, and nothing else, to whoever has the number and the order's email", async () => {
    const { shopper, orderId, number } = await paidOrder();
    await w.call(admin, "POST", `/api/admin/orders/${orderId}`, { status: "in_production" });
    const answer = await track({
      order_number: number.toLowerCase(),
      email: shopper.user.email.toUpperCase(),
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as TrackingAnswer;
    expect(Object.keys(body).sort()).toEqual(
      [
        "carrier",
        "created",
        "deliver_by",
        "fulfilment",
        "made_to_measure",
        "need_by",
        "order_number",
        "pay_type",
        "status",
        "timeline",
        "tracking_number",
        "tracking_url",
      ].sort(),
    );
    expect(body).toMatchObject({ order_number: number, status: "paid", fulfilment: "in_production" });
    expect(body.timeline.map((event) => `${event.kind}:${event.to}`)).toEqual([
      "payment:paid",
      "fulfilment:in_production",
    ]);
    expect(JSON.stringify(body)).not.toContain(shopper.user.email);
  });

  it("answers an unknown number and a wrong email alike, and locks a number after repeated wrong guesses", async () => {
    const { shopper, number } = await paidOrder();
    const wrong = await track({ order_number: number, email: "someone@example.com" }, "198.51.100.1");
    const unknown = await track({ order_number: "RB999999", email: shopper.user.email }, "198.51.100.1");
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(TRACKING_MESSAGES.notFound);
    }
    expect((await track({ order_number: "not a number", email: "a@b.c" })).statusCode).toBe(400);
    for (let attempt = 1; attempt < TRACKING_LIMITS.failuresPerOrder; attempt++) {
      await track(
        { order_number: number, email: `guess${attempt}@example.com` },
        `198.51.100.${attempt + 10}`,
      );
    }
    const locked = await track({ order_number: number, email: shopper.user.email }, "198.51.100.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(TRACKING_LOCKED_MESSAGE);
  });

  it("limits one address's attempts", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push(
        (await track({ order_number: `RB${900000 + attempt}`, email: "x@example.com" }, "192.0.2.77"))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("the order page is the owner's alone", async () => {
    const { shopper, orderId } = await paidOrder();
    const own = await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`);
    expect(own.status).toBe(200);
    expect(own.body.timeline.map((event) => event.to)).toEqual(["paid"]);
    const stranger = await w.customer();
    expect((await w.call(stranger.headers, "GET", `/api/admin/orders/${orderId}`)).status).toBe(404);
  });
});
