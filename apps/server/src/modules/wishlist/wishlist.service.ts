import { paiseToRupees } from "@boutique/shared/pricing/currency";
import {
  CART_MESSAGES,
  type WishlistAnswer,
  type WishlistBody,
  type WishlistLine,
} from "@boutique/shared/schemas/cart";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/transaction";
import { NotFoundError } from "../../lib/errors";
import type { CartService } from "../cart/cart.service";
import type { Size } from "../catalog/catalog.tables";
import { wishlistItems } from "./wishlist.tables";

type WishlistRow = {
  wishlist_id: number;
  variant_id: number;
  product_id: number;
  name: string;
  image: string | null;
  category: string;
  color: string;
  size: string | null;
  selling_price: number;
};

function toWishlistLine(row: WishlistRow): WishlistLine {
  return {
    wishlist_id: row.wishlist_id,
    id: row.variant_id,
    product_id: row.product_id,
    name: row.name,
    image: row.image,
    category: row.category,
    color: row.color,
    size: row.size,
    selling_price: paiseToRupees(row.selling_price),
  };
}

/** Saved colours of the signed-in customer; moving one to the cart goes through the cart service. */
export function createWishlistService({ db, cart }: { db: Database; cart: CartService }) {
  async function listRows(userId: number, variantId?: number): Promise<WishlistRow[]> {
    const result = await db.execute(sql`
      select w.id as wishlist_id, v.id as variant_id, p.id as product_id, p.name,
        coalesce((select vm.file from variant_media vm where vm.variant_id = v.id and vm.kind = 'image'
          order by vm.sort, vm.id limit 1), v.image) as image,
        c.name as category, v.name as color, w.size, v.selling_price
      from wishlist_items w
      join product_variants v on v.id = w.variant_id
      join products p on p.id = v.product_id
      join categories c on c.id = p.category_id
      where w.user_id = ${userId} ${variantId === undefined ? sql`` : sql`and w.variant_id = ${variantId}`}
      order by w.created_at, w.id`);
    return rowsOf<WishlistRow>(result);
  }

  async function listWishlist(userId: number): Promise<WishlistAnswer> {
    return { data: (await listRows(userId)).map(toWishlistLine) };
  }

  return {
    listWishlist,

    /** Saves a colour (and size, when chosen); the same one again is ignored. */
    async addWishlistItem(userId: number, variantId: number, body: WishlistBody): Promise<WishlistAnswer> {
      const found = await db.execute(sql`
        select 1 from product_variants v join products p on p.id = v.product_id
        where v.id = ${variantId} and p.active`);
      if (rowsOf(found).length === 0) throw new NotFoundError(CART_MESSAGES.productNotFound);
      await db
        .insert(wishlistItems)
        .values({ userId, variantId, size: (body?.size ?? null) as Size | null })
        .onConflictDoNothing();
      return { ...(await listWishlist(userId)), message: CART_MESSAGES.wishlistAdded };
    },

    /** `:id` is the variant id: every saved size of that colour goes. */
    async removeWishlistItem(userId: number, variantId: number): Promise<WishlistAnswer> {
      const deleted = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.variantId, variantId)))
        .returning({ id: wishlistItems.id });
      if (deleted.length === 0) throw new NotFoundError(CART_MESSAGES.wishlistItemNotFound);
      return { ...(await listWishlist(userId)), message: CART_MESSAGES.wishlistRemoved };
    },

    /**
     * Adds the saved colour to the cart, then takes it off the wishlist; when the cart refuses
     * (sold out, size needed) the wishlist is left as it was.
     */
    async moveWishlistItemToCart(
      userId: number,
      variantId: number,
      body: WishlistBody,
    ): Promise<WishlistAnswer> {
      const [saved] = await listRows(userId, variantId);
      if (!saved) throw new NotFoundError(CART_MESSAGES.wishlistItemNotFound);
      const size = body?.size ?? (saved.size as Size | null) ?? undefined;
      await cart.addCartItem(userId, variantId, { size, customization: {} });
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.variantId, variantId)));
      return { ...(await listWishlist(userId)), message: CART_MESSAGES.movedToCart };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
