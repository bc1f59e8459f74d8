import { returnFee } from "@boutique/shared/pricing/returns";
import {
  type AdminReturnRow,
  type CustomerReturnsAnswer,
  RETURN_MESSAGES,
  type ReturnRequestRow,
} from "@boutique/shared/schemas/returns";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveFinishedPiece, fieldParts, headersByRole, postMultipart, solidPng } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers } from "./checkout-fixtures";

type Ledger = { refunds: { provider: string; amount: number; currency: string }[] };

describe("Exchange & Return", () => {
  let w: CheckoutWorld;
  let admin: Headers;
  let editor: Headers;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin, Editor: editor } = await headersByRole(w.app, ["admin", "Editor"]));
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  const ledger = async () => (await (await fetch(`${w.sandbox.url}/ledger`)).json()) as Ledger;

  /** A paid two-piece Razorpay order moved to delivered by an admin; `deliveredDaysAgo` backdates the delivery. */
  async function deliveredOrder(deliveredDaysAgo = 1, measured = false) {
    const shopper = await w.customer();
    const first = await w.pick("garment", { stock: 3 });
    const second = await w.pick("garment", { stock: 3 });
    await w.addToCart(shopper.headers, first, measured ? { measurements: { Bust: 34, Waist: 28 } } : {});
    await w.addToCart(shopper.headers, second);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.verify(shopper.headers, {
      order_id: charged.body.order_id,
      ...(await w.payRazorpay(charged.body.id!)),
    });
    const orderId = charged.body.order_id!;
    await w.call(admin, "POST", `/api/admin/orders/${orderId}`, { status: "in_production" });
    if (measured) {
      const lines = (
        await w.app.db.execute<{ id: number }>(
          sql`select id from order_lines where order_id = ${orderId} and made_to_measure`,
        )
      ).rows;
      for (const stage of ["measurements_checked", "cutting", "stitching", "finishing"]) {
        await w.call(admin, "POST", `/api/admin/orders/${orderId}/lines/${lines[0]!.id}/stage`, { stage });
      }
      await approveFinishedPiece(w.app, admin, orderId, lines[0]!.id);
    }
    for (const status of ["ready_to_ship", "shipped", "delivered"]) {
      const body =
        status === "shipped"
          ? {
              status,
              carrier: "Delhivery",
              tracking_number: "DL123",
              tracking_url: "https://www.delhivery.com/track/DL123",
            }
          : { status };
      const moved = await w.call(admin, "POST", `/api/admin/orders/${orderId}`, body);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    await w.app.db.execute(
      sql`update order_events set created_at = now() - make_interval(days => ${deliveredDaysAgo})
        where order_id = ${orderId} and kind = 'fulfilment' and to_state = 'delivered'`,
    );
    const lines = (
      await w.app.db.execute<{ id: number; line_total: number; variant_id: number; size: string }>(
        sql`select id, line_total, variant_id, size from order_lines where order_id = ${orderId} order by id`,
      )
    ).rows;
    return { shopper, orderId, lines, items: [first, second] };
  }

  const ask = async (headers: Headers, orderId: number, values: Record<string, string>, photos = 1) => {
    const parts = fieldParts(values);
    for (let index = 0; index < photos; index++) {
      parts.push({ name: "photos", filename: `piece-${index}.png`, data: await solidPng(400, 500) });
    }
    const response = await postMultipart(w.app, `/api/orders/${orderId}/returns`, headers, parts);
    return {
      status: response.statusCode,
      body: response.json() as { data: ReturnRequestRow; message: string },
    };
  };

  it("a customer returns a delivered piece with a photo; an admin approves; the refund goes through less the fee and the piece is back on the shelf", async () => {
    const { shopper, orderId, lines, items } = await deliveredOrder();
    const view = await w.call<CustomerReturnsAnswer>(shopper.headers, "GET", "/api/orders/returns");
    expect(view.body.window_days).toBe(6);
    expect(view.body.blocked).toBeNull();
    const piece = view.body.returnable.find((line) => line.line_id === lines[0]!.id)!;
    const fee = returnFee(lines[0]!.line_total, "INR");
    expect(piece).toMatchObject({
      kinds: ["return", "exchange"],
      fee: fee / 100,
      refund: (lines[0]!.line_total - fee) / 100,
    });

    const asked = await ask(shopper.headers, orderId, {
      line_id: String(lines[0]!.id),
      kind: "return",
      reason: "The colour is darker than the photos.",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({ status: "requested", kind: "return" });
    expect(asked.body.data.photos).toHaveLength(1);
    // The same piece cannot be asked about twice.
    const twice = await ask(shopper.headers, orderId, {
      line_id: String(lines[0]!.id),
      kind: "exchange",
      reason: "Again",
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(RETURN_MESSAGES.already);

    const listed = await w.call<{ data: AdminReturnRow[] }>(
      admin,
      "GET",
      "/api/admin/returns?status=requested",
    );
    const row = listed.body.data.find((candidate) => candidate.id === asked.body.data.id)!;
    expect(row).toMatchObject({ email: shopper.user.email, return_rate: 0 });
    expect((await w.call(editor, "GET", "/api/admin/returns")).status).toBe(403);

    const stockBefore = await w.stockOf(items[0]!);
    const refundsBefore = (await ledger()).refunds.length;
    const approved = await w.call<{ data: AdminReturnRow }>(admin, "POST", `/api/admin/returns/${row.id}`, {
      decision: "approve",
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: "refunded",
      fee: fee / 100,
      refund: (lines[0]!.line_total - fee) / 100,
    });
    expect((await ledger()).refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ provider: "razorpay", amount: lines[0]!.line_total - fee, currency: "INR" }),
    ]);
    expect(await w.stockOf(items[0]!)).toBe(stockBefore + 1);
    const order = (
      await w.app.db.execute<{ status: string; fulfilment: string; refunded_amount: number }>(
        sql`select status, fulfilment, refunded_amount from orders where id = ${orderId}`,
      )
    ).rows[0]!;
    expect(order).toMatchObject({
      status: "partially_refunded",
      fulfilment: "delivered",
      refunded_amount: lines[0]!.line_total - fee,
    });
    // Deciding again changes nothing.
    const again = await w.call<{ message: string }>(admin, "POST", `/api/admin/returns/${row.id}`, {
      decision: "reject",
    });
    expect(again.status).toBe(409);
    expect((await ledger()).refunds.length).toBe(refundsBefore + 1);
    expect(await w.mailsTo(shopper.user.email, "return_update")).toBe(2);
  });

  it("refuses a return after the window, before delivery, of another's order, and bad fields, keeping nothing", async () => {
    const late = await deliveredOrder(7);
    const refused = await ask(late.shopper.headers, late.orderId, {
      line_id: String(late.lines[0]!.id),
      kind: "return",
      reason: "Too late?",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RETURN_MESSAGES.window.replace("{days}", "6"));
    const view = await w.call<CustomerReturnsAnswer>(late.shopper.headers, "GET", "/api/orders/returns");
    expect(view.body.returnable).toEqual([]);

    const fresh = await deliveredOrder(0);
    const stranger = await w.customer();
    expect(
      (
        await ask(stranger.headers, fresh.orderId, {
          line_id: String(fresh.lines[0]!.id),
          kind: "return",
          reason: "Not mine",
        })
      ).status,
    ).toBe(404);
    const blank = await ask(fresh.shopper.headers, fresh.orderId, {
      line_id: String(fresh.lines[0]!.id),
      kind: "return",
      reason: " ",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(RETURN_MESSAGES.reason);
    const wrongLine = await ask(fresh.shopper.headers, fresh.orderId, {
      line_id: String(late.lines[0]!.id),
      kind: "return",
      reason: "Wrong line",
    });
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.body.message).toBe(RETURN_MESSAGES.line);
    const count = await w.app.db.execute<{ n: number }>(sql`select count(*)::int as n from return_requests`);
    const unpaid = await w.customer();
    await w.addToCart(unpaid.headers, await w.pick("garment", { stock: 2 }));
    const pending = await w.charge(unpaid.headers, { address: unpaid.addressId, pay_type: "Razorpay" });
    const early = await ask(unpaid.headers, pending.body.order_id!, {
      line_id: "1",
      kind: "return",
      reason: "Not even paid",
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RETURN_MESSAGES.notDelivered);
    expect(
      (await w.app.db.execute<{ n: number }>(sql`select count(*)::int as n from return_requests`)).rows[0]!.n,
    ).toBe(count.rows[0]!.n);
  });

  it("a made-to-measure piece is altered, not returned, unless the shop allows it", async () => {
    const { shopper, orderId, lines } = await deliveredOrder(1, true);
    const view = await w.call<CustomerReturnsAnswer>(shopper.headers, "GET", "/api/orders/returns");
    const measured = view.body.returnable.find((line) => line.made_to_measure)!;
    expect(measured.kinds).toEqual(["alteration"]);
    const returned = await ask(shopper.headers, orderId, {
      line_id: String(measured.line_id),
      kind: "return",
      reason: "Too tight",
    });
    expect(returned.status).toBe(400);
    expect(returned.body.message).toBe(RETURN_MESSAGES.madeToMeasure);
    // Fit assurance (issue 27 §5): a free alteration for 7 days after delivery, past the 6-day return window.
    expect(view.body.fit).toEqual({ days: 7, shipping_paid: true });
    expect(measured.measurements).toEqual(expect.arrayContaining(["Bust", "Waist"]));
    await w.app.db.execute(
      sql`update order_events set created_at = now() - interval '6 days 12 hours' where order_id = ${orderId} and to_state = 'delivered'`,
    );
    const later = await w.call<CustomerReturnsAnswer>(shopper.headers, "GET", "/api/orders/returns");
    expect(later.body.returnable.map((line) => [line.line_id, line.kinds])).toEqual([
      [measured.line_id, ["alteration"]],
    ]);
    const fields = {
      line_id: String(measured.line_id),
      kind: "alteration",
      reason: "Too tight at the waist",
    };
    const unnamed = await ask(shopper.headers, orderId, fields);
    expect(unnamed).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.measurement } });
    const unseen = await ask(shopper.headers, orderId, { ...fields, measurement: "Waist" }, 0);
    expect(unseen).toMatchObject({ status: 400, body: { message: RETURN_MESSAGES.fitPhoto } });
    const altered = await ask(shopper.headers, orderId, { ...fields, measurement: "Waist" });
    expect(altered.status).toBe(200);
    expect(altered.body.data).toMatchObject({ kind: "alteration", measurement: "Waist" });
    const mail = await w.app.db.execute<{ text: string }>(
      sql`select text from email_outbox where kind = 'return_update' and recipient = ${shopper.user.email} order by id desc limit 1`,
    );
    expect(mail.rows[0]?.text).toContain("we pay the courier both ways");
    // Past the 7 days, the fit window has closed too.
    await w.app.db.execute(
      sql`update order_events set created_at = now() - interval '8 days' where order_id = ${orderId} and to_state = 'delivered'`,
    );
    expect(await ask(shopper.headers, orderId, { ...fields, measurement: "Waist" })).toMatchObject({
      status: 409,
      body: { message: RETURN_MESSAGES.fitWindow.replace("{days}", "7") },
    });
    const approved = await w.call<{ data: AdminReturnRow }>(
      admin,
      "POST",
      `/api/admin/returns/${altered.body.data.id}`,
      {
        decision: "approve",
        note: "Send it back; we will take it in by an inch.",
      },
    );
    expect(approved.body.data).toMatchObject({ status: "approved", refund: 0, fee: 0 });
    expect(lines).toHaveLength(2);
  });

  it("pauses returns for a customer who sent back more than 60% of what was delivered", async () => {
    const { shopper, orderId, lines } = await deliveredOrder();
    // Both pieces returned and refunded: 100% of what was delivered.
    for (const line of lines) {
      const asked = await ask(
        shopper.headers,
        orderId,
        { line_id: String(line.id), kind: "return", reason: "Not for me" },
        0,
      );
      expect(asked.status).toBe(200);
      expect(
        (await w.call(admin, "POST", `/api/admin/returns/${asked.body.data.id}`, { decision: "approve" }))
          .status,
      ).toBe(200);
    }
    const listed = await w.call<{ data: AdminReturnRow[] }>(admin, "GET", "/api/admin/returns");
    expect(listed.body.data.find((row) => row.email === shopper.user.email)?.return_rate).toBe(1);
    const view = await w.call<CustomerReturnsAnswer>(shopper.headers, "GET", "/api/orders/returns");
    expect(view.body.blocked).toBe(RETURN_MESSAGES.rate);
  });
});
