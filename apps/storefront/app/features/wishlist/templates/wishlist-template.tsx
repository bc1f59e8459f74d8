import type { WishlistLine } from "@boutique/shared/schemas/cart";
import { CART_MESSAGES } from "@boutique/shared/schemas/cart-messages";
import { moveWishlistToCart, removeFromWishlist } from "@storefront/features/cart/cart-client";
import { type CartResult, useCartState } from "@storefront/features/cart/cart-store";
import { useConfirm } from "@storefront/features/cart/components/confirm-dialog";
import { productHref } from "@storefront/features/product/api";
import { useToast } from "@storefront/lib/toast";
import Heart from "lucide-react/icons/heart";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { WishlistCard } from "../components/wishlist-card";

/**
 * Spec §2 Wishlist: name, category, colour, size, price, Remove, and move to the cart (spec §4).
 * `embedded`: inside the account page's My Wishlist tab, which has its own heading.
 */
export function WishlistTemplate({
  serverWishlist,
  embedded = false,
}: {
  serverWishlist: WishlistLine[];
  embedded?: boolean;
}) {
  const store = useCartState();
  const toast = useToast();
  const [confirmDialog, confirm] = useConfirm();
  const [busyId, setBusyId] = useState<number | null>(null);
  const navigate = useNavigate();
  const items = store.ready && store.signedIn ? store.wishlist : serverWishlist;

  const act = async (id: number, action: () => Promise<CartResult>) => {
    setBusyId(id);
    try {
      const result = await action();
      toast.show(result.message, result.ok ? "success" : "warning");
      return result;
    } finally {
      setBusyId(null);
    }
  };

  /** Saved without a size (from a search card): the product page asks for one. */
  const moveToCart = async (item: WishlistLine) => {
    const result = await act(item.id, () => moveWishlistToCart(item.id));
    if (!result.ok && result.message === CART_MESSAGES.selectSize) {
      navigate(productHref({ name: item.name, id: item.product_id }, item.id));
    }
  };

  return (
    <div className={embedded ? "" : "mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12"}>
      {embedded ? null : <h1 className="text-3xl text-maroon sm:text-4xl">My Wishlist</h1>}
      {items.length === 0 ? (
        <div className={embedded ? "border border-line bg-white p-8 text-center" : "py-16 text-center"}>
          <Heart aria-hidden className="mx-auto h-10 w-10 text-gold-deep" />
          <p className="mt-4 font-display text-2xl text-ink">Wishlist is Empty</p>
          <Link to="/" className="btn-primary mt-6">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <ul
          className={`grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 ${embedded ? "xl:grid-cols-3" : "mt-8 lg:grid-cols-4"}`}
        >
          {items.map((item) => (
            <li key={item.wishlist_id}>
              <WishlistCard
                item={item}
                busy={busyId === item.id}
                onMoveToCart={() => void moveToCart(item)}
                onRemove={async () => {
                  if (!(await confirm(`Remove ${item.name} from your wishlist?`))) return;
                  await act(item.id, () => removeFromWishlist(item.id));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </div>
  );
}
