import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { REFUND_MESSAGES, type RefundAnswer } from "@boutique/shared/schemas/refund";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds } from "../src/db/schema";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers, LONDON } from "./checkout-fixtures";
import { lastMail } from "./helpers";

type Ledger = { refunds: { provider: string; id: string; amount: number; currency: string }[] };

describe("cancel and refund through the providers", () => {
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

  /** A paid two-line Razorpay order from Delhi. */
  async function paidOrder() {
    const shopper = await w.customer();
    const first = await w.pick("garment", { stock: 3 });
    const second = await w.pick("garment", { stock: 3 });
    await w.addToCart(shopper.headers, first);
    await w.addToCart(shopper.headers, second);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    await w.verify(shopper.headers, {
      order_id: charged.body.order_id,
      ...(await w.payRazorpay(charged.body.id!)),
    });
    const detail = await w.call<OrderDetailAnswer>(
      admin,
      "GET",
      `/api/admin/orders/${charged.body.order_id}`,
    );
    return {
      shopper,
      orderId: charged.body.order_id!,
      detail: detail.body,
      items: [first, second],
      amount: charged.body.amount!,
    };
  }
  const refund = (orderId: number, body: Record<string, unknown>, headers: Headers = admin) =>
    w.call<RefundAnswer & { message: string }>(headers, "POST", `/api/admin/orders/${orderId}/refunds`, body);
  const orderRow = async (orderId: number) =>
    (
      await w.app.db.execute<{ status: string; fulfilment: string; refunded_amount: number }>(
        sql`select status, fulfilment, refunded_amount from orders where id = ${orderId}`,
      )
    ).rows[0]!;

  it("cancels a paid order: all its money back through Razorpay, its stock back on the shelf, a mail, once", async () => {
    const { shopper, orderId, items, amount } = await paidOrder();
    const stockBefore = await Promise.all(items.map((item) => w.stockOf(item)));
    const before = (await ledger()).refunds.length;

    const cancelled = await refund(orderId, { cancel: true, reason: "Customer changed her mind" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toMatchObject({
      status: "succeeded",
      amount: amount / 100,
      currency: "INR",
    });
    expect(cancelled.body.detail.order).toMatchObject({
      status: "refunded",
      fulfilment: "cancelled",
      refunded: amount / 100,
    });
    expect(cancelled.body.detail.orders.every((line) => line.cancelled)).toBe(true);
    expect(await Promise.all(items.map((item) => w.stockOf(item)))).toEqual(
      stockBefore.map((count) => count + 1),
    );
    const refundsNow = (await ledger()).refunds.slice(before);
    expect(refundsNow).toEqual([expect.objectContaining({ provider: "razorpay", amount, currency: "INR" })]);
    expect((await lastMail(w.app, shopper.user.email, "order_cancelled"))?.text).toContain(
      "7-10 working days",
    );

    // Again: nothing left, nothing changes.
    const again = await refund(orderId, { cancel: true, reason: "Twice" });
    expect(again.status).toBe(409);
    expect(await Promise.all(items.map((item) => w.stockOf(item)))).toEqual(
      stockBefore.map((count) => count + 1),
    );
    expect((await ledger()).refunds.length).toBe(before + 1);
  });

  it("refunds one line in part, then the rest; refuses more than was paid and changes nothing", async () => {
    const { orderId, detail, items, amount } = await paidOrder();
    const [firstLine] = detail.orders;
    const stockBefore = await w.stockOf(items[0]!);

    const tooMuch = await refund(orderId, { amount: amount / 100 + 1, reason: "Oops" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(REFUND_MESSAGES.tooMuch);
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refunded_amount: 0 });

    const line = await refund(orderId, { line_ids: [firstLine!.id], reason: "Out of this colour" });
    expect(line.status).toBe(200);
    expect(line.body.refund.amount).toBe(firstLine!.line_total);
    expect(line.body.detail.order.status).toBe("partially_refunded");
    expect(line.body.detail.orders.find((candidate) => candidate.id === firstLine!.id)!.cancelled).toBe(true);
    expect(await w.stockOf(items[0]!)).toBe(stockBefore + 1);
    expect(line.body.detail.order.fulfilment).toBe("pending");

    const rest = await refund(orderId, { reason: "Goodwill" });
    expect(rest.body.detail.order).toMatchObject({ status: "refunded", refunded: amount / 100 });
    const history = rest.body.detail.timeline.filter((event) => event.kind === "refund");
    expect(history).toHaveLength(2);
  });

  it("refunding a line of a couponed order gives back what was paid for it, not its list price", async () => {
    const shopper = await w.customer();
    const first = await w.pick("garment", { stock: 3 });
    const second = await w.pick("garment", { stock: 3 });
    await w.addToCart(shopper.headers, first);
    await w.addToCart(shopper.headers, second);
    const charged = await w.charge(shopper.headers, {
      address: shopper.addressId,
      pay_type: "Razorpay",
      coupon: "WELCOME10",
    });
    expect(charged.body.totals!.discount).toBeGreaterThan(0);
    await w.verify(shopper.headers, {
      order_id: charged.body.order_id,
      ...(await w.payRazorpay(charged.body.id!)),
    });
    const orderId = charged.body.order_id!;
    const [line] = (
      await w.app.db.execute<{ id: number; line_total: number }>(
        sql`select id, line_total from order_lines where order_id = ${orderId} order by id limit 1`,
      )
    ).rows;
    const [order] = (
      await w.app.db.execute<{ subtotal: number; discount: number }>(
        sql`select subtotal, discount from orders where id = ${orderId}`,
      )
    ).rows;
    const paid = line!.line_total - Math.round((line!.line_total * order!.discount) / order!.subtotal);
    const answer = await refund(orderId, { line_ids: [line!.id], reason: "Out of stock at the workshop" });
    expect(answer.status).toBe(200);
    expect(Math.round(answer.body.refund.amount * 100)).toBe(paid);
    expect(paid).toBeLessThan(line!.line_total);
  });

  it("a retried request with the same Idempotency-Key is one refund", async () => {
    const { orderId } = await paidOrder();
    const before = (await ledger()).refunds.length;
    const send = () =>
      w.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { ...admin, "idempotency-key": "panel-click-0001" },
        payload: { amount: 100, reason: "Alteration allowance" },
      });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(200);
    expect(second.json().refund.id).toBe(first.json().refund.id);
    expect((await ledger()).refunds.length).toBe(before + 1);
    expect((await orderRow(orderId)).refunded_amount).toBe(10_000);
  });

  it("two staff refunding everything at once: one refund goes through, the other is refused", async () => {
    const { orderId, amount } = await paidOrder();
    const before = (await ledger()).refunds.length;
    const results = await Promise.all([
      refund(orderId, { reason: "First desk" }),
      refund(orderId, { reason: "Second desk" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await orderRow(orderId)).refunded_amount).toBe(amount);
    expect((await ledger()).refunds.length).toBe(before + 1);
  });

  it("refunds a PayPal order in dollars", async () => {
    const shopper = await w.customer(LONDON);
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "PayPal" });
    const back = await w.pressPage(charged.body.url!, "pay");
    await w.verify(shopper.headers, w.returnParams(back));
    const answer = await refund(charged.body.order_id!, { amount: 10, reason: "Late delivery" });
    expect(answer.status).toBe(200);
    expect(answer.body.refund).toMatchObject({ amount: 10, currency: "USD", status: "succeeded" });
    expect((await ledger()).refunds.at(-1)).toMatchObject({
      provider: "paypal",
      amount: 1000,
      currency: "USD",
    });
  });

  it("a provider's refusal answers 502, changes nothing, and a retry with the same key is the same refusal", async () => {
    const shopper = await w.customer(LONDON);
    await w.addToCart(shopper.headers, await w.pick("garment", { stock: 2 }));
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "PayPal" });
    const back = await w.pressPage(charged.body.url!, "pay");
    await w.verify(shopper.headers, w.returnParams(back));
    const orderId = charged.body.order_id!;
    // Someone refunds the whole capture in PayPal's own dashboard: PayPal now refuses any further refund.
    const [payment] = (
      await w.app.db.execute<{ provider_order_id: string; provider_payment_id: string; amount: number }>(
        sql`select provider_order_id, provider_payment_id, amount from payments where order_id = ${orderId} and status = 'paid'`,
      )
    ).rows;
    const paypal = w.app.paymentProviders.get("PayPal")!;
    const reference = {
      providerOrderId: payment!.provider_order_id,
      providerPaymentId: payment!.provider_payment_id,
      amount: payment!.amount,
      currency: "USD" as const,
      idempotencyKey: `out-of-band-${orderId}`,
    };
    await paypal.refund(reference, payment!.amount, `out-of-band-refund-${orderId}`);
    const before = await ledger();
    const send = () =>
      w.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/refunds`,
        headers: { ...admin, "idempotency-key": `panel-refused-${orderId}` },
        payload: { amount: 10, reason: "Late delivery" },
      });
    const first = await send();
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(REFUND_MESSAGES.providerFailed);
    const again = await send();
    expect(again.statusCode).toBe(502);
    expect(again.json().message).toBe(REFUND_MESSAGES.providerFailed);
    expect((await ledger()).refunds.length).toBe(before.refunds.length);
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refunded_amount: 0 });
    const listed = await w.call<{ data: { status: string }[] }>(
      admin,
      "GET",
      `/api/admin/orders/${orderId}/refunds`,
    );
    expect(listed.body.data.map((row) => row.status)).toEqual(["failed"]);
  });

  it("a refund a crash left pending is settled by the next job pass with the same key", async () => {
    const { orderId, amount } = await paidOrder();
    const [payment] = (
      await w.app.db.execute<{ id: number }>(
        sql`select id from payments where order_id = ${orderId} and status = 'paid'`,
      )
    ).rows;
    await w.app.db.insert(refunds).values({
      orderId,
      paymentId: payment!.id,
      amount: 5_000,
      currency: "INR",
      reason: "Crashed mid-way",
      idempotencyKey: `refund-${orderId}-crash-test-key`,
      createdAt: new Date(Date.now() - 5 * 60_000),
      updatedAt: new Date(Date.now() - 5 * 60_000),
    });
    // The pending refund holds its money: only the rest can be refunded meanwhile.
    expect((await refund(orderId, { amount: amount / 100, reason: "All" })).status).toBe(400);
    await w.app.jobs.runOnce();
    expect(await orderRow(orderId)).toMatchObject({ status: "partially_refunded", refunded_amount: 5_000 });
    await w.app.jobs.runOnce();
    expect((await orderRow(orderId)).refunded_amount).toBe(5_000);
  });

  it("a customer cancels their own order, free, within the window and before work starts; not after", async () => {
    const { shopper, orderId, amount } = await paidOrder();
    const stranger = await w.customer();
    const cancel = (headers: Headers) =>
      w.call<{ message: string }>(headers, "POST", `/api/orders/${orderId}/cancel`);
    expect((await cancel(stranger.headers)).status).toBe(404);
    const before = (await ledger()).refunds.length;
    const [first, second] = await Promise.all([cancel(shopper.headers), cancel(shopper.headers)]);
    expect([first.status, second.status]).toContain(200);
    expect(first.body.message ?? second.body.message).toBeTruthy();
    expect(await orderRow(orderId)).toMatchObject({
      status: "refunded",
      fulfilment: "cancelled",
      refunded_amount: amount,
    });
    expect((await ledger()).refunds.length).toBe(before + 1);

    // Past the window, or once production started, it is for the shop to decide.
    const late = await paidOrder();
    await w.app.db.execute(
      sql`update orders set paid_at = now() - interval '25 hours' where id = ${late.orderId}`,
    );
    const refused = await w.call<{ message: string }>(
      late.shopper.headers,
      "POST",
      `/api/orders/${late.orderId}/cancel`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REFUND_MESSAGES.customerWindowClosed.replace("{hours}", "24"));
    const started = await paidOrder();
    await w.call(admin, "POST", `/api/admin/orders/${started.orderId}`, { status: "in_production" });
    expect(
      (await w.call(started.shopper.headers, "POST", `/api/orders/${started.orderId}/cancel`)).status,
    ).toBe(409);
    expect(await orderRow(late.orderId)).toMatchObject({ status: "paid", refunded_amount: 0 });
  });

  it("cannot cancel a shipped order, and only admins refund", async () => {
    const { orderId } = await paidOrder();
    expect((await refund(orderId, { cancel: true, reason: "x" }, editor)).status).toBe(403);
    for (const status of ["in_production", "ready_to_ship"]) {
      await w.call(admin, "POST", `/api/admin/orders/${orderId}`, { status });
    }
    const late = await refund(orderId, { cancel: true, reason: "Too late" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REFUND_MESSAGES.cannotCancel);
    expect((await orderRow(orderId)).status).toBe("paid");
    expect((await refund(orderId, { amount: 1, reason: "" })).status).toBe(400);
  });
});
