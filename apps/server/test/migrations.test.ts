import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, eq, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../src/config";
import { type DatabaseHandle, openDatabase } from "../src/db/database";
import { products, reviews, users } from "../src/db/schema";
import { rowsOf } from "../src/db/transaction";
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

/** A fresh database migrated up to (not including) migration number `count`. */
function databaseBefore(count: number) {
  const state = {} as { database: DatabaseHandle; drop?: () => Promise<void>; earlier: string };
  beforeAll(async () => {
    let config = testConfig();
    if (config.databaseUrl) {
      const throwaway = await createThrowawayDatabase(config.databaseUrl);
      config = { ...config, databaseUrl: throwaway.url };
      state.drop = throwaway.drop;
    }
    state.database = await openDatabase(config);
    state.earlier = await migrationsUpTo(count);
    const db = state.database.db;
    if (state.database.kind === "postgres") await migratePg(db, { migrationsFolder: state.earlier });
    else await migratePglite(db as never, { migrationsFolder: state.earlier });
  });
  afterAll(async () => {
    await state.database?.close();
    await state.drop?.();
    await rm(state.earlier, { recursive: true, force: true });
  });
  return state;
}

describe("migration 0005: order lifecycle", () => {
  const state = databaseBefore(5);

  it("turns completed orders into delivered ones, marks measured lines made to measure, gives categories an HSN and seeds GST rates", async () => {
    const db = state.database.db;
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
    const category = await one<{ id: number }>(
      sql`insert into categories (name, tag, kind) values ('Earrings', 'Women', 'jewellery') returning id`,
    );
    const order = (status: string, orderStatus: string) =>
      one<{
        id: number;
      }>(sql`insert into orders (pay_type, status, order_status, subtotal, total, amount_charged, currency)
        values ('Razorpay', ${status}, ${orderStatus}, 100, 100, 100, 'INR') returning id`);
    const done = await order("paid", "completed");
    const open = await order("paid", "pending");
    await db.execute(sql`insert into order_lines (order_id, name, quantity, selling_price, line_total, customization) values
      (${done.id}, 'Measured', 1, 100, 100, '{"measurements": {"Bust": 34}}'::jsonb),
      (${done.id}, 'Ready', 1, 100, 100, '{"measurements": {}}'::jsonb)`);

    await state.database.migrate();

    const fulfilment = async (id: number) =>
      (await one<{ fulfilment: string }>(sql`select fulfilment from orders where id = ${id}`)).fulfilment;
    expect(await fulfilment(done.id)).toBe("delivered");
    expect(await fulfilment(open.id)).toBe("pending");
    const lines = rowsOf<{ name: string; made_to_measure: boolean }>(
      await db.execute(sql`select name, made_to_measure from order_lines order by id`),
    );
    expect(lines).toEqual([
      { name: "Measured", made_to_measure: true },
      { name: "Ready", made_to_measure: false },
    ]);
    expect(await one(sql`select hsn from categories where id = ${category.id}`)).toEqual({ hsn: "7117" });
    const garments = rowsOf<{ rate_basis_points: number }>(
      await db.execute(
        sql`select rate_basis_points from gst_rates where hsn_prefix = '62' order by min_unit_paise`,
      ),
    );
    expect(garments.map((row) => row.rate_basis_points)).toEqual([500, 1800]);
  });
});

describe("migration 0006: the orders search text", () => {
  const state = databaseBefore(6);

  it("fills the search text of earlier orders from their address and email", async () => {
    const db = state.database.db;
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
    const order = (email: string) =>
      one<{
        id: number;
      }>(sql`insert into orders (pay_type, status, subtotal, total, amount_charged, currency, email)
        values ('Razorpay', 'paid', 100, 100, 100, 'INR', ${email}) returning id`);
    const shipped = await order("Meera@Example.com");
    const bare = await order("Solo@Example.com");
    await db.execute(sql`insert into order_shipping (order_id, first_name, last_name, full_name, address1, state, zip, country, mobile)
      values (${shipped.id}, 'Meera', 'Kapoor', 'Meera Kapoor', '14 Lodhi Colony', 'Delhi', '110003', 'IN', '+91 98100 12345')`);

    await state.database.migrate();

    const search = async (id: number) =>
      (await one<{ search: string }>(sql`select search from orders where id = ${id}`)).search;
    expect(await search(shipped.id)).toBe("meera kapoor meera@example.com +91 98100 12345");
    expect(await search(bare.id)).toBe("solo@example.com");
  });
});

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
    // Raw SQL: the typed table has columns later migrations add.
    const [category] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into categories (name, tag) values ('Sarees', 'Women') returning id`),
    );
    const [reviewed, untouched] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into products (name, category_id, rating)
        values ('Reviewed Saree', ${category!.id}, 2), ('Quiet Saree', ${category!.id}, 3.7) returning id`),
    );
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
