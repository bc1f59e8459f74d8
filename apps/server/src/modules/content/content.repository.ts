import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Tag } from "../catalog/catalog.tables";
import {
  type BannerKind,
  banners,
  budgetTiles,
  homeSections,
  instagramImages,
  testimonials,
  trendingVideos,
} from "./content.tables";

export type BannerRow = typeof banners.$inferSelect;

/** Reads of the home page's staff-managed content, each in the staff's order. */
export function createContentRepository(db: Database) {
  return {
    /** Banners of one kind; for tag banners, of one tag or (without it) of every tag. */
    listBanners(kind: BannerKind, tag?: Tag): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.kind, kind), tag ? eq(banners.tag, tag) : undefined))
        .orderBy(asc(banners.tag), asc(banners.sort), asc(banners.id));
    },
    listInstagramImages() {
      return db.select().from(instagramImages).orderBy(asc(instagramImages.sort), asc(instagramImages.id));
    },
    listTrendingVideos() {
      return db.select().from(trendingVideos).orderBy(asc(trendingVideos.sort), asc(trendingVideos.id));
    },
    listHomeSections() {
      return db.select().from(homeSections).orderBy(asc(homeSections.section));
    },
    listBudgetTiles() {
      return db.select().from(budgetTiles).orderBy(asc(budgetTiles.sort), asc(budgetTiles.id));
    },
    /** Newest first: fresh words from customers lead the carousel. */
    listTestimonials() {
      return db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
