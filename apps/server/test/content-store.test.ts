import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { phoneEnquiries, trendingVideos } from "../src/db/schema";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };
type Banner = { id: number; name: string; url: string; tag: string | null };

describe("storefront home content on the demo seed", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, adminPassword: "Admin-Password-1" });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
  }, 120_000);
  afterAll(() => app.close());

  const get = async <T>(url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };

  it("lists desktop and mobile banners in the staff's order with file name and link", async () => {
    const desktop = await get<Banner[]>("/api/banner");
    expect(desktop.map((banner) => banner.url)).toEqual([
      "/category/Lehengas",
      "/category/Suits",
      "/category/Sherwani",
    ]);
    expect(desktop.every((banner) => banner.name.length > 0 && banner.tag === null)).toBe(true);
    const mobile = await get<Banner[]>("/api/mobile-banner");
    expect(mobile).toHaveLength(3);
    // Mobile banners are their own pictures (500x700), not the desktop files.
    expect(mobile.map((banner) => banner.name)).not.toEqual(desktop.map((banner) => banner.name));
  });

  it("lists tag banners for every tag or one tag, and refuses an unknown tag", async () => {
    const all = await get<Banner[]>("/api/banner/tags");
    expect(all.map((banner) => banner.tag).sort()).toEqual(["Kids", "Men", "Women"]);
    const men = await get<Banner[]>("/api/banner/tag/Men");
    expect(men).toHaveLength(1);
    expect(men[0]).toMatchObject({ tag: "Men", url: "/category/Sherwani" });
    const bad = await app.inject({ method: "GET", url: "/api/banner/tag/Teens" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Tag must be one of Women, Men or Kids");
  });

  it("lists the cart and checkout strips", async () => {
    expect(await get<Banner[]>("/api/banner/cart")).toEqual([
      expect.objectContaining({ url: "/category/Jewellery", tag: null }),
    ]);
    expect(await get<Banner[]>("/api/banner/checkout")).toEqual([
      expect.objectContaining({ url: "/category/Fabrics", tag: null }),
    ]);
  });

  it("lists testimonials newest first with name, description and image", async () => {
    const list =
      await get<{ name: string; description: string; image: string | null }[]>("/api/testimonials");
    expect(list).toHaveLength(6);
    expect(list[0].name).toBe("Simran Gill, Birmingham");
    expect(list.at(-1)?.name).toBe("Harpreet Kaur, Toronto");
    expect(list.every((entry) => entry.description.length > 20 && entry.image)).toBe(true);
  });

  it("lists budget tiles with the price in rupees", async () => {
    const tiles = await get<Record<string, unknown>[]>("/api/budget");
    expect(tiles.map((tile) => tile.max_price)).toEqual([2999, 4999, 9999, 19999]);
    expect(tiles[0]).toMatchObject({
      name: "Under 2999",
      category: "Bestseller",
      button_text: "Shop Now",
      image: expect.any(String),
    });
  });

  it("answers home sections 1 and 2 with their own fields", async () => {
    const sections = await get<Record<string, unknown>[]>("/api/home-sections");
    expect(sections).toHaveLength(2);
    expect(Object.keys(sections[0]).sort()).toEqual(["heading", "id", "image", "section", "sub_heading"]);
    expect(sections[0]).toMatchObject({ section: 1, heading: "The Bridal Edit" });
    expect(sections[1]).toMatchObject({
      section: 2,
      heading: "Dressed for the Baraat",
      category: "Sherwani",
      button_text: "Shop Sherwanis",
      sub_text: expect.stringContaining("turbans"),
    });
  });

  it("lists Instagram pictures, and trending videos once staff add one", async () => {
    const instagram = await get<Banner[]>("/api/instaImage/home");
    expect(instagram).toHaveLength(8);
    expect(instagram[0].url).toContain("instagram.com");
    expect(await get<Banner[]>("/api/trendingvideos/home")).toEqual([]);
    await app.db.insert(trendingVideos).values([
      { file: "second.mp4", sort: 2 },
      { file: "first.mp4", url: "/category/Sarees", sort: 1 },
    ]);
    const videos = await get<Banner[]>("/api/trendingvideos/home");
    expect(videos.map((video) => [video.name, video.url])).toEqual([
      ["first.mp4", "/category/Sarees"],
      ["second.mp4", ""],
    ]);
  });
});

describe("POST /api/enquiry", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const stored = async () => (await app.db.select({ value: count() }).from(phoneEnquiries))[0].value;
  const post = (payload: unknown, remoteAddress = "10.0.0.1") =>
    app.inject({ method: "POST", url: "/api/enquiry", payload: payload as object, remoteAddress });

  it("stores a trimmed number as a new enquiry", async () => {
    const response = await post({ mobile: "  +91 98765-43210 " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Enquiry Submitted" });
    const rows = await app.db.select().from(phoneEnquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mobile: "+91 98765-43210", state: "new" });
  });

  it.each([
    ["too short", { mobile: "98765 432" }],
    ["short once trimmed", { mobile: "   98765432   " }],
    ["letters", { mobile: "98765abcde1" }],
    ["no digits", { mobile: "----------" }],
    ["too long", { mobile: "9".repeat(21) }],
    ["missing", {}],
    ["not text", { mobile: 9876543210 }],
    ["an unknown field", { mobile: "9876543210", state: "answered" }],
  ])("refuses %s with 400 and stores nothing", async (label, payload) => {
    const before = await stored();
    // Refused posts count against the rate limit too: one address per case.
    const response = await post(payload, `10.0.1.${label.length}`);
    expect(response.statusCode).toBe(400);
    if (label !== "an unknown field")
      expect(response.json().message).toBe("Please enter a valid phone number.");
    expect(await stored()).toBe(before);
  });

  it("limits one address to 5 enquiries a minute", async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await post({ mobile: `98765 4321${index}` }, "10.0.0.3")).statusCode).toBe(200);
    const before = await stored();
    const sixth = await post({ mobile: "98765 43219" }, "10.0.0.3");
    expect(sixth.statusCode).toBe(429);
    expect(await stored()).toBe(before);
    // Another shopper is not held back.
    expect((await post({ mobile: "98765 43219" }, "10.0.0.4")).statusCode).toBe(200);
  });
});
