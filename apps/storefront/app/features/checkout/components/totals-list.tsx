import type { Totals } from "@boutique/shared/schemas/checkout";
import type { ReactNode } from "react";
import { dollars, rupees } from "../format";

/**
 * Subtotal, discount (the coupon's, then paying online's), shipping, cash on delivery's fee and the total in rupees with its dollar equivalent: the server's figures
 * (a quote or an order's totals), never added up here.
 */
export function TotalsList({
  totals,
  shipping,
  couponAction,
}: {
  totals: Totals;
  /** Replaces the shipping figure (e.g. 'Address not deliverable'). */
  shipping?: ReactNode;
  /** Beside the coupon's code: the checkout's Delete button. */
  couponAction?: ReactNode;
}) {
  // The server's discount holds the coupon's and the amount off for paying online (issue 26 §1), shown apart.
  const couponDiscount = totals.discount - totals.prepaid_discount;
  return (
    <dl className="space-y-2.5 text-sm">
      <Row label="Subtotal">
        <span data-testid="subtotal">{rupees(totals.subtotal)}</span>
      </Row>
      {totals.coupon || couponDiscount > 0 ? (
        <Row
          label={
            <span className="flex flex-wrap items-center gap-x-2">
              Discount
              {totals.coupon ? (
                <span className="border border-dashed border-gold bg-ivory px-1.5 py-0.5 text-xs font-semibold tracking-wide text-gold-deep">
                  {totals.coupon.code}
                </span>
              ) : null}
              {couponAction}
            </span>
          }
        >
          <span className="text-emerald-800" data-testid="discount">
            − {rupees(couponDiscount)}
          </span>
        </Row>
      ) : null}
      {totals.prepaid_discount > 0 ? (
        <Row label="Paying online">
          <span className="text-emerald-800" data-testid="prepaid-discount">
            − {rupees(totals.prepaid_discount)}
          </span>
        </Row>
      ) : null}
      <Row label="Shipping">
        {shipping ?? (
          <span data-testid="shipping">{totals.shipping === 0 ? "Free" : rupees(totals.shipping)}</span>
        )}
      </Row>
      {totals.cod_fee > 0 ? (
        <Row label="Cash-on-delivery fee">
          <span data-testid="cod-fee">{rupees(totals.cod_fee)}</span>
        </Row>
      ) : null}
      <div className="flex items-start justify-between gap-4 border-t border-line pt-4">
        <dt className="text-base font-semibold text-ink">Total</dt>
        <dd className="text-right">
          <span className="block font-display text-2xl font-semibold text-maroon" data-testid="order-total">
            {rupees(totals.total)}
          </span>
          <span className="block text-xs text-muted" data-testid="order-total-dollars">
            ≈ {dollars(totals.total_usd)}
          </span>
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}
