import { canMoveFulfilment, canMovePayment, canMoveTailoring } from "@boutique/shared/order-transitions";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import {
  FULFILMENT_STATUSES,
  LIFECYCLE_MESSAGES,
  ORDER_PAYMENT_STATUSES,
  TAILORING_STAGES,
} from "@boutique/shared/schemas/order-lifecycle";
import type { AdminOrderListAnswer, OrderStaffView } from "@boutique/shared/schemas/orders-admin";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveFinishedPiece, headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers } from "./checkout-fixtures";
import { lastMail } from "./helpers";

/** Every allowed move, written out: a change to the tables must change this list too. */
const ALLOWED = {
  payment: [
    "pending>paid",
    "pending>failed",
    "failed>paid",
    "paid>partially_refunded",
    "paid>refunded",
    "partially_refunded>partially_refunded",
    "partially_refunded>refunded",
    "awaiting_confirmation>awaiting_collection",
    "awaiting_confirmation>failed",
    "awaiting_collection>paid",
    "awaiting_collection>returned_to_origin",
    "awaiting_collection>failed",
  ],
  fulfilment: [
    "pending>in_production",
    "pending>ready_to_ship",
    "pending>cancelled",
    "in_production>ready_to_ship",
    "in_production>cancelled",
    "ready_to_ship>shipped",
    "shipped>delivered",
    "shipped>returned",
  ],
  tailoring: [
    "none>measurements_checked",
    "measurements_checked>cutting",
    "cutting>stitching",
    "stitching>finishing",
  ],
};

describe("the order transition tables", () => {
  const pairs = <T extends string>(states: readonly T[]) =>
    states.flatMap((from) => states.map((to) => [from, to] as const));

  it("payment allows exactly its listed moves", () => {
    const allowed = pairs(ORDER_PAYMENT_STATUSES)
      .filter(([from, to]) => canMovePayment(from, to))
      .map(([from, to]) => `${from}>${to}`);
    expect(allowed.sort()).toEqual([...ALLOWED.payment].sort());
  });

  it("fulfilment allows exactly its listed moves, none backwards", () => {
    const allowed = pairs(FULFILMENT_STATUSES)
      .filter(([from, to]) => canMoveFulfilment(from, to))
      .map(([from, to]) => `${from}>${to}`);
    expect(allowed.sort()).toEqual([...ALLOWED.fulfilment].sort());
  });

  it("tailoring allows exactly its listed moves, one stage at a time", () => {
    const states = [null, ...TAILORING_STAGES] as const;
    const allowed = states.flatMap((from) =>
      TAILORING_STAGES.filter((to) => canMoveTailoring(from, to)).map((to) => `${from ?? "none"}>${to}`),
    );
    expect(allowed.sort()).toEqual([...ALLOWED.tailoring].sort());
  });
});

