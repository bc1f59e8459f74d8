import { isOnline, type OnlinePayType, type PayType } from "@boutique/shared/schemas/checkout";
import type { PaymentsConfig } from "../../../config";
import type { ProviderDeps } from "./http";
import { createPayPalProvider } from "./paypal";
import { type PaymentProvider, PROVIDER_OF, type ProviderName } from "./provider";
import { createRazorpayProvider } from "./razorpay";
import { createStripeProvider } from "./stripe";

export type PaymentProviders = {
  /** The provider behind a pay type, or null when it has no keys (or is cash on delivery). */
  get(payType: PayType): PaymentProvider | null;
  /** The provider a webhook route is named after, or null when it has no keys. */
  byName(name: ProviderName): PaymentProvider | null;
  /** The configured pay types in the order the shop offers them: Razorpay, PayPal, Stripe. */
  available(): OnlinePayType[];
};

/** One client per configured provider, made once at start-up. */
export function createPaymentProviders(config: PaymentsConfig, deps: ProviderDeps): PaymentProviders {
  const providers: Record<ProviderName, PaymentProvider | null> = {
    razorpay: config.razorpay ? createRazorpayProvider(config.razorpay, deps) : null,
    paypal: config.paypal ? createPayPalProvider(config.paypal, deps) : null,
    stripe: config.stripe ? createStripeProvider(config.stripe, deps) : null,
  };
  const offered = [providers.razorpay, providers.paypal, providers.stripe].flatMap((p) =>
    p ? [p.payType] : [],
  );
  return {
    get: (payType) => (isOnline(payType) ? providers[PROVIDER_OF[payType]] : null),
    byName: (name) => providers[name],
    available: () => [...offered],
  };
}

export type { ProviderDeps } from "./http";
export { PaymentUnavailableError, ProviderHttpError } from "./http";
export * from "./provider";
