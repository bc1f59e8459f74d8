import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
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

/** COD: cash on delivery (issue 26 §1), collected by the courier or the shop, not by a provider. */
export const PAY_TYPES = ["PayPal", "Stripe", "Razorpay", "COD"] as const;
/** A payment attempt's status (payments table). */
export const PAYMENT_STATUSES = ["paid", "pending", "failed"] as const;
/** An order's payment status: the attempt's three, the refund outcomes, and cash on delivery's own. */
export const ORDER_PAYMENT_STATUSES = [
  ...PAYMENT_STATUSES,
  "partially_refunded",
  "refunded",
  "awaiting_confirmation",
  "awaiting_collection",
  "returned_to_origin",
] as const;
export const FULFILMENT_STATUSES = [
  "pending",
  "in_production",
  "ready_to_ship",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;
export const TAILORING_STAGES = ["measurements_checked", "cutting", "stitching", "finishing"] as const;
export const ORDER_EVENT_KINDS = ["payment", "fulfilment", "tailoring", "refund"] as const;
export const CURRENCIES = ["INR", "USD"] as const;
export const RESERVATION_STATES = ["held", "taken", "released"] as const;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    payType: text("pay_type", { enum: PAY_TYPES }).notNull(),
    status: text("status", { enum: ORDER_PAYMENT_STATUSES }).notNull().default("pending"),
    /** Where the goods are (moved by order-moves.ts); the spec's order_status is derived: delivered is completed. */
    fulfilment: text("fulfilment", { enum: FULFILMENT_STATUSES }).notNull().default("pending"),
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
    /** Refunded so far, in the minor unit of `currency`; never more than amount_charged. */
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** Cash on delivery's fee in paise, part of total (issue 26 §1). */
    codFee: integer("cod_fee").notNull().default(0),
    /** Off for paying online when COD was on offer, in paise, part of discount. */
    prepaidDiscount: integer("prepaid_discount").notNull().default(0),
    invoiceUrl: text("invoice_url"),
    /** Shipment: the carrier, its tracking number, and the tracking link (the spec's `dhl` url). */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    dhlUrl: text("dhl_url"),
    /** Lower-cased buyer name, email and mobile: what the back office's search looks in. */
    search: text("search").notNull().default(""),
    /** When the shopper needs it (optional), and the days the shop promised at checkout (decision 053). */
    needBy: date("need_by", { mode: "string" }),
    dispatchBy: date("dispatch_by", { mode: "string" }),
    deliverBy: date("deliver_by", { mode: "string" }),
    /** Rush tailoring was chosen: its fee (paise, all pieces) is in the made-to-measure lines' prices. */
    rushFee: integer("rush_fee").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    index("orders_status_idx").on(table.status, table.fulfilment),
    check("orders_pay_type_check", sql`${table.payType} in ('PayPal', 'Stripe', 'Razorpay', 'COD')`),
    check(
      "orders_status_check",
      sql`${table.status} in ('paid', 'pending', 'failed', 'partially_refunded', 'refunded', 'awaiting_confirmation', 'awaiting_collection', 'returned_to_origin')`,
    ),
    // Cash on delivery's statuses belong to COD orders only.
    check(
      "orders_cod_status_check",
      sql`${table.payType} = 'COD' or ${table.status} not in ('awaiting_confirmation', 'awaiting_collection', 'returned_to_origin')`,
    ),
    check(
      "orders_fulfilment_check",
      sql`${table.fulfilment} in ('pending', 'in_production', 'ready_to_ship', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    // Fulfilment only moves on for orders whose money was taken (refunds may follow), or a confirmed COD
    // order (its cash comes at the door; cancelled before it ships, it ends).
    check(
      "orders_fulfilment_paid_check",
      sql`${table.fulfilment} = 'pending' or ${table.status} in ('paid', 'partially_refunded', 'refunded', 'awaiting_collection', 'returned_to_origin') or (${table.payType} = 'COD' and ${table.status} = 'failed' and ${table.fulfilment} = 'cancelled')`,
    ),
    check(
      "orders_payment_terms_check",
      sql`${table.codFee} >= 0 and ${table.codFee} <= ${table.total} and ${table.prepaidDiscount} >= 0 and ${table.prepaidDiscount} <= ${table.discount}`,
    ),
    check(
      "orders_refunded_check",
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amountCharged}`,
    ),
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
    // The dashboard's revenue over time reads paid orders by when they were paid.
    index("orders_sold_paid_at_idx")
      .on(table.paidAt)
      .where(sql`${table.status} in ('paid', 'partially_refunded', 'refunded')`),
    index("orders_fulfilment_idx").on(table.fulfilment),
    // The expiry pass reads COD orders awaiting confirmation by deadline; the RTO count, a customer's refusals.
    index("orders_cod_awaiting_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'awaiting_confirmation'`),
    index("orders_cod_refused_idx").on(table.userId).where(sql`${table.status} = 'returned_to_origin'`),
    // The back office sorts open orders by the day they are needed.
    index("orders_need_by_idx").on(table.needBy).where(sql`${table.needBy} is not null`),
  ],
);

