import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sizeCustomizationImages } from "../content/content.tables";
import type { CustomizationTag } from "./customization.schemas";

export type CustomizationRow = typeof sizeCustomizationImages.$inferSelect;

/** The mannequin pictures staff manage under Size customization, Women before Men, then by name. */
export function createCustomizationRepository(db: Database) {
  const ordered = () =>
    db
      .select()
      .from(sizeCustomizationImages)
      .orderBy(
        sql`${sizeCustomizationImages.tag} desc`,
        asc(sizeCustomizationImages.name),
        asc(sizeCustomizationImages.id),
      );
  return {
    listAll(): Promise<CustomizationRow[]> {
      return ordered();
    },
    listByTag(tag: CustomizationTag): Promise<CustomizationRow[]> {
      return ordered().where(eq(sizeCustomizationImages.tag, tag));
    },
    /** Null when the tag already has a picture of that name (unique on tag and lower(name)). */
    async insert(values: { tag: CustomizationTag; name: string; image: string }) {
      const [row] = await db.insert(sizeCustomizationImages).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async remove(id: number): Promise<CustomizationRow | null> {
      const [row] = await db
        .delete(sizeCustomizationImages)
        .where(eq(sizeCustomizationImages.id, id))
        .returning();
      return row ?? null;
    },
  };
}
