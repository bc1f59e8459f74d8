import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/modules/auth/auth.tables";
import { b64, buildTestApp, createUser } from "./helpers";

let app: Awaited<ReturnType<typeof buildTestApp>>;
let ip = 0;

async function signedIn(password = "Account2024") {
  const user = await createUser(app, { password });
  const { token } = await app.tokens.sign({ userId: user.id, role: user.role });
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      payload: payload as object,
      headers: { cookie: `token=${token}` },
      remoteAddress: `10.4.0.${++ip}`,
    });
  const row = async () => (await app.db.select().from(users).where(eq(users.id, user.id)))[0];
  return { user, call, row };
}

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("account routes need a signed-in user", () => {
  it.each([
    ["GET", "/api/account/me"],
    ["POST", "/api/account/details"],
    ["PUT", "/api/account/password"],
  ] as const)("%s %s answers 401 to a guest", async (method, url) => {
    const response = await app.inject({ method, url, payload: method === "GET" ? undefined : {} });
    expect(response.statusCode).toBe(401);
  });

  it("ignores a forged token", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/account/me",
      headers: { authorization: "Bearer abc.def.ghi" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/account/me", () => {
  it("answers the signed-in user", async () => {
    const { user, call } = await signedIn();
    const response = await call("GET", "/api/account/me");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      first_name: "Test",
      last_name: "User",
      email: user.email,
      mobile: "",
      role: "user",
      // It has a password: not a guest checkout's account.
      guest: false,
    });
  });
});

describe("POST /api/account/details", () => {
  it("updates the names and phone", async () => {
    const { call, row } = await signedIn();
    const response = await call("POST", "/api/account/details", {
      first_name: " Kavya ",
      last_name: "Iyer",
      phone: "9123456780",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Details Updated" });
    expect(await row()).toMatchObject({ firstName: "Kavya", lastName: "Iyer", mobile: "9123456780" });
  });

  it.each([
    ["a blank first name", { first_name: "  ", last_name: "Iyer", phone: "" }, "First name can not be blank"],
    ["a missing first name", { last_name: "Iyer" }, "First name can not be blank"],
    ["a blank last name", { first_name: "Kavya", last_name: "", phone: "" }, "Last name can not be blank"],
    [
      "a phone with letters",
      { first_name: "Kavya", last_name: "Iyer", phone: "98-765" },
      "Phone number must contain digits only.",
    ],
    ["a role", { first_name: "Kavya", last_name: "Iyer", role: "admin" }, null],
    ["an email", { first_name: "Kavya", last_name: "Iyer", email: "new@example.com" }, null],
  ])("refuses %s and changes nothing", async (_label, payload, message) => {
    const { call, row, user } = await signedIn();
    const response = await call("POST", "/api/account/details", payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await row()).toMatchObject({
      firstName: "Test",
      lastName: "User",
      role: "user",
      email: user.email,
    });
  });
});

describe("PUT /api/account/password", () => {
  it("changes the password", async () => {
    const { call, user } = await signedIn("Account2024");
    const response = await call("PUT", "/api/account/password", {
      oldPassword: b64("Account2024"),
      newPassword: b64("Changed2024"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Password updated." });
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: b64("Changed2024") },
      remoteAddress: "10.4.1.1",
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ["an empty old password", { oldPassword: "", newPassword: b64("Changed2024") }, "Old password is empty"],
    ["an empty new password", { oldPassword: b64("Account2024"), newPassword: "" }, "New password is empty"],
    [
      "the same password",
      { oldPassword: b64("Account2024"), newPassword: b64("Account2024") },
      "Old and new password can't be same.",
    ],
    [
      "a wrong old password",
      { oldPassword: b64("Wrong2024x"), newPassword: b64("Changed2024") },
      "Old password is incorrect.",
    ],
    [
      "passwords not in base64",
      { oldPassword: "Account2024!", newPassword: b64("Changed2024") },
      "Password must be sent base64-encoded.",
    ],
    [
      "an unknown field",
      { oldPassword: b64("Account2024"), newPassword: b64("Changed2024"), userId: 1 },
      null,
    ],
  ])("refuses %s with a 400 and keeps the password", async (_label, payload, message) => {
    const { call, row } = await signedIn("Account2024");
    const before = (await row()).passwordHash;
    const response = await call("PUT", "/api/account/password", payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect((await row()).passwordHash).toBe(before);
  });
});

describe("details without a phone", () => {
  it("keeps the stored phone", async () => {
    const { call, row } = await signedIn();
    await call("POST", "/api/account/details", { first_name: "A", last_name: "B", phone: "9000000001" });
    const response = await call("POST", "/api/account/details", { first_name: "C", last_name: "D" });
    expect(response.statusCode).toBe(200);
    expect(await row()).toMatchObject({ firstName: "C", lastName: "D", mobile: "9000000001" });
  });
});
