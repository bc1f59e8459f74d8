import { createHmac } from "node:crypto";
import { CHECKOUT_MESSAGES } from "@boutique/shared/schemas/checkout";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCheckoutWorld, type CheckoutWorld, type Headers } from "./checkout-fixtures";
import { signInAs } from "./helpers";

/**
 * The checkout's promises under races, replays and forgeries (issue T1-T5). On PostgreSQL (CI's second
 * pass) the requests really run in parallel over HTTP against a listening server; PGlite runs them one
 * query at a time and only checks the bookkeeping.
 */
describe("checkout under races and replays", () => {
  let w: CheckoutWorld;
  let base: string;
  beforeAll(async () => {
    w = await buildCheckoutWorld();
    base = await w.app.listen({ port: 0, host: "127.0.0.1" });
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  async function http<T = Record<string, unknown>>(
    headers: Headers,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T & { message?: string } };
  }

  const customers = (count: number) => Promise.all(Array.from({ length: count }, () => w.customer()));

  /** Every buyer's Razorpay charge for their cart, all sent at once. */
  const chargeAll = (buyers: { headers: Headers; addressId: number }[]) =>
    Promise.all(
      buyers.map((buyer) =>
        http<{ order_id: number }>(buyer.headers, "POST", "/api/checkout/payment/charge", {
          address: buyer.addressId,
          pay_type: "Razorpay",
        }),
      ),
    );

  async function deliver(
    provider: "razorpay" | "paypal" | "stripe",
    event: { headers: Record<string, string>; body: string },
  ) {
    const response = await fetch(`${base}/api/webhooks/${provider}`, {
      method: "POST",
      headers: event.headers,
      body: event.body,
    });
    return response.status;
  }

  const eventsAbout = async (provider: "razorpay" | "paypal" | "stripe", ref: string) =>
    (await w.sandboxEvents(provider)).filter((event) => event.body.includes(ref));

  async function orderState(orderId: number) {
    const result = await w.app.db.execute<{
      status: string;
      reservation: string;
      paid_payments: number;
      mails: number;
    }>(sql`
      select o.status, o.reservation,
        (select count(*)::int from payments p where p.order_id = o.id and p.status = 'paid') as paid_payments,
        (select count(*)::int from email_outbox m where m.recipient = o.email and m.kind = 'order_paid') as mails
      from orders o where o.id = ${orderId}`);
    return result.rows[0]!;
  }

  it("T1: 100 customers race for the last 5 units: exactly 5 orders hold stock, the rest 409, stock ends at 0", async () => {
    const item = await w.pick("garment", { stock: 5 });
    const buyers = await customers(100);
    for (const buyer of buyers) await w.addToCart(buyer.headers, item);
    const answers = await chargeAll(buyers);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toMatch(
      /^Only \d+ quantity available\.$/,
    );
    expect(await w.stockOf(item)).toBe(0);
    const held = await w.app.db.execute<{ n: number }>(sql`
      select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
      where l.variant_id = ${item.variantId} and l.size = ${item.size} and o.reservation = 'held'`);
    expect(Number(held.rows[0]?.n)).toBe(5);
  }, 120_000);

  describe("T1: fabric is stocked and sold in metres (decision 040)", () => {
    const metresOf = async (item: { variantId: number; size: string }) => {
      const result = await w.app.db.execute<{ quantity: number }>(
        sql`select quantity from variant_stock where variant_id = ${item.variantId} and size = ${item.size}`,
      );
      return Number(result.rows[0]?.quantity);
    };

    it("10 buyers of a 6 m cut race for 25 m: four orders take 24 m, the rest 409, and a cancel gives its 6 m back", async () => {
      const fabric = await w.pick("fabric", { stock: 25 });
      const buyers = await customers(10);
      for (const buyer of buyers) await w.addToCart(buyer.headers, fabric, { fabricLength: 6 });
      const answers = await chargeAll(buyers);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      expect(statuses.filter((status) => status === 409)).toHaveLength(6);
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
        "Only 1 quantity available.",
      );
      expect(await metresOf(fabric)).toBe(1);

      // Cancelling one held order gives its 6 m back, once, however often it is asked.
      const index = statuses.indexOf(200);
      const orderId = answers[index]!.body.order_id;
      await Promise.all(
        [0, 1, 2].map(() =>
          http(buyers[index]!.headers, "POST", "/api/checkout/payment/cancel", { order_id: orderId }),
        ),
      );
      expect(await metresOf(fabric)).toBe(7);
    }, 120_000);

    it("a 10 m line is not sold from 3 m: checkout answers 409 and the row keeps its 3 m", async () => {
      const fabric = await w.pick("fabric", { stock: 12 });
      const buyer = await w.customer();
      await w.addToCart(buyer.headers, fabric, { fabricLength: 10 });
      // Someone else bought most of it in the meantime.
      await w.app.db.execute(
        sql`update variant_stock set quantity = 3 where variant_id = ${fabric.variantId} and size = ${fabric.size}`,
      );
      const cart = await http<{ data: { available_quantity: number }[] }>(
        buyer.headers,
        "GET",
        "/api/items/cart",
      );
      expect(cart.body.data[0]?.available_quantity).toBe(0);
      const refused = await http(buyer.headers, "POST", "/api/checkout/payment/charge", {
        address: buyer.addressId,
        pay_type: "Razorpay",
      });
      expect(refused).toMatchObject({ status: 409, body: { message: "Only 3 quantity available." } });
      expect(await metresOf(fabric)).toBe(3);
      // Nor can the line be put in a cart again while the row cannot cut it.
      const again = await http(buyer.headers, "POST", `/api/items/cart/${fabric.variantId}`, {
        quantity: 1,
        size: fabric.size,
        customization: { fabricLength: 4 },
      });
      expect(again.status).toBe(400);
    });

    it("2.5 m and a paid order's refund: the line takes 2.5 m and a cancellation by staff gives 2.5 m back", async () => {
      const fabric = await w.pick("fabric", { stock: 10 });
      const buyer = await w.customer();
      await w.addToCart(buyer.headers, fabric, { fabricLength: 2.5 });
      const charged = await w.charge(buyer.headers, { address: buyer.addressId, pay_type: "Razorpay" });
      expect(charged.status).toBe(200);
      await w.verify(buyer.headers, {
        order_id: charged.body.order_id,
        ...(await w.payRazorpay(charged.body.id!)),
      });
      expect(await metresOf(fabric)).toBe(7.5);
      const admin = await signInAs(w.app, "admin");
      const refunded = await http(
        admin.headers,
        "POST",
        `/api/admin/orders/${charged.body.order_id}/refunds`,
        {
          cancel: true,
          reason: "Customer asked",
        },
      );
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      expect(await metresOf(fabric)).toBe(10);
    });
  });

  it("T1: two lines of one variant and size are summed against the stock", async () => {
    // Turbans are stocked in metres: 12 m holds two 4.5 m turbans, or one 4.5 m and one 5 m.
    const item = await w.pick("turban", { stock: 12 });
    const buyer = await w.customer();
    const one = await w.addToCart(buyer.headers, item, { turbanLength: 4.5 });
    await w.addToCart(buyer.headers, item, { turbanLength: 5 });
    // Each line alone fits (9 m and 5 m of 12); together they do not.
    expect((await w.call(buyer.headers, "PUT", `/api/items/cart/i/${one}`)).status).toBe(200);
    const answer = await w.charge(buyer.headers, { address: buyer.addressId, pay_type: "Razorpay" });
    expect(answer).toMatchObject({ status: 409, body: { message: "Only 12 quantity available." } });
    expect(await w.stockOf(item)).toBe(12);
  });

  it("T1: carts taking two variants in opposite orders never deadlock", async () => {
    const [a, b] = [await w.pick("garment", { stock: 50 }), await w.pick("garment", { stock: 50 })];
    const buyers = await customers(20);
    for (const [index, buyer] of buyers.entries()) {
      const [first, second] = index % 2 === 0 ? [a, b] : [b, a];
      await w.addToCart(buyer.headers, first);
      await w.addToCart(buyer.headers, second);
    }
    const answers = await chargeAll(buyers);
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
    expect(await w.stockOf(a)).toBe(30);
    expect(await w.stockOf(b)).toBe(30);
  }, 60_000);

  it("T2: a once-only coupon in 30 concurrent checkouts is redeemed once", async () => {
    await w.app.db.execute(
      sql`insert into coupons (code, discount_percent, max_discount, usage_limit) values ('ONCE30', 10, null, 1)`,
    );
    const item = await w.pick("garment", { stock: 100 });
    const buyers = await customers(30);
    for (const buyer of buyers) await w.addToCart(buyer.headers, item);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        http(buyer.headers, "POST", "/api/checkout/payment/charge", {
          address: buyer.addressId,
          pay_type: "Razorpay",
          coupon: "ONCE30",
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(29).fill(CHECKOUT_MESSAGES.couponUsedUp),
    );
    const redemptions = await w.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id
      where c.code = 'ONCE30' and r.status in ('reserved', 'redeemed')`);
    expect(Number(redemptions.rows[0]?.n)).toBe(1);
    expect(await w.stockOf(item)).toBe(99);
  }, 60_000);

  it("T3: one verification 20× in parallel, 20× in sequence and its webhook 3× make one paid order, one mail, stock taken once", async () => {
    const item = await w.pick("garment", { stock: 10 });
    const buyer = await w.customer();
    await w.addToCart(buyer.headers, item);
    const charged = await w.charge(buyer.headers, { address: buyer.addressId, pay_type: "Razorpay" });
    const fields = await w.payRazorpay(charged.body.id!);
    const body = { order_id: charged.body.order_id, ...fields };
    // Replays of one capture are expected: none of them may be taken for money taken twice.
    const errors = vi.spyOn(w.app.log, "error");
    const parallel = await Promise.all(
      Array.from({ length: 20 }, () => http(buyer.headers, "POST", "/api/checkout/payment/verify", body)),
    );
    expect(parallel.every((answer) => answer.status === 200 && answer.body.status === "paid")).toBe(true);
    for (let i = 0; i < 20; i += 1) {
      expect((await http(buyer.headers, "POST", "/api/checkout/payment/verify", body)).body.status).toBe(
        "paid",
      );
    }
    const [captured] = (await eventsAbout("razorpay", charged.body.id!)).filter(
      (event) => event.type === "payment.captured",
    );
    expect(captured).toBeDefined();
    expect(
      await Promise.all([
        deliver("razorpay", captured!),
        deliver("razorpay", captured!),
        deliver("razorpay", captured!),
      ]),
    ).toEqual([200, 200, 200]);
    expect(await orderState(charged.body.order_id)).toMatchObject({
      status: "paid",
      reservation: "taken",
      paid_payments: 1,
      mails: 1,
    });
    expect(await w.stockOf(item)).toBe(9);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  }, 60_000);

  describe("T4: forged callbacks are refused, change nothing and leave one warning", () => {
    it("a flipped signature character, and order A's signature on order B", async () => {
      const item = await w.pick("garment", { stock: 10 });
      const [a, b] = await customers(2);
      await w.addToCart(a!.headers, item);
      await w.addToCart(b!.headers, item);
      const orderA = await w.charge(a!.headers, { address: a!.addressId, pay_type: "Razorpay" });
      const orderB = await w.charge(b!.headers, { address: b!.addressId, pay_type: "Razorpay" });
      const paidA = await w.payRazorpay(orderA.body.id!);
      const warn = vi.spyOn(w.app.log, "warn");
      const signature = paidA.razorpay_signature!;
      const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
      const forged = await w.verify(a!.headers, {
        order_id: orderA.body.order_id,
        ...paidA,
        razorpay_signature: flipped,
      });
      expect(forged).toMatchObject({ status: 400, body: { message: CHECKOUT_MESSAGES.verifyFailed } });
      expect(warn).toHaveBeenCalledTimes(1);
      const crossed = await w.verify(b!.headers, { order_id: orderB.body.order_id, ...paidA });
      expect(crossed.status).toBe(400);
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
      expect((await orderState(orderA.body.order_id)).status).toBe("pending");
      expect((await orderState(orderB.body.order_id)).status).toBe("pending");
      expect(await w.stockOf(item)).toBe(8);
      // The genuine return still works afterwards.
      expect((await w.verify(a!.headers, { order_id: orderA.body.order_id, ...paidA })).body.status).toBe(
        "paid",
      );
    });

    it("an amount 1 paisa short of the order", async () => {
      const buyer = await w.customer();
      await w.addToCart(buyer.headers, await w.pick("garment"));
      const charged = await w.charge(buyer.headers, { address: buyer.addressId, pay_type: "Razorpay" });
      // The provider captures what its order says; the shop expects one paisa more.
      await w.app.db.execute(
        sql`update payments set amount = amount + 1 where order_id = ${charged.body.order_id}`,
      );
      const fields = await w.payRazorpay(charged.body.id!);
      const warn = vi.spyOn(w.app.log, "warn");
      expect((await w.verify(buyer.headers, { order_id: charged.body.order_id, ...fields })).status).toBe(
        400,
      );
      const [captured] = (await eventsAbout("razorpay", charged.body.id!)).filter(
        (event) => event.type === "payment.captured",
      );
      expect(await deliver("razorpay", captured!)).toBe(400);
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
      expect((await orderState(charged.body.order_id)).status).toBe("pending");
    });

    it("a Stripe event signed 301 s ago, and an unsigned or malformed webhook", async () => {
      const buyer = await w.customer();
      await w.addToCart(buyer.headers, await w.pick("garment"));
      const charged = await w.charge(buyer.headers, { address: buyer.addressId, pay_type: "Stripe" });
      const sessionId = new URL(charged.body.url!).pathname.split("/").pop()!;
      await w.pressPage(charged.body.url!, "pay");
      const [completed] = (await eventsAbout("stripe", sessionId)).filter(
        (event) => event.type === "checkout.session.completed",
      );
      const stale = Math.floor(Date.now() / 1000) - 301;
      const signature = createHmac("sha256", "whsec_sandbox0001")
        .update(`${stale}.${completed!.body}`)
        .digest("hex");
      const warn = vi.spyOn(w.app.log, "warn");
      const old = await deliver("stripe", {
        headers: { ...completed!.headers, "stripe-signature": `t=${stale},v1=${signature}` },
        body: completed!.body,
      });
      expect(old).toBe(400);
      expect(
        await deliver("stripe", { headers: { "content-type": "application/json" }, body: completed!.body }),
      ).toBe(400);
      expect(
        await deliver("razorpay", { headers: { "content-type": "application/json" }, body: "{not json" }),
      ).toBe(400);
      expect(warn).toHaveBeenCalledTimes(3);
      warn.mockRestore();
      expect((await orderState(charged.body.order_id)).status).toBe("pending");
      const stored = await w.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from webhook_events where payload::text like ${`%${sessionId}%`}`,
      );
      expect(Number(stored.rows[0]?.n)).toBe(0);
    });
  });

  describe("T5: webhook and browser in any order settle one paid order", () => {
    type Provider = "razorpay" | "paypal" | "stripe";
    const orders: Record<Provider, "Razorpay" | "PayPal" | "Stripe"> = {
      razorpay: "Razorpay",
      paypal: "PayPal",
      stripe: "Stripe",
    };
    const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 51)));

    async function round(provider: Provider, order: "webhook-first" | "browser-first" | "together") {
      const item = await w.pick("garment", { stock: 5 });
      const buyer = await w.customer();
      await w.addToCart(buyer.headers, item);
      const charged = await w.charge(buyer.headers, { address: buyer.addressId, pay_type: orders[provider] });
      let ref: string;
      let browser: Record<string, unknown>;
      if (provider === "razorpay") {
        ref = charged.body.id!;
        browser = { order_id: charged.body.order_id, ...(await w.payRazorpay(ref)) };
      } else {
        const url = new URL(charged.body.url!);
        ref = url.searchParams.get("token") ?? url.pathname.split("/").pop()!;
        browser = w.returnParams(await w.pressPage(charged.body.url!, "pay"));
      }
      const webhooks = async () => {
        for (const event of await eventsAbout(provider, ref)) await deliver(provider, event);
      };
      const verify = async () => {
        const answer = await http(buyer.headers, "POST", "/api/checkout/payment/verify", browser);
        expect(answer.status).toBe(200);
      };
      if (order === "webhook-first") {
        await webhooks();
        await verify();
      } else if (order === "browser-first") {
        await verify();
        await webhooks();
      } else {
        await Promise.all([jitter().then(webhooks), jitter().then(verify)]);
      }
      // PayPal's capture makes a second event (capture completed): delivered late, it changes nothing.
      await webhooks();
      expect(await orderState(charged.body.order_id)).toMatchObject({
        status: "paid",
        paid_payments: 1,
        mails: 1,
      });
      expect(await w.stockOf(item)).toBe(4);
    }

    for (const provider of ["razorpay", "paypal", "stripe"] as const) {
      it(`${provider}: webhook first, browser first, and both together ×20`, async () => {
        await round(provider, "webhook-first");
        await round(provider, "browser-first");
        for (let i = 0; i < 20; i += 1) await round(provider, "together");
      }, 120_000);
    }
  });
});
