import { rupeesToPaise } from "@boutique/shared/pricing/currency";
import { dollarLabel, rupeeLabel } from "../money";

/** Selling price in rupees with the dollar equivalent, the regular price struck through and the rounded discount. */
export function PriceBlock({
  selling,
  regular,
  discount,
  dollarRate,
  unit,
}: {
  selling: number;
  regular: number;
  discount: number;
  dollarRate: number | null;
  unit?: string;
}) {
  const dollars = dollarLabel(rupeesToPaise(selling), dollarRate);
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-2xl font-semibold text-maroon" data-testid="selling-price">
          {rupeeLabel(selling)}
        </span>
        {unit ? <span className="text-sm text-muted">{unit}</span> : null}
        {discount > 0 ? (
          <>
            <span className="sr-only">Regular price</span>
            <s className="text-base text-muted">{rupeeLabel(regular)}</s>
            <span className="bg-maroon px-2 py-0.5 text-xs font-semibold tracking-wide text-white">
              {discount}% off
            </span>
          </>
        ) : null}
      </p>
      {dollars ? <p className="mt-1 text-sm text-muted">About {dollars}</p> : null}
      <p className="mt-1 text-xs text-muted">Inclusive of all taxes.</p>
    </div>
  );
}
