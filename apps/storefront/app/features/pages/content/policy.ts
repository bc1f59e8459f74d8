import { formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";

/**
 * The shop's policy figures, once, so every page states the same rules (spec §9, with the
 * contradictions settled: see docs/decisions/007-domestic-shipping-rule.md for shipping).
 */
export const POLICY = {
  returnWindowDays: 6,
  cancellationHours: 24,
  complaintHours: 48,
  refundTime: "7-10 working days",
  inspectionWorkingDays: 5,
  internationalReturnFee: "USD 50 or 20% of the item value, whichever is lower",
  indiaReturnFee: "Rs 200 or 5% of the item value, whichever is lower",
  maxReturnRatePercent: 60,
  makingTimeGarments: "15-20 days",
  makingTimeAccessories: "1-2 weeks",
  deliveryIndia: "2-4 days",
  deliveryAbroad: "4-6 days",
  overallEstimate: "2-4 weeks",
  supportHours: "Mon-Fri 10am-10pm IST",
  replyWithin: "48 hours",
  welcomeDiscountPercent: 10,
} as const;

/**
 * The domestic shipping rule (decision 007; an admin sets it, GET /api/shipping serves it) in one
 * sentence, for the cart, the FAQ and the policies: 'Free within India on orders of Rs 4,000 or more,
 * and a flat Rs 200 per order below that.'
 */
export function domesticShippingWords(rule: DomesticShippingRule): string {
  if (rule.flatPaise === 0 || rule.freeFromPaise === 0)
    return "Shipping within India is free on every order.";
  return `Free within India on orders of ${formatRupees(rule.freeFromPaise)} or more, and a flat ${formatRupees(
    rule.flatPaise,
  )} per order below that.`;
}

/** Whole rupees in the shop's one format ('Rs 4,000'), from the shared pricing code. */
export function rupees(amount: number): string {
  return formatRupees(rupeesToPaise(amount));
}

/** Shown at the foot of the policy pages; change it whenever a policy text changes. */
export const POLICIES_UPDATED = "21 November 2026";
