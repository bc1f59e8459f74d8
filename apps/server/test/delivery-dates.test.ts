import {
  addWorkingDays,
  earliestDelivery,
  formatCalendarDate,
  shopDay,
  workingDaysBefore,
} from "@boutique/shared/delivery-dates";
import { DELIVERY_MESSAGES } from "@boutique/shared/schemas/delivery";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/modules/catalog/catalog.tables";
import { orderLines, orders } from "../src/modules/orders/orders.tables";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, LONDON } from "./checkout-fixtures";

type Json = Record<string, unknown>;
type Estimate = { dispatch_on: string; deliver_on: string };

/**
 * The settings every expectation here is computed from: no cut-off (so the hour of the run does not
 * matter), two holidays inside the next weeks, and plain numbers of days.
 */
const today = () => shopDay(new Date()).date;
const HOLIDAYS = [addWorkingDays(today(), 1, []), addWorkingDays(today(), 9, [])];
const SETTINGS = {
  dispatch_days: 2,
  stage_days: { measurements_checked: 1, cutting: 2, stitching: 5, finishing: 2 },
  domestic_transit_days: 3,
  cutoff_hour: 24,
  holidays: HOLIDAYS,
};
/** What the shop should promise for a line taking `making` working days and a courier taking `transit`. */
const expected = (making: number, transit: number) => {
  const dates = earliestDelivery({
    orderedOn: today(),
    lineDays: [making],
    transitDays: transit,
    holidays: HOLIDAYS,
  });
  return { dispatch_on: dates.dispatchOn, deliver_on: dates.deliverOn };
};

