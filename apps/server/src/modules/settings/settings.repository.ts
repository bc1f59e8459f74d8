import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/transaction";
import { SETTING_DEFAULTS, type SettingKey } from "./settings.keys";
import { siteSettings } from "./settings.tables";

/** Settings with their defaults, read on the database or inside a flow's transaction (an invoice, a return). */
export async function readSettings<K extends SettingKey>(
  executor: Executor,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const rows = await executor
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? SETTING_DEFAULTS[key]])) as Record<
    K,
    string
  >;
}

/** A stored whole number (paise, hours, a count), or the fallback when something unreadable was left behind. */
export function storedCount(text: string, fallback: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** Several settings in one statement, so a reader sees all of them changed or none. */
export async function writeSettings(executor: Executor, values: Partial<Record<SettingKey, string>>) {
  await executor
    .insert(siteSettings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value: value ?? "" })))
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export function createSettingsRepository(db: Database) {
  return {
    async setValue(key: string, value: string): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    },
    /** Several values in one statement, so a reader sees all of them changed or none. */
    setValues: (values: Record<string, string>) =>
      writeSettings(db, values as Partial<Record<SettingKey, string>>),
  };
}
