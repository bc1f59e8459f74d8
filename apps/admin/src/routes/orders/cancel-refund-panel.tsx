import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";

/**
 * Cancel and refund on the order detail screen (issue 11, part E: cancellations and refunds).
 * A placeholder until that part lands; the detail screen renders it where the action belongs.
 */
export function CancelRefundPanel(_props: { detail: OrderDetailAnswer }) {
  return null;
}