describe("moving a paid order to the customer's door", () => {
  let w: CheckoutWorld;
  let admin: Headers;
  let editor: Headers;
  let employee: Headers;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({
      admin,
      Editor: editor,
      Employee: employee,
    } = await headersByRole(w.app, ["admin", "Editor", "Employee"]));
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  /** A paid order with one made-to-measure line and one ready-made line. */
  async function paidOrder() {
    const shopper = await w.customer();
    const measured = await w.pick("garment", { stock: 3 });
    const ready = await w.pick("garment", { stock: 3 });
    await w.addToCart(shopper.headers, measured, { measurements: { Bust: 34, Waist: 28 } });
    await w.addToCart(shopper.headers, ready);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(charged.status).toBe(200);
    const fields = await w.payRazorpay(charged.body.id!);
    const verified = await w.verify(shopper.headers, { order_id: charged.body.order_id, ...fields });
    expect(verified.body.status).toBe("paid");
    const orderId = charged.body.order_id!;
    const detail = await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`);
    const line = detail.body.orders.find((candidate) => candidate.made_to_measure)!;
    expect(line).toBeDefined();
    return { shopper, orderId, lineId: line.id };
  }

  const move = (orderId: number, body: Record<string, unknown>, headers = admin) =>
    w.call<OrderDetailAnswer & { message: string }>(headers, "POST", `/api/admin/orders/${orderId}`, body);
  const tailor = (orderId: number, lineId: number, stage: string) =>
    w.call<OrderDetailAnswer & { message: string }>(
      admin,
      "POST",
      `/api/admin/orders/${orderId}/lines/${lineId}/stage`,
      {
        stage,
      },
    );
  const stateOf = async (orderId: number) =>
    (
      await w.app.db.execute<{ fulfilment: string; events: number }>(
        sql`select fulfilment, (select count(*)::int from order_events e where e.order_id = o.id) as events from orders o where o.id = ${orderId}`,
      )
    ).rows[0]!;

  it("goes through every stage to delivered; the customer sees each with its date and gets a mail for each", async () => {
    const { shopper, orderId, lineId } = await paidOrder();
    expect((await move(orderId, { status: "in_production" })).body.order.fulfilment).toBe("in_production");
    expect((await lastMail(w.app, shopper.user.email, "order_in_production"))?.subject).toContain(
      "being made",
    );

    for (const stage of TAILORING_STAGES) {
      const moved = await tailor(orderId, lineId, stage);
      expect(moved.status).toBe(200);
      expect(moved.body.orders.find((line) => line.id === lineId)!.tailoring_stage).toBe(stage);
      expect(await lastMail(w.app, shopper.user.email, `order_tailoring_${stage}`)).not.toBeNull();
    }
    await approveFinishedPiece(w.app, admin, orderId, lineId);
    expect((await move(orderId, { status: "ready_to_ship" })).status).toBe(200);
    const shipped = await move(orderId, {
      status: "shipped",
      carrier: "DHL Express",
      tracking_number: "JD014600006281",
      tracking_url: "https://www.dhl.com/in-en/home/tracking.html?tracking-id=JD014600006281",
    });
    expect(shipped.body.order).toMatchObject({
      fulfilment: "shipped",
      carrier: "DHL Express",
      tracking_number: "JD014600006281",
    });
    const shippedMail = await lastMail(w.app, shopper.user.email, "order_shipped");
    expect(shippedMail?.text).toContain("JD014600006281");
    expect(shippedMail?.html).toContain(
      "https://www.dhl.com/in-en/home/tracking.html?tracking-id=JD014600006281",
    );

    const done = await move(orderId, { status: "completed" });
    expect(done.body.order).toMatchObject({ fulfilment: "delivered", order_status: "completed" });
    expect(await lastMail(w.app, shopper.user.email, "order_delivered")).not.toBeNull();

    const seen = await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`);
    const steps = seen.body.timeline.map((event) => `${event.kind}:${event.to}`);
    expect(steps).toEqual([
      "payment:paid",
      "fulfilment:in_production",
      ...TAILORING_STAGES.map((stage) => `tailoring:${stage}`),
      "fulfilment:ready_to_ship",
      "fulfilment:shipped",
      "fulfilment:delivered",
    ]);
    // The customer's timeline never names the staff member; the staff history does.
    expect(JSON.stringify(seen.body.timeline)).not.toContain("Test User");
    const history = await w.call<OrderStaffView>(admin, "GET", `/api/admin/orders/${orderId}/staff`);
    expect(history.body.history.filter((entry) => entry.by === "Test User")).toHaveLength(8);
  });

  it("sends an order of ready-made pieces from pending straight to ready to ship (issue 26 §5)", async () => {
    const shopper = await w.customer();
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 3 }));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    const fields = await w.payRazorpay(charged.body.id!);
    await w.verify(shopper.headers, { order_id: charged.body.order_id, ...fields });
    const orderId = charged.body.order_id!;
    const ready = await move(orderId, { status: "ready_to_ship" });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.order.fulfilment).toBe("ready_to_ship");
    expect(await lastMail(w.app, shopper.user.email, "order_in_production")).toBeNull();
    const seen = await w.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`);
    expect(seen.body.timeline.map((event) => `${event.kind}:${event.to}`)).toEqual([
      "payment:paid",
      "fulfilment:ready_to_ship",
    ]);
  });

  it("refuses a stage that does not follow, an unpaid order, shipping without tracking and unfinished tailoring, changing nothing", async () => {
    const { orderId, lineId } = await paidOrder();
    const before = await stateOf(orderId);

    const skipped = await move(orderId, {
      status: "shipped",
      carrier: "DHL",
      tracking_number: "1",
      tracking_url: "https://x.example/1",
    });
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe(LIFECYCLE_MESSAGES.stageDoesNotFollow);
    expect((await move(orderId, { status: "cancelled" })).body.message).toBe(
      LIFECYCLE_MESSAGES.cancelThroughRefund,
    );
    expect((await move(orderId, { status: "packed" })).status).toBe(400);
    const early = await tailor(orderId, lineId, "measurements_checked");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(LIFECYCLE_MESSAGES.notInProduction);
    expect(await stateOf(orderId)).toEqual(before);
    // A made-to-measure piece is made first: the order cannot skip production.
    const straight = await move(orderId, { status: "ready_to_ship" });
    expect(straight.status).toBe(409);
    expect(straight.body.message).toBe(LIFECYCLE_MESSAGES.tailoringUnfinished);
    expect(await stateOf(orderId)).toEqual(before);

    await move(orderId, { status: "in_production" });
    const unfinished = await move(orderId, { status: "ready_to_ship" });
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.message).toBe(LIFECYCLE_MESSAGES.tailoringUnfinished);
    const jumped = await tailor(orderId, lineId, "stitching");
    expect(jumped.status).toBe(409);
    for (const stage of TAILORING_STAGES) await tailor(orderId, lineId, stage);
    await approveFinishedPiece(w.app, admin, orderId, lineId);
    await move(orderId, { status: "ready_to_ship" });
    const noTracking = await move(orderId, { status: "shipped", carrier: "DHL" });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.message).toBe(LIFECYCLE_MESSAGES.shippingDetailsRequired);
    const badLink = await move(orderId, {
      status: "shipped",
      carrier: "DHL",
      tracking_number: "1",
      tracking_url: "javascript:alert(1)",
    });
    expect(badLink.status).toBe(400);
    expect((await stateOf(orderId)).fulfilment).toBe("ready_to_ship");

    // An order nobody paid for does not move.
    const shopper = await w.customer();
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
    const unpaid = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    const refused = await move(unpaid.body.order_id!, { status: "in_production" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LIFECYCLE_MESSAGES.notPaid);
    expect((await move(999_999, { status: "in_production" })).status).toBe(404);
  });

  it("is for admins only: Editor, Employee and the customer are refused and nothing moves", async () => {
    const { shopper, orderId } = await paidOrder();
    for (const headers of [editor, employee, shopper.headers]) {
      expect((await move(orderId, { status: "in_production" }, headers)).status).toBe(403);
      expect((await w.call(headers, "GET", "/api/admin/orders/all")).status).toBe(403);
      expect((await w.call(headers, "GET", `/api/admin/orders/${orderId}/staff`)).status).toBe(403);
    }
    expect((await stateOf(orderId)).fulfilment).toBe("pending");
  });

  it("two staff pressing the same move at once: one moves the order, the other is told it no longer follows", async () => {
    const { orderId } = await paidOrder();
    const results = await Promise.all([
      move(orderId, { status: "in_production" }),
      move(orderId, { status: "in_production" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const moves = await w.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from order_events where order_id = ${orderId} and kind = 'fulfilment'`,
    );
    expect(moves.rows[0]!.count).toBe(1);
  });

  it("keeps internal notes with their author, for staff only", async () => {
    const { orderId } = await paidOrder();
    const added = await w.call<OrderStaffView>(admin, "POST", `/api/admin/orders/${orderId}/notes`, {
      body: "Customer asked for a deeper back neck; confirmed on phone.",
    });
    expect(added.status).toBe(200);
    expect(added.body.notes).toEqual([
      expect.objectContaining({
        author: "Test User",
        body: "Customer asked for a deeper back neck; confirmed on phone.",
      }),
    ]);
    expect((await w.call(admin, "POST", `/api/admin/orders/${orderId}/notes`, { body: "   " })).status).toBe(
      400,
    );
  });

  it("lists orders a page at a time with search and filters", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await move(second.orderId, { status: "in_production" });
    const list = (query: string) =>
      w.call<AdminOrderListAnswer>(admin, "GET", `/api/admin/orders/all?${query}`);

    const page = await list("page_size=10");
    expect(page.status).toBe(200);
    expect(page.body.data[0]!.id).toBe(second.orderId);
    expect(page.body.total).toBeGreaterThanOrEqual(2);

    const byNumber = await list(`q=RB${String(first.orderId).padStart(6, "0")}`);
    expect(byNumber.body.data.map((row) => row.id)).toEqual([first.orderId]);
    expect(byNumber.body.data[0]).toMatchObject({
      items: 2,
      made_to_measure: 1,
      status: "paid",
      pay_type: "Razorpay",
    });
    const byEmail = await list(`q=${encodeURIComponent(first.shopper.user.email)}`);
    expect(byEmail.body.data.map((row) => row.id)).toEqual([first.orderId]);

    const inProduction = await list("fulfilment=in_production&page_size=100");
    expect(inProduction.body.data.map((row) => row.id)).toContain(second.orderId);
    expect(inProduction.body.data.map((row) => row.id)).not.toContain(first.orderId);
    expect(inProduction.body.data.every((row) => row.fulfilment === "in_production")).toBe(true);

    const dollars = await list("currency=USD&page_size=100");
    expect(dollars.body.data.every((row) => row.currency === "USD")).toBe(true);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${tomorrow}`)).body.total).toBe(0);

    const paged = await list("page_size=10&page=2");
    expect(paged.body.page).toBe(2);
    expect((await list("page_size=7")).status).toBe(400);
    expect((await list("status=shipped")).status).toBe(400);
  });

  it("exports orders.xlsx of what is filtered, with numbers as numbers and dates as dates", async () => {
    const { orderId } = await paidOrder();
    await move(orderId, { status: "in_production" });
    const response = await w.app.inject({
      method: "GET",
      url: "/api/admin/orders/export?fulfilment=in_production",
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain('filename="orders.xlsx"');
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Orders")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain("Total (Rs)");
    const rows: unknown[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) rows.push((row.values as unknown[]).slice(1));
    });
    const numberColumn = header.indexOf("Order");
    const ours = rows.find((row) => row[numberColumn] === `RB${String(orderId).padStart(6, "0")}`)!;
    expect(ours).toBeDefined();
    expect(ours[header.indexOf("Placed")]).toBeInstanceOf(Date);
    expect(typeof ours[header.indexOf("Total (Rs)")]).toBe("number");
    expect(rows.every((row) => row[header.indexOf("Fulfilment")] === "in_production")).toBe(true);
  });
});
