import { and, eq, sql } from "drizzle-orm";
import { readNamed } from "../../db/json-read";
import { type Executor, rowsOf } from "../../db/transaction";
import { cartItems, carts } from "./cart.tables";

/** A colour variant as the cart needs it: what it is, what it costs (paise), its stock by size. */
export type VariantForCart = {
  variant_id: number;
  product_id: number;
  active: boolean;
  kind: string;
  selling_price: number;
  stock: Record<string, number>;
};

/** One cart line joined with its product, colour, category and stock (snake_case as PostgreSQL returns it). */
export type CartLineRow = {
  cart_id: number;
  variant_id: number;
  product_id: number;
  name: string;
  image: string | null;
  category: string;
  kind: string;
  color: string;
  size: string;
  quantity: number;
  available: number;
  active: boolean;
  selling_price: number;
  weight_grams: number;
  customization: Record<string, unknown>;
};

/** A variant with what a cart line shows of it, for pricing a guest's browser cart. */
export type QuoteVariant = Omit<
  CartLineRow,
  "cart_id" | "size" | "quantity" | "available" | "customization"
> & {
  stock: Record<string, number>;
};

/** A variant's first picture, else its colour image. */
const VARIANT_IMAGE = sql`coalesce(
  (select vm.file from variant_media vm where vm.variant_id = v.id and vm.kind = 'image' order by vm.sort, vm.id limit 1),
  v.image)`;

/** A cart line as it is added: the choice, its quantity and the hash that tells identical choices apart. */
type NewLine = {
  variantId: number;
  size: (typeof cartItems.$inferInsert)["size"];
  quantity: number;
  customization: Record<string, unknown>;
  customizationHash: string;
};

