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
import { products, productVariants } from "../catalog/catalog.tables";

export const PAY_TYPES = ["PayPal", "Stripe", "Razorpay"] as const;
export const PAYMENT_STATUSES = ["paid", "pending", "failed"] as const;
export const ORDER_STATUSES = ["pending", "completed"] as const;
export const CURRENCIES = ["INR", "USD"] as const;
export const RESERVATION_STATES = ["held", "taken", "released"] as const;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    payType: text("pay_type", { enum: PAY_TYPES }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    orderStatus: text("order_status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    statusMessage: text("status_message").notNull().default(""),
    /** Items subtotal, discount, shipping and total, integer paise. */
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    shipping: integer("shipping").notNull().default(0),
    total: integer("total").notNull(),
    /** What the provider charged, in the minor unit of `currency` (paise or cents). */
    amountCharged: integer("amount_charged").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    /** Paise per US dollar when the order was placed (dollar orders only). */
    dollarRate: integer("dollar_rate"),
    couponCode: text("coupon_code"),
    couponPercent: integer("coupon_percent"),
    /** The customer's email when the order was placed, for its mails. */
    email: text("email").notNull().default(""),
    /** Hash of what was charged (lines, address, coupon, pay type): the same unchanged cart finds its pending order. */
    fingerprint: text("fingerprint"),
    /** The stock this order holds: held while pending, taken once paid, released once (failure, cancel, expiry). */
    reservation: text("reservation", { enum: RESERVATION_STATES }).notNull().default("held"),
    /** An unpaid order is released after this instant. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    invoiceUrl: text("invoice_url"),
    dhlUrl: text("dhl_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    index("orders_status_idx").on(table.status, table.orderStatus),
    check("orders_pay_type_check", sql`${table.payType} in ('PayPal', 'Stripe', 'Razorpay')`),
    check("orders_status_check", sql`${table.status} in ('paid', 'pending', 'failed')`),
    check("orders_order_status_check", sql`${table.orderStatus} in ('pending', 'completed')`),
    // Fulfilment only moves on for paid orders.
    check("orders_completed_paid_check", sql`${table.orderStatus} = 'pending' or ${table.status} = 'paid'`),
    check("orders_currency_check", sql`${table.currency} in ('INR', 'USD')`),
    check(
      "orders_amounts_check",
      sql`${table.subtotal} >= 0 and ${table.discount} >= 0 and ${table.shipping} >= 0 and ${table.total} >= 0 and ${table.amountCharged} >= 0 and ${table.discount} <= ${table.subtotal}`,
    ),
    check("orders_dollar_rate_check", sql`${table.currency} = 'INR' or ${table.dollarRate} > 0`),
    check("orders_reservation_check", sql`${table.reservation} in ('held', 'taken', 'released')`),
    // The reconciler and expiry job read pending orders by age.
    index("orders_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index("orders_user_fingerprint_idx").on(table.userId, table.fingerprint),
  ],
);

/** What was bought, copied at purchase time so later catalogue edits do not rewrite history. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    image: text("image"),
    category: text("category").notNull().default(""),
    color: text("color").notNull().default(""),
    size: text("size").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** Unit selling price and the line's price (turban length, fabric metres, stitching), integer paise. */
    sellingPrice: integer("selling_price").notNull(),
    lineTotal: integer("line_total").notNull(),
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The cart line it came from, removed from the cart once the order is paid. */
    cartItemId: integer("cart_item_id"),
    customization: jsonb("customization").$type<Record<string, unknown>>().notNull().default({}),
    fullCustomization: jsonb("full_customization").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    index("order_lines_product_idx").on(table.productId),
    index("order_lines_variant_idx").on(table.variantId),
    check("order_lines_quantity_check", sql`${table.quantity} > 0`),
    check("order_lines_amounts_check", sql`${table.sellingPrice} >= 0 and ${table.lineTotal} >= 0`),
  ],
);

/** The delivery address as it was when the order was placed. */
export const orderShipping = pgTable(
  "order_shipping",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    fullName: text("full_name").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull(),
    mobile: text("mobile").notNull(),
    sMobile: text("s_mobile").notNull().default(""),
    sEmail: text("s_email").notNull().default(""),
  },
  (table) => [uniqueIndex("order_shipping_order_unique").on(table.orderId)],
);
