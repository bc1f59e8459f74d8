import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const TAGS = ["Women", "Men", "Kids"] as const;
export type Tag = (typeof TAGS)[number];

/** What a category sells; it decides which options the product page offers (length, stitching, sizes). */
export const PRODUCT_KINDS = ["garment", "turban", "fabric", "dupatta", "jewellery", "bag"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** XS..XXL as the spec orders them; "Free" is the one row of one-size items (jewellery, bags, metres of cloth). */
export const SIZES = ["XS", "S", "M", "L", "XL", "XXL", "Free"] as const;
export type Size = (typeof SIZES)[number];

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search's GIN indexes take each write straight into the index (fastupdate off). With PostgreSQL's
 * default, new and changed rows wait in a pending list that every search reads through in full until a
 * vacuum empties it, and a catalogue of a few hundred products rarely makes autovacuum run: after the demo
 * seed all 180 products sat in it, and the fuzzy name match took 0.32 ms a search instead of 0.16 ms.
 * Catalogue writes are rare and small; searches are not (migration 0014).
 */
const READ_MOSTLY_GIN = { fastupdate: false } as const;

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    tag: text("tag", { enum: TAGS }).notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    image: text("image"),
    banner: text("banner"),
    type: text("type").notNull().default(""),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull().default("garment"),
    /** HSN code for GST invoices; null takes the default for its kind (invoices module). */
    hsn: text("hsn"),
    /** Shown as a size-less product: no size picker, no customisation (earrings, bags, turbans, fabrics). */
    hasSizes: boolean("has_sizes").notNull().default(true),
    customization: boolean("customization").notNull().default(false),
    customizationValues: text("customization_values").array().notNull().default(sql`'{}'::text[]`),
    isLehengaWaist: boolean("is_lehenga_waist").notNull().default(false),
    isLehengaLength: boolean("is_lehenga_length").notNull().default(false),
    isHeight: boolean("is_height").notNull().default(false),
    isSleeveLength: boolean("is_sleeve_length").notNull().default(false),
    isPadding: boolean("is_padding").notNull().default(false),
    isSareeLength: boolean("is_saree_length").notNull().default(false),
    isSareeWaist: boolean("is_saree_waist").notNull().default(false),
    isPettiCoat: boolean("is_petti_coat").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    /** Working days a ready-made piece takes to leave; null: the parent's, else the shop's (decision 053). */
    processingDays: integer("processing_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "category already exists": one name per parent and tag, whatever the letter case.
    uniqueIndex("categories_tag_parent_name_unique").on(
      table.tag,
      sql`coalesce(${table.parentId}, 0)`,
      sql`lower(${table.name})`,
    ),
    index("categories_parent_idx").on(table.parentId),
    // Search: categories whose name is like a query word (catalog_search, migration 0011).
    index("categories_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`).with(READ_MOSTLY_GIN),
    check("categories_tag_check", sql`${table.tag} in ('Women', 'Men', 'Kids')`),
    check(
      "categories_kind_check",
      sql`${table.kind} in ('garment', 'turban', 'fabric', 'dupatta', 'jewellery', 'bag')`,
    ),
    check("categories_hsn_check", sql`${table.hsn} is null or ${table.hsn} ~ '^[0-9]{4,8}$'`),
    check("categories_not_own_parent", sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
    check("categories_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check(
      "categories_processing_days_check",
      sql`${table.processingDays} is null or ${table.processingDays} between 0 and 60`,
    ),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    /** Sanitised HTML: style and fit tips. */
    richDescription: text("rich_description").notNull().default(""),
    styleNo: text("style_no").notNull().default(""),
    weightGrams: integer("weight_grams").notNull().default(0),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** false = draft (active 'N'). */
    active: boolean("active").notNull().default(false),
    trending: boolean("trending").notNull().default(true),
    rating: doublePrecision("rating").notNull().default(0),
    /** Working days it takes to leave ready-made; null: its category's (decision 053). */
    processingDays: integer("processing_days"),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("style_no", ''))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_category_active_created_idx").on(table.categoryId, table.active, table.createdAt),
    index("products_created_idx").on(table.createdAt),
    index("products_trending_idx").on(table.trending).where(sql`${table.active}`),
    index("products_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`).with(READ_MOSTLY_GIN),
    // Search: names that contain a query word (catalog_search, migration 0011).
    index("products_name_lower_trgm_idx")
      .using("gin", sql`lower(${table.name}) gin_trgm_ops`)
      .with(READ_MOSTLY_GIN),
    index("products_search_idx").using("gin", table.searchDocument).with(READ_MOSTLY_GIN),
    index("products_style_no_idx").on(table.styleNo),
    check("products_weight_check", sql`${table.weightGrams} >= 0`),
    check("products_rating_check", sql`${table.rating} between 0 and 5`),
    check("products_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check(
      "products_processing_days_check",
      sql`${table.processingDays} is null or ${table.processingDays} between 0 and 60`,
    ),
  ],
);

/** A product sits in one main category and several sub categories. */
export const productSubcategories = pgTable(
  "product_subcategories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index("product_subcategories_category_idx").on(table.categoryId),
  ],
);

/** A colour of a product: its own prices (integer paise), images and stock. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    regularPrice: integer("regular_price").notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    /** Regular price minus the percent discount, rounded; stored so listings sort and filter on it. */
    sellingPrice: integer("selling_price").notNull(),
    videoUrl: text("video_url"),
    image: text("image"),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_variants_product_idx").on(table.productId, table.sort),
    index("product_variants_selling_price_idx").on(table.sellingPrice),
    check("product_variants_regular_price_check", sql`${table.regularPrice} >= 0`),
    check(
      "product_variants_selling_price_check",
      sql`${table.sellingPrice} >= 0 and ${table.sellingPrice} <= ${table.regularPrice}`,
    ),
    check("product_variants_discount_check", sql`${table.discountPercent} between 0 and 100`),
  ],
);

