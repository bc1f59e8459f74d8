import type {
  AbandonedCheckoutsAnswer,
  RecoverySettingsAnswer,
} from "@boutique/shared/schemas/checkout-recovery";
import { RECOVERY_MESSAGES } from "@boutique/shared/schemas/checkout-recovery";
import type { DashboardAnswer } from "@boutique/shared/schemas/dashboard";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers } from "./checkout-fixtures";
import { lastMail } from "./helpers";

/**
 * Checkouts that come back (issue 26 §3): a checkout that reached an address and sat unpaid gets a reminder
 * (then a second, then none), with a signed link that puts the cart back and a way out that works without
 * signing in; buying after a reminder counts as recovered. The jobs' pass is called directly, with the
 * checkout's clock moved back in the database.
 */
describe("checkouts that come back", () => {
  let w: CheckoutWorld;
  let admin: Headers;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin } = await headersByRole(w.app, ["admin"]));
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });
  beforeEach(async () => {
    // Earlier tests' checkouts are not this test's business.
    await w.app.db.execute(
      sql`update abandoned_checkouts set closed_at = now(), outcome = 'lapsed' where closed_at is null`,
    );
    expect(
      (
        await w.call(admin, "PUT", "/api/admin/recovery-settings", {
          enabled: true,
          first_minutes: 60,
          second_hours: 24,
        })
      ).status,
    ).toBe(200);
  });

  /** A shopper with a piece in the cart who went as far as the checkout's address. */
  async function leftAtAddress() {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 5 });
    const lineId = await w.addToCart(shopper.headers, item);
    const quoted = await w.call<{ totals: { total: number } }>(
      shopper.headers,
      "POST",
      "/api/checkout/payment/quote",
      { address: shopper.addressId },
    );
    expect(quoted.status).toBe(200);
    return { ...shopper, item, lineId, total: quoted.body.totals.total };
  }

  const checkoutOf = async (userId: number) =>
    (
      await w.app.db.execute<{
        id: number;
        step: string;
        reminders_sent: number;
        outcome: string | null;
        abandoned_at: Date | null;
        order_id: number | null;
        order_total: number | null;
        value: number;
      }>(sql`select id, step, reminders_sent, outcome, abandoned_at, order_id, order_total, value
        from abandoned_checkouts where user_id = ${userId} order by id desc limit 1`)
    ).rows[0];
  /** The shopper's last move was `minutes` ago (and their last reminder, if any, as long ago). */
  const leftAgo = (userId: number, minutes: number) =>
    w.app.db.execute(sql`update abandoned_checkouts
      set updated_at = now() - make_interval(mins => ${minutes}),
        last_reminded_at = case when last_reminded_at is null then null else now() - make_interval(mins => ${minutes}) end
      where user_id = ${userId} and closed_at is null`);
  const remindersTo = (email: string) => w.mailsTo(email, "checkout_reminder");
  const linkIn = async (email: string, path: "checkout/recover" | "unsubscribe") => {
    const mail = await lastMail(w.app, email, "checkout_reminder");
    const match = mail?.text.match(new RegExp(`/${path}/([0-9]+\\.[A-Za-z0-9_-]+)`));
    if (!match) throw new Error(`no ${path} link mailed to ${email}`);
    return match[1]!;
  };
  const restore = (headers: Headers, token: string) =>
    w.call<{ message: string; restored: number }>(headers, "POST", "/api/checkout/recover", { token });
  const cartLines = async (userId: number) =>
    (
      await w.app.db.execute<{ quantity: number }>(
        sql`select ci.quantity from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${userId}`,
      )
    ).rows.map((row) => Number(row.quantity));

  it("notes a checkout that reached an address, and reminds it once its delay has passed, then a second time, then never", async () => {
    const shopper = await leftAtAddress();
    const noted = await checkoutOf(shopper.user.id);
    expect(noted).toMatchObject({ step: "address", reminders_sent: 0, outcome: null, abandoned_at: null });
    expect(noted!.value).toBe(Math.round(shopper.total * 100));

    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(0);

    await leftAgo(shopper.user.id, 61);
    expect((await w.app.recovery.pass()).reminded).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(shopper.user.email)).toBe(1);
    const mail = await lastMail(w.app, shopper.user.email, "checkout_reminder");
    expect(mail!.subject).toContain("you left something in your checkout");
    expect(mail!.text).toContain(`Total at today's prices: Rs`);
    expect(mail!.text).toMatch(/\/checkout\/recover\/\d+\.[A-Za-z0-9_-]{32}/);
    expect(mail!.text).toMatch(/\/unsubscribe\/\d+\.[A-Za-z0-9_-]{32}/);
    expect(await checkoutOf(shopper.user.id)).toMatchObject({ reminders_sent: 1, outcome: null });

    // Not again in the next pass, nor the second before its own delay.
    await w.app.recovery.pass();
    await leftAgo(shopper.user.id, 120);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(1);

    await leftAgo(shopper.user.id, 24 * 60 + 1);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(2);
    expect((await lastMail(w.app, shopper.user.email, "checkout_reminder"))!.text).toContain(
      "This is the last reminder",
    );

    await leftAgo(shopper.user.id, 3 * 24 * 60);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(2);
  });

  it("a quote without an address, or an empty cart, is not followed", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 5 });
    await w.addToCart(shopper.headers, item);
    await w.call(shopper.headers, "POST", "/api/checkout/payment/quote", {});
    expect(await checkoutOf(shopper.user.id)).toBeUndefined();

    // Emptied after reaching the address: closed without a reminder.
    const left = await leftAtAddress();
    await w.call(left.headers, "DELETE", `/api/items/cart/${left.lineId}`);
    await leftAgo(left.user.id, 61);
    await w.app.recovery.pass();
    expect(await remindersTo(left.user.email)).toBe(0);
    expect((await checkoutOf(left.user.id))!.outcome).toBe("emptied");
  });

  it("the link puts the pieces back without doubling them; a link not signed by the shop is refused", async () => {
    const shopper = await leftAtAddress();
    await leftAgo(shopper.user.id, 61);
    await w.app.recovery.pass();
    const token = await linkIn(shopper.user.email, "checkout/recover");

    await w.call(shopper.headers, "DELETE", `/api/items/cart/${shopper.lineId}`);
    expect(await cartLines(shopper.user.id)).toEqual([]);
    const restored = await restore(shopper.headers, token);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ message: RECOVERY_MESSAGES.restored, restored: 1 });
    expect(await cartLines(shopper.user.id)).toEqual([1]);
    // Twice: still one piece.
    expect((await restore(shopper.headers, token)).status).toBe(200);
    expect(await cartLines(shopper.user.id)).toEqual([1]);

    const [id, signature] = token.split(".") as [string, string];
    const forged = `${Number(id) + 1}.${signature}`;
    expect((await restore(shopper.headers, forged)).status).toBe(404);
    expect((await restore(shopper.headers, `${id}.${"A".repeat(32)}`)).body.message).toBe(
      RECOVERY_MESSAGES.linkNotValid,
    );
    expect((await restore(shopper.headers, "not-a-token")).status).toBe(400);
    expect((await restore(shopper.headers, `99999999999.${signature}`)).status).toBe(400);
    expect((await w.call({}, "POST", "/api/checkout/recover", { token })).status).toBe(401);
    // Another customer's link is not theirs to open: as if it did not exist, and nothing moves.
    const stranger = await w.customer();
    expect((await restore(stranger.headers, token)).status).toBe(404);
    expect(await cartLines(stranger.user.id)).toEqual([]);
    // The unsubscribe link does not open the cart, nor the cart link unsubscribe.
    const stop = await linkIn(shopper.user.email, "unsubscribe");
    expect((await restore(shopper.headers, stop)).status).toBe(404);
    expect((await w.call({}, "POST", "/api/checkout/reminders/unsubscribe", { token })).status).toBe(404);
    expect((await checkoutOf(shopper.user.id))!.outcome).toBeNull();
  });

  it("buying after a reminder is recovered, with its order and total; the dashboard and the list show it", async () => {
    const shopper = await leftAtAddress();
    await leftAgo(shopper.user.id, 61);
    await w.app.recovery.pass();
    const token = await linkIn(shopper.user.email, "checkout/recover");
    const before = await w.call<DashboardAnswer>(admin, "GET", "/api/admin/orders/dashboard");

    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    // Unpaid while its payment is under way: no reminder goes, and it is not recovered yet.
    await leftAgo(shopper.user.id, 25 * 60);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(1);
    expect((await checkoutOf(shopper.user.id))!.outcome).toBeNull();

    const fields = await w.payRazorpay(charged.body.id!);
    expect((await w.verify(shopper.headers, { order_id: charged.body.order_id, ...fields })).status).toBe(
      200,
    );
    const pass = await w.app.jobs.runOnce();
    expect(pass.reminded).toBe(0);
    const closed = await checkoutOf(shopper.user.id);
    expect(closed).toMatchObject({ outcome: "recovered", order_id: charged.body.order_id, step: "payment" });
    expect(closed!.order_total).toBe(Math.round(charged.body.totals.total * 100));

    // The link now says the pieces were ordered, and puts nothing back.
    const again = await restore(shopper.headers, token);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(RECOVERY_MESSAGES.alreadyOrdered);

    const after = await w.call<DashboardAnswer>(admin, "GET", "/api/admin/orders/dashboard");
    expect(after.body.recovery.recovered).toBe(before.body.recovery.recovered + 1);
    expect(after.body.recovery.recovered_value).toBeCloseTo(
      before.body.recovery.recovered_value + charged.body.totals.total,
      2,
    );
    expect(after.body.recovery.recovery_rate).not.toBeNull();

    const list = await w.call<AbandonedCheckoutsAnswer>(
      admin,
      "GET",
      "/api/admin/abandoned-checkouts?status=recovered",
    );
    expect(list.status).toBe(200);
    const row = list.body.rows.find((entry) => entry.user_id === shopper.user.id);
    expect(row).toMatchObject({
      status: "recovered",
      reminders_sent: 1,
      order_id: charged.body.order_id,
      email: shopper.user.email,
    });
    expect(row!.summary).not.toBe("");
    expect(list.body.rows.every((entry) => entry.status === "recovered")).toBe(true);
  });

  it("buying before the delay sends nothing and counts as ordered, not abandoned", async () => {
    const shopper = await leftAtAddress();
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    const fields = await w.payRazorpay(charged.body.id!);
    await w.verify(shopper.headers, { order_id: charged.body.order_id, ...fields });
    await leftAgo(shopper.user.id, 120);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(0);
    const row = await checkoutOf(shopper.user.id);
    expect(row).toMatchObject({ outcome: "ordered", abandoned_at: null });
    const list = await w.call<AbandonedCheckoutsAnswer>(admin, "GET", "/api/admin/abandoned-checkouts");
    expect(list.body.rows.some((entry) => entry.id === row!.id)).toBe(false);
  });

  it("the way out works without signing in, is kept as a withdrawn consent, and stops every later reminder", async () => {
    const shopper = await leftAtAddress();
    await leftAgo(shopper.user.id, 61);
    await w.app.recovery.pass();
    const stop = await linkIn(shopper.user.email, "unsubscribe");

    const info = await w.call<{ email: string; unsubscribed: boolean }>(
      {},
      "GET",
      `/api/checkout/reminders/unsubscribe?token=${stop}`,
    );
    expect(info.status).toBe(200);
    expect(info.body.unsubscribed).toBe(false);
    expect(info.body.email).not.toBe(shopper.user.email);
    expect(info.body.email.endsWith("@example.com")).toBe(true);
    // Opening the page changed nothing.
    expect((await checkoutOf(shopper.user.id))!.outcome).toBeNull();

    const done = await w.call<{ message: string }>({}, "POST", "/api/checkout/reminders/unsubscribe", {
      token: stop,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(RECOVERY_MESSAGES.unsubscribed);
    expect((await checkoutOf(shopper.user.id))!.outcome).toBe("opted_out");
    expect((await w.call({}, "POST", "/api/checkout/reminders/unsubscribe", { token: stop })).status).toBe(
      200,
    );
    const consents = await w.call<{ consents: { purpose: string; granted: boolean }[] }>(
      shopper.headers,
      "GET",
      "/api/account/consents",
    );
    expect(consents.body.consents.find((consent) => consent.purpose === "cart_reminders")?.granted).toBe(
      false,
    );

    // A later checkout of theirs is abandoned but never reminded.
    await w.call(shopper.headers, "POST", "/api/checkout/payment/quote", { address: shopper.addressId });
    await leftAgo(shopper.user.id, 61);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(1);
    expect((await checkoutOf(shopper.user.id))!.outcome).toBe("opted_out");

    expect((await w.call({}, "POST", "/api/checkout/reminders/unsubscribe", { token: "x" })).status).toBe(
      400,
    );
    expect(
      (await w.call({}, "GET", `/api/checkout/reminders/unsubscribe?token=${stop.replace(/.$/, "x")}`))
        .status,
    ).toBe(404);
  });

  it("a shopper who opted in to WhatsApp gets the reminder there too", async () => {
    const shopper = await w.customer();
    await w.call(shopper.headers, "PUT", "/api/account/consents", { purpose: "whatsapp", granted: true });
    const item = await w.pick("garment", { stock: 5 });
    await w.addToCart(shopper.headers, item);
    await w.call(shopper.headers, "POST", "/api/checkout/payment/quote", { address: shopper.addressId });
    await leftAgo(shopper.user.id, 61);
    await w.app.recovery.pass();
    const messages = await w.app.db.execute<{ template: string; params: string[] }>(
      sql`select template, params from whatsapp_messages where user_id = ${shopper.user.id}`,
    );
    expect(messages.rows.map((row) => row.template)).toEqual(["checkout_reminder"]);
    expect(messages.rows[0]!.params[2]).toMatch(/\/checkout\/recover\/\d+\./);
  });

  it("staff set the delays (bad values change nothing); with reminders off a checkout is listed but not reminded", async () => {
    const bad = await w.call<{ message: string }>(admin, "PUT", "/api/admin/recovery-settings", {
      enabled: true,
      first_minutes: 5,
      second_hours: 24,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(RECOVERY_MESSAGES.firstMinutes);
    const early = await w.call<{ message: string }>(admin, "PUT", "/api/admin/recovery-settings", {
      enabled: true,
      first_minutes: 120,
      second_hours: 1,
    });
    expect(early.body.message).toBe(RECOVERY_MESSAGES.secondAfterFirst);
    const read = await w.call<RecoverySettingsAnswer>(admin, "GET", "/api/admin/recovery-settings");
    expect(read.body).toEqual({ enabled: true, first_minutes: 60, second_hours: 24 });

    expect(
      (
        await w.call(admin, "PUT", "/api/admin/recovery-settings", {
          enabled: false,
          first_minutes: 90,
          second_hours: 0,
        })
      ).status,
    ).toBe(200);
    const shopper = await leftAtAddress();
    await leftAgo(shopper.user.id, 61);
    await w.app.recovery.pass();
    expect((await checkoutOf(shopper.user.id))!.abandoned_at).toBeNull();
    await leftAgo(shopper.user.id, 91);
    await w.app.recovery.pass();
    expect(await remindersTo(shopper.user.email)).toBe(0);
    const row = await checkoutOf(shopper.user.id);
    expect(row!.abandoned_at).not.toBeNull();
    const list = await w.call<AbandonedCheckoutsAnswer>(admin, "GET", "/api/admin/abandoned-checkouts");
    expect(list.body.rows.find((entry) => entry.id === row!.id)).toMatchObject({
      status: "abandoned",
      reminders_sent: 0,
    });
    // Back in the checkout before any reminder: live again, its clock started afresh.
    await w.call(shopper.headers, "POST", "/api/checkout/payment/quote", { address: shopper.addressId });
    expect((await checkoutOf(shopper.user.id))!.abandoned_at).toBeNull();
    expect((await w.call(admin, "GET", "/api/admin/abandoned-checkouts?status=nope")).status).toBe(400);
  });

  it("passes running at once send each reminder once", async () => {
    const shoppers = await Promise.all([leftAtAddress(), leftAtAddress(), leftAtAddress()]);
    for (const shopper of shoppers) await leftAgo(shopper.user.id, 61);
    const passes = await Promise.all([w.app.recovery.pass(), w.app.recovery.pass(), w.app.recovery.pass()]);
    expect(passes.reduce((sum, pass) => sum + pass.reminded, 0)).toBe(3);
    for (const shopper of shoppers) expect(await remindersTo(shopper.user.email)).toBe(1);
  });
});
