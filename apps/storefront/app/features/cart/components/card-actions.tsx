import type { Card } from "@storefront/features/catalog/api";
import { productHref } from "@storefront/features/product/api";
import { useToast } from "@storefront/lib/toast";
import Heart from "lucide-react/icons/heart";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useInCart, useInWishlist } from "../cart-store";
import { useCartActions } from "../use-cart-actions";

const BUTTON =
  "inline-flex w-full items-center justify-center gap-1.5 border px-2 py-2 text-[0.7rem] font-semibold tracking-wide uppercase transition-colors disabled:opacity-60";

/**
 * Spec §2 Search results: Add to Cart / View cart and Add to Wishlist / View Wishlist under a card.
 * The card does not know sizes' stock or how the piece is priced, so the add reads the product
 * first; a piece that needs a size opens its page to choose one.
 */
export function CardCartActions({ card }: { card: Card }) {
  const inCart = useInCart(card.variant_id);
  const inWishlist = useInWishlist(card.variant_id);
  const { addToCart, addToWishlist } = useCartActions();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const href = productHref(card, card.variant_id);

  const onAdd = async () => {
    setBusy(true);
    try {
      // The product's sizes and pricing rules are read on the press, with their code.
      const { cardLine } = await import("../card-line");
      const line = await cardLine(card);
      if ("warning" in line) {
        toast.show(line.warning, "warning");
        if (line.chooseSize) navigate(href);
        return;
      }
      await addToCart(line.input);
    } catch (error) {
      // Spec §8: network errors are only logged.
      console.error("storefront: add to cart failed:", error instanceof Error ? error.message : error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 grid gap-2">
      {inCart ? (
        <Link to="/Cart" className={`${BUTTON} border-maroon bg-maroon text-white hover:bg-maroon-dark`}>
          <ShoppingBag aria-hidden className="h-3.5 w-3.5" />
          View cart
        </Link>
      ) : (
        <button
          type="button"
          onClick={onAdd}
          disabled={busy || card.quantity <= 0}
          aria-label={`Add to Cart: ${card.name}`}
          className={`${BUTTON} border-maroon bg-maroon text-white hover:bg-maroon-dark`}
        >
          <ShoppingBag aria-hidden className="h-3.5 w-3.5" />
          Add to Cart
        </button>
      )}
      {inWishlist ? (
        <Link to="/Wishlist" className={`${BUTTON} border-line text-ink hover:border-maroon`}>
          <Heart aria-hidden className="h-3.5 w-3.5 fill-current" />
          View Wishlist
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => void addToWishlist({ variantId: card.variant_id })}
          aria-label={`Add to Wishlist: ${card.name}`}
          className={`${BUTTON} border-line text-ink hover:border-maroon`}
        >
          <Heart aria-hidden className="h-3.5 w-3.5" />
          Add to Wishlist
        </button>
      )}
    </div>
  );
}
