import { cn } from "@admin/lib/cn";
import { Clock, DollarSign, IndianRupee, type LucideIcon, ShoppingCart, UserPlus } from "lucide-react";

type Card = { key: string; label: string; icon: LucideIcon };

/** The five figures of spec §3, in its order; Stripe sales are rupees, PayPal sales dollars. */
const CARDS: Card[] = [
  { key: "total_sales_stripe", label: "Total sales (Stripe)", icon: IndianRupee },
  { key: "total_sales_paypal", label: "Total sales (PayPal)", icon: DollarSign },
  { key: "pending_orders", label: "Pending orders", icon: Clock },
  { key: "new_orders", label: "New orders", icon: ShoppingCart },
  { key: "new_customer", label: "New customers", icon: UserPlus },
];

/**
 * The cards show "none yet" until GET /api/admin/orders/dashboard exists; its answer's shared schema,
 * and the figures with their rupee and dollar formats, come with it (see hooks/api/orders).
 */
export function FigureCards({ loading }: { loading: boolean }) {
  return (
    <ul aria-label="Shop figures" className="grid grid-cols-6 gap-3 sm:gap-4">
      {CARDS.map(({ key, label, icon: Icon }) => {
        // Sales get a wide card each (long rupee figures); the three counts share the row below.
        const isMoney = key === "total_sales_stripe" || key === "total_sales_paypal";
        return (
          <li
            key={key}
            className={cn(
              "panel flex min-w-0 flex-col gap-3 p-4 sm:p-5",
              isMoney ? "col-span-6 sm:col-span-3" : "col-span-2",
            )}
            data-figure={key}
          >
            <div className="flex items-start justify-between gap-2">
              <span className="text-sm font-medium text-stone-600">{label}</span>
              <span
                aria-hidden
                className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex"
              >
                <Icon className="size-4" />
              </span>
            </div>
            {loading ? (
              <span className="mt-auto h-8 w-24 animate-pulse rounded bg-stone-100">
                <span className="sr-only">Loading</span>
              </span>
            ) : (
              <span className="mt-auto text-xl font-semibold tabular-nums text-stone-900 sm:text-2xl">
                <span aria-hidden>—</span>
                <span className="sr-only">none yet</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
