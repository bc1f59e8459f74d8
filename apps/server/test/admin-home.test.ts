import { randomBytes } from "node:crypto";
import {
  DOLLAR_ADMIN_ONLY_MESSAGE,
  DOLLAR_MESSAGE,
  FILL_ALL_VALUES,
  LINK_MESSAGE,
  SELECT_A_FILE,
  TAG_MESSAGE,
} from "@boutique/shared/schemas/home-content";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildAppWithUploads,
  fieldParts,
  headersByRole,
  type Part,
  postMultipart,
  solidPng,
} from "./admin-fixtures";

type Item = { id: number; name: string; url: string; tag?: string | null };

describe("Edit Home API", () => {
  let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
  let app: FastifyInstance;
  let as: Record<"admin" | "Employee" | "Editor" | "user", Record<string, string>>;
  let png: Buffer;

  beforeAll(async () => {
    // With the server's read cache on, as in production: every "save then read" below must see the save.
    setup = await buildAppWithUploads("admin-home", { catalogCacheSeconds: 60 });
    app = setup.app;
    as = await headersByRole(app, ["admin", "Employee", "Editor", "user"]);
    png = await solidPng(64, 40, "#8a1538");
  });
  afterAll(() => setup.close());

  const storedFiles = () => setup.storedFiles();
  const post = (url: string, parts: Part[], headers: Record<string, string> = as.Employee) =>
    postMultipart(app, url, headers, parts);
  const image = (): Part => ({ name: "image", filename: "banner.png", data: png });
  const get = async <T>(url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };
  const del = (url: string, headers: Record<string, string> = as.Employee) =>
    app.inject({ method: "DELETE", url, headers });

  describe("writes outside /api/admin take the content policy", () => {
    const writes: [string, string][] = [
      ["POST", "/api/banner"],
      ["POST", "/api/mobile-banner"],
      ["POST", "/api/instaImage"],
      ["POST", "/api/trendingVideos"],
      ["POST", "/api/banner/cart"],
      ["POST", "/api/banner/checkout"],
      ["POST", "/api/banner/tag"],
      ["DELETE", "/api/banner/:id"],
      ["DELETE", "/api/instaImage/:id"],
      ["DELETE", "/api/trendingVideos/:id"],
    ];

    it("registers each with the content policy", () => {
      for (const [method, url] of writes)
        expect(app.routeAccess.get(`${method} ${url}`), url).toBe("content");
    });

    it.each(writes)(
      "%s %s: 401 for guests, 403 for Editor and customers, allowed for Employee and admin",
      async (method, url) => {
        const filled = url.replace(":id", "999999");
        const call = (headers: Record<string, string> = {}) =>
          method === "DELETE" ? del(filled, headers) : post(filled, [{ name: "url", data: "/x" }], headers);
        expect((await call()).statusCode).toBe(401);
        expect((await call(as.Editor)).statusCode).toBe(403);
        expect((await call(as.user)).statusCode).toBe(403);
        for (const allowed of [as.Employee, as.admin]) {
          const status = (await call(allowed)).statusCode;
          // Past the guard: a missing file (400) or an unknown id (404).
          expect([400, 404]).toContain(status);
        }
      },
    );
  });

  describe("desktop banners", () => {
    it("refuses a banner without a picture or with a bad link, storing nothing", async () => {
      const before = await storedFiles();
      const noFile = await post("/api/banner", [{ name: "url", data: "/category/Suits" }]);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toBe(SELECT_A_FILE);
      const badLink = await post("/api/banner", [image(), { name: "url", data: "javascript:alert(1)" }]);
      expect(badLink.statusCode).toBe(400);
      expect(badLink.json().message).toBe(LINK_MESSAGE);
      const unknown = await post("/api/banner", [image(), { name: "price", data: "1" }]);
      expect(unknown.statusCode).toBe(400);
      expect(await storedFiles()).toEqual(before);
      expect(await get<Item[]>("/api/banner")).toEqual([]);
    });

    it("saves with its link, shows on the storefront's list, and deletes with its file", async () => {
      const first = await post("/api/banner", [image(), { name: "url", data: "/category/Suits" }]);
      expect(first.statusCode).toBe(201);
      const second = await post("/api/banner", [{ name: "url", data: "https://example.com/sale" }, image()]);
      expect(second.statusCode).toBe(201);
      const list = await get<Item[]>("/api/banner");
      expect(list.map((banner) => banner.url)).toEqual(["/category/Suits", "https://example.com/sale"]);
      expect(list[0]!.name).toBe(first.json().name);
      expect((await app.inject({ method: "GET", url: `/api/images/${list[0]!.name}` })).statusCode).toBe(200);

      const removed = await del(`/api/banner/${list[0]!.id}`);
      expect(removed.statusCode).toBe(200);
      expect((await get<Item[]>("/api/banner")).map((banner) => banner.id)).toEqual([list[1]!.id]);
      expect((await app.inject({ method: "GET", url: `/api/images/${list[0]!.name}` })).statusCode).toBe(404);
      expect((await del(`/api/banner/${list[0]!.id}`)).statusCode).toBe(404);
    });
  });

  it("mobile banners, Instagram pictures and trending videos add to their lists and delete", async () => {
    const cases: [string, string, string][] = [
      ["/api/mobile-banner", "/api/mobile-banner", "/api/banner"],
      ["/api/instaImage", "/api/instaImage/home", "/api/instaImage"],
      ["/api/trendingVideos", "/api/trendingvideos/home", "/api/trendingVideos"],
    ];
    for (const [write, read, deleteBase] of cases) {
      const saved = await post(write, [image(), { name: "url", data: "/category/Kids" }]);
      expect(saved.statusCode, write).toBe(201);
      const list = await get<Item[]>(read);
      expect(
        list.map((item) => [item.id, item.url]),
        read,
      ).toEqual([[saved.json().id, "/category/Kids"]]);
      expect(await get<Item[]>(write)).toEqual(list);
      expect((await del(`${deleteBase}/${saved.json().id}`)).statusCode, deleteBase).toBe(200);
      expect(await get<Item[]>(read)).toEqual([]);
    }
  });

  it("trending videos take an MP4; banners refuse one", async () => {
    const box = Buffer.alloc(32);
    box.writeUInt32BE(32, 0);
    box.write("ftypisom", 4);
    box.write("isomiso2avc1mp41", 16);
    const mp4: Part = { name: "image", filename: "clip.mp4", data: Buffer.concat([box, randomBytes(4096)]) };
    const video = await post("/api/trendingVideos", [mp4]);
    expect(video.statusCode).toBe(201);
    expect(video.json().name).toMatch(/\.mp4$/);
    expect((await get<Item[]>("/api/trendingvideos/home")).map((item) => item.id)).toEqual([video.json().id]);
    await del(`/api/trendingVideos/${video.json().id}`);
    const banner = await post("/api/banner", [mp4]);
    expect(banner.statusCode).toBe(415);
  });

  it("cart, checkout and tag banners keep one banner each: a new upload replaces the old", async () => {
    for (const url of ["/api/banner/cart", "/api/banner/checkout"]) {
      await post(url, [image(), { name: "url", data: "/category/Old" }]);
      const newer = await post(url, [image(), { name: "url", data: "/category/New" }]);
      expect(newer.statusCode).toBe(201);
      expect((await get<Item[]>(url)).map((banner) => banner.url)).toEqual(["/category/New"]);
    }
    const noTag = await post("/api/banner/tag", [image()]);
    expect(noTag.statusCode).toBe(400);
    expect(noTag.json().message).toBe(TAG_MESSAGE);
    await post("/api/banner/tag", [
      image(),
      { name: "tag", data: "Men" },
      { name: "url", data: "/category/A" },
    ]);
    await post("/api/banner/tag", [
      image(),
      { name: "tag", data: "Men" },
      { name: "url", data: "/category/B" },
    ]);
    await post("/api/banner/tag", [image(), { name: "tag", data: "Kids" }]);
    expect((await get<Item[]>("/api/banner/tag/Men")).map((banner) => banner.url)).toEqual(["/category/B"]);
    expect((await get<Item[]>("/api/banner/tags")).map((banner) => banner.tag).sort()).toEqual([
      "Kids",
      "Men",
    ]);
  });

  describe("site settings", () => {
    const save = (body: unknown, headers = as.Employee) =>
      app.inject({ method: "POST", url: "/api/admin/marque", headers, payload: body as object });

    it("saves marquee texts, the Instagram count and handle, and the dollar rate", async () => {
      for (const [type, value] of [
        ["1", "Free shipping above Rs 4,000"],
        ["2", "Festive sale"],
        ["InstaCount", "48.2K"],
        ["InstaId", "@rangrez"],
        ["dollar", "84.25"],
      ]) {
        // The marquee is an Employee's to edit; the dollar rate only an admin's (back-office spec).
        const response = await save({ type, value }, type === "dollar" ? as.admin : as.Employee);
        expect(response.statusCode, type).toBe(200);
        expect(response.json().message).toBe("Updated Successfully");
      }
      const marquee = await get<{ value: string }[]>("/api/marque");
      expect(marquee.map((entry) => entry.value)).toEqual([
        "Free shipping above Rs 4,000",
        "Festive sale",
        "48.2K",
        "@rangrez",
      ]);
      expect(await get("/api/dollar")).toEqual([{ value: 84.25 }]);
      const adminList = await app.inject({ method: "GET", url: "/api/admin/marque", headers: as.Employee });
      expect(adminList.json()[4]).toEqual({ type: "dollar", value: "84.25" });
    });

    it("refuses a bad dollar rate, an unknown type and extra fields, changing nothing", async () => {
      for (const value of ["abc", "0", "-3", "84.255", "", "0.01", "9.99", "500.01", "8350"]) {
        const response = await save({ type: "dollar", value }, as.admin);
        expect(response.statusCode, value).toBe(400);
        expect(response.json().message).toBe(DOLLAR_MESSAGE);
      }
      expect((await save({ type: "price", value: "1" })).statusCode).toBe(400);
      expect((await save({ type: "1", value: "x", role: "admin" })).statusCode).toBe(400);
      expect(await get("/api/dollar")).toEqual([{ value: 84.25 }]);
      expect((await save({ type: "1", value: "x" }, as.Editor)).statusCode).toBe(403);
    });

    it("leaves the dollar rate to an admin: an Employee is refused with a clear message", async () => {
      const refused = await save({ type: "dollar", value: "90" }, as.Employee);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(DOLLAR_ADMIN_ONLY_MESSAGE);
      expect(await get("/api/dollar")).toEqual([{ value: 84.25 }]);
      for (const value of ["10", "500"])
        expect((await save({ type: "dollar", value }, as.admin)).statusCode).toBe(200);
      expect(await get("/api/dollar")).toEqual([{ value: 500 }]);
    });
  });

  describe("budget tiles", () => {
    it("needs name, max price and button text, and a picture for a new tile", async () => {
      const missing = await post("/api/admin/budget", [
        image(),
        ...fieldParts({ name: "", max_price: "2999", button_text: "Shop" }),
      ]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(FILL_ALL_VALUES);
      const noButton = await post("/api/admin/budget", fieldParts({ name: "Under 2999", max_price: "2999" }));
      expect(noButton.json().message).toBe(FILL_ALL_VALUES);
      const noPicture = await post(
        "/api/admin/budget",
        fieldParts({ name: "Under 2999", max_price: "2999", button_text: "Shop" }),
      );
      expect(noPicture.statusCode).toBe(400);
      expect(noPicture.json().message).toBe(SELECT_A_FILE);
      expect(await get("/api/budget")).toEqual([]);
    });

    it("adds, edits the chosen tile, shows it on the storefront list, and deletes", async () => {
      const added = await post("/api/admin/budget", [
        image(),
        ...fieldParts({ name: "Under 2999", max_price: "2999", button_text: "Shop Now", category: "Suits" }),
      ]);
      expect(added.statusCode).toBe(200);
      const id = added.json().id as number;
      const edited = await post(
        "/api/admin/budget",
        fieldParts({ id: String(id), name: "Under 3999", max_price: "3999.50", button_text: "See all" }),
      );
      expect(edited.statusCode).toBe(200);
      const [tile] = await get<Record<string, unknown>[]>("/api/budget");
      expect(tile).toMatchObject({
        id,
        name: "Under 3999",
        max_price: 3999.5,
        button_text: "See all",
        category: "",
      });
      expect(tile!.image).toBe(added.json().image);

      const unknown = await post(
        "/api/admin/budget",
        fieldParts({ id: "999999", name: "X", max_price: "1", button_text: "Go" }),
      );
      expect(unknown.statusCode).toBe(404);
      const editor = await post("/api/admin/budget", fieldParts({ name: "X" }), as.Editor);
      expect(editor.statusCode).toBe(403);

      expect((await del(`/api/admin/budget/${id}`)).statusCode).toBe(200);
      expect(await get("/api/budget")).toEqual([]);
    });
  });

  describe("home sections", () => {
    it("section 1 needs heading and sub heading, and a picture the first time", async () => {
      const noSub = await post("/api/admin/home-section1", [image(), { name: "heading", data: "Bridal" }]);
      expect(noSub.statusCode).toBe(400);
      expect(noSub.json().message).toBe(FILL_ALL_VALUES);
      const noPicture = await post("/api/admin/home-section1", [
        { name: "heading", data: "Bridal" },
        { name: "sub_heading", data: "Made to measure" },
      ]);
      expect(noPicture.json().message).toBe(SELECT_A_FILE);

      const saved = await post("/api/admin/home-section1", [
        image(),
        { name: "heading", data: "Bridal" },
        { name: "sub_heading", data: "Made to measure" },
      ]);
      expect(saved.statusCode).toBe(200);
      // A later save without a picture keeps the one before.
      await post("/api/admin/home-section1", [
        { name: "heading", data: "The Bridal Edit" },
        { name: "sub_heading", data: "Made to measure" },
      ]);
      const sections = await get<Record<string, unknown>[]>("/api/home-sections");
      expect(sections).toHaveLength(1);
      expect(sections[0]).toMatchObject({
        section: 1,
        heading: "The Bridal Edit",
        sub_heading: "Made to measure",
      });
      expect(sections[0]!.image).toEqual(expect.any(String));
    });

    it("section 2 needs heading, sub heading, sub text, button text and category", async () => {
      const values = {
        heading: "Baraat",
        sub_heading: "Sherwanis",
        sub_text: "Match the groom's party",
        button_text: "Shop Sherwanis",
        category: "Sherwani",
      };
      for (const field of Object.keys(values)) {
        const parts = Object.entries(values)
          .filter(([name]) => name !== field)
          .map(([name, data]) => ({ name, data }));
        const response = await post("/api/admin/home-section2", [image(), ...parts]);
        expect(response.statusCode, field).toBe(400);
        expect(response.json().message, field).toBe(FILL_ALL_VALUES);
      }
      const saved = await post("/api/admin/home-section2", [
        image(),
        ...Object.entries(values).map(([name, data]) => ({ name, data })),
      ]);
      expect(saved.statusCode).toBe(200);
      const admin = await app.inject({
        method: "GET",
        url: "/api/admin/home-sections",
        headers: as.Employee,
      });
      expect(admin.json()[1]).toMatchObject({ section: 2, ...values });
      expect((await get<unknown[]>("/api/home-sections"))[1]).toMatchObject({
        section: 2,
        category: "Sherwani",
      });
    });
  });
});
