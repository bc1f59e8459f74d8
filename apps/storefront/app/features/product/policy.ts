import { POLICY } from "@storefront/features/pages/content/policy";

/**
 * Returns are accepted within 6 days of delivery (docs/decisions/006-return-window.md); the figure lives once,
 * with the other policy figures, so the badge, the accordion and the policy pages cannot disagree.
 */
export const RETURN_WINDOW_DAYS = POLICY.returnWindowDays;
