import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  categories,
  countries,
  coupons,
  products,
  productVariants,
  reviews,
  users,
  variantStock,
} from "../src/db/schema";
import { buildTestApp } from "./helpers";

/** Drizzle wraps the driver's error; the constraint name sits on the cause (PGlite) or the error (pg). */
async function violation(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    return `${code}:${constraint ?? ""}`;
  }
  throw new Error("expected the database to refuse the write");
}

describe("database constraints", () => {
  let app: FastifyInstance;
  let variantId: number;
  let userId: number;
  let productId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.db;
    await db.insert(countries).values([{ code: "IN", name: "India" }]);
    const [category] = await db.insert(categories).values({ name: "Sarees", tag: "Women" }).returning();
    const [product] = await db
      .insert(products)
      .values({ name: "Maroon Banarasi Silk Saree", categoryId: category.id, active: true })
      .returning();
    productId = product.id;
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: product.id,
        name: "Maroon",
        regularPrice: 1_250_000,
        sellingPrice: 1_125_000,
        discountPercent: 10,
      })
      .returning();
    variantId = variant.id;
    await db.insert(variantStock).values({ variantId, size: "M", quantity: 2 });
    const [user] = await db.insert(users).values({ email: "Asha@Example.com" }).returning();
    userId = user.id;
  });
  afterAll(() => app.close());

  it("keeps stock from going below zero", async () => {
    const take = (n: number) =>
      app.db
        .update(variantStock)
        .set({ quantity: sql`${variantStock.quantity} - ${n}` })
        .where(sql`${variantStock.variantId} = ${variantId} and ${variantStock.size} = 'M'`);
    await take(2);
    expect(await violation(take(1))).toBe("23514:variant_stock_quantity_check");
    const [row] = await app.db
      .select()
      .from(variantStock)
      .where(sql`${variantStock.variantId} = ${variantId}`);
    expect(row.quantity).toBe(0);
  });

  it("refuses a second stock row for the same colour and size", async () => {
    expect(await violation(app.db.insert(variantStock).values({ variantId, size: "M", quantity: 1 }))).toBe(
      "23505:variant_stock_variant_size_unique",
    );
  });

  it("refuses the same email in another letter case", async () => {
    expect(await violation(app.db.insert(users).values({ email: "asha@example.COM" }))).toBe(
      "23505:users_email_lower_unique",
    );
  });

  it("allows one default address per customer", async () => {
    const address = {
      userId,
      firstName: "Asha",
      lastName: "Kaur",
      email: "asha@example.com",
      mobile: "9876543210",
      state: "Punjab",
      address1: "12 Mall Road",
      zip: "143001",
    };
    await app.db.insert(addresses).values({ ...address, isDefault: true });
    await app.db.insert(addresses).values({ ...address, isDefault: false });
    expect(await violation(app.db.insert(addresses).values({ ...address, isDefault: true }))).toBe(
      "23505:addresses_one_default_per_user",
    );
    const rows = await app.db.select().from(addresses);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("refuses a coupon code that differs only in case, and a discount above 100%", async () => {
    await app.db.insert(coupons).values({ code: "WELCOME10", discountPercent: 10, maxDiscount: 100_000 });
    expect(await violation(app.db.insert(coupons).values({ code: "welcome10", discountPercent: 5 }))).toBe(
      "23505:coupons_code_lower_unique",
    );
    expect(await violation(app.db.insert(coupons).values({ code: "BIG", discountPercent: 101 }))).toBe(
      "23514:coupons_discount_check",
    );
  });

  it("keeps a selling price at or under the regular price and a rating between 1 and 5", async () => {
    expect(
      await violation(
        app.db
          .insert(productVariants)
          .values({ productId, name: "Teal", regularPrice: 1000, sellingPrice: 2000 }),
      ),
    ).toBe("23514:product_variants_selling_price_check");
    expect(
      await violation(
        app.db.insert(reviews).values({ userId, productId, rating: 6, title: "Wow", message: "Lovely" }),
      ),
    ).toBe("23514:reviews_rating_check");
  });

  it("finds products by a misspelt name through the trigram index's operator", async () => {
    const rows = await app.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.name} % ${"banarsi saree"}`);
    expect(rows.map((row) => row.name)).toEqual(["Maroon Banarasi Silk Saree"]);
  });
});
