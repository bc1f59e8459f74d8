import { pricedKindOf } from "@boutique/shared/pricing/line-price";
import { OrderLines } from "@storefront/features/checkout/components/order-lines";
import { useToast } from "@storefront/lib/toast";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { dollars, rupees } from "../format";
import type { SharedCartData } from "../shared-cart.server";

/**
 * A cart sent as a link (issue 26 §2): its lines priced now, and one button that puts them in this
 * browser's cart (or the signed-in account's) and goes to the cart, where checkout starts as usual.
 */
export function SharedCartTemplate({ data }: { data: SharedCartData }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { cart } = data;

  const putInCart = async () => {
    if (!cart) return;
    setBusy(true);
    const { addToCart } = await import("../cart-add");
    for (const line of cart.data) {
      const item = cart.cart_items[line.cart_id];
      if (!item) continue;
      const result = await addToCart({
        variantId: item.id,
        size: item.size,
        quantity: item.quantity,
        customization: item.customization,
        display: {
          productId: line.product_id,
          name: line.name,
          image: line.image,
          category: line.category,
          color: line.color,
          kind: pricedKindOf(item.kind),
          sellingPrice: line.selling_price,
          availableQuantity: line.available_quantity,
          weight: line.weight,
        },
      });
      if (!result.ok) toast.show(`${line.name}: ${result.message}`);
    }
    setBusy(false);
    navigate("/Cart");
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl text-maroon sm:text-4xl">A cart for you</h1>
      {!cart ? (
        <div className="py-12 text-center">
          <ShoppingBag aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 text-ink" role="alert">
            {data.problem}
          </p>
          <Link to="/" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <section className="mt-6 border border-line bg-white p-5 sm:p-6" aria-labelledby="shared-title">
          <h2 id="shared-title" className="font-display text-xl text-maroon">
            {cart.data.length === 1 ? "1 piece" : `${cart.data.length} pieces`}, at today's prices
          </h2>
          <OrderLines
            lines={cart.data.map((line) => ({
              key: line.cart_id,
              name: line.name,
              image: line.image,
              category: line.category,
              color: line.color,
              size: line.size,
              quantity: line.quantity,
              selling_price: line.unit_price,
              line_total: line.line_price,
              customization: line.customization,
            }))}
          />
          {cart.skipped.length > 0 ? (
            <p className="text-sm text-muted">
              {cart.skipped.length === 1 ? "One piece is" : `${cart.skipped.length} pieces are`} no longer on
              sale.
            </p>
          ) : null}
          <div className="mt-4 flex items-start justify-between gap-4 border-t border-line pt-4">
            <span className="text-base font-semibold text-ink">Total</span>
            <span className="text-right">
              <span
                className="block font-display text-2xl font-semibold text-maroon"
                data-testid="shared-total"
              >
                {rupees(cart.totals.total)}
              </span>
              <span className="block text-xs text-muted">≈ {dollars(cart.totals.total_usd)}</span>
            </span>
          </div>
          <button
            type="button"
            className="btn-primary mt-5 w-full"
            disabled={busy || cart.data.length === 0}
            onClick={() => void putInCart()}
          >
            {busy ? "Adding…" : "Put these in my cart"}
          </button>
          <p className="mt-3 text-xs text-muted">
            The link works until{" "}
            <time dateTime={cart.expires_at}>{new Date(cart.expires_at).toISOString().slice(0, 10)}</time>.
            Your own cart keeps what is already in it.
          </p>
        </section>
      )}
    </div>
  );
}
