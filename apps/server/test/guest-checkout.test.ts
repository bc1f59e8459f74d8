import { GUEST_CHECKOUT_OFF } from "@boutique/shared/schemas/checkout";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersByRole } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, DELHI, type Headers } from "./checkout-fixtures";
import { createUser, lastCode, lastMail } from "./helpers";

const b64 = (text: string) => Buffer.from(text).toString("base64");

/**
 * Guest checkout (issue 26 §4): an email confirmed with a code signs the shopper in to an account with no
 * password, made for it; they pay like anyone; one step after paying makes it an account they sign in to.
 */
describe("guest checkout", () => {
  let w: CheckoutWorld;
  let admin: Headers;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin } = await headersByRole(w.app, ["admin"]));
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  let guests = 0;
  const guestEmail = () => `guest${++guests}-${Date.now()}@example.com`;
  const askCode = (email: string) =>
    w.call<{ message: string }>({}, "POST", "/api/checkout/guest/code", { email });

  /** A guest who asked for a code and typed it, with a browser cart of one piece; answers their session headers. */
  async function signedInGuest(email = guestEmail()) {
    expect((await askCode(email)).status).toBe(200);
    const code = await lastCode(w.app, email, "guest_code");
    const item = await w.pick("garment", { stock: 5 });
    const response = await w.app.inject({
      method: "POST",
      url: "/api/checkout/guest/verify",
      payload: { email, otp: code, cart_items: [{ id: item.variantId, size: item.size, quantity: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === "token");
    expect(cookie?.httpOnly).toBe(true);
    const body = response.json() as { token: string; user: { id: number; email: string } };
    return { email, item, user: body.user, headers: { authorization: `Bearer ${body.token}` } };
  }

  it("an email and its code sign a guest in, with the browser's cart; the shop says guests are welcome", async () => {
    const config = await w.call<{ guest_checkout: boolean }>({}, "GET", "/api/checkout/payment/config");
    expect(config.body.guest_checkout).toBe(true);

    const email = guestEmail();
    expect((await askCode(email)).body.message).toBe("OTP Sent");
    const mail = await lastMail(w.app, email, "guest_code");
    expect(mail!.subject).toMatch(/^\d{6} is your Rangrez Boutique checkout code$/);
    expect(mail!.text).toContain("go on to your checkout");
    // A second code within the minute waits.
    expect((await askCode(email)).status).toBe(429);

    const wrong = await w.call({}, "POST", "/api/checkout/guest/verify", { email, otp: "000000" });
    expect(wrong.status).toBe(400);
    expect((await w.call({}, "POST", "/api/checkout/guest/verify", { email, otp: "12ab" })).status).toBe(400);
    expect((await askCode("not-an-email")).status).toBe(400);

    const guest = await signedInGuest();
    const me = await w.call<{ email: string; guest: boolean }>(guest.headers, "GET", "/api/account/me");
    expect(me.body).toMatchObject({ email: guest.email, guest: true });
    const cart = await w.call<{ data: { id: number }[] }>(guest.headers, "GET", "/api/items/cart");
    expect(cart.body.data.map((line) => line.id)).toEqual([guest.item.variantId]);
    const consents = await w.call<{ consents: { purpose: string; granted: boolean }[] }>(
      guest.headers,
      "GET",
      "/api/account/consents",
    );
    expect(consents.body.consents.find((consent) => consent.purpose === "account")?.granted).toBe(true);
    // No welcome offer for someone who came to buy.
    expect(await lastMail(w.app, guest.email, "welcome")).toBeNull();
  });

  it("the guest pays like anyone, then one step makes the account (the order is already in it)", async () => {
    const guest = await signedInGuest();
    const address = await w.call<{ data: { id: number } }>(
      guest.headers,
      "POST",
      "/api/items/address",
      DELHI,
    );
    expect(address.status).toBeLessThan(300);
    // The first address names the guest's account (the mails and the header greet them by it).
    const named = await w.call<{ first_name: string }>(guest.headers, "GET", "/api/account/me");
    expect(named.body.first_name).toBe(DELHI.first_name);
    const charged = await w.charge(guest.headers, { address: address.body.data.id, pay_type: "Razorpay" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const fields = await w.payRazorpay(charged.body.id!);
    expect((await w.verify(guest.headers, { order_id: charged.body.order_id, ...fields })).status).toBe(200);
    expect(await w.mailsTo(guest.email)).toBe(1);

    const weak = await w.call(guest.headers, "POST", "/api/account/password", { password: b64("short") });
    expect(weak.status).toBe(400);
    const created = await w.call<{ message: string }>(guest.headers, "POST", "/api/account/password", {
      password: b64("Guest#2026"),
    });
    expect(created.status).toBe(200);
    const again = await w.call<{ message: string }>(guest.headers, "POST", "/api/account/password", {
      password: b64("Other#2026"),
    });
    expect(again.status).toBe(409);

    const login = await w.call<{ token: string }>({}, "POST", "/api/login", {
      email: guest.email,
      password: b64("Guest#2026"),
    });
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${login.body.token}` };
    const me = await w.call<{ guest: boolean }>(headers, "GET", "/api/account/me");
    expect(me.body.guest).toBe(false);
    const orders = await w.call<{ data: { order_id?: number; id?: number }[] }>(
      headers,
      "GET",
      "/api/checkout/payment/orders",
    );
    expect(JSON.stringify(orders.body)).toContain(String(charged.body.order_id));
  });

  it("a guest's cash-on-delivery order waits for its confirmation code like any other", async () => {
    const guest = await signedInGuest();
    const address = await w.call<{ data: { id: number } }>(
      guest.headers,
      "POST",
      "/api/items/address",
      DELHI,
    );
    const charged = await w.charge(guest.headers, { address: address.body.data.id, pay_type: "COD" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body.status).toBe("awaiting_confirmation");
    const code = await lastCode(w.app, guest.email, "cod_confirm_code");
    const confirmed = await w.call<{ status: string }>(guest.headers, "POST", "/api/checkout/cod/confirm", {
      order_id: charged.body.order_id,
      code,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe("awaiting_collection");
  });

  it("a password someone signed up with, never verified, does not survive the owner's guest checkout", async () => {
    const email = guestEmail();
    // Someone else signs up with this email and a password of their own, and never verifies it.
    const squatted = await w.call({}, "POST", "/api/register", {
      email,
      password: b64("Squat#2026"),
      name: "Not",
      mobile: "Owner",
    });
    expect(squatted.status).toBe(200);
    // A minute later, the mailbox's owner checks out as a guest with the code that reaches them.
    await w.app.attempts.reset(`code:verify_email:${email}`);
    const owner = await signedInGuest(email);
    const me = await w.call<{ guest: boolean }>(owner.headers, "GET", "/api/account/me");
    expect(me.body.guest).toBe(true);
    const login = await w.call({}, "POST", "/api/login", { email, password: b64("Squat#2026") });
    expect(login.status).toBe(401);
  });

  it("a customer's own email signs them in to their account; a staff email gets no code", async () => {
    const customer = await createUser(w.app, { email: guestEmail() });
    const signedIn = await signedInGuest(customer.email);
    expect(signedIn.user.id).toBe(customer.id);

    const staff = await createUser(w.app, { role: "Employee", email: guestEmail() });
    const asked = await askCode(staff.email);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe("OTP Sent");
    expect(await lastMail(w.app, staff.email)).toBeNull();
    expect(
      (await w.call({}, "POST", "/api/checkout/guest/verify", { email: staff.email, otp: "123456" })).status,
    ).toBe(400);
  });

  it("with guest checkout off, the shop asks for a sign-in and makes no account", async () => {
    expect(
      (await w.call(admin, "PUT", "/api/admin/checkout-settings", { guest_checkout: false })).status,
    ).toBe(200);
    try {
      const email = guestEmail();
      const refused = await askCode(email);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(GUEST_CHECKOUT_OFF);
      const users = await w.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where email = ${email}`,
      );
      expect(Number(users.rows[0]!.n)).toBe(0);
      const config = await w.call<{ guest_checkout: boolean }>({}, "GET", "/api/checkout/payment/config");
      expect(config.body.guest_checkout).toBe(false);
      expect(
        (await w.call(admin, "PUT", "/api/admin/checkout-settings", { guest_checkout: "yes" })).status,
      ).toBe(400);
    } finally {
      await w.call(admin, "PUT", "/api/admin/checkout-settings", { guest_checkout: true });
    }
  });
});
