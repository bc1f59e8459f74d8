import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { createImageSink } from "../scripts/seed-images";
import { productSvg } from "../scripts/seed-svg-garments";
import {
  banners,
  budgetTiles,
  categories,
  countries,
  coupons,
  homeSections,
  products,
  productVariants,
  siteSettings,
  sizeCustomizationImages,
  testimonials,
  variantStock,
} from "../src/db/schema";
import { createLocalStore } from "../src/lib/storage";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

describe("demo seed", () => {
  let app: FastifyInstance;
  const seed = () => seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
  const withDemoOff = { products: -1, countries: -1 };

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, adminPassword: "Admin-Password-1" });
    // One database for both cases (opening PGlite is the slow part): first with the demo off, then on.
    await seedDatabase({ db: app.db, config: { ...app.config, seedDemo: false }, log: silentLog });
    withDemoOff.products = await total(products);
    withDemoOff.countries = await total(countries);
    await seed();
  }, 120_000);
  afterAll(() => app.close());

  const total = async (table: Parameters<ReturnType<FastifyInstance["db"]["select"]>["from"]>[0]) =>
    (await app.db.select({ value: count() }).from(table))[0].value;

  it("seeds only the admin and the countries when the demo is off", () => {
    expect(withDemoOff).toEqual({ products: 0, countries: 249 });
  });

  it("fills the catalogue: at least 150 products of 1 to 4 colours, drafts, and pieces sold out", async () => {
    expect(await total(products)).toBeGreaterThanOrEqual(150);
    const perProduct = await app.db
      .select({ colours: count(productVariants.id) })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .groupBy(products.id);
    expect(perProduct.every((row) => row.colours >= 1 && row.colours <= 4)).toBe(true);
    const drafts = await app.db.select({ value: count() }).from(products).where(eq(products.active, false));
    expect(drafts[0].value).toBeGreaterThanOrEqual(3);
    const soldOut = await app.db.execute<{ product_id: number }>(sql`
      select v.product_id from product_variants v join variant_stock s on s.variant_id = v.id
      group by v.product_id having sum(s.quantity) = 0`);
    expect(soldOut.rows.length).toBeGreaterThanOrEqual(2);
    const someSizesOut = await app.db
      .select({ value: count() })
      .from(variantStock)
      .where(eq(variantStock.quantity, 0));
    expect(someSizesOut[0].value).toBeGreaterThan(soldOut.rows.length * 6);
  });

  it("prices garments between Rs 1,200 and Rs 85,000 and sells turbans and fabrics by the metre", async () => {
    const rows = await app.db.execute<{ kind: string; min: number; max: number }>(sql`
      select c.kind, min(v.regular_price)::int as min, max(v.regular_price)::int as max
      from product_variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
      group by c.kind`);
    const byKind = Object.fromEntries(rows.rows.map((row) => [row.kind, row]));
    expect(byKind.garment.min).toBeGreaterThanOrEqual(119_900);
    expect(byKind.garment.max).toBeLessThanOrEqual(8_500_000);
    expect(byKind.turban.max).toBeLessThan(100_000);
    expect(byKind.fabric.max).toBeLessThan(300_000);
    const [variant] = await app.db
      .select()
      .from(productVariants)
      .where(sql`${productVariants.discountPercent} = 20`)
      .limit(1);
    expect(variant.sellingPrice).toBe(Math.round((variant.regularPrice / 100) * 0.8) * 100);
  });

  it("builds the category tree with the customisation a tailor needs", async () => {
    const [lehengas] = await app.db
      .select()
      .from(categories)
      .where(sql`${categories.name} = 'Lehengas' and ${categories.tag} = 'Women'`);
    expect(lehengas).toMatchObject({
      customization: true,
      isLehengaWaist: true,
      isLehengaLength: true,
      isSareeLength: false,
    });
    expect(lehengas.customizationValues).toContain("Lehenga Length");
    const [turbans] = await app.db.select().from(categories).where(eq(categories.name, "Turbans"));
    expect(turbans).toMatchObject({ kind: "turban", hasSizes: false, tag: "Men" });

    const response = await app.inject({ method: "GET", url: "/api/categories/all/Women" });
    const women = response.json() as { name: string; subcategories: { name: string }[] }[];
    expect(women.map((node) => node.name)).toEqual([
      "Suits",
      "Lehengas",
      "Sarees",
      "Dupattas",
      "Fabrics",
      "Jewellery",
      "Bags",
    ]);
    expect(women[0].subcategories.map((node) => node.name)).toEqual([
      "Salwar Suits",
      "Anarkali",
      "Sharara",
      "Palazzo",
    ]);
  });

  it("seeds content, settings, the welcome coupon and every country", async () => {
    expect(await total(countries)).toBe(249);
    const [welcome] = await app.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
    expect(welcome).toMatchObject({ discountPercent: 10, firstOrderOnly: true });
    expect(await total(homeSections)).toBe(2);
    expect(await total(budgetTiles)).toBe(4);
    expect(await total(testimonials)).toBeGreaterThanOrEqual(4);
    const kinds = await app.db.selectDistinct({ kind: banners.kind }).from(banners);
    expect(kinds.map((row) => row.kind).sort()).toEqual(["cart", "checkout", "desktop", "mobile", "tag"]);
    const mannequins = await app.db
      .selectDistinct({ tag: sizeCustomizationImages.tag })
      .from(sizeCustomizationImages);
    expect(mannequins.map((row) => row.tag).sort()).toEqual(["Men", "Women"]);
    expect((await app.inject({ method: "GET", url: "/api/dollar" })).json()).toEqual([{ value: 83.5 }]);
    const policy = await app.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, "domestic_free_shipping_from"));
    expect(policy).toMatchObject([{ value: "400000" }]);
    const marquee = (await app.inject({ method: "GET", url: "/api/marque" })).json() as { value: string }[];
    expect(marquee[3].value).toBe("@rangrez.boutique");
    const bestsellers = (
      await app.inject({ method: "GET", url: "/api/products/bestseller/categories" })
    ).json();
    expect(bestsellers.length).toBeGreaterThan(0);
  });

  it("adds nothing when run again", async () => {
    const before = [
      await total(products),
      await total(categories),
      await total(banners),
      await total(coupons),
      await total(countries),
    ];
    await seed();
    expect([
      await total(products),
      await total(categories),
      await total(banners),
      await total(coupons),
      await total(countries),
    ]).toEqual(before);
  });
});

describe("demo image sink", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "seed-images-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("draws each design once, at the asked size, under a random hex name", async () => {
    const sink = createImageSink({ store: createLocalStore(dir), render: true });
    const svg = () =>
      productSvg(
        { silhouette: "anarkali", colour: "#6d1a2a", accent: "#c9a13b", pattern: "buti" },
        900,
        1200,
      );
    const first = sink.image("product:anarkali:Maroon", 900, 1200, svg);
    expect(sink.image("product:anarkali:Maroon", 900, 1200, svg)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{24}\.jpg$/);
    expect(await sink.flush()).toEqual({ rendered: 1 });
    expect(await readdir(dir)).toEqual([first]);
    const meta = await sharp(path.join(dir, first)).metadata();
    expect(meta).toMatchObject({ width: 900, height: 1200, format: "jpeg" });
    // A burgundy garment on a pale backdrop: the picture is not blank.
    const stats = await sharp(path.join(dir, first)).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(20);
  });
});
