import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import { startSandboxServer } from "@boutique/payment-sandbox/server";
import type { ChargeAnswer, VerifyAnswer } from "@boutique/shared/schemas/checkout";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config, PaymentsConfig } from "../src/config";
import { hashPassword } from "../src/lib/passwords";
import { users } from "../src/modules/auth/auth.tables";
import { buildSeededApp, type Pick } from "./cart-fixtures";

export type Headers = Record<string, string>;

/** The providers pointed at a sandbox on its own port (tests deliver its webhooks themselves). */
export function paymentsFor(sandboxUrl: string): PaymentsConfig {
  const test = SANDBOX_TEST_SECRETS;
  return {
    sandbox: false,
    razorpay: {
      keyId: test.razorpayKeyId,
      keySecret: test.razorpayKeySecret,
      webhookSecret: test.razorpayWebhookSecret,
      apiUrl: `${sandboxUrl}/razorpay`,
      checkoutScriptUrl: `${sandboxUrl}/razorpay/v1/checkout.js`,
    },
    paypal: {
      clientId: test.paypalClientId,
      clientSecret: test.paypalClientSecret,
      webhookId: test.paypalWebhookId,
      apiUrl: `${sandboxUrl}/paypal`,
    },
    stripe: {
      secretKey: test.stripeSecretKey,
      webhookSecret: test.stripeWebhookSecret,
      apiUrl: `${sandboxUrl}/stripe`,
    },
    holdMinutes: 30,
    reconcileAfterMinutes: 10,
    jobsIntervalSeconds: 0,
  };
}

/** WhatsApp's Cloud API pointed at the same sandbox (its webhooks too are delivered by the tests). */
export const TEST_WHATSAPP_VERIFY_TOKEN = "test-verify-token";
export function whatsappFor(sandboxUrl: string) {
  const test = SANDBOX_TEST_SECRETS;
  return {
    apiUrl: `${sandboxUrl}/whatsapp`,
    version: "v21.0",
    phoneNumberId: test.whatsappPhoneNumberId,
    token: test.whatsappToken,
    verifyToken: TEST_WHATSAPP_VERIFY_TOKEN,
    appSecret: test.whatsappAppSecret,
  };
}

export const DELHI = {
  first_name: "Meera",
  last_name: "Kapoor",
  email: "meera@example.com",
  mobile: "+91 98100 12345",
  country: "IN",
  state: "Delhi",
  city: "New Delhi",
  address1: "14 Hauz Khas Village",
  address2: "",
  zip: "110016",
};
export const LONDON = {
  ...DELHI,
  first_name: "Priya",
  last_name: "Shah",
  mobile: "+44 7700 900123",
  country: "GB",
  state: "Greater London",
  city: "London",
  address1: "221 Brick Lane",
  zip: "E1 6SB",
};

let customerCounter = 0;
let sharedHash: Promise<string> | undefined;

