import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productSubcategories, products } from "../src/modules/catalog/catalog.tables";
import { CSV_HEADER } from "../src/modules/catalog/categories.service";
import {
  buildAppWithUploads,
  injectJson,
  type Part,
  parseCsv,
  postMultipart,
  solidPng,
} from "./admin-fixtures";
import { b64, signInAs } from "./helpers";

type Json = Record<string, unknown>;

const picture = (width: number, height: number) => solidPng(width, height, { r: 122, g: 31, b: 61 });

describe("back-office categories", () => {
  let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
  let app: FastifyInstance;
  let editor: Record<string, string>;

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    injectJson<Json & Json[]>(app, method, url, editor, payload);
  const body = (overrides: Json = {}) => ({
    name: "Bridal Lehengas",
    description: b64("<p>Hand <b>embroidered</b></p><script>alert(1)</script>"),
    tag: "Women",
    parent_id: null,
    customization: true,
    customization_values: b64("Bust ,, Waist ,, Lehenga Length"),
    is_lehenga_waist: true,
    is_lehenga_length: true,
    ...overrides,
  });
  const create = async (overrides: Json = {}) => {
    const response = await call("POST", "/api/admin/category", body(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const upload = (parts: Part[]) => postMultipart(app, "/api/admin/category/image", editor, parts);
  const stored = () => setup.storedFiles();

  beforeAll(async () => {
    // The storefront's catalogue cache on, as in production: every change below must show at once.
    setup = await buildAppWithUploads("categories", { catalogCacheSeconds: 60 });
    app = setup.app;
    editor = (await signInAs(app, "Editor")).headers;
  });
  afterAll(() => setup.close());

  it("creates a category from the spec's body: base64 fields decoded, HTML sanitised, values split", async () => {
    const menu = async () => {
      const response = await app.inject({ url: "/api/categories/all/Women" });
      return {
        cache: response.headers["x-cache"],
        names: (response.json() as Json[]).map((node) => node.name),
      };
    };
    await menu();
    expect((await menu()).cache).toBe("hit");
    const id = await create();
    // The storefront menu is cached in memory; the save cleared it, so the next page load has the category.
    expect((await menu()).names).toContain("Bridal Lehengas");
    const { status, body: category } = await call("GET", `/api/admin/category/cat/${id}`);
    expect(status).toBe(200);
    expect(category).toMatchObject({
      id,
      name: "Bridal Lehengas",
      tag: "Women",
      parent_id: null,
      customization: true,
      customization_values: ["Bust", "Waist", "Lehenga Length"],
      is_lehenga_waist: true,
      is_lehenga_length: true,
      is_height: false,
      product_count: 0,
      subcategory_count: 0,
    });
    expect(category.description).toBe("<p>Hand <b>embroidered</b></p>");
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const before = (await call("GET", "/api/admin/category/all")).body.length;
    const cases: [Json, number, RegExp][] = [
      [{ name: "Sarees<script>" }, 400, /letters, digits and spaces/],
      [{ name: "   " }, 400, /category name/],
      [{ tag: "Unisex" }, 400, /Men, Women or Kids/],
      [{ description: "not base64!" }, 400, /base64/],
      [{ customization_values: b64("") }, 400, /at least one customization value/],
      [{ price: 100 }, 400, /price|unrecognized/i],
      [{ parent_id: 999999 }, 400, /Unknown parent/],
      [{ hsn: "62" }, 400, /HSN code is 4, 6 or 8 digits/],
      [{ hsn: "6204A" }, 400, /HSN code is 4, 6 or 8 digits/],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await call("POST", "/api/admin/category", body({ name: "Valid Name", ...overrides }));
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect(response.body.message).toMatch(message);
    }
    expect((await call("GET", "/api/admin/category/all")).body).toHaveLength(before);
  });

  it("keeps an HSN code per category for GST invoices; empty returns it to its kind's default, leaving it out keeps it", async () => {
    const id = await create({ name: "Kurta Sets", hsn: "620442" });
    expect((await call("GET", `/api/admin/category/cat/${id}`)).body.hsn).toBe("620442");
    await call("PUT", `/api/admin/category/${id}`, body({ name: "Kurta Sets" }));
    expect((await call("GET", `/api/admin/category/cat/${id}`)).body.hsn).toBe("620442");
    await call("PUT", `/api/admin/category/${id}`, body({ name: "Kurta Sets", hsn: "" }));
    expect((await call("GET", `/api/admin/category/cat/${id}`)).body.hsn).toBeNull();
  });

  it("answers 'category already exists' (403, as the spec's form expects) for a name taken under the same parent", async () => {
    const parent = await create({
      name: "Kurtas",
      tag: "Men",
      customization: false,
      customization_values: "",
    });
    const duplicate = await call("POST", "/api/admin/category", body({ name: "kurtas", tag: "Men" }));
    expect(duplicate.status).toBe(403);
    expect(duplicate.body.message).toBe("category already exists");
    // The same name is fine under another parent or another tag.
    await create({ name: "Kurtas", parent_id: parent, tag: "Men" });
    await create({ name: "Kurtas", tag: "Kids" });
    // Renaming onto a sibling's name is refused too.
    const other = await create({ name: "Sherwanis", tag: "Men" });
    const rename = await call("PUT", `/api/admin/category/${other}`, body({ name: "KURTAS", tag: "Men" }));
    expect(rename.status).toBe(403);
    expect((await call("GET", `/api/admin/category/cat/${other}`)).body.name).toBe("Sherwanis");
  });

  it("keeps the tree sound: the parent's tag, two nested levels, no cycles; a new tag moves the subtree", async () => {
    const top = await create({ name: "Festive", tag: "Kids" });
    const child = await create({ name: "Festive Girls", tag: "Kids", parent_id: top });
    const grandchild = await create({ name: "Festive Lehengas", tag: "Kids", parent_id: child });

    const wrongTag = await call(
      "POST",
      "/api/admin/category",
      body({ name: "X", tag: "Men", parent_id: top }),
    );
    expect(wrongTag.status).toBe(400);
    expect(wrongTag.body.message).toMatch(/parent's tag: choose Kids/);
    const tooDeep = await call(
      "POST",
      "/api/admin/category",
      body({ name: "Y", tag: "Kids", parent_id: grandchild }),
    );
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toMatch(/two levels/);
    const cycle = await call(
      "PUT",
      `/api/admin/category/${top}`,
      body({ name: "Festive", tag: "Kids", parent_id: grandchild }),
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toMatch(/under itself/);

    const children = await call("GET", `/api/admin/category/${top}`);
    expect(children.body.map((row: Json) => row.id)).toEqual([child]);
    expect((await call("GET", "/api/admin/category/parent")).body.map((row: Json) => row.id)).toContain(top);
    expect((await call("GET", "/api/admin/category/424242")).status).toBe(404);

    const moved = await call("PUT", `/api/admin/category/${top}`, body({ name: "Festive", tag: "Women" }));
    expect(moved.status).toBe(200);
    const rows = await app.db.select().from(categories).where(eq(categories.tag, "Women"));
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([top, child, grandchild]));
    // The storefront menu of the new tag lists the moved subtree.
    const menu = (await app.inject({ url: "/api/categories/all/Women" })).json() as Json[];
    const festive = menu.find((node) => node.id === top) as { subcategories: Json[] };
    expect(festive.subcategories.map((node) => node.id)).toEqual([child]);
  });

  it("a category moved under another parent sells what that parent sells, with its subtree", async () => {
    const [turbans] = await app.db
      .update(categories)
      .set({ kind: "turban", hasSizes: false })
      .where(eq(categories.id, await create({ name: "Turban Styles", tag: "Men" })))
      .returning();
    const suits = await create({ name: "Suit Styles", tag: "Men" });
    const below = await create({ name: "Pathani Styles", tag: "Men", parent_id: suits });
    const kindOf = async (id: number) =>
      (await app.db.select().from(categories).where(eq(categories.id, id)))[0];
    expect((await kindOf(suits))?.kind).toBe("garment");

    const moved = await call(
      "PUT",
      `/api/admin/category/${suits}`,
      body({ name: "Suit Styles", tag: "Men", parent_id: turbans?.id }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    for (const id of [suits, below]) {
      expect(await kindOf(id)).toMatchObject({ kind: "turban", hasSizes: false });
    }
    // An edit that leaves it where it is keeps what it sells.
    await app.db.update(categories).set({ kind: "garment" }).where(eq(categories.id, suits));
    await call(
      "PUT",
      `/api/admin/category/${suits}`,
      body({ name: "Suit Styles", tag: "Men", parent_id: turbans?.id }),
    );
    expect((await kindOf(suits))?.kind).toBe("garment");
  });

  it("uploads the image and banner after the save, and replaces (and deletes) an older picture", async () => {
    const id = await create({ name: "Anarkalis" });
    const first = await upload([
      { name: "id", data: String(id) },
      { name: "image", filename: "a.png", data: await picture(400, 550) },
      { name: "image_banner", filename: "b.png", data: await picture(1920, 352) },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as Json;
    expect(saved.image).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/);
    expect(saved.banner).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/);
    expect(await stored()).toEqual(expect.arrayContaining([saved.image, saved.banner]));
    const served = await app.inject({ url: `/api/images/${saved.image}` });
    expect(served.statusCode).toBe(200);

    const second = await upload([
      { name: "image", filename: "c.png", data: await picture(400, 550) },
      { name: "id", data: String(id) },
    ]);
    expect(second.statusCode).toBe(200);
    const replaced = second.json() as Json;
    expect(replaced.image).not.toBe(saved.image);
    expect(replaced.banner).toBe(saved.banner);
    expect(await stored()).not.toContain(saved.image);

    const storefront = (await app.inject({ url: "/api/categories/all/Women" })).json() as Json[];
    expect(storefront.find((node) => node.id === id)).toMatchObject({
      image: replaced.image,
      banner: saved.banner,
    });
  });

  it("refuses uploads without a file, for an unknown category, or that are not images, leaving no file behind", async () => {
    const id = await create({ name: "Shararas" });
    const before = await stored();
    const noFile = await upload([{ name: "id", data: String(id) }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Please select a file.");
    const unknown = await upload([
      { name: "id", data: "987654" },
      { name: "image", filename: "a.png", data: await picture(40, 55) },
    ]);
    expect(unknown.statusCode).toBe(404);
    const notImage = await upload([
      { name: "id", data: String(id) },
      { name: "image", filename: "a.png", data: "<?php echo 1; ?>" },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it("refuses to delete a category with products or subcategories (409) and says why", async () => {
    const top = await create({
      name: "Sarees",
      tag: "Women",
      customization: false,
      customization_values: "",
    });
    const child = await create({ name: "Silk Sarees", tag: "Women", parent_id: top });
    const withChildren = await call("DELETE", `/api/admin/category/${top}`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toMatch(/1 subcategory \(Silk Sarees\)/);

    const [product] = await app.db
      .insert(products)
      .values({ name: "Kanjivaram", categoryId: child })
      .returning();
    const listed = (await call("GET", "/api/admin/category/all")).body.find((row: Json) => row.id === child);
    expect(listed).toMatchObject({ product_count: 1, parent_name: "Sarees" });
    expect((await call("GET", `/api/admin/category/cat/${top}`)).body.subcategory_count).toBe(1);
    const withProducts = await call("DELETE", `/api/admin/category/${child}`);
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.message).toMatch(/1 product is filed under this category/);

    // A product that only lists it as a sub category holds it too.
    const other = await create({ name: "Cotton Sarees", tag: "Women", parent_id: top });
    await app.db.update(products).set({ categoryId: top }).where(eq(products.id, product!.id));
    await app.db.insert(productSubcategories).values({ productId: product!.id, categoryId: other });
    expect((await call("DELETE", `/api/admin/category/${other}`)).status).toBe(409);

    // Counted once whether filed as main category, sub category or both.
    await app.db.insert(productSubcategories).values({ productId: product!.id, categoryId: top });
    const [second] = await app.db
      .insert(products)
      .values({ name: "Chanderi", categoryId: other })
      .returning();
    const counts = async () =>
      Object.fromEntries(
        ((await call("GET", "/api/admin/category/all")).body as Json[]).map((row) => [
          row.id,
          row.product_count,
        ]),
      );
    expect(await counts()).toMatchObject({ [top]: 1, [other]: 2, [child]: 0 });
    await app.db.delete(products).where(eq(products.id, second!.id));

    // Multi-delete is all or nothing.
    const multi = await call("DELETE", "/api/admin/category/all", { ids: [child, other] });
    expect(multi.status).toBe(409);
    expect((await app.db.select().from(categories).where(eq(categories.id, child))).length).toBe(1);

    expect((await call("DELETE", `/api/admin/category/${child}`)).body).toEqual({
      message: `Category Deleted ID: ${child}`,
    });
    expect((await call("DELETE", "/api/admin/category/424242")).status).toBe(404);
  });

  it("deletes several at once, a parent together with its children, and their pictures", async () => {
    const top = await create({
      name: "Dupattas",
      tag: "Women",
      customization: false,
      customization_values: "",
    });
    const child = await create({ name: "Silk Dupattas", tag: "Women", parent_id: top });
    await upload([
      { name: "id", data: String(child) },
      { name: "image", filename: "a.png", data: await picture(40, 55) },
    ]);
    const [withPicture] = await app.db.select().from(categories).where(eq(categories.id, child));
    expect(await stored()).toContain(withPicture!.image);

    expect((await call("DELETE", "/api/admin/category/all", { ids: [] })).status).toBe(400);
    expect((await call("DELETE", "/api/admin/category/all", { ids: [top, 999999] })).status).toBe(404);
    const deleted = await call("DELETE", "/api/admin/category/all", { ids: [top, child] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: "Selected Categories deleted", ids: [top, child] });
    expect(await app.db.select().from(categories).where(eq(categories.id, top))).toHaveLength(0);
    expect(await stored()).not.toContain(withPicture!.image);
  });

  it("exports exported-category.csv: a header and one row per category, formula text escaped", async () => {
    const id = await create({
      name: "Pattu Pavadai",
      tag: "Kids",
      description: b64('=HYPERLINK("http://evil.example"), "quoted"\nsecond line'),
    });
    const response = await app.inject({ url: "/api/admin/category/export", headers: editor });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="exported-category.csv"');
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    const all = (await call("GET", "/api/admin/category/all")).body;
    expect(rows).toHaveLength(all.length + 1);
    const row = rows.find((cells) => cells[0] === String(id))!;
    const cell = (name: (typeof CSV_HEADER)[number]) => row[CSV_HEADER.indexOf(name)];
    expect(cell("name")).toBe("Pattu Pavadai");
    expect(cell("tag")).toBe("Kids");
    expect(cell("customization_values")).toBe("Bust ,, Waist ,, Lehenga Length");
    expect(cell("is_lehenga_waist")).toBe("true");
    expect(cell("description")).toBe(`'=HYPERLINK("http://evil.example"), "quoted"\nsecond line`);
  });

  it("lets only admin and Editor in", async () => {
    for (const role of ["Employee", "user"] as const) {
      const { headers } = await signInAs(app, role);
      const response = await app.inject({
        method: "POST",
        url: "/api/admin/category",
        headers,
        payload: body(),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await app.inject({ url: "/api/admin/category/all" })).statusCode).toBe(401);
    const admin = (await signInAs(app, "admin")).headers;
    expect((await app.inject({ url: "/api/admin/category/export", headers: admin })).statusCode).toBe(200);
  });
});
