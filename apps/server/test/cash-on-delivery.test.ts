import type { CodSettingsAnswer } from "@boutique/shared/schemas/cash-on-delivery";
import { COD_MESSAGES } from "@boutique/shared/schemas/cash-on-delivery";
import type { OrderDetailAnswer, QuoteAnswer } from "@boutique/shared/schemas/checkout";
import type { DashboardAnswer } from "@boutique/shared/schemas/dashboard";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers, LONDON } from "./checkout-fixtures";
import { lastMail } from "./helpers";

/**
 * Cash on delivery (issue 26 §1): the rules the checkout applies, the confirmation by code, link or phone,
 * the expiry, collection and the parcel refused at the door. The races at the end run over HTTP against a
 * listening server: on PostgreSQL (CI's second pass) they really run in parallel.
 */
describe("cash on delivery", () => {
  let w: CheckoutWorld;
  let admin: Headers;
  let base: string;

  const RULES = {
    enabled: true,
    max_order: 1_000_000,
    fee: 49,
    prepaid_discount: 100,
    refused_pincodes: "",
    custom_allowed: false,
    confirm_hours: 24,
    rto_limit: 2,
  };
  const setRules = (rules: Record<string, unknown>) =>
    w.call<CodSettingsAnswer & { message?: string }>(admin, "PUT", "/api/admin/cod-settings", rules);

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin } = await headersByRole(w.app, ["admin"]));
    base = await w.app.listen({ port: 0, host: "127.0.0.1" });
    expect((await setRules(RULES)).status).toBe(200);
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

  const quote = (headers: Headers, body: Record<string, unknown>) =>
    w.call<QuoteAnswer & { message?: string }>(headers, "POST", "/api/checkout/payment/quote", body);

  /** A shopper with one ready-made piece (or what `customization` makes of it) in the cart. */
  async function shopperWithCart(
    customization: Record<string, unknown> = {},
    address = undefined as typeof LONDON | undefined,
  ) {
    const shopper = await w.customer(address);
    const item = await w.pick("garment", { stock: 4 });
    await w.addToCart(shopper.headers, item, customization);
    return { ...shopper, item };
  }

  /** A COD order placed, and the code from its message. */
  async function placed() {
    const shopper = await shopperWithCart();
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "COD" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const mail = await lastMail(w.app, shopper.user.email, "cod_confirm_code");
    const code = mail!.text.match(/code (\d{6})/)![1]!;
    const token = mail!.text.match(/token=([A-Za-z0-9_.-]+)/)![1]!;
    return { ...shopper, orderId: charged.body.order_id, charged: charged.body, code, token };
  }

  const orderRow = async (orderId: number) =>
    (
      await w.app.db.execute<{
        status: string;
        fulfilment: string;
        reservation: string;
        cod_fee: number;
        total: number;
      }>(sql`select status, fulfilment, reservation, cod_fee, total from orders where id = ${orderId}`)
    ).rows[0]!;
  const eventsTo = async (orderId: number, to: string) =>
    Number(
      (
        await w.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from order_events where order_id = ${orderId} and to_state = ${to}`,
        )
      ).rows[0]!.n,
    );
  const cartSize = async (userId: number) =>
    Number(
      (
        await w.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${userId}`,
        )
      ).rows[0]!.n,
    );
  const confirmCode = (headers: Headers, orderId: number, code: string) =>
    w.call<{ message: string; status: string }>(headers, "POST", "/api/checkout/cod/confirm", {
      order_id: orderId,
      code,
    });
  const staff = (orderId: number, step: string, body?: Record<string, unknown>) =>
    w.call<OrderDetailAnswer & { message?: string }>(
      admin,
      "POST",
      `/api/admin/orders/${orderId}/cod/${step}`,
      body,
    );
  const ship = async (orderId: number) => {
    expect(
      (await w.call(admin, "POST", `/api/admin/orders/${orderId}`, { status: "ready_to_ship" })).status,
    ).toBe(200);
    const shipped = await w.call(admin, "POST", `/api/admin/orders/${orderId}`, {
      status: "shipped",
      carrier: "Delhivery",
      tracking_number: "DL123",
      tracking_url: "https://www.delhivery.com/track/package/DL123",
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  };

  describe("settings", () => {
    it("refuse bad rules with the field's message and keep the old ones", async () => {
      for (const [field, value, message] of [
        ["max_order", 0, COD_MESSAGES.maxOrder],
        ["fee", -1, COD_MESSAGES.fee],
        ["refused_pincodes", "110, 0123", COD_MESSAGES.pincodes],
        ["confirm_hours", 0, COD_MESSAGES.confirmHours],
        ["rto_limit", 1.5, COD_MESSAGES.rtoLimit],
      ] as const) {
        const refused = await setRules({ ...RULES, [field]: value });
        expect(refused.status, field).toBe(400);
        expect(refused.body.message).toBe(message);
      }
      expect((await setRules({ ...RULES, extra: 1 })).status).toBe(400);
      const kept = await w.call<CodSettingsAnswer>(admin, "GET", "/api/admin/cod-settings");
      expect(kept.body).toMatchObject({ enabled: true, fee: 49, max_order: 1_000_000, refused_pincodes: [] });
    });

    it("are for admins only", async () => {
      const shopper = await w.customer();
      expect((await w.call(shopper.headers, "GET", "/api/admin/cod-settings")).status).toBe(403);
      expect((await w.call(shopper.headers, "PUT", "/api/admin/cod-settings", RULES)).status).toBe(403);
    });
  });

  describe("the checkout's offer", () => {
    it("offers COD in India with its fee, and takes the amount off for paying online", async () => {
      const shopper = await shopperWithCart();
      const online = await quote(shopper.headers, { address: shopper.addressId });
      expect(online.body.cod).toEqual({ offered: true, reason: null, fee: 49, prepaid_discount: 100 });
      expect(online.body.pay_types).toContain("COD");
      expect(online.body.totals.prepaid_discount).toBe(100);
      const cod = await quote(shopper.headers, { address: shopper.addressId, pay_type: "COD" });
      expect(cod.body.totals.cod_fee).toBe(49);
      expect(cod.body.totals.prepaid_discount).toBe(0);
      expect(cod.body.totals.total).toBe(online.body.totals.total + 100 + 49);
    });

    it("says why not abroad, for made-to-measure, over the cap and to a refused pincode; the API refuses the same", async () => {
      const abroad = await shopperWithCart({}, LONDON);
      const measured = await shopperWithCart({ measurements: { Bust: 34, Waist: 28 } });
      const plain = await shopperWithCart();
      const cases: [typeof plain, string, () => Promise<unknown>][] = [
        [abroad, "Cash on delivery is for orders delivered in India.", async () => {}],
        [measured, "made-to-measure", async () => {}],
        [plain, "up to Rs 100", () => setRules({ ...RULES, max_order: 100 })],
        [plain, "pincode 110016", () => setRules({ ...RULES, refused_pincodes: "400, 1100" })],
      ];
      for (const [who, reason, arrange] of cases) {
        await arrange();
        const answer = await quote(who.headers, { address: who.addressId });
        expect(answer.body.cod.offered).toBe(false);
        expect(answer.body.cod.reason).toContain(reason);
        expect(answer.body.pay_types).not.toContain("COD");
        expect(answer.body.totals.prepaid_discount).toBe(0);
        const before = await w.ordersCount(who.user.id);
        const stock = await w.stockOf(who.item);
        const charged = await w.charge(who.headers, { address: who.addressId, pay_type: "COD" });
        expect(charged.status).toBe(400);
        expect(charged.body.message).toContain(reason);
        expect(await w.ordersCount(who.user.id)).toBe(before);
        expect(await w.stockOf(who.item)).toBe(stock);
      }
      await setRules(RULES);
    });

    it("is not offered at all while the shop has it off", async () => {
      const shopper = await shopperWithCart();
      await setRules({ ...RULES, enabled: false });
      const answer = await quote(shopper.headers, { address: shopper.addressId });
      expect(answer.body.cod).toMatchObject({ offered: false, reason: null });
      expect(answer.body.totals.prepaid_discount).toBe(0);
      expect((await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "COD" })).status).toBe(
        400,
      );
      await setRules(RULES);
    });
  });

  describe("placed, confirmed, shipped and collected", () => {
    it("holds stock, waits for the code, and is worked on only once confirmed", async () => {
      const order = await placed();
      expect(order.charged).toMatchObject({
        pay_type: "COD",
        status: "awaiting_confirmation",
        currency: "INR",
      });
      expect(order.charged.url).toBe(`/OrderConfirmation/${order.orderId}`);
      expect(await w.stockOf(order.item)).toBe(3);
      const row = await orderRow(order.orderId);
      expect(row.cod_fee).toBe(4900);
      // Not worked on before it is confirmed.
      const early = await w.call(admin, "POST", `/api/admin/orders/${order.orderId}`, {
        status: "ready_to_ship",
      });
      expect(early.status).toBe(409);

      const wrong = await confirmCode(
        order.headers,
        order.orderId,
        order.code === "000000" ? "000001" : "000000",
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(COD_MESSAGES.codeWrong);
      const other = await w.customer();
      expect((await confirmCode(other.headers, order.orderId, order.code)).status).toBe(404);
      expect((await confirmCode(order.headers, order.orderId, "12ab56")).status).toBe(400);
      expect(await cartSize(order.user.id)).toBe(1);

      const confirmed = await confirmCode(order.headers, order.orderId, order.code);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        message: COD_MESSAGES.confirmed,
        status: "awaiting_collection",
      });
      expect(await cartSize(order.user.id)).toBe(0);
      expect((await confirmCode(order.headers, order.orderId, order.code)).body.message).toBe(
        COD_MESSAGES.alreadyConfirmed,
      );
      expect(await lastMail(w.app, order.user.email, "cod_confirmed")).not.toBeNull();

      await ship(order.orderId);
      const invoices = await w.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from tax_documents where order_id = ${order.orderId} and kind = 'invoice'`,
      );
      expect(Number(invoices.rows[0]!.n)).toBe(1);
      const collected = await staff(order.orderId, "collected");
      expect(collected.status).toBe(200);
      expect(collected.body.order.status).toBe("paid");
      expect(await orderRow(order.orderId)).toMatchObject({ status: "paid", reservation: "taken" });
      expect((await staff(order.orderId, "collected")).status).toBe(409);
      // Collected cash is refunded as any paid order (recorded; staff pay it back).
      const refund = await w.call(admin, "POST", `/api/admin/orders/${order.orderId}/refunds`, {
        reason: "Customer changed mind",
        amount: 10,
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    });

    it("is confirmed from the link without signing in, after the page's Confirm (opening it changes nothing)", async () => {
      const order = await placed();
      const info = await http<{ awaiting: boolean; order_number: string }>(
        {},
        "GET",
        `/api/cod/confirm?token=${order.token}`,
      );
      expect(info.status).toBe(200);
      expect(info.body.awaiting).toBe(true);
      expect(JSON.stringify(info.body)).not.toContain(order.user.email);
      expect((await orderRow(order.orderId)).status).toBe("awaiting_confirmation");
      const forged = `${order.orderId}.${"A".repeat(24)}`;
      expect((await http({}, "POST", "/api/cod/confirm", { token: forged })).status).toBe(400);
      expect((await http({}, "GET", "/api/cod/confirm?token=nonsense")).status).toBe(400);
      const confirmed = await http({}, "POST", "/api/cod/confirm", { token: order.token });
      expect(confirmed.status).toBe(200);
      expect((await orderRow(order.orderId)).status).toBe("awaiting_collection");
    });

    it("staff confirm by phone with their name, or cancel before it ships (stock back)", async () => {
      const order = await placed();
      const confirmed = await staff(order.orderId, "confirm");
      expect(confirmed.status).toBe(200);
      const events = await w.app.db.execute<{ actor_name: string; data: { method: string } }>(
        sql`select actor_name, data from order_events where order_id = ${order.orderId} and to_state = 'awaiting_collection'`,
      );
      expect(events.rows[0]!.data.method).toBe("phone");
      expect(events.rows[0]!.actor_name).not.toBe("");
      const cancelled = await staff(order.orderId, "cancel");
      expect(cancelled.status).toBe(200);
      expect(await orderRow(order.orderId)).toMatchObject({ status: "failed", fulfilment: "cancelled" });
      expect(await w.stockOf(order.item)).toBe(4);
    });

    it("ends unconfirmed after the hours to confirm, giving the stock back; a late code is refused", async () => {
      const order = await placed();
      await w.app.db.execute(
        sql`update orders set expires_at = now() - interval '1 minute' where id = ${order.orderId}`,
      );
      const pass = await w.app.jobs.runOnce();
      expect(pass.codEnded).toBeGreaterThanOrEqual(1);
      expect((await orderRow(order.orderId)).status).toBe("failed");
      expect(await w.stockOf(order.item)).toBe(4);
      const late = await confirmCode(order.headers, order.orderId, order.code);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(COD_MESSAGES.ended);
    });

    it("stops taking codes after five wrong ones until a new code is sent", async () => {
      const order = await placed();
      const wrongCode = order.code === "111111" ? "222222" : "111111";
      for (let i = 0; i < 5; i++)
        expect((await confirmCode(order.headers, order.orderId, wrongCode)).status).toBe(400);
      const locked = await confirmCode(order.headers, order.orderId, order.code);
      expect(locked.status).toBe(429);
      expect(
        (await w.call(order.headers, "POST", "/api/checkout/cod/resend", { order_id: order.orderId })).status,
      ).toBe(429);
      await w.app.db.execute(
        sql`update cod_confirmations set sent_at = now() - interval '2 minutes' where order_id = ${order.orderId}`,
      );
      expect(
        (await w.call(order.headers, "POST", "/api/checkout/cod/resend", { order_id: order.orderId })).status,
      ).toBe(200);
      const fresh = (await lastMail(w.app, order.user.email, "cod_confirm_code"))!.text.match(
        /code (\d{6})/,
      )![1]!;
      expect((await confirmCode(order.headers, order.orderId, fresh)).status).toBe(200);
    });
  });

  describe("refused at the door (RTO)", () => {
    it("gives the stock back once, credits the invoice, and after two refusals offers prepaid only", async () => {
      const first = await placed();
      await staff(first.orderId, "confirm");
      expect((await staff(first.orderId, "returned", { reason: "Refused" })).status).toBe(409);
      await ship(first.orderId);
      expect((await staff(first.orderId, "returned", { reason: "" })).status).toBe(400);
      const returned = await staff(first.orderId, "returned", { reason: "Refused at the door" });
      expect(returned.status, JSON.stringify(returned.body)).toBe(200);
      expect(await orderRow(first.orderId)).toMatchObject({
        status: "returned_to_origin",
        fulfilment: "returned",
        reservation: "released",
      });
      expect(await w.stockOf(first.item)).toBe(4);
      expect((await staff(first.orderId, "returned", { reason: "again" })).status).toBe(409);
      expect(await w.stockOf(first.item)).toBe(4);
      const notes = await w.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from tax_documents where order_id = ${first.orderId} and kind = 'credit_note' and refund_id is null`,
      );
      expect(Number(notes.rows[0]!.n)).toBe(1);

      // A second refusal by the same customer: COD is no longer offered to them.
      const item = await w.pick("garment", { stock: 4 });
      await w.addToCart(first.headers, item);
      const second = await w.charge(first.headers, { address: first.addressId, pay_type: "COD" });
      expect(second.status).toBe(200);
      await staff(second.body.order_id, "confirm");
      await ship(second.body.order_id);
      await staff(second.body.order_id, "returned", { reason: "Not at home" });
      await w.addToCart(first.headers, item);
      const after = await quote(first.headers, { address: first.addressId });
      expect(after.body.cod.offered).toBe(false);
      expect(after.body.cod.reason).toContain("refused");
      const detail = await w.call<OrderDetailAnswer>(
        admin,
        "GET",
        `/api/admin/orders/${second.body.order_id}`,
      );
      expect(detail.body.cod?.refused_parcels).toBe(2);
    });
  });

  it("shows on the dashboard: orders placed, cash to collect, confirmation and RTO rates", async () => {
    const dashboard = async () =>
      (await w.call<DashboardAnswer>(admin, "GET", "/api/admin/orders/dashboard")).body.cod;
    const before = await dashboard();
    expect(before.rto_rate).toBeGreaterThan(0);
    expect(before.confirmation_rate).toBeGreaterThan(0);
    const newCount = async () =>
      (await w.call<{ count: number }>(admin, "GET", "/api/admin/orders/new-count")).body.count;
    const newBefore = await newCount();
    const order = await placed();
    const placedFigures = await dashboard();
    expect(placedFigures.orders).toBe(before.orders + 1);
    expect(placedFigures.to_collect).toBe(before.to_collect);
    // Not to be worked on before it is confirmed: the header's count of new orders waits too.
    expect(await newCount()).toBe(newBefore);
    await staff(order.orderId, "confirm");
    expect(await newCount()).toBe(newBefore + 1);
    const confirmed = await dashboard();
    expect(confirmed.to_collect).toBe(before.to_collect + 1);
    expect(confirmed.to_collect_value).toBeCloseTo(before.to_collect_value + order.charged.amount / 100, 2);
    await ship(order.orderId);
    await staff(order.orderId, "collected");
    expect((await dashboard()).to_collect).toBe(before.to_collect);
  });

  describe("races (real parallel requests on PostgreSQL)", () => {
    it("two confirmations at once confirm once", async () => {
      const order = await placed();
      const answers = await Promise.all([
        http(order.headers, "POST", "/api/checkout/cod/confirm", {
          order_id: order.orderId,
          code: order.code,
        }),
        http({}, "POST", "/api/cod/confirm", { token: order.token }),
        http(order.headers, "POST", "/api/checkout/cod/confirm", {
          order_id: order.orderId,
          code: order.code,
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await eventsTo(order.orderId, "awaiting_collection")).toBe(1);
    });

    it("a confirmation racing the expiry ends one way, never both", async () => {
      for (let round = 0; round < 3; round++) {
        const order = await placed();
        await w.app.db.execute(
          sql`update orders set expires_at = now() + interval '150 milliseconds' where id = ${order.orderId}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 150));
        await Promise.all([
          http(order.headers, "POST", "/api/checkout/cod/confirm", {
            order_id: order.orderId,
            code: order.code,
          }),
          w.app.checkout.endUnconfirmedCod(),
        ]);
        const row = await orderRow(order.orderId);
        const confirmed = await eventsTo(order.orderId, "awaiting_collection");
        const ended = await eventsTo(order.orderId, "failed");
        expect(confirmed + ended).toBe(1);
        expect(row.status).toBe(confirmed ? "awaiting_collection" : "failed");
        expect(await w.stockOf(order.item)).toBe(confirmed ? 3 : 4);
      }
    });

    it("two RTOs at once give the stock back once", async () => {
      const order = await placed();
      await staff(order.orderId, "confirm");
      await ship(order.orderId);
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          http(admin, "POST", `/api/admin/orders/${order.orderId}/cod/returned`, { reason: "Refused" }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await w.stockOf(order.item)).toBe(4);
    });
  });
});
