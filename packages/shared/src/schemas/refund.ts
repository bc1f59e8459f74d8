import { z } from "zod";
import { OrderDetailAnswer } from "./checkout";
import { idNotValid, idNumber } from "./id";

/**
 * Cancel and refund from the back office (admin only): money goes back through the provider that took
 * it, in the order's currency; cancelled lines' stock returns to the shelf. A cancellation never carries
 * a fee (Consumer Protection (E-Commerce) Rules 2020).
 */
export const REFUND_MESSAGES = {
  notPaid: "Only a paid order can be refunded.",
  tooMuch: "A refund cannot be more than what was paid.",
  nothingToRefund: "There is nothing left to refund on this order.",
  cannotCancel: "This order can no longer be cancelled: it is packed or on its way.",
  lineNotFound: "Order line not found",
  lineCancelled: "This line is already cancelled.",
  providerFailed: "The payment provider did not take the refund. Nothing was changed; please try again.",
  reasonRequired: "Please give a reason for the refund.",
  customerWindowClosed:
    "This order can no longer be cancelled online: free cancellation ends {hours} hours after payment, before work starts. Please contact us.",
  customerCancelled:
    "Your order is cancelled. The full amount goes back the way you paid within 7-10 working days.",
} as const;

/** When a customer may still cancel a paid order themselves, free: before work starts, within the window. */
export function customerCancellableUntil(
  order: { status: string; fulfilment: string; paid_at: string | null },
  windowHours: number,
): Date | null {
  if (order.status !== "paid" || order.fulfilment !== "pending" || !order.paid_at) return null;
  return new Date(new Date(order.paid_at).getTime() + windowHours * 3_600_000);
}

export const RefundBody = z.object({
  /** In the order's currency (rupees, or dollars for PayPal); left out: the lines' value, or all that is left. */
  amount: z.number().positive(REFUND_MESSAGES.tooMuch).max(10_000_000).optional(),
  line_ids: z
    .array(idNumber(idNotValid("Order line")))
    .max(100)
    .optional(),
  /** Cancel the whole order (allowed before it is packed); its stock returns. */
  cancel: z.boolean().optional(),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(500),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const RefundRow = z.object({
  id: z.number().int(),
  amount: z.number().describe("In the order's currency"),
  currency: z.enum(["INR", "USD"]),
  status: z.enum(["pending", "succeeded", "failed"]),
  reason: z.string(),
  line_ids: z.array(z.number().int()),
  created: z.string(),
});
export type RefundRow = z.infer<typeof RefundRow>;

export const RefundAnswer = z.object({ refund: RefundRow, detail: OrderDetailAnswer });
export type RefundAnswer = z.infer<typeof RefundAnswer>;
export const RefundListAnswer = z.object({ data: z.array(RefundRow) });
