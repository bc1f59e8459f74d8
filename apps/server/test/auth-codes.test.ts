import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeCodes, users } from "../src/modules/auth/auth.tables";
import { emailOutbox } from "../src/modules/mail/mail.tables";
import { createAttemptCounter, RATE_LIMITS } from "../src/plugins/rate-limit";
import { b64, buildTestApp, createUser, lastCode, lastMail } from "./helpers";

let app: Awaited<ReturnType<typeof buildTestApp>>;
let ip = 0;
const nextIp = () => `10.2.${++ip >> 8}.${ip & 255}`;
const call = (method: "POST" | "PUT", url: string, payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method, url, payload: payload as object, remoteAddress });

const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");
const mailCount = async (to: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, to))
  )[0].n;
const codesOf = async (userId: number) =>
  app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function register(email: string) {
  const response = await call("POST", "/api/register", {
    email,
    password: b64("Kurta2024x"),
    name: "Code",
    mobile: "Tester",
  });
  expect(response.statusCode).toBe(200);
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("one-time codes", () => {
  it("stores only a hash of the code, living 10 minutes", async () => {
    const row = await register("hashed@example.com");
    const code = await lastCode(app, "hashed@example.com", "verify_email");
    const [stored] = await codesOf(row.id);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(9.5 * 60_000);
    expect(lifetime).toBeLessThan(10.5 * 60_000);
  });

  it("refuses an expired code", async () => {
    const row = await register("expired@example.com");
    const code = await lastCode(app, "expired@example.com", "verify_email");
    await app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, row.id));
    const response = await call("POST", "/api/register/verify", { otp: code, email: "expired@example.com" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid OTP");
    const [after] = await app.db.select().from(users).where(eq(users.id, row.id));
    expect(after.emailVerifiedAt).toBeNull();
  });

  it("kills a code after 5 wrong tries, even for the right code afterwards", async () => {
    const row = await register("tries@example.com");
    const code = await lastCode(app, "tries@example.com", "verify_email");
    for (let i = 0; i < 5; i++) {
      const response = await call("POST", "/api/register/verify", {
        otp: wrongCode(code),
        email: "tries@example.com",
      });
      expect(response.json().message).toBe("Invalid OTP");
    }
    const [stored] = await codesOf(row.id);
    expect(stored.attempts).toBe(5);
    const right = await call("POST", "/api/register/verify", { otp: code, email: "tries@example.com" });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe("Invalid OTP");
  });

  it("accepts the right code after fewer than 5 wrong tries", async () => {
    await register("fourtries@example.com");
    const code = await lastCode(app, "fourtries@example.com", "verify_email");
    for (let i = 0; i < 4; i++) {
      await call("POST", "/api/register/verify", { otp: wrongCode(code), email: "fourtries@example.com" });
    }
    const right = await call("POST", "/api/register/verify", { otp: code, email: "fourtries@example.com" });
    expect(right.statusCode).toBe(200);
  });

  it("throttles a second code within a minute (429) and keeps one live code per purpose", async () => {
    const row = await register("resend@example.com");
    const again = await call("POST", "/api/register", {
      email: "resend@example.com",
      password: b64("Kurta2024x"),
      name: "Code",
      mobile: "Tester",
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("Please wait before asking for another code.");
    expect(await mailCount("resend@example.com")).toBe(1);

    // Once the wait is over (the counter expires), signing up again replaces the code.
    const first = await lastCode(app, "resend@example.com", "verify_email");
    await app.attempts.reset("code:verify_email:resend@example.com");
    await register("resend@example.com");
    const codes = await codesOf(row.id);
    expect(codes).toHaveLength(1);
    const second = await lastCode(app, "resend@example.com", "verify_email");
    if (first !== second) {
      const old = await call("POST", "/api/register/verify", { otp: first, email: "resend@example.com" });
      expect(old.statusCode).toBe(400);
    }
    const ok = await call("POST", "/api/register/verify", { otp: second, email: "resend@example.com" });
    expect(ok.statusCode).toBe(200);
  });
});

describe("POST /api/register/forgotPassword and PUT /api/register/reset", () => {
  let forgot2: Awaited<ReturnType<typeof createUser>> | undefined;
  it("mails a reset code and sets the new password with it", async () => {
    const user = await createUser(app, { email: "forgot@example.com", password: "OldPass2024" });
    const asked = await call("POST", "/api/register/forgotPassword", { email: "Forgot@Example.com" });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: "OTP Sent" });
    const mail = await lastMail(app, "forgot@example.com", "reset_password");
    expect(mail?.subject).toMatch(/password reset code/);
    const code = await lastCode(app, "forgot@example.com", "reset_password");

    const wrong = await call("PUT", "/api/register/reset", {
      password: b64("NewPass2024"),
      email: b64("forgot@example.com"),
      otp: wrongCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid OTP");

    const reset = await call("PUT", "/api/register/reset", {
      password: b64("NewPass2024"),
      email: b64("forgot@example.com"),
      otp: code,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Password updated." });

    const oldLogin = await call("POST", "/api/login", {
      email: "forgot@example.com",
      password: b64("OldPass2024"),
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call("POST", "/api/login", {
      email: "forgot@example.com",
      password: b64("NewPass2024"),
    });
    expect(newLogin.statusCode).toBe(200);
    expect(newLogin.json().user.id).toBe(user.id);

    const reused = await call("PUT", "/api/register/reset", {
      password: b64("Another2024"),
      email: b64("forgot@example.com"),
      otp: code,
    });
    expect(reused.statusCode).toBe(400);
  });

  it("answers an unknown email exactly like a known one, and mails nothing", async () => {
    const response = await call("POST", "/api/register/forgotPassword", { email: "nobody-here@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "OTP Sent" });
    expect(await mailCount("nobody-here@example.com")).toBe(0);
    // The resend wait applies to unknown emails too, so it does not tell them apart either.
    const again = await call("POST", "/api/register/forgotPassword", { email: "nobody-here@example.com" });
    expect(again.statusCode).toBe(429);
  });

  it.each([
    [
      "an empty password",
      { password: "", email: b64("forgot2@example.com"), otp: "123456" },
      "New password is empty",
    ],
    [
      "different confirmation",
      {
        password: b64("NewPass2024"),
        confirmPassword: b64("NewPass2025"),
        email: b64("forgot2@example.com"),
        otp: "123456",
      },
      "New password are not matching",
    ],
    [
      "a weak password",
      { password: b64("weak"), email: b64("forgot2@example.com"), otp: "123456" },
      "Minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character",
    ],
    [
      "an email not in base64",
      { password: b64("NewPass2024"), email: "forgot2@example.com", otp: "123456" },
      "Email must be sent base64-encoded.",
    ],
    [
      "a missing code",
      { password: b64("NewPass2024"), email: b64("forgot2@example.com") },
      "Please enter the OTP.",
    ],
    [
      "an unknown field",
      { password: b64("NewPass2024"), email: b64("forgot2@example.com"), otp: "123456", role: "admin" },
      null,
    ],
  ])("refuses a reset with %s and keeps the password", async (_label, payload, message) => {
    forgot2 ??= await createUser(app, { email: "forgot2@example.com", password: "OldPass2024" });
    const user = forgot2;
    await call("POST", "/api/register/forgotPassword", { email: user.email });
    const response = await call("PUT", "/api/register/reset", payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash).toBe(user.passwordHash);
  });
});

describe("staff sign-in and reset", () => {
  it("signs staff in on /api/login/admin and refuses customers with the login failure message", async () => {
    for (const role of ["admin", "Editor", "Employee"] as const) {
      const staff = await createUser(app, { role, password: "Staff2024x" });
      const response = await call("POST", "/api/login/admin", {
        email: staff.email,
        password: b64("Staff2024x"),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role).toBe(role);
      expect(response.cookies.find((c) => c.name === "token")?.httpOnly).toBe(true);
    }
    const customer = await createUser(app, { password: "Staff2024x" });
    const refused = await call("POST", "/api/login/admin", {
      email: customer.email,
      password: b64("Staff2024x"),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Incorrect Email ID or Password");
    expect(refused.cookies.find((c) => c.name === "token")).toBeUndefined();
  });

  it("mails staff a reset code; a customer asking on the staff form gets the same answer and no code", async () => {
    const editor = await createUser(app, {
      role: "Editor",
      email: "editor-reset@example.com",
      password: "Staff2024x",
    });
    const customer = await createUser(app, { email: "customer-reset@example.com", password: "Staff2024x" });
    for (const email of [editor.email, customer.email]) {
      const response = await call("POST", "/api/register/admin/forgotPassword", { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "OTP Sent" });
    }
    expect(await mailCount(customer.email)).toBe(0);
    const code = await lastCode(app, editor.email, "reset_password");
    const reset = await call("PUT", "/api/register/admin/reset", {
      password: b64("Fresh2024x"),
      confirmPassword: b64("Fresh2024x"),
      email: b64(editor.email),
      otp: code,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe("Password updated.");
    const login = await call("POST", "/api/login/admin", {
      email: editor.email,
      password: b64("Fresh2024x"),
    });
    expect(login.statusCode).toBe(200);
  });

  it("does not let the staff reset use a customer's code", async () => {
    const customer = await createUser(app, { email: "cust-code@example.com", password: "Staff2024x" });
    await call("POST", "/api/register/forgotPassword", { email: customer.email });
    const code = await lastCode(app, customer.email, "reset_password");
    const response = await call("PUT", "/api/register/admin/reset", {
      password: b64("Fresh2024x"),
      email: b64(customer.email),
      otp: code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid OTP");
    const [live] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, customer.id), eq(oneTimeCodes.purpose, "reset_password")));
    expect(live.consumedAt).toBeNull();
  });
});

describe("rate limits", () => {
  it("answers 429 after too many requests from one address", async () => {
    const address = "10.9.9.9";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.perIp.max; i++) {
      const response = await call(
        "POST",
        "/api/login",
        { email: `ip${i}@example.com`, password: b64("Nope2024x") },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, RATE_LIMITS.perIp.max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await call("POST", "/api/login", {
      email: "ip0@example.com",
      password: b64("Nope2024x"),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("locks an account after too many failed sign-ins from many addresses, even with the right password", async () => {
    const user = await createUser(app, { email: "brute@example.com", password: "Right2024x" });
    for (let i = 0; i < RATE_LIMITS.perAccount.max; i++) {
      const response = await call("POST", "/api/login", {
        email: user.email,
        password: b64(`Wrong${i}2024x`),
      });
      expect(response.statusCode).toBe(401);
    }
    const right = await call("POST", "/api/login", { email: user.email, password: b64("Right2024x") });
    expect(right.statusCode).toBe(401);
    await app.attempts.reset("login-failures:brute@example.com");
    const later = await call("POST", "/api/login", { email: user.email, password: b64("Right2024x") });
    expect(later.statusCode).toBe(200);
  });

  it("limits code checks per account across addresses", async () => {
    const email = "verify-flood@example.com";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.perAccount.max; i++) {
      const response = await call("POST", "/api/register/verify", { otp: "123456", email });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("attempt counter", () => {
  it("counts within a window and starts again after it (in memory)", async () => {
    let now = 1_000_000;
    const counter = createAttemptCounter(null, { now: () => now });
    expect(await counter.hit("k", 60)).toBe(1);
    expect(await counter.hit("k", 60)).toBe(2);
    await expect(counter.consume("k", 2, 60, "slow down")).rejects.toMatchObject({
      statusCode: 429,
      message: "slow down",
    });
    expect(await counter.count("k")).toBe(3);
    now += 61_000;
    expect(await counter.count("k")).toBe(0);
    await expect(counter.consume("k", 2, 60)).resolves.toBeUndefined();
  });

  it("shares counts through Redis when the app has it", async () => {
    if (!app.redis) return;
    const prefix = `test-${Date.now()}:`;
    const counter = createAttemptCounter(app.redis, { prefix });
    expect(await counter.hit("shared", 60)).toBe(1);
    expect(await counter.hit("shared", 60)).toBe(2);
    const ttl = await app.redis.ttl(`${prefix}shared`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    await counter.reset("shared");
    expect(await counter.count("shared")).toBe(0);
  });
});