/** A checkout world: a seeded shop, a sandbox, and helpers that act as customers and press sandbox buttons. */
export async function buildCheckoutWorld(overrides: Partial<Config> = {}) {
  const sandbox = await startSandboxServer({ port: 0, webhookTarget: null });
  const { app, pick } = await buildSeededApp({
    whatsapp: whatsappFor(sandbox.url),
    ...overrides,
    payments: paymentsFor(sandbox.url),
  });

  async function call<T = Record<string, unknown>>(
    headers: Headers,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: Record<string, unknown>,
  ) {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() as T };
  }

  /** A signed-in customer with one address (one argon2 hash shared by every test customer). */
  async function customer(address: typeof DELHI = DELHI) {
    customerCounter += 1;
    sharedHash ??= hashPassword("Secret123");
    const [user] = await app.db
      .insert(users)
      .values({
        email: `buyer${customerCounter}-${Date.now()}@example.com`,
        passwordHash: await sharedHash,
        firstName: address.first_name,
        lastName: address.last_name,
        role: "user",
        emailVerifiedAt: new Date(),
      })
      .returning();
    const { token } = await app.tokens.sign({ userId: user!.id, role: "user" });
    const headers = { authorization: `Bearer ${token}` };
    const saved = await call<{ data: { id: number } }>(headers, "POST", "/api/items/address", address);
    if (saved.status >= 300) throw new Error(`address not saved: ${JSON.stringify(saved.body)}`);
    return { user: user!, headers, addressId: saved.body.data.id };
  }

  async function addToCart(headers: Headers, item: Pick, customization: Record<string, unknown> = {}) {
    const added = await call<{ data: { cart_id: number; id: number }[] }>(
      headers,
      "POST",
      `/api/items/cart/${item.variantId}`,
      {
        quantity: 1,
        size: item.size,
        customization,
      },
    );
    if (added.status !== 200) throw new Error(`not added: ${JSON.stringify(added.body)}`);
    return added.body.data.find((line) => line.id === item.variantId)!.cart_id;
  }

  async function stockOf(item: Pick): Promise<number> {
    const result = await app.db.execute<{ quantity: number }>(
      sql`select quantity from variant_stock where variant_id = ${item.variantId} and size = ${item.size}`,
    );
    return Number(result.rows[0]?.quantity);
  }

  const charge = (headers: Headers, body: Record<string, unknown>) =>
    call<ChargeAnswer & { message?: string }>(headers, "POST", "/api/checkout/payment/charge", body);
  const verify = (headers: Headers, body: Record<string, unknown>) =>
    call<VerifyAnswer & { message: string }>(headers, "POST", "/api/checkout/payment/verify", body);

  /** Presses 'Pay now' or 'Fail payment' in the Razorpay stand-in: the three fields its handler gets. */
  async function payRazorpay(razorpayOrderId: string, outcome: "success" | "fail" = "success") {
    const response = await fetch(`${sandbox.url}/razorpay/test/orders/${razorpayOrderId}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ outcome, method: "upi" }),
    });
    return (await response.json()) as Record<string, string> & { error?: unknown };
  }

  /** Presses a button on PayPal's approval or Stripe's hosted page; answers where the browser is sent. */
  async function pressPage(url: string, action: "pay" | "fail" | "cancel"): Promise<URL> {
    const pageUrl = new URL(url);
    const target =
      pageUrl.pathname.endsWith("/checkoutnow") && pageUrl.searchParams.get("token")
        ? `${pageUrl.origin}${pageUrl.pathname}/${pageUrl.searchParams.get("token")}`
        : `${pageUrl.origin}${pageUrl.pathname}`;
    const response = await fetch(target, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action }).toString(),
    });
    const location = response.headers.get("location");
    if (response.status !== 303 || !location) throw new Error(`page answered ${response.status}`);
    return new URL(location, target);
  }

  /** The return page's query as the storefront posts it to verify. */
  const returnParams = (location: URL) => Object.fromEntries(location.searchParams.entries());

  async function ordersCount(userId: number, status?: string) {
    const result = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${userId} ${status ? sql`and status = ${status}` : sql``}`,
    );
    return Number(result.rows[0]?.n);
  }

  async function mailsTo(email: string, kind = "order_paid") {
    const result = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where recipient = ${email} and kind = ${kind}`,
    );
    return Number(result.rows[0]?.n);
  }

  async function sandboxEvents(provider: "razorpay" | "paypal" | "stripe") {
    const response = await fetch(`${sandbox.url}/events?provider=${provider}`);
    return (await response.json()) as {
      id: string;
      type: string;
      headers: Record<string, string>;
      body: string;
    }[];
  }

  async function close() {
    await app.close();
    await sandbox.close();
  }

  return {
    app: app as FastifyInstance,
    sandbox,
    pick,
    call,
    customer,
    addToCart,
    stockOf,
    charge,
    verify,
    payRazorpay,
    pressPage,
    returnParams,
    ordersCount,
    mailsTo,
    sandboxEvents,
    close,
  };
}

export type CheckoutWorld = Awaited<ReturnType<typeof buildCheckoutWorld>>;
