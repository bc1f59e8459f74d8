import { withLineDefaults } from "@boutique/shared/pricing/line-choice";
import { pricedKindOf } from "@boutique/shared/pricing/line-price";
import { stockPerUnit, unitsInStock } from "@boutique/shared/pricing/stock-units";
import { CART_MESSAGES } from "@boutique/shared/schemas/cart-messages";
import type { Card } from "@storefront/features/catalog/api";
import { getProductDetail, productHref } from "@storefront/features/product/api";
import { browserApi } from "@storefront/lib/api-client";
import { useToast } from "@storefront/lib/toast";
import { Heart, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCartActions, useInCart, useInWishlist } from "../cart-client";

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
      const detail = await getProductDetail(browserApi, card.id, card.variant_id);
      if (!detail) {
        toast.show(CART_MESSAGES.productNotFound, "warning");
        return;
      }
      const { product, sizes } = detail;
      const sized = product.category.has_sizes && product.category.kind !== "dupatta";
      const inStock = sizes.filter((row) => row.quantity > 0);
      if (sized && sizes.length > 1) {
        toast.show(CART_MESSAGES.selectSize, "warning");
        navigate(href);
        return;
      }
      const row = inStock[0] ?? sizes[0];
      await addToCart({
        variantId: product.variant_id,
        size: row?.size,
        display: {
          productId: product.id,
          name: product.name,
          image: product.image,
          category: product.category.name,
          color: product.color,
          kind: pricedKindOf(product.category.kind),
          sellingPrice: product.selling_price,
          // The card adds the default length of goods sold by length, whose stock is metres.
          availableQuantity: unitsInStock(
            row ? row.quantity : product.quantity,
            stockPerUnit(product.category.kind, withLineDefaults(product.category.kind, {})),
          ),
          weight: product.weight,
        },
      });
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
