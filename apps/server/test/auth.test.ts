import { PASSWORD_RULE_MESSAGE } from "@boutique/shared/schemas/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/modules/auth/auth.tables";
import { emailOutbox } from "../src/modules/mail/mail.tables";
import { b64, buildTestApp, createUser, lastCode, lastMail } from "./helpers";

const ALREADY =
  "This email address is already registered. Please try some other email address or login with your existing login details.";

let app: Awaited<ReturnType<typeof buildTestApp>>;
let ip = 0;
/** Each call from its own address, so the per-IP limit only bites where a test means it to. */
const call = (
  method: "POST" | "PUT" | "GET",
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) =>
  app.inject({
    method,
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.1.${++ip >> 8}.${ip & 255}`,
  });

const countUsers = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const findUser = async (email: string) =>
  (await app.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("POST /api/register and /api/register/verify", () => {
  it("creates an unverified customer, mails a code, and verifying signs in and sends the welcome mail", async () => {
    const response = await call("POST", "/api/register", {
      email: "  Asha@Example.com ",
      password: b64("Lehenga2024"),
      name: " Asha ",
      mobile: " Kapoor ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "OTP Sent" });
    const row = await findUser("asha@example.com");
    expect(row).toMatchObject({ firstName: "Asha", lastName: "Kapoor", role: "user", emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMail(app, "asha@example.com", "verify_email");
    expect(mail?.status).toBe("outbox");
    expect(mail?.html).toContain("#7a1f3d");
    const code = await lastCode(app, "asha@example.com", "verify_email");

    const wrong = await call("POST", "/api/register/verify", {
      otp: code === "000000" ? "111111" : "000000",
      email: "asha@example.com",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid OTP");

    const verified = await call("POST", "/api/register/verify", { otp: code, email: "asha@example.com" });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toEqual({
      id: row.id,
      first_name: "Asha",
      last_name: "Kapoor",
      email: "asha@example.com",
      mobile: "",
      role: "user",
    });
    expect(body.token).toEqual(expect.any(String));
    expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now());
    const cookie = verified.cookies.find((c) => c.name === "token");
    expect(cookie?.value).toBe(body.token);
    expect((await findUser("asha@example.com")).emailVerifiedAt).not.toBeNull();

    const welcome = await lastMail(app, "asha@example.com", "welcome");
    expect(welcome?.text).toContain("WELCOME10");
    expect(welcome?.html).toContain("WELCOME10");
    expect(welcome?.subject).toContain("10%");

    // The code is spent.
    const again = await call("POST", "/api/register/verify", { otp: code, email: "asha@example.com" });
    expect(again.statusCode).toBe(400);
  });

  it("keeps a real phone number when one is sent", async () => {
    const response = await call("POST", "/api/register", {
      email: "phone@example.com",
      password: b64("Lehenga2024"),
      name: "Ravi",
      mobile: "Singh",
      phone: "9876543210",
    });
    expect(response.statusCode).toBe(200);
    expect(await findUser("phone@example.com")).toMatchObject({ lastName: "Singh", mobile: "9876543210" });
  });

  it("answers 408 with the spec's message for a verified email and changes nothing", async () => {
    const existing = await createUser(app, { email: "taken@example.com" });
    const response = await call("POST", "/api/register", {
      email: "TAKEN@example.com",
      password: b64("Another2024"),
      name: "Other",
      mobile: "Person",
    });
    expect(response.statusCode).toBe(408);
    expect(response.json().message).toBe(ALREADY);
    expect((await findUser("taken@example.com")).passwordHash).toBe(existing.passwordHash);
    expect(await lastMail(app, "taken@example.com")).toBeNull();
  });

  it("answers 408 for an unverified staff account and leaves it alone", async () => {
    const staff = await createUser(app, { email: "new-editor@example.com", role: "Editor", verified: false });
    const response = await call("POST", "/api/register", {
      email: "new-editor@example.com",
      password: b64("Takeover2024"),
      name: "Evil",
      mobile: "Person",
    });
    expect(response.statusCode).toBe(408);
    expect(await findUser("new-editor@example.com")).toMatchObject({
      passwordHash: staff.passwordHash,
      firstName: "Test",
    });
  });

  it("lets an unverified address sign up again (after the resend wait) with a fresh code", async () => {
    await createUser(app, { email: "pending@example.com", verified: false });
    const response = await call("POST", "/api/register", {
      email: "pending@example.com",
      password: b64("Fresh2024x"),
      name: "New",
      mobile: "Name",
    });
    expect(response.statusCode).toBe(200);
    expect(await findUser("pending@example.com")).toMatchObject({ firstName: "New", lastName: "Name" });
    const code = await lastCode(app, "pending@example.com", "verify_email");
    const login = await call("POST", "/api/register/verify", { otp: code, email: "pending@example.com" });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ["short", "Ab1"],
    ["no uppercase", "lehenga2024"],
    ["no lowercase", "LEHENGA2024"],
    ["no digit", "LehengaSaree"],
  ])("refuses a password with %s with the rule message", async (_label, password) => {
    const before = await countUsers();
    const response = await call("POST", "/api/register", {
      email: "weak@example.com",
      password: b64(password),
      name: "Weak",
      mobile: "Password",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PASSWORD_RULE_MESSAGE);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ["a missing email", { password: b64("Lehenga2024"), name: "A", mobile: "B" }],
    ["a missing password", { email: "bad@example.com", name: "A", mobile: "B" }],
    ["a missing name", { email: "bad@example.com", password: b64("Lehenga2024"), mobile: "B" }],
    ["a malformed email", { email: "not-an-email", password: b64("Lehenga2024"), name: "A", mobile: "B" }],
    ["a number as email", { email: 42, password: b64("Lehenga2024"), name: "A", mobile: "B" }],
    [
      "a password that is not base64",
      { email: "bad@example.com", password: "Lehenga2024!", name: "A", mobile: "B" },
    ],
    [
      "an unknown field (role)",
      { email: "bad@example.com", password: b64("Lehenga2024"), name: "A", mobile: "B", role: "admin" },
    ],
    [
      "a non-numeric phone",
      { email: "bad@example.com", password: b64("Lehenga2024"), name: "A", mobile: "B", phone: "98x" },
    ],
  ])("refuses %s with a 400 and creates no user", async (_label, payload) => {
    const before = await countUsers();
    const response = await call("POST", "/api/register", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await countUsers()).toBe(before);
    expect(await lastMail(app, "bad@example.com")).toBeNull();
  });

  it("refuses a verify call with a malformed code or unknown email as 'Invalid OTP'", async () => {
    for (const payload of [
      { otp: "12ab56", email: "asha@example.com" },
      { otp: "123456", email: "nobody@example.com" },
    ]) {
      const response = await call("POST", "/api/register/verify", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid OTP");
    }
  });
});

describe("POST /api/login and /api/logout", () => {
  it("signs in with a base64 password: token, user and expiry in the body, an httpOnly Lax cookie", async () => {
    const user = await createUser(app, { email: "meera@example.com", password: "Saree2024" });
    const response = await call("POST", "/api/login", {
      email: "Meera@Example.com",
      password: b64("Saree2024"),
      cart_items: [{ product_id: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: "Login Successful",
      user: { id: user.id, email: "meera@example.com", role: "user" },
    });
    const claims = await app.tokens.verify(body.token);
    expect(claims).toEqual({ userId: user.id, role: "user" });
    const cookie = response.cookies.find((c) => c.name === "token");
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(response.headers["set-cookie"]).toMatch(/HttpOnly/);
    expect(response.headers["set-cookie"]).toMatch(/SameSite=Lax/);

    const me = await call("GET", "/api/account/me", undefined, { cookie: `token=${body.token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe("meera@example.com");
  });

  it("answers 'Incorrect Email ID or Password' (401) for a wrong password and an unknown email alike", async () => {
    await createUser(app, { email: "wrongpw@example.com", password: "Saree2024" });
    for (const payload of [
      { email: "wrongpw@example.com", password: b64("Saree2025") },
      { email: "ghost@example.com", password: b64("Saree2024") },
    ]) {
      const response = await call("POST", "/api/login", payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Incorrect Email ID or Password" });
      expect(response.cookies.find((c) => c.name === "token")).toBeUndefined();
    }
  });

  it("refuses an unverified customer with a clear message and no cookie", async () => {
    await createUser(app, { email: "unverified@example.com", password: "Saree2024", verified: false });
    const response = await call("POST", "/api/login", {
      email: "unverified@example.com",
      password: b64("Saree2024"),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/verify your email/);
    expect(response.cookies.find((c) => c.name === "token")).toBeUndefined();
  });

  it.each([
    ["no password", { email: "meera@example.com" }],
    ["no email", { password: b64("Saree2024") }],
    ["a password that is not base64", { email: "meera@example.com", password: "Saree2024" }],
    ["an unknown field", { email: "meera@example.com", password: b64("Saree2024"), role: "admin" }],
    ["a password of the wrong type", { email: "meera@example.com", password: 12345678 }],
  ])("refuses a login with %s with a 400", async (_label, payload) => {
    const response = await call("POST", "/api/login", payload);
    expect(response.statusCode).toBe(400);
    expect(response.cookies.find((c) => c.name === "token")).toBeUndefined();
  });

  it("refuses a non-JSON body with a 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
  });

  it("clears the cookie on logout", async () => {
    const response = await call("POST", "/api/logout");
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "token");
    expect(cookie?.value).toBe("");
    expect(cookie?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a cross-site sign-in with 403", async () => {
    await createUser(app, { email: "csrf@example.com", password: "Saree2024" });
    const response = await call(
      "POST",
      "/api/login",
      { email: "csrf@example.com", password: b64("Saree2024") },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies.find((c) => c.name === "token")).toBeUndefined();
  });

  it("records every mail in the outbox", async () => {
    const rows = await app.db.select().from(emailOutbox);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === "outbox")).toBe(true);
  });
});
