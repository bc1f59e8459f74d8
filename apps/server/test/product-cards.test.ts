import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import {
  categories,
  productCards,
  products,
  productVariants,
  SIZES,
  variantMedia,
  variantStock,
} from "../src/db/schema";
import { CategoryListResponse, ProductList } from "../src/modules/catalog/product-list.schemas";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

/**
 * The card as the JavaScript presenter made it before PostgreSQL did (same fields, order and number
 * formatting), read straight from the tables: the oracle the kept cards must equal byte for byte.
 */
async function expectedCard(app: FastifyInstance, variantId: number): Promise<string> {
  const [row] = await app.db
    .select({ variant: productVariants, product: products, category: categories })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(productVariants.id, variantId));
  const media = await app.db
    .select()
    .from(variantMedia)
    .where(eq(variantMedia.variantId, variantId))
    .orderBy(asc(variantMedia.sort), asc(variantMedia.id));
  const stock = await app.db.select().from(variantStock).where(eq(variantStock.variantId, variantId));
  const { variant, product, category } = row;
  const images = media.filter((item) => item.kind === "image").map((item) => item.file);
  const sizes = stock
    .filter((item) => item.quantity > 0)
    .map((item) => item.size)
    .sort((a, b) => SIZES.indexOf(a) - SIZES.indexOf(b));
  const yesNo = (value: boolean) => (value ? "Y" : "N");
  return JSON.stringify({
    id: product.id,
    product_id: product.id,
    parent_id: product.id,
    variant_id: variant.id,
    name: product.name,
    style_no: product.styleNo,
    image: variant.image ?? images[0] ?? null,
    images,
    video: media.find((item) => item.kind === "video")?.file ?? variant.videoUrl ?? null,
    regular_price: variant.regularPrice / 100,
    selling_price: variant.sellingPrice / 100,
    size: sizes,
    color: variant.name,
    quantity: stock.reduce((sum, item) => sum + item.quantity, 0),
    weight: product.weightGrams,
    rating: product.rating,
    category: category.name,
    category_id: category.id,
    tag: category.tag,
    description: product.description,
    rich_description: product.richDescription,
    created: product.createdAt.toISOString(),
    active: yesNo(product.active),
    customization: yesNo(category.customization),
    customization_values: category.customizationValues.join(" ,, "),
    is_lehenga_waist: category.isLehengaWaist,
    is_lehenga_length: category.isLehengaLength,
    is_height: category.isHeight,
    is_sleeve_length: category.isSleeveLength,
    is_padding: category.isPadding,
    is_saree_length: category.isSareeLength,
    is_saree_waist: category.isSareeWaist,
    is_petti_coat: category.isPettiCoat,
  });
}

