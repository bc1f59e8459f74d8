import { describe, expect, it } from "vitest";
import { testConfig } from "../../../config";
import { createPaymentProviders } from "./index";
import { testDeps } from "./sandbox-fixture";

describe("createPaymentProviders", () => {
  const payments = testConfig().payments;

  it("offers every configured provider in the shop's order and finds each by pay type and by name", () => {
    const providers = createPaymentProviders(payments, testDeps());
    expect(providers.available()).toEqual(["Razorpay", "PayPal", "Stripe"]);
    expect(providers.get("PayPal")?.name).toBe("paypal");
    expect(providers.byName("razorpay")?.payType).toBe("Razorpay");
    expect(providers.get("Stripe")?.currency).toBe("INR");
  });

  it("leaves out a provider without keys", () => {
    const providers = createPaymentProviders({ ...payments, stripe: null, razorpay: null }, testDeps());
    expect(providers.available()).toEqual(["PayPal"]);
    expect(providers.get("Stripe")).toBeNull();
    expect(providers.byName("razorpay")).toBeNull();
  });
});
