import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { siteSettings } from "./settings.tables";

export function createSettingsRepository(db: Database) {
  return {
    async getValues(keys: readonly string[]): Promise<Map<string, string>> {
      const rows = await db
        .select()
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
    async setValue(key: string, value: string): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Several values in one statement, so a reader sees all of them changed or none. */
    async setValues(values: Record<string, string>): Promise<void> {
      await db
        .insert(siteSettings)
        .values(Object.entries(values).map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },
  };
}