/** Runs on the database, or on a flow's transaction (checkout reads the cart it charges inside its own). */
export function createCartRepository(db: Executor) {
  return {
    async findVariant(variantId: number): Promise<VariantForCart | undefined> {
      const [variant] = await readNamed<VariantForCart>(
        db,
        sql`
        select v.id as variant_id, p.id as product_id, p.active, c.kind, v.selling_price,
          coalesce((select jsonb_object_agg(vs.size, vs.quantity) from variant_stock vs where vs.variant_id = v.id), '{}'::jsonb) as stock
        from product_variants v
        join products p on p.id = v.product_id
        join categories c on c.id = p.category_id
        where v.id = ${variantId}`,
      );
      return variant;
    },

    /**
     * Colour variants as a guest quote lists them: a cart line's product fields without the cart, with the
     * stock by size. Ids not found are simply missing.
     */
    async findVariantsForQuote(variantIds: readonly number[]): Promise<QuoteVariant[]> {
      if (variantIds.length === 0) return [];
      const ids = sql.join(
        variantIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select v.id as variant_id, p.id as product_id, p.name, ${VARIANT_IMAGE} as image,
          c.name as category, c.kind, v.name as color, p.active, v.selling_price, p.weight_grams,
          coalesce((select jsonb_object_agg(vs.size, vs.quantity) from variant_stock vs where vs.variant_id = v.id), '{}'::jsonb) as stock
        from product_variants v
        join products p on p.id = v.product_id
        join categories c on c.id = p.category_id
        where v.id in (${ids})`);
      return rowsOf<QuoteVariant>(result);
    },

    /** The user's cart id, making the cart on first use. */
    async ensureCart(userId: number): Promise<number> {
      await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
      const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      if (!row) throw new Error(`cart for user ${userId} was not created`);
      return row.id;
    },

    /**
     * Adds a line to the user's cart, making the cart on first use, in one statement; true when it added
     * one. False when the same line is there already, and also when the cart was made by a concurrent
     * statement this one's snapshot cannot see: the caller then tries ensureCart and insertLine.
     */
    async addLine(line: NewLine & { userId: number }): Promise<boolean> {
      const result = await db.execute(sql`
        with made as (
          insert into carts (user_id) values (${line.userId}) on conflict (user_id) do nothing returning id
        ), cart as (
          select id from made union all select id from carts where user_id = ${line.userId} limit 1
        )
        insert into cart_items (cart_id, variant_id, size, quantity, customization, customization_hash)
        select cart.id, ${line.variantId}, ${line.size}, ${line.quantity}, ${JSON.stringify(line.customization)}::jsonb,
          ${line.customizationHash}
        from cart
        on conflict (cart_id, variant_id, size, customization_hash) do nothing
        returning id`);
      return rowsOf(result).length > 0;
    },

    /** Adds a line unless the same variant, size and customisation is already there. */
    async insertLine(line: NewLine & { cartId: number }): Promise<boolean> {
      const inserted = await db
        .insert(cartItems)
        .values(line)
        .onConflictDoNothing({
          target: [cartItems.cartId, cartItems.variantId, cartItems.size, cartItems.customizationHash],
        })
        .returning({ id: cartItems.id });
      return inserted.length > 0;
    },

    /** Adds to an existing identical line, never past the stock. */
    /** More of a line already in the cart: `add` adds the quantity, `atLeast` raises it to the quantity; capped. */
    async addToLineQuantity(
      cartId: number,
      variantId: number,
      size: string,
      customizationHash: string,
      quantity: number,
      available: number,
      mode: "add" | "atLeast" = "add",
    ) {
      const wanted = mode === "add" ? sql`quantity + ${quantity}` : sql`greatest(quantity, ${quantity})`;
      await db.execute(sql`
        update cart_items set quantity = least(${wanted}, ${available}), updated_at = now()
        where cart_id = ${cartId} and variant_id = ${variantId} and size = ${size}
          and customization_hash = ${customizationHash}`);
    },

    async listLines(userId: number, lineId?: number): Promise<CartLineRow[]> {
      return readNamed<CartLineRow>(
        db,
        sql`
        select ci.id as cart_id, v.id as variant_id, p.id as product_id, p.name, ${VARIANT_IMAGE} as image,
          c.name as category, c.kind, v.name as color, ci.size, ci.quantity,
          coalesce(vs.quantity, 0) as available, p.active, v.selling_price, p.weight_grams, ci.customization
        from carts ct
        join cart_items ci on ci.cart_id = ct.id
        join product_variants v on v.id = ci.variant_id
        join products p on p.id = v.product_id
        join categories c on c.id = p.category_id
        left join variant_stock vs on vs.variant_id = v.id and vs.size = ci.size
        where ct.user_id = ${userId} ${lineId === undefined ? sql`` : sql`and ci.id = ${lineId}`}
        order by ci.created_at, ci.id`,
      );
    },

    /**
     * One more unit (a piece, or another cut of `perUnit` metres), checked against the stock in the same
     * statement so two quick clicks cannot pass it; false when the line is already at the stock.
     */
    async incrementLine(lineId: number, perUnit = 1): Promise<boolean> {
      const result = await db.execute(sql`
        update cart_items ci set quantity = ci.quantity + 1, updated_at = now()
        where ci.id = ${lineId} and (ci.quantity + 1) * ${perUnit}::float8 <= coalesce(
          (select vs.quantity from variant_stock vs where vs.variant_id = ci.variant_id and vs.size = ci.size), 0)
        returning ci.id`);
      return rowsOf(result).length > 0;
    },

    /** One piece fewer, never below one. */
    async decrementLine(lineId: number) {
      await db.execute(sql`
        update cart_items set quantity = quantity - 1, updated_at = now()
        where id = ${lineId} and quantity > 1`);
    },

    /** Deletes a line only from this user's cart; false when there was none. */
    async deleteLine(userId: number, lineId: number): Promise<boolean> {
      const deleted = await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.id, lineId),
            sql`${cartItems.cartId} in (select id from carts where user_id = ${userId})`,
          ),
        )
        .returning({ id: cartItems.id });
      return deleted.length > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