export const MEDIA_KINDS = ["image", "video"] as const;

export const variantMedia = pgTable(
  "variant_media",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull().default("image"),
    file: text("file").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("variant_media_variant_idx").on(table.variantId, table.sort),
    check("variant_media_kind_check", sql`${table.kind} in ('image', 'video')`),
  ],
);

/** Stock per colour and size; never below zero, even under concurrent checkouts. */
export const variantStock = pgTable(
  "variant_stock",
  {
    id: serial("id").primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    size: text("size", { enum: SIZES }).notNull(),
    /**
     * What is left to sell, in the unit the piece is sold in: pieces, or metres for goods sold by length
     * (turbans, fabrics), in quarter-metre steps. Halves and quarters are exact in double precision.
     */
    quantity: doublePrecision("quantity").notNull().default(0),
    tooltip: text("tooltip").notNull().default(""),
  },
  (table) => [
    uniqueIndex("variant_stock_variant_size_unique").on(table.variantId, table.size),
    check("variant_stock_quantity_check", sql`${table.quantity} >= 0`),
    check("variant_stock_quantity_steps_check", sql`${table.quantity} * 4 = floor(${table.quantity} * 4)`),
    check("variant_stock_size_check", sql`${table.size} in ('XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free')`),
  ],
);

/**
 * Each colour's product card as JSON text, in the shape and key order of ProductListItem: the cards of a
 * listing, a search or the trending strip are sent as PostgreSQL keeps them (decision 030). Kept by
 * triggers (migration 0008: refresh_product_cards) on every write to what a card shows: the product, its
 * category, the colour, its gallery and its stock, so no code path can leave a card behind.
 */
export const productCards = pgTable("product_cards", {
  variantId: integer("variant_id")
    .primaryKey()
    .references(() => productVariants.id, { onDelete: "cascade" }),
  card: text("card").notNull(),
});

/**
 * Each colour's product page (the whole answer of GET /api/products/{pid}/{cid}, ProductDetailResponse) as
 * JSON text, made by the database function product_page and kept current by triggers (migration 0012) on
 * everything a page shows: the product, its category, its colours, their galleries and stock, its reviews and
 * their authors' names, and the category's other products (its related pieces). `first` marks the page a
 * link without a colour opens. A product that is not active has no pages.
 */
export const productPages = pgTable(
  "product_pages",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    first: boolean("first").notNull(),
    categoryId: integer("category_id").notNull(),
    page: text("page").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.variantId] })],
);

/**
 * Which active products a category's listing holds: one row per category and product for the product's
 * category, the sub categories it is filed under, and all their ancestors (catalog_categories_of). Kept by
 * triggers on products, filings and category moves (migration 0013), so a listing's scope is an index range
 * instead of a walk down the category tree on every read.
 */
export const categoryProducts = pgTable(
  "category_products",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.productId] })],
);
