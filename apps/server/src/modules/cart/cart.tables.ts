import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";
import { productVariants, SIZES } from "../catalog/catalog.tables";

/** One server cart per signed-in customer; guests keep theirs in the browser. */
export const carts = pgTable("carts", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique("carts_user_unique")
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    size: text("size", { enum: SIZES }).notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** Turban length, stitching, fabric metres, measurements: the customer's choices as sent. */
    customization: jsonb("customization").$type<Record<string, unknown>>().notNull().default({}),
    /** sha-256 of the canonical customisation JSON, so the same choice is one line and a different one another. */
    customizationHash: text("customization_hash").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_items_line_unique").on(
      table.cartId,
      table.variantId,
      table.size,
      table.customizationHash,
    ),
    index("cart_items_variant_idx").on(table.variantId),
    check("cart_items_quantity_check", sql`${table.quantity} > 0`),
  ],
);

/**
 * A cart sent as a link (issue 26 §2: the cart on WhatsApp): what was in it, to open it again on another
 * device or for staff to order it. The link carries a random token; only its sha256 is kept. Nothing of
 * the account that shared it is shown to whoever follows the link.
 */
export const sharedCarts = pgTable(
  "shared_carts",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** The lines as GuestCartItem takes them: colour variant id, size, quantity, customisation. */
    items: jsonb("items").$type<Record<string, unknown>[]>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("shared_carts_token_unique").on(table.tokenHash),
    index("shared_carts_expires_idx").on(table.expiresAt),
  ],
);
