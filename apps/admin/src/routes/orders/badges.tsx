import { cn } from "@admin/lib/cn";
import {
  FULFILMENT_LABELS,
  type FulfilmentStatus,
  type OrderPaymentStatus,
  PAYMENT_LABELS,
} from "@boutique/shared/schemas/order-lifecycle-words";

const badge = "inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

/** Spec §4: paid green, pending yellow, failed red; refunds grey. */
const PAYMENT_TONES: Record<OrderPaymentStatus, string> = {
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  pending: "bg-amber-50 text-amber-800 ring-amber-600/25",
  failed: "bg-red-50 text-red-800 ring-red-600/20",
  partially_refunded: "bg-stone-100 text-stone-700 ring-stone-500/25",
  refunded: "bg-stone-100 text-stone-700 ring-stone-500/25",
  awaiting_confirmation: "bg-amber-50 text-amber-800 ring-amber-600/25",
  awaiting_collection: "bg-sky-50 text-sky-800 ring-sky-600/20",
  returned_to_origin: "bg-red-50 text-red-800 ring-red-600/20",
};

const FULFILMENT_TONES: Record<FulfilmentStatus, string> = {
  pending: "bg-white text-stone-700 ring-stone-300",
  in_production: "bg-violet-50 text-violet-800 ring-violet-600/20",
  ready_to_ship: "bg-sky-50 text-sky-800 ring-sky-600/20",
  shipped: "bg-blue-50 text-blue-800 ring-blue-600/20",
  delivered: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  cancelled: "bg-stone-100 text-stone-600 ring-stone-500/25",
  returned: "bg-red-50 text-red-800 ring-red-600/20",
};

export function PaymentBadge({ status }: { status: OrderPaymentStatus }) {
  return (
    <span className={cn(badge, PAYMENT_TONES[status])} data-testid="payment-badge">
      {PAYMENT_LABELS[status]}
    </span>
  );
}

export function FulfilmentBadge({ status }: { status: FulfilmentStatus }) {
  return (
    <span className={cn(badge, FULFILMENT_TONES[status])} data-testid="fulfilment-badge">
      {status === "pending" ? "Not started" : FULFILMENT_LABELS[status]}
    </span>
  );
}

/** Not shipped, and the day the order was promised to leave has passed. */
export function LateBadge() {
  return (
    <span
      className={cn(badge, "bg-red-50 text-red-800 ring-red-600/20")}
      title="Not shipped, and the day it was promised to leave has passed"
      data-testid="late-badge"
    >
      Late
    </span>
  );
}
