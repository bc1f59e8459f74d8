import type { PayType, QuoteAnswer } from "@boutique/shared/schemas/checkout";
import Banknote from "lucide-react/icons/banknote";
import CreditCard from "lucide-react/icons/credit-card";
import Globe from "lucide-react/icons/globe";
import IndianRupee from "lucide-react/icons/indian-rupee";
import Info from "lucide-react/icons/info";
import { payTypeLabel, rupees } from "../format";

const ICONS = { Razorpay: IndianRupee, PayPal: Globe, Stripe: CreditCard, COD: Banknote } as const;

/**
 * The configured providers as radio cards (spec §2: payment method choice), and cash on delivery when the
 * shop's rules allow it for this cart and address (issue 26 §1); when they do not, the one line that
 * says why. The amount off for paying online is said beside COD.
 */
export function PaymentMethods({
  payTypes,
  selected,
  totalUsd,
  cod,
  onSelect,
}: {
  payTypes: PayType[];
  selected: PayType | null;
  totalUsd: number;
  cod: QuoteAnswer["cod"];
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
          const notes =
            payType === "COD"
              ? [
                  cod.fee > 0 ? `${rupees(cod.fee)} cash-on-delivery fee` : null,
                  cod.prepaid_discount > 0 ? `pay online now and save ${rupees(cod.prepaid_discount)}` : null,
                ].filter(Boolean)
              : [];
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
                {notes.length > 0 ? (
                  <span className="mt-0.5 block text-xs text-gold-deep" data-testid="cod-terms">
                    {notes.join(" · ")}
                  </span>
                ) : null}
              </span>
              <Icon aria-hidden className="h-5 w-5 shrink-0 text-gold-deep" />
            </label>
          );
        })}
      </div>
      {!cod.offered && cod.reason ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-muted" data-testid="cod-reason">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" />
          <span>{cod.reason}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