describe("product cards kept by PostgreSQL", () => {
  let app: FastifyInstance;
  let variantId: number;
  let productId: number;
  let categoryId: number;

  const cardOf = async (id: number) => {
    const [row] = await app.db.select().from(productCards).where(eq(productCards.variantId, id));
    return row?.card;
  };
  const expectCurrent = async (id: number) => expect(await cardOf(id)).toBe(await expectedCard(app, id));

  beforeAll(async () => {
    // The cache off: every answer below is read from the tables the triggers keep.
    app = await buildTestApp({ seedDemo: true, catalogCacheSeconds: 0 });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    const [first] = await app.db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        categoryId: products.categoryId,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.active, true))
      .orderBy(asc(productVariants.id))
      .limit(1);
    ({ id: variantId, productId, categoryId } = first);
  });
  afterAll(() => app.close());

  it("keeps every colour's card equal, byte for byte, to the card the presenter made", async () => {
    const variants = await app.db.select({ id: productVariants.id }).from(productVariants);
    const kept = await app.db.select().from(productCards);
    expect(kept).toHaveLength(variants.length);
    for (const { variantId: id, card } of kept) expect(card).toBe(await expectedCard(app, id));
  });

  it("remakes the card when the stock, the gallery, the colour, the product or the category changes", async () => {
    await app.db.update(variantStock).set({ quantity: 0 }).where(eq(variantStock.variantId, variantId));
    expect(JSON.parse((await cardOf(variantId)) ?? "{}")).toMatchObject({ quantity: 0, size: [] });
    await app.db
      .insert(variantStock)
      .values({ variantId, size: "XS", quantity: 3 })
      .onConflictDoUpdate({
        target: [variantStock.variantId, variantStock.size],
        set: { quantity: 3 },
      });
    expect(JSON.parse((await cardOf(variantId)) ?? "{}")).toMatchObject({ quantity: 3, size: ["XS"] });

    await app.db.insert(variantMedia).values({ variantId, file: "first-look.jpg", sort: -1 });
    expect(JSON.parse((await cardOf(variantId)) ?? "{}").images[0]).toBe("first-look.jpg");
    await app.db.delete(variantMedia).where(eq(variantMedia.file, "first-look.jpg"));
    expect(JSON.parse((await cardOf(variantId)) ?? "{}").images).not.toContain("first-look.jpg");

    await app.db
      .update(productVariants)
      .set({ name: "Peacock Blue", regularPrice: 1_234_599, sellingPrice: 1_000_050 })
      .where(eq(productVariants.id, variantId));
    expect(JSON.parse((await cardOf(variantId)) ?? "{}")).toMatchObject({
      color: "Peacock Blue",
      regular_price: 12345.99,
      selling_price: 10000.5,
    });

    await app.db.update(products).set({ name: "Renamed Lehenga" }).where(eq(products.id, productId));
    expect(JSON.parse((await cardOf(variantId)) ?? "{}").name).toBe("Renamed Lehenga");
    await app.db.update(categories).set({ name: "Renamed Category" }).where(eq(categories.id, categoryId));
    expect(JSON.parse((await cardOf(variantId)) ?? "{}").category).toBe("Renamed Category");
    await expectCurrent(variantId);

    // The listing shows the change at once (the cache is off), in the schema's shape.
    const listed = [];
    for (let page = 1; page <= 20; page += 1) {
      const response = await app.inject({ url: `/api/products/category/Any/${page}?id=${categoryId}` });
      expect(response.statusCode).toBe(200);
      const listing = CategoryListResponse.strict().parse(response.json());
      listed.push(...listing.products);
      if (page >= listing.totalPages) break;
    }
    expect(listed.find((card) => card.product_id === productId)).toMatchObject({
      name: "Renamed Lehenga",
      category: "Renamed Category",
    });
  });

  it("moves a stock row's units to the card of the colour it moved to, and drops a deleted colour's card", async () => {
    const [other] = await app.db
      .insert(productVariants)
      .values({ productId, name: "Ivory", regularPrice: 500_000, sellingPrice: 450_000, sort: 99 })
      .returning();
    expect(JSON.parse((await cardOf(other.id)) ?? "{}")).toMatchObject({ color: "Ivory", quantity: 0 });
    await app.db
      .update(variantStock)
      .set({ variantId: other.id })
      .where(sql`${variantStock.variantId} = ${variantId} and ${variantStock.size} = 'XS'`);
    expect(JSON.parse((await cardOf(other.id)) ?? "{}")).toMatchObject({ quantity: 3, size: ["XS"] });
    await expectCurrent(variantId);
    await app.db.delete(productVariants).where(eq(productVariants.id, other.id));
    expect(await cardOf(other.id)).toBeUndefined();
  });

  it("answers search and trending with the kept cards, in the schema's shape", async () => {
    for (const url of ["/api/products/search?query=lehenga", "/api/products/trending"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const cards = ProductList.element.strict().array().parse(response.json());
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards.slice(0, 3)) expect(JSON.stringify(card)).toBe(await cardOf(card.variant_id));
    }
  });
});
