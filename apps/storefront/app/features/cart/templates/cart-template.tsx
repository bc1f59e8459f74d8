import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { useToast } from "@storefront/lib/toast";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import { moveCartLineToWishlist } from "../cart-client";
import { type CartItemView, fromServerLine, useCartState, useRenderedLists } from "../cart-store";
import { CartBanner } from "../components/cart-banner";
import { CartSummary } from "../components/cart-summary";
import { CartTable } from "../components/cart-table";
import { useCartRowActions } from "../components/use-cart-row-actions";
import { useCartQuote, withQuotedPrices } from "../use-cart-quote";

export type CartPageData = {
  shippingRule: DomesticShippingRule;
  banner: { image: string; url: string | null } | null;
};

/**
 * Spec §2 Cart: the table, its row actions and the summary; 'Cart is Empty' when there is nothing. The
 * figures are the server's: a signed-in cart's come with it (also in the page's HTML), a guest's browser
 * cart is priced by a quote after each change.
 */
export function CartTemplate({ data }: { data: CartPageData }) {
  const store = useCartState();
  const rendered = useRenderedLists();
  const toast = useToast();
  const { actions: rowActions, act, confirmDialog } = useCartRowActions();

  // Before the store has started, a signed-in shopper sees the cart the page came with; a guest waits.
  const items: CartItemView[] | null = store.ready
    ? store.cart
    : (rendered?.cart.map(fromServerLine) ?? null);
  const signedIn = store.ready ? store.signedIn : rendered !== null;
  const guestQuote = useCartQuote(!signedIn && items && items.length > 0 ? items : null);
  const rows = items && !signedIn ? withQuotedPrices(items, guestQuote) : items;
  const totals = !signedIn ? guestQuote.totals : store.ready ? store.totals : (rendered?.cartTotals ?? null);

  const actions = {
    ...rowActions,
    onMoveToWishlist: signedIn
      ? async (item: CartItemView) => {
          const result = await act(item, () => moveCartLineToWishlist(item));
          if (result.ok) toast.show(result.message);
        }
      : undefined,
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl text-maroon sm:text-4xl">Shopping Cart</h1>
      <div className="mt-6">
        <CartBanner banner={data.banner} />
      </div>
      {rows === null ? (
        <p className="py-16 text-center text-muted" aria-live="polite">
          Loading your cart…
        </p>
      ) : rows.length === 0 ? (
        <div className="py-16 text-center">
          <ShoppingBag aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 font-display text-2xl text-ink">Cart is Empty</p>
          <Link to="/" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          <div>
            <CartTable
              items={rows}
              actions={actions}
              pending={guestQuote.pending || guestQuote.error !== null}
            />
            {!signedIn ? (
              <p className="mt-4 text-sm text-muted">
                Your cart is kept in this browser.{" "}
                <Link
                  to="/loginSignup?redirect=%2FCart"
                  className="font-medium text-maroon underline underline-offset-4"
                >
                  Sign in
                </Link>{" "}
                to keep it in your account and check out.
              </p>
            ) : null}
          </div>
          <CartSummary
            totals={totals}
            pending={guestQuote.pending}
            error={guestQuote.error}
            shippingRule={data.shippingRule}
            shareLines={rows.map((row) => ({
              id: row.id,
              size: row.size,
              quantity: row.quantity,
              customization: row.customization,
            }))}
          />
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
