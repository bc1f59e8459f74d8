import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../src/config";
import { type DatabaseHandle, openDatabase } from "../src/db/database";
import { categories, products, reviews, users } from "../src/db/schema";
import { createThrowawayDatabase } from "./helpers";

const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/** A copy of the migrations folder that stops after the first `count` migrations. */
async function migrationsUpTo(count: number) {
  const dir = await mkdtemp(path.join(tmpdir(), "boutique-migrations-"));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe("migration 0002: one review per customer and product", () => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let earlier: string;

  beforeAll(async () => {
    let config = testConfig();
    if (config.databaseUrl) {
      const throwaway = await createThrowawayDatabase(config.databaseUrl);
      config = { ...config, databaseUrl: throwaway.url };
      drop = throwaway.drop;
    }
    database = await openDatabase(config);
    earlier = await migrationsUpTo(2);
    const db = database.db;
    if (database.kind === "postgres") await migratePg(db, { migrationsFolder: earlier });
    else await migratePglite(db as never, { migrationsFolder: earlier });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
    await rm(earlier, { recursive: true, force: true });
  });

  it("keeps the newest review of each pair, recomputes the ratings that changed, then refuses duplicates", async () => {
    const db = database.db;
    const [category] = await db.insert(categories).values({ name: "Sarees", tag: "Women" }).returning();
    const [reviewed, untouched] = await db
      .insert(products)
      .values([
        { name: "Reviewed Saree", categoryId: category!.id, rating: 2 },
        { name: "Quiet Saree", categoryId: category!.id, rating: 3.7 },
      ])
      .returning();
    const [asha, ravi, meera] = await db
      .insert(users)
      .values([{ email: "asha@example.com" }, { email: "ravi@example.com" }, { email: "meera@example.com" }])
      .returning();
    const review = (
      userId: number,
      productId: number,
      rating: number,
      createdAt: string,
      hidden = false,
    ) => ({
      userId,
      productId,
      rating,
      title: `${rating} stars`,
      message: "Words",
      hidden,
      createdAt: new Date(createdAt),
    });
    await db.insert(reviews).values([
      // Asha twice: the later one stays.
      review(asha!.id, reviewed!.id, 1, "2026-01-01T00:00:00Z"),
      review(asha!.id, reviewed!.id, 5, "2026-02-01T00:00:00Z"),
      // Ravi twice at the same moment: the later row stays; it is hidden, so it does not count.
      review(ravi!.id, reviewed!.id, 2, "2026-03-01T00:00:00Z"),
      review(ravi!.id, reviewed!.id, 1, "2026-03-01T00:00:00Z", true),
      review(meera!.id, reviewed!.id, 4, "2026-01-15T00:00:00Z"),
      review(meera!.id, untouched!.id, 5, "2026-01-15T00:00:00Z"),
    ]);

    await database.migrate();

    const kept = await db
      .select({ userId: reviews.userId, productId: reviews.productId, rating: reviews.rating })
      .from(reviews)
      .orderBy(asc(reviews.id));
    expect(kept).toEqual([
      { userId: asha!.id, productId: reviewed!.id, rating: 5 },
      { userId: ravi!.id, productId: reviewed!.id, rating: 1 },
      { userId: meera!.id, productId: reviewed!.id, rating: 4 },
      { userId: meera!.id, productId: untouched!.id, rating: 5 },
    ]);
    const rating = async (id: number) =>
      (await db.select({ rating: products.rating }).from(products).where(eq(products.id, id)))[0]!.rating;
    expect(await rating(reviewed!.id)).toBe(4.5);
    // No duplicate was removed there, so its stored rating is left as it was.
    expect(await rating(untouched!.id)).toBe(3.7);

    const again = await db
      .insert(reviews)
      .values(review(asha!.id, reviewed!.id, 3, "2026-04-01T00:00:00Z"))
      .then(
        () => "stored",
        (error: { cause?: { code?: string }; code?: string }) => (error.cause ?? error).code,
      );
    expect(again).toBe("23505");
  });
});
