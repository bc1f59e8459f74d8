import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Tag } from "../catalog/catalog.tables";
import {
  type BannerKind,
  banners,
  budgetTiles,
  homeSections,
  type instagramImages,
  type trendingVideos,
} from "./content.tables";

type MediaLinkTable = typeof instagramImages | typeof trendingVideos;
type BudgetValues = { name: string; category: string; maxPrice: number; buttonText: string };
type SectionValues = {
  heading: string;
  subHeading: string;
  subText?: string;
  buttonText?: string;
  category?: string;
};

/** Writes behind Edit Home. Each answers the files it let go, so the caller can remove them from storage. */
export function createContentAdminRepository(db: Database) {
  const bannerScope = (kind: BannerKind, tag: Tag | null) =>
    and(eq(banners.kind, kind), tag ? eq(banners.tag, tag) : isNull(banners.tag));

  return {
    /** A new banner goes last in its list. */
    async addBanner(values: { kind: BannerKind; tag: Tag | null; file: string; url: string }) {
      const [row] = await db
        .insert(banners)
        .values({
          ...values,
          sort: sql`(select coalesce(max(${banners.sort}) + 1, 0) from ${banners} where ${bannerScope(values.kind, values.tag)})`,
        })
        .returning();
      return row!;
    },
    /** Tag, cart and checkout strips show one banner: the new one takes the place of the ones before. */
    async replaceBanner(values: { kind: BannerKind; tag: Tag | null; file: string; url: string }) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(banners)
          .where(bannerScope(values.kind, values.tag))
          .returning({ file: banners.file });
        const [row] = await tx
          .insert(banners)
          .values({ ...values, sort: 0 })
          .returning();
        return { row: row!, removedFiles: removed.map((entry) => entry.file) };
      });
    },
    async deleteBanner(id: number): Promise<string | null> {
      const [row] = await db.delete(banners).where(eq(banners.id, id)).returning({ file: banners.file });
      return row?.file ?? null;
    },
    async addMediaLink(table: MediaLinkTable, values: { file: string; url: string }) {
      const [row] = await db
        .insert(table)
        .values({ ...values, sort: sql`(select coalesce(max(${table.sort}) + 1, 0) from ${table})` })
        .returning();
      return row!;
    },
    async deleteMediaLink(table: MediaLinkTable, id: number): Promise<string | null> {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ file: table.file });
      return row?.file ?? null;
    },
    async addBudgetTile(values: BudgetValues & { image: string }) {
      const [row] = await db
        .insert(budgetTiles)
        .values({
          ...values,
          sort: sql`(select coalesce(max(${budgetTiles.sort}) + 1, 0) from ${budgetTiles})`,
        })
        .returning();
      return row!;
    },
    /** Null when no tile has that id; the old picture is let go only when a new one replaces it. */
    async updateBudgetTile(id: number, values: BudgetValues & { image?: string }) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ image: budgetTiles.image })
          .from(budgetTiles)
          .where(eq(budgetTiles.id, id))
          .for("update");
        if (!before) return null;
        const [row] = await tx
          .update(budgetTiles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(budgetTiles.id, id))
          .returning();
        const replaced = values.image && before.image && before.image !== values.image;
        return { row: row!, removedFiles: replaced ? [before.image!] : [] };
      });
    },
    async deleteBudgetTile(id: number) {
      const [row] = await db
        .delete(budgetTiles)
        .where(eq(budgetTiles.id, id))
        .returning({ image: budgetTiles.image });
      return row ? { image: row.image } : null;
    },
    async getHomeSection(section: 1 | 2) {
      const [row] = await db.select().from(homeSections).where(eq(homeSections.section, section));
      return row ?? null;
    },
    /** One row per section: the first save creates it, later saves overwrite it. */
    async saveHomeSection(section: 1 | 2, values: SectionValues & { image?: string }) {
      const [row] = await db
        .insert(homeSections)
        .values({ section, ...values })
        .onConflictDoUpdate({ target: homeSections.section, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
