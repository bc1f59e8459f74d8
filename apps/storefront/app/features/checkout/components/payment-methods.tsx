import type { PayType } from "@boutique/shared/schemas/checkout";
import CreditCard from "lucide-react/icons/credit-card";
import Globe from "lucide-react/icons/globe";
import IndianRupee from "lucide-react/icons/indian-rupee";
import { payTypeLabel } from "../format";

const ICONS = { Razorpay: IndianRupee, PayPal: Globe, Stripe: CreditCard } as const;

/** The configured providers as radio cards (spec §2: payment method choice). */
export function PaymentMethods({
  payTypes,
  selected,
  totalUsd,
  onSelect,
}: {
  payTypes: PayType[];
  selected: PayType | null;
  totalUsd: number;
  onSelect: (payType: PayType) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3">
        {payTypes.map((payType) => {
          const { title, detail } = payTypeLabel(payType, totalUsd);
          const Icon = ICONS[payType];
          const checked = payType === selected;
          return (
            <label
              key={payType}
              className={`flex cursor-pointer items-center gap-3 border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-maroon ${
                checked ? "border-maroon ring-1 ring-maroon" : "border-line hover:border-gold"
              }`}
            >
              <input
                type="radio"
                name="pay_type"
                value={payType}
                checked={checked}
                onChange={() => onSelect(payType)}
                className="h-4 w-4 shrink-0 accent-maroon"
              />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block font-medium text-ink">{title}</span>
                <span className="block text-muted">{detail}</span>
              </span>
              <Icon aria-hidden className="h-5 w-5 shrink-0 text-gold-deep" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
