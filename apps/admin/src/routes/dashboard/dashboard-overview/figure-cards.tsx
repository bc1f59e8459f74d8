import { cn } from "@admin/lib/cn";
import { formatCount, formatMoney } from "@admin/lib/format";
import type { DashboardAnswer } from "@boutique/shared/schemas/dashboard";
import {
  Clock,
  CreditCard,
  IndianRupee,
  type LucideIcon,
  ShoppingCart,
  UserPlus,
  Wallet,
} from "lucide-react";

type Card = { key: keyof DashboardAnswer; label: string; icon: LucideIcon; money: boolean; hint?: string };

/** The spec's five figures with Razorpay's beside them; sales are rupees net of refunds. */
const CARDS: Card[] = [
  {
    key: "total_sales_razorpay",
    label: "Sales (Razorpay)",
    icon: IndianRupee,
    money: true,
    hint: "Net of refunds",
  },
  {
    key: "total_sales_paypal",
    label: "Sales (PayPal)",
    icon: Wallet,
    money: true,
    hint: "Dollar orders at their rupee price",
  },
  {
    key: "total_sales_stripe",
    label: "Sales (Stripe)",
    icon: CreditCard,
    money: true,
    hint: "Net of refunds",
  },
  {
    key: "pending_orders",
    label: "Pending orders",
    icon: Clock,
    money: false,
    hint: "Paid, not yet delivered",
  },
  {
    key: "new_orders",
    label: "New orders",
    icon: ShoppingCart,
    money: false,
    hint: "Paid in the last 7 days",
  },
  {
    key: "new_customer",
    label: "New customers",
    icon: UserPlus,
    money: false,
    hint: "Joined in the last 7 days",
  },
];

export function FigureCards({
  figures,
  loading,
}: {
  figures: DashboardAnswer | undefined;
  loading: boolean;
}) {
  return (
    <ul aria-label="Shop figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {CARDS.map(({ key, label, icon: Icon, money, hint }) => {
        const value = figures?.[key];
        return (
          <li key={key} className={cn("panel flex min-w-0 flex-col gap-2 p-4 sm:p-5")} data-figure={key}>
            <div className="flex items-start justify-between gap-2">
              <span className="text-sm font-medium text-stone-600">{label}</span>
              <span
                aria-hidden
                className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex"
              >
                <Icon className="size-4" />
              </span>
            </div>
            {loading || typeof value !== "number" ? (
              <span className="mt-auto h-8 w-24 animate-pulse rounded bg-stone-100">
                <span className="sr-only">Loading</span>
              </span>
            ) : (
              <span
                className="mt-auto truncate text-xl font-semibold text-stone-900 tabular-nums sm:text-2xl"
                data-testid="figure-value"
              >
                {money ? formatMoney(value) : formatCount(value)}
              </span>
            )}
            {hint ? <span className="text-xs text-stone-500">{hint}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
