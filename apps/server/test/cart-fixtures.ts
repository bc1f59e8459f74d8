import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { seedDatabase } from "../scripts/seed";
import type { Config } from "../src/config";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

export type Pick = {
  variantId: number;
  productId: number;
  size: string;
  stock: number;
  sellingPaise: number;
};

/** A seeded app and a picker that hands out a different in-stock colour and size each time. */
export async function buildSeededApp(overrides: Partial<Config> = {}) {
  const app = await buildTestApp({ seedDemo: true, ...overrides });
  await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
  // The seed's stock notices reach the cache after it commits: heard before any test reads.
  await app.catalogNotices.heardAll();
  const used = new Set<number>();
  async function pick(kind: string, options: { stock?: number } = {}): Promise<Pick> {
    const result = await app.db.execute<{
      variant_id: number;
      product_id: number;
      size: string;
      quantity: number;
      selling_price: number;
    }>(sql`
      select v.id as variant_id, p.id as product_id, vs.size, vs.quantity, v.selling_price
      from product_variants v join products p on p.id = v.product_id
      join categories c on c.id = p.category_id
      join variant_stock vs on vs.variant_id = v.id
      where p.active and c.kind = ${kind} and vs.quantity > 0
      order by v.id, vs.size`);
    const row = result.rows.find((candidate) => !used.has(candidate.variant_id));
    if (!row) throw new Error(`no unused in-stock ${kind} left in the seed`);
    used.add(row.variant_id);
    if (options.stock !== undefined) {
      await app.db.execute(
        sql`update variant_stock set quantity = ${options.stock} where variant_id = ${row.variant_id} and size = ${row.size}`,
      );
      await app.catalogNotices.heardAll();
    }
    return {
      variantId: row.variant_id,
      productId: row.product_id,
      size: row.size,
      stock: options.stock ?? row.quantity,
      sellingPaise: row.selling_price,
    };
  }
  return { app: app as FastifyInstance, pick };
}

/** `inject` as a signed-in caller: status and JSON body, typed by the test. */
export function createCaller<Body>(getApp: () => FastifyInstance) {
  return async (
    headers: Record<string, string>,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const response = await getApp().inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() as Body };
  };
}
