import { DISCOUNT_RANGE } from "@boutique/shared/schemas/product-admin";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productVariants, variantStock } from "../src/modules/catalog/catalog.tables";
import {
  buildAppWithUploads,
  injectJson,
  type Part,
  parseCsv,
  postMultipart,
  solidPng,
} from "./admin-fixtures";
import { b64, buildTestApp, signInAs } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

describe("back-office products", () => {
  let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let sarees: number;
  let silk: number;
  let cotton: number;
  let red: Buffer;
  let blue: Buffer;

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers = editor,
  ) => injectJson<Json>(app, method, url, headers, payload);
  const upload = async (url: string, parts: Part[]) => {
    const response = await postMultipart(app, url, editor, parts);
    return { status: response.statusCode, body: response.json() as Json };
  };
  const productBody = (overrides: Json = {}) => ({
    name: "Banarasi Silk Saree",
    description: b64("<p>Woven in <strong>Varanasi</strong>.</p>"),
    rich_description: b64("<ul><li>Drape loosely</li></ul>"),
    category: sarees,
    sub_category: [silk],
    active: "N",
    weight: 0.8,
    style_no: "BS-101",
    ...overrides,
  });
  const variant = (overrides: Json = {}) => ({
    name: "Ruby Red",
    regularPrice: 2999,
    discount: 15,
    video: "",
    sizes: [
      { size: "M", quantity: 4, tooltip: "Bust 38" },
      { size: "L", quantity: 2, tooltip: "" },
    ],
    ...overrides,
  });
  const storedFiles = () => setup.storedFiles();
  const storefront = async (productId: number, name: string) => {
    const listing = await app.inject({ method: "GET", url: "/api/products/category/Sarees/1" });
    const search = await app.inject({
      method: "GET",
      url: `/api/products/searchall?query=${encodeURIComponent(name)}`,
    });
    const detail = await app.inject({ method: "GET", url: `/api/products/${productId}` });
    return {
      inListing: (listing.json().products as Json[]).some((card) => card.product_id === productId),
      inSearch: (search.json() as Json[]).some((card) => card.product_id === productId),
      detail: detail.statusCode === 200 ? (detail.json() as Json) : null,
    };
  };
  /** A draft with one colour, through the same calls the form makes. */
  const createProduct = async (name = "Banarasi Silk Saree") => {
    const { body } = await call("POST", "/api/admin/products", productBody({ name }));
    await call("POST", "/api/admin/products/variant", { parent_id: body.id, variant: variant() });
    return body.id as number;
  };

  beforeAll(async () => {
    setup = await buildAppWithUploads("admin-products");
    app = setup.app;
    editor = (await signInAs(app, "Editor")).headers;
    const [parent] = await app.db.insert(categories).values({ name: "Sarees", tag: "Women" }).returning();
    sarees = parent!.id;
    const children = await app.db
      .insert(categories)
      .values([
        { name: "Silk Sarees", tag: "Women", parentId: sarees },
        { name: "Cotton Sarees", tag: "Women", parentId: sarees },
      ])
      .returning();
    silk = children[0]!.id;
    cotton = children[1]!.id;
    red = await solidPng(40, 60, "#b91c1c");
    blue = await solidPng(40, 60, "#1d4ed8");
  });
  afterAll(() => setup.close());

  describe("validation", () => {
    it("asks for a category, then a sub category, in the spec's words", async () => {
      const noCategory = await call("POST", "/api/admin/products", productBody({ category: undefined }));
      expect(noCategory).toMatchObject({ status: 400, body: { message: "Please select category" } });
      const zero = await call("POST", "/api/admin/products", productBody({ category: 0 }));
      expect(zero.body.message).toBe("Please select category");
      const unknown = await call("POST", "/api/admin/products", productBody({ category: 999999 }));
      expect(unknown).toMatchObject({ status: 400, body: { message: "Please select category" } });
      const noSub = await call("POST", "/api/admin/products", productBody({ sub_category: [] }));
      expect(noSub).toMatchObject({ status: 400, body: { message: "Please select sub category" } });
      const unknownSub = await call("POST", "/api/admin/products", productBody({ sub_category: [999999] }));
      expect(unknownSub.body.message).toBe("Please select sub category");
      expect((await call("GET", "/api/admin/products?limit=100")).body.totalCount).toBe(0);
    });

    it("refuses unknown fields, a blank name and bad variant values", async () => {
      const price = await call("POST", "/api/admin/products", { ...productBody(), price: 1 });
      expect(price.status).toBe(400);
      const blank = await call("POST", "/api/admin/products", productBody({ name: "!!! ???" }));
      expect(blank).toMatchObject({ status: 400, body: { message: "Please enter the product name" } });
      const id = (await call("POST", "/api/admin/products", productBody())).body.id;
      const bad = async (overrides: Json) =>
        (await call("POST", "/api/admin/products/variant", { parent_id: id, variant: variant(overrides) }))
          .body.message;
      expect(await bad({ discount: 101 })).toBe(DISCOUNT_RANGE);
      expect(await bad({ discount: -1 })).toBe(DISCOUNT_RANGE);
      expect(await bad({ regularPrice: -5 })).toBe("Regular price cannot be negative.");
      // Free by mistake: a zero price or a 100% discount.
      expect(await bad({ regularPrice: 0 })).toBe("Regular price must be more than 0.");
      expect(await bad({ discount: 100 })).toBe(DISCOUNT_RANGE);
      expect(await bad({ sizes: [{ size: "", quantity: 1, tooltip: "" }] })).toBe("Please select a size.");
      expect(
        await bad({
          sizes: [
            { size: "M", quantity: 1 },
            { size: "M", quantity: 2 },
          ],
        }),
      ).toBe("Each size can be listed once.");
      expect(await bad({ video: "javascript:alert(1)" })).toBe(
        "The video link must be a web address (https://...).",
      );
      expect(await bad({ name: "@@@" })).toBe("Please enter the colour name");
      expect((await call("GET", `/api/admin/products/${id}`)).body.colorVariants).toEqual([]);
      await call("DELETE", "/api/admin/products", { id });
    });

    it("answers 404 'Product not found' for a missing product", async () => {
      expect(await call("GET", "/api/admin/products/999999")).toMatchObject({
        status: 404,
        body: { message: "Product not found" },
      });
      const put = await call("PUT", "/api/admin/products/999999", productBody());
      expect(put).toMatchObject({ status: 404, body: { message: "Product not found" } });
      // Ids past PostgreSQL's integer range are a 400, never a database error.
      const huge = 2 ** 31;
      expect((await call("GET", `/api/admin/products/${huge}`)).status).toBe(400);
      expect((await call("DELETE", "/api/admin/products", { id: huge })).status).toBe(400);
      expect((await call("POST", "/api/admin/products", productBody({ category: huge }))).body.message).toBe(
        "Please select category",
      );
      const stock = await call("PUT", "/api/admin/inventory", {
        items: [{ variant_id: huge, size: "M", quantity: 1 }],
      });
      expect(stock.status).toBe(400);
      expect((await call("GET", `/api/admin/products?category=${huge}`)).status).toBe(400);
    });
  });

  it("creates a draft, adds colours and images, publishes it and shows it on the storefront", async () => {
    const created = await call(
      "POST",
      "/api/admin/products",
      productBody({ name: "Banarasi <b>Silk</b> Saree!", sub_category: [silk, cotton] }),
    );
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(created.body.message).toBe(`Product Updated: ${id}`);

    // A colour with its images in one multipart call; the client's sellingPrice is ignored.
    const first = await upload("/api/admin/products/images", [
      { name: "parent_id", data: String(id) },
      { name: "name", data: "Ruby-Red" },
      { name: "regularPrice", data: "2999" },
      { name: "discount", data: "15" },
      { name: "sellingPrice", data: "1" },
      { name: "sizes", data: JSON.stringify([{ size: "M", quantity: 4, tooltip: "Bust 38" }]) },
      { name: "video", data: "https://videos.example.com/ruby.mp4" },
      { name: "image", filename: "main.png", data: red },
      { name: "images", filename: "g1.png", data: red },
      { name: "images", filename: "g2.png", data: blue },
    ]);
    expect(first).toMatchObject({ status: 200, body: { message: "Variant Inserted successfully." } });

    // A second colour as JSON, then its main image and gallery.
    const second = await call("POST", "/api/admin/products/variant", {
      parent_id: id,
      variant: variant({ name: "Royal Blue", regularPrice: 1001, discount: 50, sellingPrice: 5 }),
    });
    expect(second.body.message).toBe("Variant Inserted successfully.");
    const blueId = second.body.id as number;
    const main = await upload("/api/admin/products/variant/images", [
      { name: "variant_id", data: String(blueId) },
      { name: "image", filename: "blue.png", data: blue },
    ]);
    expect(main).toMatchObject({ status: 200, body: { message: "Variant images updated successfully." } });
    await upload("/api/admin/products/variant/galleryimages", [
      { name: "variant_id", data: String(blueId) },
      { name: "images", filename: "b1.png", data: blue },
    ]);

    const product = (await call("GET", `/api/admin/products/${id}`)).body;
    expect(product).toMatchObject({
      name: "Banarasi bSilkb Saree",
      description: "<p>Woven in <strong>Varanasi</strong>.</p>",
      rich_description: "<ul><li>Drape loosely</li></ul>",
      category: sarees,
      active: "N",
      trending: "Y",
      weight: 0.8,
      style_no: "BS-101",
    });
    expect(product.sub_category.sort()).toEqual([silk, cotton].sort());
    expect(product.colorVariants.map((item: Json) => item.name)).toEqual(["RubyRed", "Royal Blue"]);
    // Rs 2,999 less 15 % = 2,549.15 → 2,549; Rs 1,001 less 50 % = 500.50 → 501.
    expect(product.colorVariants[0]).toMatchObject({
      regularPrice: 2999,
      discount: 15,
      sellingPrice: 2549,
      video: "https://videos.example.com/ruby.mp4",
      sizes: [{ size: "M", quantity: 4, tooltip: "Bust 38" }],
    });
    expect(product.colorVariants[0].gallery).toHaveLength(2);
    expect(product.colorVariants[0].image).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/);
    expect(product.colorVariants[1]).toMatchObject({
      sellingPrice: 501,
      sizes: [{ size: "M" }, { size: "L" }],
    });
    expect(product.colorVariants[1].gallery).toHaveLength(1);
    const [stored] = await app.db.select().from(productVariants).where(eq(productVariants.id, blueId));
    expect(stored).toMatchObject({ regularPrice: 100_100, sellingPrice: 50_100 });

    // A draft is nowhere in the shop.
    expect(await storefront(id, "Banarasi")).toEqual({ inListing: false, inSearch: false, detail: null });

    const published = await call("PUT", `/api/admin/products/${id}`, productBody({ active: "Y" }));
    expect(published.body).toEqual({ id, message: "Product updated successfully." });
    const shop = await storefront(id, "Banarasi");
    expect(shop.inListing).toBe(true);
    expect(shop.inSearch).toBe(true);
    expect(shop.detail?.colorVariants.map((item: Json) => item.name)).toEqual(["RubyRed", "Royal Blue"]);

    // The active switch hides it again everywhere.
    expect((await call("POST", "/api/admin/products/state", { id, checked: false })).body.message).toBe(
      "Updated Successfully",
    );
    expect(await storefront(id, "Banarasi")).toEqual({ inListing: false, inSearch: false, detail: null });
    await call("POST", "/api/admin/products/state", { id, checked: true });
    expect((await storefront(id, "Banarasi")).inListing).toBe(true);
    await call("DELETE", "/api/admin/products", { id });
  });

  it("sanitises the description and tips to the allow-list", async () => {
    const { body } = await call(
      "POST",
      "/api/admin/products",
      productBody({
        name: "Sanitised Saree",
        description: b64(
          '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
        ),
        rich_description: b64(
          '<em>Tip</em><iframe src="https://evil.example"></iframe><a href="https://ok.example">ok</a>',
        ),
      }),
    );
    const product = (await call("GET", `/api/admin/products/${body.id}`)).body;
    expect(product.description).toBe('<p>Hi<a rel="noopener nofollow">x</a></p>');
    expect(product.rich_description).toBe(
      '<em>Tip</em><a href="https://ok.example" rel="noopener nofollow">ok</a>',
    );
    await call("DELETE", "/api/admin/products", { id: body.id });
  });

  it("refuses a description that is not base64 or not UTF-8, storing nothing", async () => {
    const { products } = await import("../src/modules/catalog/catalog.tables");
    const named = () => app.db.select().from(products).where(eq(products.name, "Bad Text Saree"));
    const notUtf8 = Buffer.from([0xff, 0xfe, 0x3c, 0x70]).toString("base64");
    for (const [field, value, message] of [
      ["description", "not base64!", "Description must be sent base64-encoded."],
      ["description", "abc", "Description must be sent base64-encoded."],
      ["rich_description", notUtf8, "Tips must be sent base64-encoded."],
    ] as const) {
      const refused = await call(
        "POST",
        "/api/admin/products",
        productBody({ name: "Bad Text Saree", [field]: value }),
      );
      expect(refused.status, `${field} ${value}`).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await named()).toEqual([]);
  });

  it("sanitises product and category text with one allow-list", async () => {
    const html =
      '<h2>Care</h2><blockquote>Dry clean</blockquote><a href="https://ok.example" target="_blank">x</a>';
    const expected =
      '<h2>Care</h2><blockquote>Dry clean</blockquote><a href="https://ok.example" target="_blank" rel="noopener nofollow">x</a>';
    const product = await call(
      "POST",
      "/api/admin/products",
      productBody({ name: "Allow List Saree", description: b64(html) }),
    );
    expect((await call("GET", `/api/admin/products/${product.body.id}`)).body.description).toBe(expected);
    const category = await call("POST", "/api/admin/category", {
      name: "Allow List Sarees",
      tag: "Women",
      description: b64(html),
    });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const [row] = await app.db.select().from(categories).where(eq(categories.name, "Allow List Sarees"));
    expect(row!.description).toBe(expected);
    await call("DELETE", "/api/admin/products", { id: product.body.id });
  });

  it("replaces the whole gallery and deletes files nothing shows any more", async () => {
    const id = await createProduct("Gallery Saree");
    const variantId = (await call("GET", `/api/admin/products/${id}`)).body.colorVariants[0].id;
    const before = await storedFiles();
    await upload("/api/admin/products/variant/galleryimages", [
      { name: "variant_id", data: String(variantId) },
      { name: "images", filename: "a.png", data: red },
      { name: "images", filename: "b.png", data: blue },
    ]);
    expect(await storedFiles()).toHaveLength(before.length + 2);
    await upload("/api/admin/products/variant/galleryimages", [
      { name: "variant_id", data: String(variantId) },
      { name: "images", filename: "c.png", data: blue },
    ]);
    const gallery = (await call("GET", `/api/admin/products/${id}`)).body.colorVariants[0].gallery;
    expect(gallery).toHaveLength(1);
    expect(await storedFiles()).toEqual([...before, gallery[0].file].sort());

    const notImage = await upload("/api/admin/products/variant/images", [
      { name: "variant_id", data: String(variantId) },
      { name: "image", filename: "x.png", data: Buffer.from("not an image at all") },
    ]);
    expect(notImage.status).toBe(415);
    const unknownVariant = await upload("/api/admin/products/variant/images", [
      { name: "variant_id", data: "999999" },
      { name: "image", filename: "x.png", data: red },
    ]);
    expect(unknownVariant.status).toBe(404);
    expect(await storedFiles()).toHaveLength(before.length + 1);
    await call("DELETE", "/api/admin/products", { id });
    expect(await storedFiles()).toEqual(before);
  });

  it("keeps the first colour and deletes the others", async () => {
    const id = await createProduct("Two Colour Saree");
    const added = await call("POST", "/api/admin/products/variant", {
      parent_id: id,
      variant: variant({ name: "Emerald" }),
    });
    const [firstColour] = (await call("GET", `/api/admin/products/${id}`)).body.colorVariants;
    expect(await call("DELETE", `/api/admin/products/variant/${firstColour.id}`)).toMatchObject({
      status: 400,
      body: { message: "The first variant cannot be deleted." },
    });
    expect((await call("DELETE", `/api/admin/products/variant/${added.body.id}`)).status).toBe(200);
    expect((await call("GET", `/api/admin/products/${id}`)).body.colorVariants).toHaveLength(1);

    // Updating a colour replaces its sizes and recomputes the sale price.
    const updated = await call("POST", "/api/admin/products/variant", {
      parent_id: id,
      variant_id: firstColour.id,
      variant: variant({
        regularPrice: 1000,
        discount: 33,
        sizes: [{ size: "XL", quantity: 9, tooltip: "" }],
      }),
    });
    expect(updated.body.message).toBe("Product Updated Successfully");
    const colour = (await call("GET", `/api/admin/products/${id}`)).body.colorVariants[0];
    expect(colour).toMatchObject({ sellingPrice: 670, sizes: [{ size: "XL", quantity: 9 }] });
    const other = await createProduct("Other Saree");
    const wrongParent = await call("POST", "/api/admin/products/variant", {
      parent_id: other,
      variant_id: firstColour.id,
      variant: variant(),
    });
    expect(wrongParent.status).toBe(404);
    await call("DELETE", "/api/admin/products/all", { id: [id, other] });
  });

  it("deletes one product, several, and says which", async () => {
    const ids = [
      await createProduct("Delete One"),
      await createProduct("Delete Two"),
      await createProduct("Delete Three"),
    ];
    expect(await call("DELETE", "/api/admin/products", { id: ids[0] })).toMatchObject({
      status: 200,
      body: { message: `Product Deleted ID: ${ids[0]}` },
    });
    expect(await call("DELETE", "/api/admin/products", { id: ids[0] })).toMatchObject({ status: 404 });
    const many = await call("DELETE", "/api/admin/products/all", { id: [ids[1], ids[2]] });
    expect(many.body).toEqual({
      message: "Selected Product deleted",
      id: [ids[1], ids[2]].sort((a, b) => a - b),
    });
    expect(await call("DELETE", "/api/admin/products/all", { id: [] })).toMatchObject({ status: 400 });
    const left = await app.db.select().from(productVariants);
    expect(left.filter((row) => ids.includes(row.productId))).toEqual([]);
  });

  it("lists the grid with search, category, state and pages", async () => {
    const draft = await createProduct("Grid Draft Saree");
    const live = await createProduct("Grid Live Saree");
    await call("POST", "/api/admin/products/state", { id: live, checked: true });
    const all = (await call("GET", "/api/admin/products?search=grid")).body;
    expect(all.totalCount).toBe(2);
    expect(all.products[0]).toMatchObject({
      id: live,
      name: "Grid Live Saree",
      category: "Sarees",
      colours: 1,
      regular_price: 2999,
      selling_price: 2549,
      stock: 6,
      active: "Y",
      trending: "Y",
    });
    const drafts = (await call("GET", "/api/admin/products?search=grid&state=draft")).body;
    expect(drafts.products.map((row: Json) => row.id)).toEqual([draft]);
    const bySub = (await call("GET", `/api/admin/products?search=grid&category=${silk}`)).body;
    expect(bySub.totalCount).toBe(2);
    const byOther = (await call("GET", `/api/admin/products?search=grid&category=${cotton}`)).body;
    expect(byOther.totalCount).toBe(0);
    const paged = (await call("GET", "/api/admin/products?search=grid&limit=1&page=2")).body;
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 2, products: [{ id: draft }] });
    expect((await call("GET", "/api/admin/products?state=gone")).status).toBe(400);
    await call("DELETE", "/api/admin/products/all", { id: [draft, live] });
  });

  it("exports exported-products.csv: a header and one quoted, formula-safe row per product", async () => {
    const plain = await createProduct("Export Saree");
    const { body } = await call(
      "POST",
      "/api/admin/products",
      productBody({ name: "Tricky", style_no: '=HYPERLINK("x"), "q"' }),
    );
    await call("POST", "/api/admin/products/variant", {
      parent_id: body.id,
      variant: variant({ name: "Green" }),
    });
    await call("POST", "/api/admin/products/variant", {
      parent_id: body.id,
      variant: variant({ name: "Gold" }),
    });
    const response = await app.inject({ method: "GET", url: "/api/admin/products/export", headers: editor });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="exported-products.csv"');
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "ID",
      "Name",
      "Style No",
      "Category",
      "Sub Categories",
      "Status",
      "Trending",
      "Weight (kg)",
      "Colours",
      "Regular Price (Rs)",
      "Discount (%)",
      "Sale Price (Rs)",
      "Stock",
      "Rating",
      "Created",
    ]);
    const { totalCount } = (await call("GET", "/api/admin/products")).body;
    expect(rows).toHaveLength(1 + totalCount);
    const tricky = rows.find((row) => row[0] === String(body.id))!;
    expect(tricky.slice(1, 13)).toEqual([
      "Tricky",
      `'=HYPERLINK("x"), "q"`,
      "Sarees",
      "Silk Sarees",
      "Draft",
      "Yes",
      "0.8",
      "Green; Gold",
      "2999",
      "15",
      "2549",
      "12",
    ]);
    expect(rows.find((row) => row[0] === String(plain))?.[1]).toBe("Export Saree");
    const guest = await app.inject({ method: "GET", url: "/api/admin/products/export" });
    expect(guest.statusCode).toBe(401);
    await call("DELETE", "/api/admin/products/all", { id: [plain, body.id] });
  });

  it("reads and sets stock per colour and size", async () => {
    const id = await createProduct("Stock Saree");
    const list = (await call("GET", "/api/admin/inventory?search=stock saree")).body;
    expect(list.totalCount).toBe(1);
    const row = list.rows[0];
    expect(row).toMatchObject({
      product_id: id,
      product_name: "Stock Saree",
      color: "Ruby Red",
      sizes: [
        { size: "M", quantity: 4, tooltip: "Bust 38" },
        { size: "L", quantity: 2, tooltip: "" },
      ],
    });
    const saved = await call("PUT", "/api/admin/inventory", {
      items: [
        { variant_id: row.variant_id, size: "M", quantity: 0, expected: 4 },
        { variant_id: row.variant_id, size: "XL", quantity: 7 },
      ],
    });
    expect(saved).toMatchObject({ status: 200, body: { message: "Updated Successfully" } });
    const stock = await app.db.select().from(variantStock).where(eq(variantStock.variantId, row.variant_id));
    expect(Object.fromEntries(stock.map((item) => [item.size, item.quantity]))).toEqual({
      M: 0,
      L: 2,
      XL: 7,
    });
    expect(
      (
        await call("PUT", "/api/admin/inventory", {
          items: [{ variant_id: row.variant_id, size: "M", quantity: -1, expected: 0 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("PUT", "/api/admin/inventory", { items: [{ variant_id: 999999, size: "M", quantity: 1 }] }))
        .status,
    ).toBe(404);
    await call("DELETE", "/api/admin/products", { id });
  });

  it("is closed to customers and Employees", async () => {
    const customer = (await signInAs(app, "user")).headers;
    const employee = (await signInAs(app, "Employee")).headers;
    expect((await call("GET", "/api/admin/products", undefined, customer)).status).toBe(403);
    expect((await call("POST", "/api/admin/products", productBody(), employee)).status).toBe(403);
  });
});

describe("back-office product changes with the catalogue cache on", () => {
  let app: FastifyInstance;
  afterAll(() => app.close());

  it("shows a switch, an edit and a delete at the next storefront read", async () => {
    app = await buildTestApp({ catalogCacheSeconds: 60 });
    const editor = (await signInAs(app, "Editor")).headers;
    const [sarees] = await app.db.insert(categories).values({ name: "Sarees", tag: "Women" }).returning();
    const send = (method: "POST" | "PUT" | "DELETE", url: string, payload: Json) =>
      app.inject({ method, url, headers: editor, payload });
    const body = {
      name: "Cached Saree",
      category: sarees!.id,
      sub_category: [sarees!.id],
      active: "Y",
    };
    const { id } = (await send("POST", "/api/admin/products", body)).json() as { id: number };
    await send("POST", "/api/admin/products/variant", {
      parent_id: id,
      variant: { name: "Red", regularPrice: 1000, sizes: [{ size: "Free", quantity: 1 }] },
    });
    // Its stock notice reaches the cache after the save commits: heard before the reads below.
    await app.catalogNotices.heardAll();
    const read = async () => {
      const response = await app.inject({ method: "GET", url: `/api/products/${id}` });
      return {
        status: response.statusCode,
        name: response.statusCode === 200 ? response.json().product.name : null,
      };
    };
    expect(await read()).toEqual({ status: 200, name: "Cached Saree" });
    // A second read comes from the cache; the change below must still show at once.
    expect((await app.inject({ method: "GET", url: `/api/products/${id}` })).headers["x-cache"]).toBe("hit");
    await send("PUT", `/api/admin/products/${id}`, { ...body, name: "Renamed Saree" });
    expect(await read()).toEqual({ status: 200, name: "Renamed Saree" });
    await send("POST", "/api/admin/products/state", { id, checked: false });
    expect((await read()).status).toBe(404);
    await send("POST", "/api/admin/products/state", { id, checked: true });
    expect((await read()).status).toBe(200);
    await send("DELETE", "/api/admin/products", { id });
    expect((await read()).status).toBe(404);
  });
});
