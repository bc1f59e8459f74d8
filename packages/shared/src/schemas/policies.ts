import { z } from "zod";

/**
 * GET /api/policies: the shop's promises a shopper reads before and after buying (spec §9), from the
 * settings staff keep. The grievance officer is named as the Consumer Protection (E-Commerce) Rules
 * 2020 require: complaints acknowledged within 48 hours and resolved within a month.
 */
export const POLICY_CONSTANTS = { complaintAckHours: 48, complaintResolveDays: 30 } as const;

export const PoliciesAnswer = z.object({
  grievance_officer: z.object({ name: z.string(), email: z.string() }),
  complaint_ack_hours: z.number().int(),
  complaint_resolve_days: z.number().int(),
  delivery_estimate: z.string().describe("For made-to-measure orders, e.g. '2-4 weeks'"),
  cancellation_window_hours: z.number().int(),
  return_window_days: z.number().int(),
});
export type PoliciesAnswer = z.infer<typeof PoliciesAnswer>;
