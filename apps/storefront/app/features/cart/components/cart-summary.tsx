import { formatRupees } from "@boutique/shared/pricing/currency";
import { type DomesticShippingRule, domesticShippingPaise } from "@boutique/shared/pricing/shipping";
import { SHOP } from "@storefront/features/layout/shop-details";
import { dollarLabel } from "@storefront/features/product/money";
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { freeShippingNote } from "../format";

/** Spec §2 Cart summary: subtotal in rupees and dollars, shipping, total, checkout, help phone, continue. */
export function CartSummary({
  subtotalPaise,
  dollarRate,
  shippingRule,
  showTax = false,
  checkoutHref = "/Checkout",
}: {
  subtotalPaise: number;
  dollarRate: number | null;
  shippingRule: DomesticShippingRule;
  showTax?: boolean;
  /** Buy Now: checkout for its one cart line (`/Checkout?line={cart_id}`). */
  checkoutHref?: string;
}) {
  const shipping = domesticShippingPaise(subtotalPaise, shippingRule);
  const total = subtotalPaise + shipping;
  const subtotalDollars = dollarLabel(subtotalPaise, dollarRate);
  const totalDollars = dollarLabel(total, dollarRate);
  return (
    <section aria-labelledby="summary-title" className="border border-line bg-white p-5 sm:p-6">
      <h2 id="summary-title" className="font-display text-xl text-maroon">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="text-right" data-testid="subtotal">
            {formatRupees(subtotalPaise)}
            {subtotalDollars ? (
              <span className="block text-xs text-muted" data-testid="subtotal-dollars">
                {subtotalDollars}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping (India)</dt>
          <dd data-testid="shipping">{shipping === 0 ? "Free" : formatRupees(shipping)}</dd>
        </div>
        {showTax ? (
          <div className="flex justify-between gap-4">
            <dt>Tax</dt>
            <dd>{formatRupees(0)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
          <dt>Order total</dt>
          <dd className="text-right" data-testid="order-total">
            {formatRupees(total)}
            {totalDollars ? (
              <span className="block text-xs font-normal text-muted">{totalDollars}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">{freeShippingNote(shippingRule)}</p>
      <Link to={checkoutHref} className="btn-primary mt-5 w-full">
        Proceed To Checkout
      </Link>
      <Link to="/" className="btn-outline mt-3 w-full">
        Continue Shopping
      </Link>
      <p className="mt-5 flex items-center gap-2 text-sm">
        <Phone aria-hidden className="h-4 w-4 text-maroon" />
        <span>
          Need help? Call{" "}
          <a href={SHOP.phoneHref} className="font-medium text-maroon underline underline-offset-4">
            {SHOP.phoneDisplay}
          </a>
        </span>
      </p>
    </section>
  );
}
