import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/modules/auth/auth.tables";
import { b64, buildTestApp, createUser, lastMail } from "./helpers";

const CLIENT_ID = "boutique-test.apps.googleusercontent.com";
const ISSUER = "https://accounts.google.com";

let app: Awaited<ReturnType<typeof buildTestApp>>;
let jwksServer: Server;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let googleKey: PrivateKey;
let strangerKey: PrivateKey;
let ip = 0;

/** An ID token shaped like Google's, signed by the given key. */
async function idToken(
  claims: Record<string, unknown>,
  options: { key?: PrivateKey; audience?: string; issuer?: string } = {},
) {
  return new SignJWT({ email_verified: true, given_name: "Priya", family_name: "Sharma", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "google-test-key" })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(options.key ?? googleKey);
}

const signIn = (token: string) =>
  app.inject({
    method: "POST",
    url: "/api/login/google",
    payload: { token, cart_items: [] },
    remoteAddress: `10.3.0.${++ip}`,
  });

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: "google-test-key", alg: "RS256", use: "sig" };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  app = await buildTestApp({
    google: {
      clientId: CLIENT_ID,
      jwksUrl: `http://127.0.0.1:${port}/certs`,
      issuers: [ISSUER, "accounts.google.com"],
    },
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe("POST /api/login/google", () => {
  it("tells the storefront the client id", async () => {
    const response = await app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.json()).toEqual({ google: { clientId: CLIENT_ID } });
  });

  it("creates a verified customer from a valid token, sets the cookie and sends the welcome mail", async () => {
    const response = await signIn(await idToken({ sub: "google-1", email: "Priya@Example.com" }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: "priya@example.com",
      first_name: "Priya",
      last_name: "Sharma",
      role: "user",
    });
    expect(response.cookies.find((c) => c.name === "token")).toMatchObject({
      value: body.token,
      httpOnly: true,
    });
    const [row] = await app.db.select().from(users).where(eq(users.email, "priya@example.com"));
    expect(row).toMatchObject({ googleSub: "google-1", passwordHash: null });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await lastMail(app, "priya@example.com", "welcome"))?.text).toContain("WELCOME10");

    const again = await signIn(await idToken({ sub: "google-1", email: "priya@example.com" }));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(row.id);
  });

  it("links an existing verified account by email and keeps its password", async () => {
    const user = await createUser(app, { email: "linked@example.com", password: "Linked2024" });
    const response = await signIn(await idToken({ sub: "google-2", email: "linked@example.com" }));
    expect(response.json().user.id).toBe(user.id);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.googleSub).toBe("google-2");
    expect(row.passwordHash).toBe(user.passwordHash);
  });

  it("drops the password of an unverified account it takes over (someone else may have set it)", async () => {
    const user = await createUser(app, {
      email: "squatted@example.com",
      password: "Squat2024x",
      verified: false,
    });
    const response = await signIn(await idToken({ sub: "google-3", email: "squatted@example.com" }));
    expect(response.statusCode).toBe(200);
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "squatted@example.com", password: b64("Squat2024x") },
      remoteAddress: "10.3.1.1",
    });
    expect(login.statusCode).toBe(401);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });

  it.each([
    ["another audience", { audience: "someone-else.apps.googleusercontent.com" }, {}],
    ["another issuer", { issuer: "https://evil.example" }, {}],
    ["a signature by another key", { key: "stranger" }, {}],
    ["an unverified email", {}, { email_verified: false }],
  ])("refuses a token with %s (401) and creates nobody", async (_label, options, claims) => {
    const email = `refused-${ip}@example.com`;
    const { key, ...rest } = options as { key?: string; audience?: string; issuer?: string };
    const token = await idToken(
      { sub: `refused-${ip}`, email, ...claims },
      { ...rest, key: key ? strangerKey : undefined },
    );
    const response = await signIn(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Google sign-in failed. Please try again.");
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses garbage and an unknown field", async () => {
    expect((await signIn("not-a-jwt")).statusCode).toBe(401);
    const extra = await app.inject({
      method: "POST",
      url: "/api/login/google",
      payload: { token: "x", role: "admin" },
      remoteAddress: "10.3.2.1",
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe("Google sign-in switched off", () => {
  it("answers 404 'Google sign-in is not enabled.' and hides the provider", async () => {
    const plain = await buildTestApp();
    try {
      const providers = await plain.inject({ method: "GET", url: "/api/auth/providers" });
      expect(providers.json()).toEqual({ google: null });
      const response = await plain.inject({
        method: "POST",
        url: "/api/login/google",
        payload: { token: "anything" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Google sign-in is not enabled.");
    } finally {
      await plain.close();
    }
  });
});
