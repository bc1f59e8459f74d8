import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { categories, products } from "../src/db/schema";
import { productPath } from "../src/modules/seo/seo.service";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };
const PUBLIC_URL = "https://shop.example.in";

describe("robots.txt and sitemap.xml", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, publicUrl: PUBLIC_URL });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
  }, 120_000);
  afterAll(() => app.close());

  it("robots.txt allows the shop, keeps crawlers out of private paths and points to the sitemap", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/admin", "/api/", "/Cart", "/Checkout", "/UserAccount", "/Wishlist", "/Return"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Allow: /api/images/");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("sitemap.xml lists home, static pages, active products and their categories, not drafts", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, "&"));
    for (const page of [
      "/",
      "/about",
      "/contact",
      "/Shipping",
      "/FAQ",
      "/PrivacyPolicy",
      "/TermsOfService",
    ]) {
      expect(locs).toContain(PUBLIC_URL + page);
    }
    expect(locs.some((loc) => loc.endsWith("/Return") || loc.endsWith("/Cart"))).toBe(false);

    const [active] = await app.db.select().from(products).where(eq(products.active, true)).limit(1);
    expect(locs).toContain(`${PUBLIC_URL}/singleproduct/${encodeURIComponent(active.name)}/p/${active.id}`);
    expect(productPath(active)).toBe(`/singleproduct/${encodeURIComponent(active.name)}/p/${active.id}`);
    const entry = xml.split("\n").find((line) => line.includes(`/p/${active.id}</loc>`));
    expect(entry).toContain(`<lastmod>${active.updatedAt.toISOString()}</lastmod>`);

    const drafts = await app.db.select().from(products).where(eq(products.active, false));
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(locs.some((loc) => loc.endsWith(`/p/${draft.id}`))).toBe(false);

    const [category] = await app.db.select().from(categories).where(eq(categories.id, active.categoryId));
    expect(locs).toContain(`${PUBLIC_URL}/category/${encodeURIComponent(category.name)}/${category.id}`);
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]).sort();
    const home = xml.split("\n").find((line) => line.includes(`<loc>${PUBLIC_URL}/</loc>`));
    expect(home).toContain(`<lastmod>${lastmods.at(-1)}</lastmod>`);
    const activeCount = (await app.db.select().from(products).where(eq(products.active, true))).length;
    expect(locs.filter((loc) => loc.includes("/singleproduct/"))).toHaveLength(activeCount);
  });

  it("leaves out a category whose products are all drafts", async () => {
    const [empty] = await app.db.insert(categories).values({ name: "Draft Corner", tag: "Kids" }).returning();
    await app.db.insert(products).values({ name: "Hidden Frock", categoryId: empty.id, active: false });
    const xml = (await app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(xml).not.toContain(`/category/Draft%20Corner/${empty.id}`);
    await app.db.update(products).set({ active: true }).where(eq(products.categoryId, empty.id));
    const after = (await app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(after).toContain(`/category/Draft%20Corner/${empty.id}`);
  });
});