/**
 * A cash-on-delivery order's confirmation (issue 26 §1): the code's hash, the wrong tries, the link's
 * secret, and who confirmed it how (the shopper by code or link, or staff by phone).
 */
export const codConfirmations = pgTable(
  "cod_confirmations",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** sha256 of the order id and the 6-digit code. */
    codeHash: text("code_hash").notNull(),
    /** Wrong codes typed since the code was sent; at 5 the code stops working until a new one is sent. */
    wrongTries: integer("wrong_tries").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** The random part of the confirm link (the link also carries the order id). */
    linkSecret: text("link_secret").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** code, link or phone. */
    method: text("method"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull().default(""),
  },
  (table) => [
    check(
      "cod_confirmations_method_check",
      sql`${table.method} is null or ${table.method} in ('code', 'link', 'phone')`,
    ),
    check("cod_confirmations_tries_check", sql`${table.wrongTries} >= 0`),
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
    /** What the line took from its stock row: quantity, times its length for goods sold by length. */
    stockQuantity: doublePrecision("stock_quantity").notNull(),
    /** Unit selling price and the line's price (turban length, fabric metres, stitching), integer paise. */
    sellingPrice: integer("selling_price").notNull(),
    lineTotal: integer("line_total").notNull(),
    weightGrams: integer("weight_grams").notNull().default(0),
    /** The cart line it came from, removed from the cart once the order is paid. */
    cartItemId: integer("cart_item_id"),
    customization: jsonb("customization").$type<Record<string, unknown>>().notNull().default({}),
    fullCustomization: jsonb("full_customization").$type<Record<string, unknown>>().notNull().default({}),
    /** Made to the customer's measurements: goes through the tailoring stages. */
    madeToMeasure: boolean("made_to_measure").notNull().default(false),
    /** The line's tailoring stage while its order is in production (null: not started). */
    tailoringStage: text("tailoring_stage", { enum: TAILORING_STAGES }),
    /** Set when staff cancel the line (its stock went back to the shelf). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    check(
      "order_lines_tailoring_check",
      sql`${table.tailoringStage} is null or (${table.madeToMeasure} and ${table.tailoringStage} in ('measurements_checked', 'cutting', 'stitching', 'finishing'))`,
    ),
    index("order_lines_product_idx").on(table.productId),
    index("order_lines_variant_idx").on(table.variantId),
    // The dashboard's made-to-measure pieces per stage.
    index("order_lines_measured_idx")
      .on(table.orderId, table.tailoringStage)
      .where(sql`${table.madeToMeasure} and ${table.cancelledAt} is null`),
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

/**
 * Every change of an order's payment, fulfilment or a line's tailoring stage, and every refund, with
 * its time and who made it (null actor: the shop itself, e.g. a webhook). The timeline reads these.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineId: integer("line_id").references(() => orderLines.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ORDER_EVENT_KINDS }).notNull(),
    fromState: text("from_state"),
    toState: text("to_state").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The staff member's name as it was, kept if the account goes. */
    actorName: text("actor_name").notNull().default(""),
    /** What the change carried: carrier and tracking, a refund's amount, a reason. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId, table.createdAt),
    check("order_events_kind_check", sql`${table.kind} in ('payment', 'fulfilment', 'tailoring', 'refund')`),
  ],
);

/** Staff's internal notes on an order; never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_notes_order_idx").on(table.orderId, table.createdAt),
    check("order_notes_body_check", sql`length(${table.body}) between 1 and 2000`),
  ],
);
