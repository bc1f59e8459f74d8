import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import type { CartTotals } from "@boutique/shared/schemas/cart";
import { useShop } from "@storefront/features/layout/shop-details";
import { deferredSection } from "@storefront/lib/deferred-section";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { dollars, freeShippingNote, rupees } from "../format";
import type { ShareLine } from "../share-cart";
import { WhatsAppShare } from "./whatsapp-share";

// The delivery date is plain text: its code (the date's format, the icon) stays out of the first load and
// comes only when the date changes in the browser (decision 045).
const CartDelivery = deferredSection(() => import("./cart-delivery").then((module) => module.CartDelivery), {
  hydrate: "never",
});

/** Until the server has priced the cart. */
const UNKNOWN = "…";

/**
 * Spec §2 Cart summary: subtotal in rupees and dollars, shipping, total, checkout, help phone, continue.
 * Every figure is the server's (the cart's totals or a quote), never added up here; while a new one is
 * on its way the previous figures stay, dimmed.
 */
export function CartSummary({
  totals,
  pending = false,
  error = null,
  shippingRule,
  showTax = false,
  checkoutHref = "/Checkout",
  shareLines,
}: {
  totals: CartTotals | null;
  pending?: boolean;
  /** The quote failed: the figures shown (if any) are older than the cart, and dimmed as such. */
  error?: string | null;
  shippingRule: DomesticShippingRule;
  showTax?: boolean;
  /** Buy Now: checkout for its one cart line (`/Checkout?line={cart_id}`). */
  checkoutHref?: string;
  /** The cart's lines, for "Send cart on WhatsApp" (left out: no such button). */
  shareLines?: ShareLine[];
}) {
  const shop = useShop();
  return (
    <section aria-labelledby="summary-title" className="border border-line bg-white p-5 sm:p-6">
      <h2 id="summary-title" className="font-display text-xl text-maroon">
        Order summary
      </h2>
      <dl
        className={`mt-4 space-y-2 text-sm transition-opacity ${pending || error || !totals ? "opacity-50" : ""}`}
        aria-busy={pending}
        data-testid="summary-figures"
      >
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd className="text-right" data-testid="subtotal">
            {totals ? rupees(totals.subtotal) : UNKNOWN}
            {totals ? (
              <span className="block text-xs text-muted" data-testid="subtotal-dollars">
                {dollars(totals.subtotal_usd)}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping (India)</dt>
          <dd data-testid="shipping">
            {!totals ? UNKNOWN : totals.shipping === 0 ? "Free" : rupees(totals.shipping)}
          </dd>
        </div>
        {showTax ? (
          <div className="flex justify-between gap-4">
            <dt>Tax</dt>
            <dd>{rupees(0)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
          <dt>Order total</dt>
          <dd className="text-right" data-testid="order-total">
            {totals ? rupees(totals.total) : UNKNOWN}
            {totals ? (
              <span className="block text-xs font-normal text-muted" data-testid="order-total-dollars">
                {dollars(totals.total_usd)}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {error ? (
        <p role="status" className="mt-3 text-xs text-red-800">
          These prices could not be brought up to date. {error}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-muted">{freeShippingNote(shippingRule)}</p>
      {totals?.delivery ? <CartDelivery deliverOn={totals.delivery.deliver_on} /> : null}
      <Link to={checkoutHref} className="btn-primary mt-5 w-full">
        Proceed To Checkout
      </Link>
      <Link to="/" className="btn-outline mt-3 w-full">
        Continue Shopping
      </Link>
      {shareLines ? <WhatsAppShare lines={shareLines} /> : null}
      <p className="mt-5 flex items-center gap-2 text-sm">
        <Phone aria-hidden className="h-4 w-4 text-maroon" />
        <span>
          Need help? Call{" "}
          <a href={shop.phoneHref} className="font-medium text-maroon underline underline-offset-4">
            {shop.phoneDisplay}
          </a>
        </span>
      </p>
    </section>
  );
}
