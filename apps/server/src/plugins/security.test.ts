import { describe, expect, it } from "vitest";
import type { PaymentsConfig } from "../config";
import {
  contentSecurityPolicy,
  isJsonAnswer,
  isPaymentPage,
  jsonSecurityHeaders,
  paymentOrigins,
  securityHeaders,
} from "./security";

const SHOP = "https://shop.example";

function payments(urls: { razorpay?: string; razorpayScript?: string; paypal?: string; stripe?: string }) {
  return {
    sandbox: false,
    razorpay: {
      keyId: "k",
      keySecret: "s",
      webhookSecret: "w",
      apiUrl: urls.razorpay ?? "https://api.razorpay.com",
      checkoutScriptUrl: urls.razorpayScript ?? "https://checkout.razorpay.com/v1/checkout.js",
    },
    paypal: {
      clientId: "c",
      clientSecret: "s",
      webhookId: "w",
      apiUrl: urls.paypal ?? "https://api-m.paypal.com",
    },
    stripe: { secretKey: "s", webhookSecret: "w", apiUrl: urls.stripe ?? "https://api.stripe.com" },
    holdMinutes: 30,
    reconcileAfterMinutes: 10,
    jobsIntervalSeconds: 0,
  } satisfies PaymentsConfig;
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("the Content-Security-Policy", () => {
  it("allows the real providers' origins: Razorpay's script, frame and API; PayPal's and Stripe's pages", () => {
    const origins = paymentOrigins(payments({}), SHOP);
    const policy = contentSecurityPolicy(origins, { nonce: null, https: true });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://accounts.google.com/gsi/client",
      "https://checkout.razorpay.com",
    ]);
    expect(directive(policy, "frame-src")).toContain("https://api.razorpay.com");
    expect(directive(policy, "connect-src")).toContain("https://api.razorpay.com");
    expect(directive(policy, "form-action")).toEqual([
      "'self'",
      "https://www.paypal.com",
      "https://checkout.stripe.com",
    ]);
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("on a payment page allows inline scripts only with the answer's nonce", () => {
    const origins = paymentOrigins(payments({}), SHOP);
    const policy = contentSecurityPolicy(origins, { nonce: "abc123", https: false });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'nonce-abc123'",
      "https://accounts.google.com/gsi/client",
      "https://checkout.razorpay.com",
    ]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("adds nothing for an in-process sandbox (same origin) and a standalone sandbox's own origin", () => {
    const inProcess = paymentOrigins(
      payments({
        razorpay: `${SHOP}/sandbox/razorpay`,
        razorpayScript: `${SHOP}/sandbox/razorpay/v1/checkout.js`,
        paypal: `${SHOP}/sandbox/paypal`,
        stripe: `${SHOP}/sandbox/stripe`,
      }),
      SHOP,
    );
    expect(inProcess).toEqual({ scripts: [], frames: [], connect: [], hostedPages: [] });
    const standalone = paymentOrigins(
      payments({
        razorpay: "http://127.0.0.1:4010/razorpay",
        razorpayScript: "http://127.0.0.1:4010/razorpay/v1/checkout.js",
        paypal: "http://127.0.0.1:4010/paypal",
        stripe: "http://127.0.0.1:4010/stripe",
      }),
      SHOP,
    );
    expect(standalone).toEqual({
      scripts: ["http://127.0.0.1:4010"],
      frames: ["http://127.0.0.1:4010"],
      connect: ["http://127.0.0.1:4010"],
      hostedPages: ["http://127.0.0.1:4010"],
    });
  });

  it("leaves out a provider without keys", () => {
    const origins = paymentOrigins({ ...payments({}), razorpay: null, paypal: null }, SHOP);
    expect(origins).toEqual({
      scripts: [],
      frames: [],
      connect: [],
      hostedPages: ["https://checkout.stripe.com"],
    });
  });

  it("knows the payment pages, not their data requests nor look-alikes", () => {
    for (const url of [
      "/Checkout",
      "/checkout?line=4",
      "/Success?order_id=1&token=x",
      "/Cancel",
      "/OrderConfirmation/12",
    ])
      expect(isPaymentPage(url), url).toBe(true);
    for (const url of [
      "/",
      "/Checkout.data",
      "/OrderConfirmation/12.data",
      "/CheckoutNow",
      "/api/checkout/payment/quote",
    ])
      expect(isPaymentPage(url), url).toBe(false);
  });
});

describe("the security headers", () => {
  it("are helmet's chosen ones and the policy without a nonce; HSTS only when the shop is served over https", () => {
    const secure = securityHeaders({ payments: payments({}), publicUrl: SHOP });
    expect(secure).toMatchObject({
      "x-frame-options": "SAMEORIGIN",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-site",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": expect.stringContaining("max-age="),
    });
    expect(secure["content-security-policy"]).toBe(
      contentSecurityPolicy(paymentOrigins(payments({}), SHOP), { nonce: null, https: true }),
    );
    expect(secure).not.toHaveProperty("cross-origin-embedder-policy");
    const plain = securityHeaders({ payments: payments({}), publicUrl: "http://127.0.0.1:3000" });
    expect(plain).not.toHaveProperty("strict-transport-security");
    expect(plain["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("for JSON answers: nothing may load in them or frame them; HSTS as on pages", () => {
    expect(jsonSecurityHeaders({ payments: payments({}), publicUrl: SHOP })).toEqual({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "cross-origin-resource-policy": "same-site",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "strict-transport-security": securityHeaders({ payments: payments({}), publicUrl: SHOP })[
        "strict-transport-security"
      ],
    });
    expect(
      jsonSecurityHeaders({ payments: payments({}), publicUrl: "http://127.0.0.1:3000" }),
    ).not.toHaveProperty("strict-transport-security");
    for (const type of ["application/json", "application/json; charset=utf-8"])
      expect(isJsonAnswer(type)).toBe(true);
    for (const type of ["text/html; charset=utf-8", "application/pdf", "image/webp", undefined, 3])
      expect(isJsonAnswer(type)).toBe(false);
  });
});
