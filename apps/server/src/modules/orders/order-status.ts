import type { PaymentStatus } from "@boutique/shared/schemas/checkout";

/**
 * Where an order's payment may move (STYLE 6: one table). Pending ends paid or failed; a failed order
 * becomes paid only when the provider reports money captured after the shop gave up on it (a late
 * capture must not be lost). Nothing leaves paid here; refunds come with the orders issue.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid", "failed"],
  failed: ["paid"],
  paid: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}
