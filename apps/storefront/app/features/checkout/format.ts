import { formatDollars, formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { AppliedCoupon, PaymentStatus, PayType } from "@boutique/shared/schemas/checkout";

/** 'Rs 12,499' from an answer's rupee figure. */
export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** '$149.70' from an answer's dollar figure. */
export const dollars = (amount: number) => formatDollars(Math.round(amount * 100));

/** How each provider is offered on the checkout page. */
export function payTypeLabel(payType: PayType, totalUsd: number): { title: string; detail: string } {
  switch (payType) {
    case "Razorpay":
      return { title: "Razorpay", detail: "Cards, UPI, Netbanking (Rs)" };
    case "PayPal":
      return { title: "PayPal", detail: `Pay in US dollars (${dollars(totalUsd)} will be charged)` };
    case "Stripe":
      return { title: "Stripe", detail: "Card (Rs)" };
    case "COD":
      return { title: "Cash on delivery", detail: "Pay in cash when your parcel arrives" };
  }
}

/** 'Coupon applied: 10% off (max Rs 500)'. */
export function couponWords(coupon: AppliedCoupon): string {
  const cap = coupon.max_discount ? ` (max ${rupees(coupon.max_discount)})` : "";
  return `Coupon applied: ${coupon.discount}% off${cap}`;
}

/** A payment's true state in the shopper's words. */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  paid: "Payment received",
  pending: "We are confirming your payment",
  failed: "Payment failed",
  partially_refunded: "Paid, partly refunded",
  refunded: "Refunded",
  awaiting_confirmation: "Waiting for you to confirm",
  awaiting_collection: "Confirmed: pay in cash on delivery",
  returned_to_origin: "Refused on delivery",
};

/** Short badge text for order lists. */
export const PAYMENT_STATUS_BADGE: Record<PaymentStatus, { label: string; className: string }> = {
  paid: { label: "Paid", className: "bg-emerald-50 text-emerald-900 border-emerald-800/30" },
  pending: { label: "Payment pending", className: "bg-amber-50 text-amber-950 border-amber-700/40" },
  failed: { label: "Payment failed", className: "bg-red-50 text-red-900 border-red-800/30" },
  partially_refunded: {
    label: "Partly refunded",
    className: "bg-stone-100 text-stone-800 border-stone-500/40",
  },
  refunded: { label: "Refunded", className: "bg-stone-100 text-stone-800 border-stone-500/40" },
  awaiting_confirmation: { label: "To confirm", className: "bg-amber-50 text-amber-950 border-amber-700/40" },
  awaiting_collection: { label: "Cash on delivery", className: "bg-sky-50 text-sky-950 border-sky-800/30" },
  returned_to_origin: { label: "Refused", className: "bg-stone-100 text-stone-800 border-stone-500/40" },
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const IST_OFFSET_MS = 330 * 60_000;

/** '24 Nov 2026, 3:05 pm IST', written out by hand so the server and the browser render the same text. */
export function indiaDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  const date = new Date(time + IST_OFFSET_MS);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${clock} IST`;
}
