import { DEFAULT_DOMESTIC_SHIPPING } from "@boutique/shared/pricing/shipping";
import {
  CHECKOUT_MESSAGES,
  type OrderDetailAnswer,
  type QuoteAnswer,
} from "@boutique/shared/schemas/checkout";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCheckoutWorld, type CheckoutWorld, LONDON } from "./checkout-fixtures";
import { lastMail } from "./helpers";

describe("checkout API", () => {
  let w: CheckoutWorld;
  // Seeding the demo catalogue takes a while when the whole suite runs at once.
  beforeAll(async () => {
    w = await buildCheckoutWorld();
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  it("pays with Razorpay: the server's total is charged, stock taken, cart emptied, one confirmation mail", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 4 });
    await w.addToCart(shopper.headers, item);
    const quote = await w.call<QuoteAnswer>(shopper.headers, "POST", "/api/checkout/payment/quote", {
      address: shopper.addressId,
    });
    expect(quote.status).toBe(200);
    const shipping =
      item.sellingPaise >= DEFAULT_DOMESTIC_SHIPPING.freeFromPaise ? 0 : DEFAULT_DOMESTIC_SHIPPING.flatPaise;
    expect(quote.body.totals.total).toBe((item.sellingPaise + shipping) / 100);
    // The demo shop offers cash on delivery too (issue 26 §1), after the providers.
    expect(quote.body.pay_types).toEqual(["Razorpay", "PayPal", "Stripe", "COD"]);

    // The browser's amount, discount and lines are ignored.
    const charged = await w.charge(shopper.headers, {
      address: shopper.addressId,
      pay_type: "Razorpay",
      amount: 1,
      discount: 99_999,
      cartItems: [{ id: item.variantId, selling_price: 1 }],
    });
    expect(charged.status).toBe(200);
    expect(charged.body).toMatchObject({
      currency: "INR",
      amount: item.sellingPaise + shipping,
      status: "pending",
    });
    expect(charged.body.id).toMatch(/^order_/);
    expect(await w.stockOf(item)).toBe(3);

    const fields = await w.payRazorpay(charged.body.id!);
    const verified = await w.verify(shopper.headers, { order_id: charged.body.order_id, ...fields });
    expect(verified.body).toMatchObject({
      success: true,
      status: "paid",
      url: `/OrderConfirmation/${charged.body.order_id}`,
    });
    expect(await w.stockOf(item)).toBe(3);
    expect((await w.call<{ data: unknown[] }>(shopper.headers, "GET", "/api/items/cart")).body.data).toEqual(
      [],
    );
    expect(await w.mailsTo(shopper.user.email)).toBe(1);

    const detail = await w.call<OrderDetailAnswer>(
      shopper.headers,
      "GET",
      `/api/admin/orders/${charged.body.order_id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ status: "paid", pay_type: "Razorpay" });
    expect(detail.body.orders).toHaveLength(1);
    expect(detail.body.shipping).toMatchObject({ city: "New Delhi", country: "IN" });
    const list = await w.call<{ data: { id: number; status: string; items: number; name: string }[] }>(
      shopper.headers,
      "GET",
      "/api/checkout/payment/orders",
    );
    expect(list.body.data.map((row) => [row.id, row.status])).toEqual([[charged.body.order_id, "paid"]]);
    expect(list.body.data[0]).toMatchObject({ items: 1, name: detail.body.orders[0]!.name, size: item.size });

    const stranger = await w.customer();
    expect((await w.call(stranger.headers, "GET", `/api/admin/orders/${charged.body.order_id}`)).status).toBe(
      404,
    );
    expect((await w.verify(stranger.headers, { order_id: charged.body.order_id, ...fields })).status).toBe(
      404,
    );
  });

  it("My Orders lists each order with its own line count and first line, newest first", async () => {
    const shopper = await w.customer();
    const single = await w.pick("garment", { stock: 3 });
    await w.addToCart(shopper.headers, single);
    const first = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.verify(shopper.headers, {
      order_id: first.body.order_id,
      ...(await w.payRazorpay(first.body.id!)),
    });
    const [lead, second, third] = [
      await w.pick("garment", { stock: 3 }),
      await w.pick("garment", { stock: 3 }),
      await w.pick("garment", { stock: 3 }),
    ];
    for (const item of [lead!, second!, third!]) await w.addToCart(shopper.headers, item);
    const next = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(next.status).toBe(200);

    const list = await w.call<{ data: { id: number; items: number; name: string; size: string }[] }>(
      shopper.headers,
      "GET",
      "/api/checkout/payment/orders",
    );
    expect(list.body.data.map((row) => [row.id, row.items])).toEqual([
      [next.body.order_id, 3],
      [first.body.order_id, 1],
    ]);
    const names = async (orderId: number) =>
      (await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`)).body.orders;
    expect(list.body.data[0]).toMatchObject({
      name: (await names(next.body.order_id!))[0]!.name,
      size: lead!.size,
    });
    expect(list.body.data[1]).toMatchObject({ name: (await names(first.body.order_id!))[0]!.name });
  });

  it("'Fail payment' and 'Cancel' give the stock back and leave the cart as it was", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 2 });
    await w.addToCart(shopper.headers, item);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(await w.stockOf(item)).toBe(1);
    const failed = await w.payRazorpay(charged.body.id!, "fail");
    expect(failed.error).toBeDefined();
    const cancelled = await w.call(shopper.headers, "POST", "/api/checkout/payment/cancel", {
      order_id: charged.body.order_id,
    });
    expect(cancelled.body).toMatchObject({ status: "failed", message: CHECKOUT_MESSAGES.cancelled });
    expect(await w.stockOf(item)).toBe(2);
    expect(
      (await w.call<{ data: unknown[] }>(shopper.headers, "GET", "/api/items/cart")).body.data,
    ).toHaveLength(1);

    // Cancelled on PayPal's page: the same.
    const paypal = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "PayPal" });
    expect(await w.stockOf(item)).toBe(1);
    const back = await w.pressPage(paypal.body.url!, "cancel");
    const again = await w.call(shopper.headers, "POST", "/api/checkout/payment/cancel", w.returnParams(back));
    expect(again.body).toMatchObject({ status: "failed", order_id: paypal.body.order_id });
    expect(await w.stockOf(item)).toBe(2);
    // A second cancel changes nothing.
    await w.call(shopper.headers, "POST", "/api/checkout/payment/cancel", { order_id: paypal.body.order_id });
    expect(await w.stockOf(item)).toBe(2);
  });

  it("a payment that ends failed at the provider is mailed to the customer once, with the way back to the cart", async () => {
    const shopper = await w.customer();
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.payRazorpay(charged.body.id!, "fail");
    const [event] = (await w.sandboxEvents("razorpay")).filter(
      (candidate) => candidate.type === "payment.failed" && candidate.body.includes(charged.body.id!),
    );
    expect(event).toBeDefined();
    for (let attempt = 0; attempt < 2; attempt++) {
      const delivered = await w.app.inject({
        method: "POST",
        url: "/api/webhooks/razorpay",
        headers: event!.headers,
        payload: event!.body,
      });
      expect(delivered.statusCode).toBe(200);
    }
    // One failed Razorpay attempt is not the end: the shopper may try again in the same window.
    expect(await w.mailsTo(shopper.user.email, "payment_failed")).toBe(0);
    // The reconciler asks Razorpay later: the latest attempt failed, so the order has failed.
    for (let pass = 0; pass < 2; pass++) {
      await w.app.checkout.reconcile({ olderThanMinutes: 0, claimGapSeconds: 0 });
    }
    const detail = await w.call<{ order: { status: string } }>(
      shopper.headers,
      "GET",
      `/api/admin/orders/${charged.body.order_id}`,
    );
    expect(detail.body.order.status).toBe("failed");
    expect(await w.mailsTo(shopper.user.email, "payment_failed")).toBe(1);
    const mail = await lastMail(w.app, shopper.user.email, "payment_failed");
    expect(mail?.subject).toContain("Your payment did not go through");
    expect(mail?.text).toContain(`Back to your cart: ${w.app.config.publicUrl}/Cart`);
    expect(await w.mailsTo(shopper.user.email, "order_paid")).toBe(0);
  });

  it("pays with PayPal in dollars at the shop's rate, from London", async () => {
    const shopper = await w.customer(LONDON);
    const item = await w.pick("garment");
    await w.addToCart(shopper.headers, item);
    const quote = await w.call<QuoteAnswer>(shopper.headers, "POST", "/api/checkout/payment/quote", {
      address: shopper.addressId,
    });
    expect(quote.body.deliverable).toBe(true);
    expect(quote.body.totals.shipping).toBeGreaterThan(0);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "PayPal" });
    expect(charged.body.currency).toBe("USD");
    expect(charged.body.amount).toBe(Math.round(quote.body.totals.total_usd * 100));
    const back = await w.pressPage(charged.body.url!, "pay");
    expect(back.pathname).toBe("/Success");
    const verified = await w.verify(shopper.headers, w.returnParams(back));
    expect(verified.body).toMatchObject({ success: true, status: "paid" });
    // The browser coming back twice captures nothing more.
    expect((await w.verify(shopper.headers, w.returnParams(back))).body.status).toBe("paid");
    const ledger = (await (await fetch(`${w.sandbox.url}/ledger`)).json()) as {
      captures: { order_ref: string }[];
    };
    expect(ledger.captures.filter((capture) => charged.body.url!.includes(capture.order_ref))).toHaveLength(
      1,
    );
  });

  it("pays with Stripe's hosted page in rupees", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment");
    await w.addToCart(shopper.headers, item);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Stripe" });
    expect(charged.body).toMatchObject({ currency: "INR" });
    const back = await w.pressPage(charged.body.url!, "pay");
    const verified = await w.verify(shopper.headers, w.returnParams(back));
    expect(verified.body).toMatchObject({ success: true, status: "paid" });
  });

  it("the same unchanged cart while its order is pending answers the same order; a changed one replaces it", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 5 });
    await w.addToCart(shopper.headers, item);
    const first = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    const second = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(second.body.id).toBe(first.body.id);
    expect(await w.stockOf(item)).toBe(4);
    const other = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Stripe" });
    expect(other.body.order_id).not.toBe(first.body.order_id);
    expect(await w.stockOf(item)).toBe(4);
    expect(await w.ordersCount(shopper.user.id, "pending")).toBe(1);
  });

  it("Buy Now orders only its one cart line", async () => {
    const shopper = await w.customer();
    const [one, two] = [await w.pick("garment"), await w.pick("garment")];
    const lineOne = await w.addToCart(shopper.headers, one);
    await w.addToCart(shopper.headers, two);
    const charged = await w.charge(shopper.headers, {
      address: shopper.addressId,
      pay_type: "Razorpay",
      line: lineOne,
    });
    expect(charged.body.totals.subtotal).toBe(one.sellingPaise / 100);
    await w.verify(shopper.headers, {
      order_id: charged.body.order_id,
      ...(await w.payRazorpay(charged.body.id!)),
    });
    const cart = (await w.call<{ data: { id: number }[] }>(shopper.headers, "GET", "/api/items/cart")).body
      .data;
    expect(cart.map((line) => line.id)).toEqual([two.variantId]);
  });

  describe("coupons", () => {
    it("the welcome code takes 10% off a first order only", async () => {
      const shopper = await w.customer();
      const item = await w.pick("garment");
      await w.addToCart(shopper.headers, item);
      const applied = await w.call<{ amount: number }>(
        shopper.headers,
        "POST",
        "/api/checkout/payment/coupon",
        { code: "welcome10" },
      );
      expect(applied.status).toBe(200);
      expect(applied.body.amount).toBe(Math.round(item.sellingPaise * 0.1) / 100);
      const charged = await w.charge(shopper.headers, {
        address: shopper.addressId,
        pay_type: "Razorpay",
        coupon: "WELCOME10",
      });
      expect(charged.body.totals.discount).toBe(applied.body.amount);
      await w.verify(shopper.headers, {
        order_id: charged.body.order_id,
        ...(await w.payRazorpay(charged.body.id!)),
      });

      await w.addToCart(shopper.headers, await w.pick("garment"));
      const again = await w.call(shopper.headers, "POST", "/api/checkout/payment/coupon", {
        code: "WELCOME10",
      });
      expect(again).toMatchObject({ status: 400, body: { message: CHECKOUT_MESSAGES.couponFirstOrderOnly } });
    });

    it("refuses unknown, expired and used-up codes with their messages", async () => {
      const shopper = await w.customer();
      await w.addToCart(shopper.headers, await w.pick("garment"));
      await w.app.db.execute(sql`
        insert into coupons (code, discount_percent, max_discount, expires_at, usage_limit)
        values ('OLDSALE', 20, 50000, now() - interval '1 day', null), ('ONEONLY', 15, 50000, null, 1)`);
      const ask = (code: string) => w.call(shopper.headers, "POST", "/api/checkout/payment/coupon", { code });
      expect(await ask("NOSUCH")).toMatchObject({
        status: 400,
        body: { message: CHECKOUT_MESSAGES.couponUnknown },
      });
      expect(await ask("OLDSALE")).toMatchObject({
        status: 400,
        body: { message: CHECKOUT_MESSAGES.couponExpired },
      });
      expect((await ask("ONEONLY")).status).toBe(200);
      const other = await w.customer();
      await w.addToCart(other.headers, await w.pick("garment"));
      await w.charge(other.headers, { address: other.addressId, pay_type: "Razorpay", coupon: "ONEONLY" });
      expect(await ask("ONEONLY")).toMatchObject({
        status: 409,
        body: { message: CHECKOUT_MESSAGES.couponUsedUp },
      });
    });

    it("a once-per-customer code works once for each customer", async () => {
      await w.app.db.execute(
        sql`insert into coupons (code, discount_percent, max_discount, once_per_customer) values ('EACH5', 5, null, true)`,
      );
      const shopper = await w.customer();
      await w.addToCart(shopper.headers, await w.pick("garment"));
      const charged = await w.charge(shopper.headers, {
        address: shopper.addressId,
        pay_type: "Razorpay",
        coupon: "EACH5",
      });
      await w.verify(shopper.headers, {
        order_id: charged.body.order_id,
        ...(await w.payRazorpay(charged.body.id!)),
      });
      await w.addToCart(shopper.headers, await w.pick("garment"));
      const again = await w.call(shopper.headers, "POST", "/api/checkout/payment/coupon", { code: "EACH5" });
      expect(again).toMatchObject({ status: 400, body: { message: CHECKOUT_MESSAGES.couponUsedByYou } });
      const other = await w.customer();
      await w.addToCart(other.headers, await w.pick("garment"));
      expect(
        (await w.call(other.headers, "POST", "/api/checkout/payment/coupon", { code: "EACH5" })).status,
      ).toBe(200);
    });

    it("caps the discount at max_discount", async () => {
      const shopper = await w.customer();
      const item = await w.pick("garment");
      await w.addToCart(shopper.headers, item);
      await w.app.db.execute(
        sql`insert into coupons (code, discount_percent, max_discount) values ('CAP1', 50, 10000)`,
      );
      const applied = await w.call<{ amount: number }>(
        shopper.headers,
        "POST",
        "/api/checkout/payment/coupon",
        { code: "CAP1" },
      );
      expect(applied.body.amount).toBe(Math.min(100, Math.round(item.sellingPaise * 0.5) / 100));
    });
  });

  describe("bad input changes nothing", () => {
    it("answers 4xx with a message", async () => {
      const shopper = await w.customer();
      const item = await w.pick("garment", { stock: 3 });
      const empty = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
      expect(empty).toMatchObject({ status: 400, body: { message: CHECKOUT_MESSAGES.emptyCart } });
      await w.addToCart(shopper.headers, item);
      const other = await w.customer();
      expect(
        (await w.charge(shopper.headers, { address: other.addressId, pay_type: "Razorpay" })).body.message,
      ).toBe(CHECKOUT_MESSAGES.addressNotFound);
      expect((await w.charge(shopper.headers, { address: 2_147_483_647, pay_type: "Razorpay" })).status).toBe(
        404,
      );
      expect(
        (await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Bitcoin" })).status,
      ).toBe(400);
      expect(
        (await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay", price: 1 }))
          .status,
      ).toBe(400);
      expect((await w.charge({}, { address: shopper.addressId, pay_type: "Razorpay" })).status).toBe(401);
      expect((await w.verify(shopper.headers, { order_id: 2_000_000 })).status).toBe(404);
      expect(await w.stockOf(item)).toBe(3);
      expect(await w.ordersCount(shopper.user.id)).toBe(0);
    });

    it("a country in no shipping zone is not deliverable", async () => {
      const shopper = await w.customer({ ...LONDON, country: "AQ", state: "Ross", zip: "0000" });
      await w.addToCart(shopper.headers, await w.pick("garment"));
      const quote = await w.call<QuoteAnswer>(shopper.headers, "POST", "/api/checkout/payment/quote", {
        address: shopper.addressId,
      });
      expect(quote.status).toBe(200);
      expect(quote.body).toMatchObject({ deliverable: false, message: CHECKOUT_MESSAGES.notDeliverable });
      const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "PayPal" });
      expect(charged).toMatchObject({ status: 400, body: { message: CHECKOUT_MESSAGES.notDeliverable } });
      const spec = await w.call(
        shopper.headers,
        "GET",
        `/api/checkout/payment/shipping/${shopper.addressId}/99999`,
      );
      expect(spec.body).toMatchObject({ status: false });
    });
  });

  it("a pending order's page asks the provider at most once per ten seconds however often it polls", async () => {
    const shopper = await w.customer();
    await w.addToCart(shopper.headers, await w.pick("garment"));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.app.db.execute(
      sql`update payments set updated_at = now() - interval '1 minute' where order_id = ${charged.body.order_id}`,
    );
    const fetchState = vi.spyOn(w.app.paymentProviders.get("Razorpay")!, "fetchState");
    for (let i = 0; i < 3; i += 1) {
      const page = await w.call<OrderDetailAnswer>(
        shopper.headers,
        "GET",
        `/api/admin/orders/${charged.body.order_id}`,
      );
      expect(page.body.order.status).toBe("pending");
    }
    expect(fetchState).toHaveBeenCalledTimes(1);
    fetchState.mockRestore();
  });

  describe("jobs", () => {
    it("the reconciler settles a payment nobody reported, and ends an unpaid order past its hold", async () => {
      const shopper = await w.customer();
      const item = await w.pick("garment", { stock: 3 });
      await w.addToCart(shopper.headers, item);
      const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
      await w.payRazorpay(charged.body.id!); // paid at the provider; the browser never comes back
      await w.app.jobs.runOnce({ olderThanMinutes: 0, claimGapSeconds: 0 });
      expect(await w.ordersCount(shopper.user.id, "paid")).toBe(1);
      expect(await w.stockOf(item)).toBe(2);

      const late = await w.customer();
      const other = await w.pick("garment", { stock: 3 });
      await w.addToCart(late.headers, other);
      const unpaid = await w.charge(late.headers, { address: late.addressId, pay_type: "PayPal" });
      await w.app.db.execute(
        sql`update orders set expires_at = now() - interval '1 minute' where id = ${unpaid.body.order_id}`,
      );
      await w.app.jobs.runOnce({ olderThanMinutes: 0, claimGapSeconds: 0 });
      expect(await w.ordersCount(late.user.id, "failed")).toBe(1);
      expect(await w.stockOf(other)).toBe(3);
    });
  });
});
