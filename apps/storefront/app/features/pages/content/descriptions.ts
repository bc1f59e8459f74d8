import { formatRupees } from "@boutique/shared/pricing/currency";
import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { SHOP_NAME } from "@storefront/features/layout/shop-details";
import { POLICY } from "./policy";

/** Each page's meta description: a module of its own, so a page's route code does not carry its text. */
export const ABOUT_DESCRIPTION = `${SHOP_NAME} is a New Delhi atelier making Indian ethnic wear to measure, from bridal lehengas and Anarkali suits to turbans and hand-dyed fabrics, shipped worldwide.`;
export const FAQ_DESCRIPTION = `Answers about ordering, sizing and custom stitching, shipping times and charges, payments and currency, returns and garment care at ${SHOP_NAME}.`;
export const PRIVACY_DESCRIPTION = `How ${SHOP_NAME} collects, uses and protects your personal data: orders, payments through Razorpay, PayPal and Stripe, cookies (the session cookie only, no tracking), retention and your rights.`;
export const RETURNS_DESCRIPTION = `Returns and exchanges within ${POLICY.returnWindowDays} days of delivery, cancellation within ${POLICY.cancellationHours} hours, refunds in ${POLICY.refundTime}.`;
export const shippingDescription = (rule: DomesticShippingRule) =>
  `Made-to-measure Indian ethnic wear shipped from New Delhi to India and worldwide: making time ${POLICY.makingTimeGarments}, ${
    rule.flatPaise === 0 || rule.freeFromPaise === 0
      ? "free delivery in India"
      : `free delivery in India from ${formatRupees(rule.freeFromPaise)}`
  }, tracked international courier.`;
export const TERMS_DESCRIPTION = `The terms for buying from ${SHOP_NAME}: orders, prices in rupees, payment, made-to-measure pieces, delivery, returns and liability.`;