describe("delivery dates (issue 27 §3)", () => {
  let world: CheckoutWorld;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let employee: Record<string, string>;

  beforeAll(async () => {
    world = await buildCheckoutWorld();
    ({
      admin,
      Editor: editor,
      Employee: employee,
    } = await headersByRole(world.app, ["admin", "Editor", "Employee"]));
    const saved = await world.call(admin, "PUT", "/api/admin/delivery-settings", SETTINGS);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(() => world?.close());

  const productDelivery = async (productId: number, country = "IN") => {
    const response = await world.app.inject({
      url: `/api/products/${productId}/delivery?country=${country}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      ready_made: Estimate | null;
      made_to_measure: Estimate | null;
      deliverable: boolean;
    };
  };

  it("keeps the settings as staff set them, and refuses nonsense with its own message, changing nothing", async () => {
    const read = await world.call<Json>(admin, "GET", "/api/admin/delivery-settings");
    // Rush tailoring is off until staff offer it.
    expect(read.body).toEqual({
      ...SETTINGS,
      holidays: [...HOLIDAYS].sort(),
      rush: { enabled: false, tailoring_days: 5, fee: 2500 },
      approval_days: 3,
      fit_days: 7,
      fit_shipping_paid: true,
    });
    const bad: [Json, string][] = [
      [{ ...SETTINGS, dispatch_days: -1 }, DELIVERY_MESSAGES.dispatchDays],
      [{ ...SETTINGS, domestic_transit_days: 0 }, DELIVERY_MESSAGES.transitDays],
      [{ ...SETTINGS, stage_days: { ...SETTINGS.stage_days, stitching: 2.5 } }, DELIVERY_MESSAGES.stageDays],
      [{ ...SETTINGS, cutoff_hour: 25 }, DELIVERY_MESSAGES.cutoffHour],
      [{ ...SETTINGS, holidays: ["2026-02-30"] }, DELIVERY_MESSAGES.holiday],
    ];
    for (const [body, message] of bad) {
      const answer = await world.call<Json>(admin, "PUT", "/api/admin/delivery-settings", body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await world.call<Json>(admin, "GET", "/api/admin/delivery-settings")).body).toEqual(read.body);
    // Working days are the shop's business: only the admin changes them.
    expect((await world.call(editor, "PUT", "/api/admin/delivery-settings", SETTINGS)).status).toBe(403);
    expect((await world.call(employee, "GET", "/api/admin/delivery-settings")).status).toBe(403);
  });

  it("gives a product's dates from its own days, else its category's, else the shop's; abroad by its zone", async () => {
    const item = await world.pick("garment");
    const [product] = await world.app.db.select().from(products).where(eq(products.id, item.productId));
    const tailoring = 1 + 2 + 5 + 2;
    expect(await productDelivery(item.productId)).toEqual({
      country: "IN",
      deliverable: true,
      ready_made: expected(2, 3),
      made_to_measure: expected(tailoring, 3),
    });

    // The category says 4 days: the product follows it; the product's own 7 wins over it.
    const category = await world.call<Json>(
      editor,
      "PUT",
      `/api/admin/category/${product!.categoryId}/delivery`,
      {
        processing_days: 4,
      },
    );
    expect(category.body).toMatchObject({ processing_days: 4, inherited: 2 });
    expect((await productDelivery(item.productId)).ready_made).toEqual(expected(4, 3));
    const own = await world.call<Json>(editor, "PUT", `/api/admin/products/${item.productId}/delivery`, {
      processing_days: 7,
    });
    expect(own.body).toMatchObject({ processing_days: 7, inherited: 4 });
    expect((await productDelivery(item.productId)).ready_made).toEqual(expected(7, 3));
    // Made to measure goes by the tailoring stages, whatever the product's days.
    expect((await productDelivery(item.productId)).made_to_measure).toEqual(expected(tailoring, 3));
    await world.call(editor, "PUT", `/api/admin/products/${item.productId}/delivery`, {
      processing_days: null,
    });
    await world.call(editor, "PUT", `/api/admin/category/${product!.categoryId}/delivery`, {
      processing_days: null,
    });
    expect((await productDelivery(item.productId)).ready_made).toEqual(expected(2, 3));

    // The UK's zone takes 6 courier days; a country in no zone is not delivered to.
    const zone = await world.app.db.execute<{ id: number }>(
      sql`select zone_id as id from shipping_zone_countries where country_code = 'GB'`,
    );
    const zoneUrl = `/api/admin/shipping/zones/${zone.rows[0]!.id}`;
    expect((await world.call(admin, "PUT", zoneUrl, { transit_days: 0 })).status).toBe(400);
    const changed = await world.call<{ data: Json }>(admin, "PUT", zoneUrl, { transit_days: 6 });
    expect(changed.body.data).toMatchObject({ transit_days: 6 });
    expect((await productDelivery(item.productId, "GB")).ready_made).toEqual(expected(2, 6));
    await world.app.db.execute(sql`delete from shipping_zone_countries where country_code = 'AQ'`);
    expect(await productDelivery(item.productId, "AQ")).toMatchObject({
      deliverable: false,
      ready_made: null,
    });

    // Bad input: a 4xx with its message, nothing changed.
    const bad = await world.call<Json>(editor, "PUT", `/api/admin/products/${item.productId}/delivery`, {
      processing_days: 61,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: DELIVERY_MESSAGES.processingDays } });
    expect(
      (await world.app.inject({ url: `/api/products/${item.productId}/delivery?country=India` })).statusCode,
    ).toBe(400);
    expect((await world.app.inject({ url: "/api/products/99999999999/delivery" })).statusCode).toBe(400);
    expect(
      (
        await world.call(employee, "PUT", `/api/admin/products/${item.productId}/delivery`, {
          processing_days: 1,
        })
      ).status,
    ).toBe(403);
    const [unchanged] = await world.app.db.select().from(products).where(eq(products.id, item.productId));
    expect(unchanged!.processingDays).toBeNull();
  });

  it("promises the slowest line's date at checkout, refuses a need-by date it cannot meet, and keeps both on the order", async () => {
    const buyer = await world.customer();
    const readyMade = await world.pick("garment");
    const measured = await world.pick("garment");
    await world.addToCart(buyer.headers, readyMade);
    await world.addToCart(buyer.headers, measured, { measurements: { Bust: 34, Waist: 28 } });
    const promise = expected(10, 3);

    const quote = await world.call<Json>(buyer.headers, "POST", "/api/checkout/payment/quote", {
      address: buyer.addressId,
      need_by: workingDaysBefore(promise.deliver_on, 1, HOLIDAYS),
    });
    expect(quote.status).toBe(200);
    expect(quote.body.delivery).toEqual({ country: "IN", ...promise });
    const tooSoon = DELIVERY_MESSAGES.tooSoon(formatCalendarDate(promise.deliver_on));
    expect(quote.body.need_by).toMatchObject({ ok: false, message: tooSoon });

    // The charge refuses a day too soon, a day gone and a day over a year off, and places no order.
    const refusals: [string, string][] = [
      [workingDaysBefore(promise.deliver_on, 1, HOLIDAYS), tooSoon],
      [workingDaysBefore(today(), 1, []), DELIVERY_MESSAGES.needByPast],
      [addWorkingDays(today(), 400, []), DELIVERY_MESSAGES.needByTooFar],
      ["31/12/2026", DELIVERY_MESSAGES.needBy],
    ];
    for (const [needBy, message] of refusals) {
      const refused = await world.charge(buyer.headers, {
        address: buyer.addressId,
        pay_type: "Razorpay",
        need_by: needBy,
      });
      expect(refused.status, needBy).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await world.ordersCount(buyer.user.id)).toBe(0);

    // The promised day itself is fine: the order keeps it, and the customer's order page shows it.
    const placed = await world.charge(buyer.headers, {
      address: buyer.addressId,
      pay_type: "Razorpay",
      need_by: promise.deliver_on,
    });
    expect(placed.status).toBe(200);
    const [order] = await world.app.db.select().from(orders).where(eq(orders.id, placed.body.order_id));
    expect(order).toMatchObject({
      needBy: promise.deliver_on,
      dispatchBy: promise.dispatch_on,
      deliverBy: promise.deliver_on,
    });
    const page = await world.call<{ order: Json; late_stages: unknown[] }>(
      buyer.headers,
      "GET",
      `/api/admin/orders/${order!.id}`,
    );
    expect(page.body.order).toMatchObject({
      need_by: promise.deliver_on,
      dispatch_by: promise.dispatch_on,
      deliver_by: promise.deliver_on,
    });
    expect(page.body.late_stages).toEqual([]);

    // Paid: the confirmation mail names both days.
    const fields = await world.payRazorpay(placed.body.id!);
    expect((await world.verify(buyer.headers, { order_id: order!.id, ...fields })).status).toBe(200);
    const mail = await world.app.db.execute<{ text: string }>(
      sql`select text from email_outbox where recipient = ${order!.email} and kind = 'order_paid'`,
    );
    expect(mail.rows[0]?.text).toContain(
      `We will deliver it by ${formatCalendarDate(promise.deliver_on)} (you need it by ${formatCalendarDate(promise.deliver_on)})`,
    );
  });

  it("sorts the back office's orders by need-by date and flags a late one, and names the stage behind", async () => {
    const buyer = await world.customer(LONDON);
    const item = await world.pick("garment");
    await world.addToCart(buyer.headers, item, { measurements: { Bust: 34, Waist: 28 } });
    const placed = await world.charge(buyer.headers, { address: buyer.addressId, pay_type: "Razorpay" });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id;
    const other = await world.customer();
    await world.addToCart(other.headers, await world.pick("garment"));
    const undated = (await world.charge(other.headers, { address: other.addressId, pay_type: "Razorpay" }))
      .body.order_id;
    // Paid, in production, still at cutting; its dispatch day was yesterday, needed in three days.
    const dispatchBy = workingDaysBefore(today(), 1, HOLIDAYS);
    await world.app.db
      .update(orders)
      .set({
        status: "paid",
        fulfilment: "in_production",
        dispatchBy,
        needBy: addWorkingDays(today(), 3, []),
      })
      .where(eq(orders.id, orderId));
    await world.app.db
      .update(orderLines)
      .set({ tailoringStage: "cutting" })
      .where(eq(orderLines.orderId, orderId));

    const list = await world.call<{ data: Json[] }>(
      admin,
      "GET",
      "/api/admin/orders/all?sort=need_by&page_size=100",
    );
    expect(list.status).toBe(200);
    const withDates = list.body.data.filter((row) => row.need_by !== null);
    expect(withDates.map((row) => row.need_by)).toEqual(withDates.map((row) => row.need_by).sort());
    // Orders without a need-by date come after every order with one.
    const firstWithout = list.body.data.findIndex((row) => row.need_by === null);
    expect(list.body.data.find((row) => row.id === undated)).toMatchObject({ need_by: null });
    expect(firstWithout).toBe(withDates.length);
    expect(list.body.data.find((row) => row.id === orderId)).toMatchObject({ late: true });
    expect(list.body.data.filter((row) => row.late).map((row) => row.id)).toEqual([orderId]);

    const page = await world.call<{ late_stages: Json[] }>(admin, "GET", `/api/admin/orders/${orderId}`);
    expect(page.body.late_stages).toEqual([
      expect.objectContaining({ stage: "cutting", due_by: expect.any(String) }),
    ]);
    expect(String(page.body.late_stages[0]!.due_by) < today()).toBe(true);
    // The customer does not see the workshop's warnings.
    const own = await world.call<{ late_stages: Json[] }>(
      buyer.headers,
      "GET",
      `/api/admin/orders/${orderId}`,
    );
    expect(own.body.late_stages).toEqual([]);
    // Once it is in its last stage with days to spare, nothing is late.
    await world.app.db
      .update(orders)
      .set({ dispatchBy: addWorkingDays(today(), 5, HOLIDAYS) })
      .where(eq(orders.id, orderId));
    await world.app.db
      .update(orderLines)
      .set({ tailoringStage: "finishing" })
      .where(eq(orderLines.orderId, orderId));
    expect(
      (await world.call<{ late_stages: Json[] }>(admin, "GET", `/api/admin/orders/${orderId}`)).body
        .late_stages,
    ).toEqual([]);
    expect((await world.call(admin, "GET", "/api/admin/orders/all?sort=oldest")).status).toBe(400);
  });
});

describe("rush tailoring (issue 27 §3)", () => {
  let world: CheckoutWorld;
  let admin: Record<string, string>;
  const RUSH = { enabled: true, tailoring_days: 4, fee: 2500 };

  beforeAll(async () => {
    world = await buildCheckoutWorld();
    ({ admin } = await headersByRole(world.app, ["admin"]));
    const saved = await world.call(admin, "PUT", "/api/admin/delivery-settings", { ...SETTINGS, rush: RUSH });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
  afterAll(() => world?.close());

  it("offers the rush with its price and date when a need-by date is too soon, and charges it in the pieces' prices", async () => {
    const buyer = await world.customer();
    const measured = await world.pick("garment");
    await world.addToCart(buyer.headers, measured, { measurements: { Bust: 34, Waist: 28 } });
    const normal = expected(10, 3);
    const rushed = expected(4, 3);
    expect(rushed.deliver_on < normal.deliver_on).toBe(true);

    const asked = await world.call<Json>(buyer.headers, "POST", "/api/checkout/payment/quote", {
      address: buyer.addressId,
      need_by: rushed.deliver_on,
    });
    expect(asked.body.need_by).toMatchObject({ ok: false });
    expect(asked.body.rush).toEqual({ fee: 2500, deliver_on: rushed.deliver_on, chosen: false });
    const before = (asked.body.totals as { subtotal: number }).subtotal;

    const withRush = await world.call<Json>(buyer.headers, "POST", "/api/checkout/payment/quote", {
      address: buyer.addressId,
      need_by: rushed.deliver_on,
      rush: true,
    });
    expect(withRush.body.need_by).toMatchObject({ ok: true, message: null });
    expect(withRush.body.delivery).toMatchObject(rushed);
    expect((withRush.body.totals as { subtotal: number }).subtotal).toBe(before + 2500);

    const placed = await world.charge(buyer.headers, {
      address: buyer.addressId,
      pay_type: "Razorpay",
      need_by: rushed.deliver_on,
      rush: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await world.app.db.select().from(orders).where(eq(orders.id, placed.body.order_id));
    expect(order).toMatchObject({
      rushFee: 250_000,
      deliverBy: rushed.deliver_on,
      needBy: rushed.deliver_on,
    });
    const [line] = await world.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line!.sellingPrice).toBe(measured.sellingPaise + 250_000);
  });

  it("refuses the rush where it is not offered: a ready-made order, or with the rush switched off", async () => {
    const buyer = await world.customer();
    await world.addToCart(buyer.headers, await world.pick("garment"));
    const readyMade = await world.charge(buyer.headers, {
      address: buyer.addressId,
      pay_type: "Razorpay",
      rush: true,
    });
    expect(readyMade).toMatchObject({ status: 400, body: { message: DELIVERY_MESSAGES.rushUnavailable } });
    const quote = await world.call<Json>(buyer.headers, "POST", "/api/checkout/payment/quote", {
      address: buyer.addressId,
    });
    expect(quote.body.rush).toBeNull();

    await world.call(admin, "PUT", "/api/admin/delivery-settings", {
      ...SETTINGS,
      rush: { ...RUSH, enabled: false },
    });
    const other = await world.customer();
    await world.addToCart(other.headers, await world.pick("garment"), { measurements: { Bust: 34 } });
    const off = await world.charge(other.headers, {
      address: other.addressId,
      pay_type: "Razorpay",
      rush: true,
    });
    expect(off).toMatchObject({ status: 400, body: { message: DELIVERY_MESSAGES.rushUnavailable } });
    expect(await world.ordersCount(buyer.user.id)).toBe(0);
    expect(await world.ordersCount(other.user.id)).toBe(0);
    // A save without `rush` leaves it as it was.
    await world.call(admin, "PUT", "/api/admin/delivery-settings", SETTINGS);
    expect((await world.call<Json>(admin, "GET", "/api/admin/delivery-settings")).body.rush).toEqual({
      ...RUSH,
      enabled: false,
    });
  });
});

describe("a rushed piece's stages", () => {
  it("share the rush's days in the stages' proportions, summing to them", async () => {
    const { stageDays } = await import("../src/modules/delivery/delivery.service");
    const rules = {
      ...SETTINGS,
      rush: { enabled: true, tailoring_days: 4, fee: 0 },
      approval_days: 3,
      fit_days: 7,
      fit_shipping_paid: true,
    };
    expect(stageDays(rules, false)).toEqual([
      ["measurements_checked", 1],
      ["cutting", 2],
      ["stitching", 5],
      ["finishing", 2],
    ]);
    // 10 days into 4: 0.4, 0.8, 2, 0.8 → 0, 0, 2, 0, and the two days left to the largest remainders.
    expect(stageDays(rules, true)).toEqual([
      ["measurements_checked", 0],
      ["cutting", 1],
      ["stitching", 2],
      ["finishing", 1],
    ]);
  });
});
