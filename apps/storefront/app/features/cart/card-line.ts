import { withLineDefaults } from "@boutique/shared/pricing/line-choice";
import { pricedKindOf } from "@boutique/shared/pricing/line-price";
import { stockPerUnit, unitsInStock } from "@boutique/shared/pricing/stock-units";
import { CART_MESSAGES } from "@boutique/shared/schemas/cart-messages";
import type { Card } from "@storefront/features/catalog/api";
import { getProductDetail } from "@storefront/features/product/api";
import { browserApi } from "@storefront/lib/api-client";
import type { AddToCartInput } from "./cart-store";

/** What a card's Add to Cart adds, or why it cannot (and whether the shopper must choose a size first). */
export type CardLine = { input: AddToCartInput } | { warning: string; chooseSize?: true };

/**
 * A card does not know sizes' stock or how the piece is priced, so the add reads the product first; a piece
 * that needs a size is chosen on its page. Loaded on the first press (card-actions.tsx).
 */
export async function cardLine(card: Card): Promise<CardLine> {
  const detail = await getProductDetail(browserApi, card.id, card.variant_id);
  if (!detail) return { warning: CART_MESSAGES.productNotFound };
  const { product, sizes } = detail;
  const sized = product.category.has_sizes && product.category.kind !== "dupatta";
  if (sized && sizes.length > 1) return { warning: CART_MESSAGES.selectSize, chooseSize: true };
  const row = sizes.find((size) => size.quantity > 0) ?? sizes[0];
  return {
    input: {
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
    },
  };
}
