import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { TAGS } from "../catalog/catalog.tables";

/** desktop 1920x730, mobile 500x700, tag (per Men/Women/Kids), cart and checkout strips 1920x352. */
export const BANNER_KINDS = ["desktop", "mobile", "tag", "cart", "checkout"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: BANNER_KINDS }).notNull(),
    tag: text("tag", { enum: TAGS }),
    /** The image file name under /api/images. */
    file: text("file").notNull(),
    url: text("url").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("banners_kind_idx").on(table.kind, table.tag, table.sort),
    check("banners_kind_check", sql`${table.kind} in ('desktop', 'mobile', 'tag', 'cart', 'checkout')`),
    // A tag banner names its tag; the other kinds have none.
    check(
      "banners_tag_check",
      sql`(${table.kind} = 'tag') = (${table.tag} is not null) and (${table.tag} is null or ${table.tag} in ('Women', 'Men', 'Kids'))`,
    ),
  ],
);

export const instagramImages = pgTable("instagram_images", {
  id: serial("id").primaryKey(),
  file: text("file").notNull(),
  url: text("url").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const trendingVideos = pgTable("trending_videos", {
  id: serial("id").primaryKey(),
  /** A video (or a still image) file name under /api/images. */
  file: text("file").notNull(),
  url: text("url").notNull().default(""),
  sort: integer("sort").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Home section 1 (850x530: heading, sub heading, image) and section 2 (1920x700, with text, button, category). */
export const homeSections = pgTable(
  "home_sections",
  {
    id: serial("id").primaryKey(),
    section: integer("section").notNull(),
    heading: text("heading").notNull(),
    subHeading: text("sub_heading").notNull(),
    subText: text("sub_text").notNull().default(""),
    buttonText: text("button_text").notNull().default(""),
    category: text("category").notNull().default(""),
    image: text("image"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("home_sections_section_unique").on(table.section),
    check("home_sections_section_check", sql`${table.section} in (1, 2)`),
  ],
);

export const budgetTiles = pgTable(
  "budget_tiles",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** A category name the tile links to (may be a listing such as Bestseller). */
    category: text("category").notNull().default(""),
    /** Integer paise. */
    maxPrice: integer("max_price").notNull(),
    buttonText: text("button_text").notNull().default(""),
    image: text("image"),
    sort: integer("sort").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("budget_tiles_max_price_check", sql`${table.maxPrice} > 0`)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("testimonials_created_idx").on(table.createdAt)],
);

/** Mannequin pictures that show a customer where to measure (GET /api/products/customizationImages/{tag}). */
export const sizeCustomizationImages = pgTable(
  "size_customization_images",
  {
    id: serial("id").primaryKey(),
    tag: text("tag", { enum: ["Men", "Women"] }).notNull(),
    name: text("name").notNull(),
    image: text("image").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("size_customization_images_tag_name_unique").on(table.tag, sql`lower(${table.name})`),
    check("size_customization_images_tag_check", sql`${table.tag} in ('Men', 'Women')`),
  ],
);
