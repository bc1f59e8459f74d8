import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import Zap from "lucide-react/icons/zap";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { CustomizationInput } from "../api";
import { type BuyNowChoice, clearBuyNow, readBuyNow } from "../buy-now";
import { type CartItemView, useCartState } from "../cart-store";
import { CartSummary } from "../components/cart-summary";
import { CartTable } from "../components/cart-table";
import { useCartRowActions } from "../components/use-cart-row-actions";
import { lineKey } from "../guest-cart";
import { withDefaults } from "../line-defaults";
import { useCartQuote, withQuotedPrices } from "../use-cart-quote";

/**
 * The cart line Buy Now put the choice in (decision 016): its quantity and price are the cart's, which
 * checkout trusts. Same colour and size; among several, the one with the same choices.
 */
function buyNowLine(cart: CartItemView[], choice: BuyNowChoice): CartItemView | undefined {
  const candidates = cart.filter((line) => line.id === choice.variantId && line.size === choice.size);
  if (candidates.length < 2) return candidates[0];
  const wanted = lineKey(
    choice.variantId,
    choice.size,
    withDefaults(choice.display.kind, choice.customization),
  );
  return (
    candidates.find(
      (line) => lineKey(line.id, line.size, line.customization as CustomizationInput) === wanted,
    ) ?? candidates[0]
  );
}

/**
 * Spec §2 Buy Now: the one piece chosen, with an Edit link back to its page, shipping and tax
 * estimated, on to checkout. Which piece is kept in this tab's storage, so guests see it too; the line
 * itself is the cart's, so plus, minus and Remove change the cart as on the cart page. The summary is
 * the server's quote for this one line (what checkout with `line` charges before shipping abroad).
 */
export function BuyNowTemplate({ shippingRule }: { shippingRule: DomesticShippingRule }) {
  const store = useCartState();
  const [choice, setChoice] = useState<BuyNowChoice | null | undefined>(undefined);
  useEffect(() => setChoice(readBuyNow()), []);
  const { actions: rowActions, confirmDialog } = useCartRowActions({
    removed: () => {
      clearBuyNow();
      setChoice(null);
    },
  });

  const loading = choice === undefined || (choice !== null && !store.ready);
  const item = choice && store.ready ? buyNowLine(store.cart, choice) : undefined;
  const quote = useCartQuote(item ? [item] : null);
  // A signed-in line comes priced by the server; a guest's takes the quote's prices.
  const row = item && item.cartId === null ? withQuotedPrices([item], quote)[0] : item;
  const actions = { ...rowActions, editHref: () => choice?.productHref ?? "/" };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl text-maroon sm:text-4xl">Buy Now</h1>
      {loading ? (
        <p className="py-16 text-center text-muted" aria-live="polite">
          Loading…
        </p>
      ) : !row ? (
        <div className="py-16 text-center">
          <Zap aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 font-display text-2xl text-ink">Nothing to buy now</p>
          <p className="mt-2 text-sm text-muted">Choose a piece and press Buy Now on its page.</p>
          <Link to="/" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          <CartTable
            items={[row]}
            actions={actions}
            pending={row.cartId === null && (quote.pending || quote.error !== null)}
          />
          <CartSummary
            totals={quote.totals}
            pending={quote.pending}
            error={quote.error}
            shippingRule={shippingRule}
            showTax
            // Checkout then orders this one line only; a guest signs in on the way (decision 016).
            checkoutHref={row.cartId ? `/Checkout?line=${row.cartId}` : "/Checkout"}
          />
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
