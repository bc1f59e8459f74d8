import type { ProductDetailResponse as Detail } from "@boutique/shared/schemas/product-detail";
import type { PGlite } from "@electric-sql/pglite";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import type { Database } from "../src/db/database";
import { categories, products, productVariants, reviews, variantMedia, variantStock } from "../src/db/schema";
import { createProductDetailService } from "../src/modules/catalog/product-detail.service";
import { refreshProductRating } from "../src/modules/catalog/product-rating.repository";
import { buildTestApp, createUser } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

describe("GET /api/products/:pid[/:cid]", () => {
  let app: FastifyInstance;
  /** An active lehenga with at least two colours. */
  let lehenga: typeof products.$inferSelect;
  let lehengaVariants: (typeof productVariants.$inferSelect)[];

  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json() };
  };

  /** An active product of a top-level category kind, with at least `colours` colours. */
  async function pickProduct(kind: string, colours = 1) {
    const [row] = await app.db
      .select({ product: products })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(categories.kind, kind as "garment"), eq(products.active, true)))
      .groupBy(products.id)
      .having(sql`count(${productVariants.id}) >= ${colours}`)
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error(`no ${kind} product with ${colours} colours in the seed`);
    return row.product;
  }

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    const [lehengaCategory] = await app.db
      .select()
      .from(categories)
      .where(and(eq(categories.name, "Lehengas"), eq(categories.tag, "Women")));
    const [row] = await app.db
      .select({ product: products })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(products.categoryId, lehengaCategory.id), eq(products.active, true)))
      .groupBy(products.id)
      .having(sql`count(${productVariants.id}) >= 2`)
      .orderBy(asc(products.id))
      .limit(1);
    lehenga = row.product;
    lehengaVariants = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, lehenga.id))
      .orderBy(asc(productVariants.sort), asc(productVariants.id));
  }, 120_000);
  afterAll(() => app.close());

  it("answers an active product with its first colour, prices in rupees and the category's options", async () => {
    const { status, body } = await get(`/api/products/${lehenga.id}`);
    expect(status).toBe(200);
    const detail = body as Detail;
    const first = lehengaVariants[0];
    expect(detail.product).toMatchObject({
      id: lehenga.id,
      product_id: lehenga.id,
      variant_id: first.id,
      name: lehenga.name,
      style_no: lehenga.styleNo,
      description: lehenga.description,
      rich_description: lehenga.richDescription,
      color: first.name,
      regular_price: first.regularPrice / 100,
      selling_price: first.sellingPrice / 100,
      discount: Math.round(((first.regularPrice - first.sellingPrice) * 100) / first.regularPrice),
      weight: lehenga.weightGrams,
      active: "Y",
      tag: "Women",
    });
    expect(detail.product.category).toMatchObject({
      id: lehenga.categoryId,
      name: "Lehengas",
      kind: "garment",
      has_sizes: true,
      customization: true,
      is_lehenga_waist: true,
      is_lehenga_length: true,
      is_saree_length: false,
    });
    expect((detail.product.category.customization_values as string[]).length).toBeGreaterThan(0);
    // The colour's first gallery image is the product's image.
    expect(detail.product.image).toBe(detail.colorVariants[0].image[0].image);
  });

  it("lists sizes of the selected colour in the order XS, S, M, L, XL, XXL with tooltips and stock", async () => {
    const detail = (await get(`/api/products/${lehenga.id}`)).body as Detail;
    expect(detail.sizes.map((row) => row.size)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    const stock = await app.db
      .select()
      .from(variantStock)
      .where(eq(variantStock.variantId, lehengaVariants[0].id));
    for (const row of detail.sizes) {
      const stored = stock.find((item) => item.id === row.id);
      expect(stored).toMatchObject({ size: row.size, quantity: row.quantity, tooltip: row.tooltip });
    }
    expect(detail.sizes.every((row) => row.tooltip.length > 0)).toBe(true);
    expect(detail.product.quantity).toBe(stock.reduce((sum, row) => sum + row.quantity, 0));
  });

  it("lists every colour with its prices and gallery", async () => {
    const detail = (await get(`/api/products/${lehenga.id}`)).body as Detail;
    expect(detail.colorVariants.map((variant) => variant.id)).toEqual(
      lehengaVariants.map((variant) => variant.id),
    );
    const media = await app.db
      .select()
      .from(variantMedia)
      .where(
        inArray(
          variantMedia.variantId,
          lehengaVariants.map((variant) => variant.id),
        ),
      );
    for (const [index, variant] of detail.colorVariants.entries()) {
      expect(variant).toMatchObject({
        name: lehengaVariants[index].name,
        selling_price: lehengaVariants[index].sellingPrice / 100,
        regular_price: lehengaVariants[index].regularPrice / 100,
      });
      const own = media.filter((item) => item.variantId === variant.id).sort((a, b) => a.sort - b.sort);
      expect(variant.image).toEqual(own.map((item) => ({ id: item.id, image: item.file, type: "image" })));
    }
  });

  it("opens on the colour given as cid, and on the first colour when cid is not the product's", async () => {
    const second = lehengaVariants[1];
    const detail = (await get(`/api/products/${lehenga.id}/${second.id}`)).body as Detail;
    expect(detail.product).toMatchObject({
      variant_id: second.id,
      color: second.name,
      selling_price: second.sellingPrice / 100,
    });
    const secondStock = await app.db.select().from(variantStock).where(eq(variantStock.variantId, second.id));
    expect(detail.sizes.map((row) => row.id).sort()).toEqual(secondStock.map((row) => row.id).sort());

    const [otherVariant] = await app.db
      .select()
      .from(productVariants)
      .where(sql`${productVariants.productId} <> ${lehenga.id}`)
      .limit(1);
    const fallback = (await get(`/api/products/${lehenga.id}/${otherVariant.id}`)).body as Detail;
    expect(fallback.product.variant_id).toBe(lehengaVariants[0].id);
  });

  it("lists up to 8 other active products of the same category as related", async () => {
    const detail = (await get(`/api/products/${lehenga.id}`)).body as Detail;
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.length).toBeLessThanOrEqual(8);
    const rows = await app.db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          detail.related.map((item) => item.id),
        ),
      );
    expect(rows).toHaveLength(detail.related.length);
    expect(rows.every((row) => row.categoryId === lehenga.categoryId && row.active)).toBe(true);
    expect(detail.related.some((item) => item.id === lehenga.id)).toBe(false);
    for (const item of detail.related) {
      expect(Object.keys(item).sort()).toEqual(
        ["color", "discount", "id", "image", "name", "rating", "regular_price", "selling_price"].sort(),
      );
      expect(item.selling_price).toBeLessThanOrEqual(item.regular_price);
    }
  });

  it("shows visible reviews newest first with the reviewer's names, and counts only those", async () => {
    const [product] = await app.db
      .insert(products)
      .values({ name: "Review Test Lehenga", categoryId: lehenga.categoryId, active: true, rating: 0 })
      .returning();
    await app.db
      .insert(productVariants)
      .values({ productId: product.id, name: "Red", regularPrice: 100_000, sellingPrice: 100_000 });
    const asha = await createUser(app, { firstName: "Asha" });
    const ravi = await createUser(app, { firstName: "Ravi" });
    const meera = await createUser(app, { firstName: "Meera" });
    await app.db.insert(reviews).values([
      {
        userId: asha.id,
        productId: product.id,
        rating: 5,
        title: "Lovely",
        message: "Fits well",
        createdAt: new Date("2026-01-02T10:00:00Z"),
      },
      {
        userId: ravi.id,
        productId: product.id,
        rating: 4,
        title: "Newest",
        message: "Good colour",
        createdAt: new Date("2026-03-01T10:00:00Z"),
      },
      {
        userId: meera.id,
        productId: product.id,
        rating: 1,
        title: "Hidden",
        message: "Spam",
        hidden: true,
        createdAt: new Date("2026-04-01T10:00:00Z"),
      },
    ]);
    // Written straight to the table, so the rating is brought up to date as the reviews service does.
    await refreshProductRating(app.db, product.id);
    const detail = (await get(`/api/products/${product.id}`)).body as Detail;
    expect(detail.reviews.map((review) => review.title)).toEqual(["Newest", "Lovely"]);
    expect(detail.reviews[0]).toMatchObject({
      name: "Ravi",
      last_name: "User",
      rating: 4,
      comment: "Good colour",
      review_date: "2026-03-01T10:00:00.000Z",
    });
    expect(detail.product).toMatchObject({ review_count: 2, rating: 4.5 });

    const quiet = (await get(`/api/products/${lehenga.id}`)).body as Detail;
    expect(quiet.reviews).toEqual([]);
    expect(quiet.product.review_count).toBe(0);
    expect(quiet.product.rating).toBe(lehenga.rating);
  });

  it("marks mp4 gallery items as video", async () => {
    const variant = lehengaVariants[0];
    const [video] = await app.db
      .insert(variantMedia)
      .values({ variantId: variant.id, kind: "video", file: "twirl.mp4", sort: 99 })
      .returning();
    const detail = (await get(`/api/products/${lehenga.id}`)).body as Detail;
    expect(detail.colorVariants[0].image.at(-1)).toEqual({ id: video.id, image: "twirl.mp4", type: "video" });
    await app.db.delete(variantMedia).where(eq(variantMedia.id, video.id));
  });

  it("offers a turban with one Free size row and a fabric by the metre", async () => {
    const turban = await pickProduct("turban");
    const turbanDetail = (await get(`/api/products/${turban.id}`)).body as Detail;
    expect(turbanDetail.product.category).toMatchObject({
      kind: "turban",
      has_sizes: false,
      customization: false,
    });
    expect(turbanDetail.sizes.map((row) => row.size)).toEqual(["Free"]);

    const fabric = await pickProduct("fabric");
    const fabricDetail = (await get(`/api/products/${fabric.id}`)).body as Detail;
    expect(fabricDetail.product.category.kind).toBe("fabric");
    expect(fabricDetail.sizes.map((row) => row.size)).toEqual(["Free"]);
  });

  it("answers 404 'Product not found' for drafts and unknown ids, 400 for a malformed id", async () => {
    const [draft] = await app.db.select().from(products).where(eq(products.active, false)).limit(1);
    expect(draft).toBeDefined();
    expect(await get(`/api/products/${draft.id}`)).toEqual({
      status: 404,
      body: { message: "Product not found" },
    });
    const [draftVariant] = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, draft.id))
      .limit(1);
    expect((await get(`/api/products/${draft.id}/${draftVariant.id}`)).status).toBe(404);
    expect(await get("/api/products/999999")).toEqual({
      status: 404,
      body: { message: "Product not found" },
    });
    const malformed = await get("/api/products/12abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Product not found");
  });

  it("answers in one statement whatever the number of colours, images and reviews", async () => {
    let queries = 0;
    // Every statement the service sends goes through its client's query(): counted here.
    const client = (app.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const counted = new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (property === "query")
          return (...args: unknown[]) => {
            queries += 1;
            return (value as (...rest: unknown[]) => unknown).apply(target, args);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const service = createProductDetailService({ db: { $client: counted } as unknown as Database });

    const [singleColour] = await app.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.active, true))
      .groupBy(products.id)
      .having(sql`count(${productVariants.id}) = 1`)
      .limit(1);
    const many = await pickProduct("garment", 4);
    const counts: number[] = [];
    for (const id of [singleColour.id, many.id]) {
      queries = 0;
      await service.getProductDetail(id);
      counts.push(queries);
    }
    expect(counts).toEqual([1, 1]);
  });
});
