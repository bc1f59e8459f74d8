import { SIZE_CHART_MESSAGES } from "@boutique/shared/schemas/size-chart";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { categories, productSubcategories, products } from "../src/modules/catalog/catalog.tables";
import { sizeCharts } from "../src/modules/size-charts/size-charts.tables";
import { buildAppWithUploads, injectJson, postMultipart, solidPng } from "./admin-fixtures";
import { signInAs } from "./helpers";

type Json = Record<string, unknown>;
type Chart = {
  category_id: number;
  category_name: string;
  columns: string[];
  rows: Json[];
  image: string | null;
};

const silentLog = { info: () => {}, warn: () => {} };

describe("size charts per category (issue 27 §1)", () => {
  let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
  let app: FastifyInstance;
  let editor: Record<string, string>;
  let suits: number;
  let anarkali: number;
  let anarkaliProduct: number;
  let earringProduct: number;

  const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: unknown, headers = editor) =>
    injectJson<Json>(app, method, url, headers, payload);
  const productChart = async (productId: number) => {
    const response = await app.inject({ url: `/api/products/${productId}/size-chart` });
    expect(response.statusCode).toBe(200);
    return { chart: (response.json() as { chart: Chart | null }).chart, cache: response.headers["x-cache"] };
  };
  const ownChart = async (categoryId: number) =>
    (await app.db.select().from(sizeCharts).where(eq(sizeCharts.categoryId, categoryId)))[0];
  const anarkaliChart = {
    columns: ["Bust", "Waist", "Flare Length"],
    rows: [
      { size: "M", values: [36, 30, 52] },
      { size: "XS", values: [32, 26.25, 50] },
      { size: "XXL", values: [null, null, null] },
    ],
    notes: "Flare: from the shoulder to where the hem should fall.",
  };

  beforeAll(async () => {
    // The catalogue cache on, as in production: a saved chart must show at once.
    setup = await buildAppWithUploads("size-charts", { seedDemo: true, catalogCacheSeconds: 60 });
    app = setup.app;
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    editor = (await signInAs(app, "Editor")).headers;
    const category = async (name: string) =>
      (await app.db.select().from(categories).where(eq(categories.name, name)))[0]!;
    suits = (await category("Suits")).id;
    anarkali = (await category("Anarkali")).id;
    // Products are filed under their group (Suits) and one or more of its subcategories (Anarkali).
    const filedUnder = async (categoryId: number) =>
      (
        await app.db
          .select({ id: products.id })
          .from(products)
          .innerJoin(productSubcategories, eq(productSubcategories.productId, products.id))
          .where(and(eq(productSubcategories.categoryId, categoryId), eq(products.active, true)))
          .limit(1)
      )[0]!.id;
    anarkaliProduct = await filedUnder(anarkali);
    earringProduct = await filedUnder((await category("Earrings")).id);
  }, 120_000);
  afterAll(() => setup?.close());

  it("shows the demo's chart of the parent category on a subcategory's product, and none on earrings", async () => {
    const { chart } = await productChart(anarkaliProduct);
    expect(chart).toMatchObject({
      category_id: suits,
      category_name: "Suits",
      columns: ["Bust", "Waist", "Hip", "Shoulder", "Kurta Length"],
    });
    expect(chart!.rows.map((row) => row.size)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(chart!.rows[2]).toEqual({ size: "M", values: [36, 30, 39, 14.5, 45] });
    expect((await productChart(earringProduct)).chart).toBeNull();
  });

  it("a subcategory's own chart replaces the parent's at once, sorted XS to XXL, empty sizes left out", async () => {
    await productChart(anarkaliProduct);
    expect((await productChart(anarkaliProduct)).cache).toBe("hit");

    const saved = await call("PUT", `/api/admin/category/${anarkali}/size-chart`, anarkaliChart);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(SIZE_CHART_MESSAGES.saved);
    expect(saved.body).toMatchObject({
      own: { category_id: anarkali, rows: [{ size: "XS" }, { size: "M" }] },
      inherited: { category_id: suits },
    });

    const { chart } = await productChart(anarkaliProduct);
    expect(chart).toMatchObject({
      category_id: anarkali,
      category_name: "Anarkali",
      columns: ["Bust", "Waist", "Flare Length"],
      rows: [
        { size: "XS", values: [32, 26.25, 50] },
        { size: "M", values: [36, 30, 52] },
      ],
      notes: anarkaliChart.notes,
    });
    const admin = await call("GET", `/api/admin/category/${suits}/size-chart`);
    expect(admin.body).toMatchObject({ own: { category_id: suits }, inherited: null });
  });

  it("removing the subcategory's chart shows the parent's again; a second removal is 404", async () => {
    const removed = await call("DELETE", `/api/admin/category/${anarkali}/size-chart`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: SIZE_CHART_MESSAGES.removed, own: null });
    expect((await productChart(anarkaliProduct)).chart?.category_id).toBe(suits);
    const again = await call("DELETE", `/api/admin/category/${anarkali}/size-chart`);
    expect(again).toEqual({ status: 404, body: { message: SIZE_CHART_MESSAGES.noOwnChart } });
  });

  it("refuses a chart that cannot be right with a clear message, and changes nothing", async () => {
    const before = await ownChart(suits);
    const refused: [Json, string][] = [
      [{ ...anarkaliChart, columns: [] }, SIZE_CHART_MESSAGES.noColumns],
      [{ ...anarkaliChart, columns: ["Bust", "bust", "Hip"] }, SIZE_CHART_MESSAGES.duplicateColumn],
      [{ ...anarkaliChart, columns: ["Bust", " ", "Hip"] }, SIZE_CHART_MESSAGES.columnName],
      [
        { ...anarkaliChart, columns: Array.from({ length: 9 }, (_, n) => `M${n}`) },
        SIZE_CHART_MESSAGES.tooManyColumns,
      ],
      [{ ...anarkaliChart, rows: [{ size: "M", values: [36, 30] }] }, SIZE_CHART_MESSAGES.rowLength],
      [{ ...anarkaliChart, rows: [{ size: "M", values: [36, 30, 0.5] }] }, SIZE_CHART_MESSAGES.value],
      [{ ...anarkaliChart, rows: [{ size: "M", values: [36, 30, 200] }] }, SIZE_CHART_MESSAGES.value],
      [{ ...anarkaliChart, rows: [{ size: "M", values: [36.1, 30, 52] }] }, SIZE_CHART_MESSAGES.value],
      [{ ...anarkaliChart, rows: [{ size: "M", values: [36, "30", 52] }] }, SIZE_CHART_MESSAGES.value],
      [
        {
          ...anarkaliChart,
          rows: [
            { size: "M", values: [36, 30, 52] },
            { size: "M", values: [37, 31, 52] },
          ],
        },
        SIZE_CHART_MESSAGES.duplicateRow,
      ],
      [{ ...anarkaliChart, rows: [{ size: "M", values: [null, null, null] }] }, SIZE_CHART_MESSAGES.noRows],
      [{ ...anarkaliChart, rows: [] }, SIZE_CHART_MESSAGES.noRows],
      [{ ...anarkaliChart, notes: "x".repeat(2001) }, SIZE_CHART_MESSAGES.notes],
    ];
    for (const [body, message] of refused) {
      const response = await call("PUT", `/api/admin/category/${suits}/size-chart`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.body.message)).toContain(message);
    }
    const badSize = await call("PUT", `/api/admin/category/${suits}/size-chart`, {
      ...anarkaliChart,
      rows: [{ size: "XXXL", values: [1, 2, 3] }],
    });
    expect(badSize.status).toBe(400);
    expect(await ownChart(suits)).toEqual(before);

    expect((await call("PUT", "/api/admin/category/99999999999/size-chart", anarkaliChart)).status).toBe(400);
    expect(await call("PUT", "/api/admin/category/999999/size-chart", anarkaliChart)).toEqual({
      status: 404,
      body: { message: SIZE_CHART_MESSAGES.categoryNotFound },
    });
    expect((await app.inject({ url: "/api/products/999999/size-chart" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/products/abc/size-chart" })).statusCode).toBe(400);
  });

  it("is the catalogue staff's: an Employee is refused, a guest must sign in", async () => {
    const employee = (await signInAs(app, "Employee")).headers;
    expect(
      (await call("PUT", `/api/admin/category/${suits}/size-chart`, anarkaliChart, employee)).status,
    ).toBe(403);
    expect((await call("GET", `/api/admin/category/${suits}/size-chart`, undefined, {})).status).toBe(401);
  });

  it("keeps one how-to-measure picture per chart: replaced, removed and deleted with the category", async () => {
    const picture = await solidPng(300, 400, { r: 200, g: 180, b: 150 });
    const upload = async (categoryId: number) => {
      const response = await postMultipart(
        app,
        `/api/admin/category/${categoryId}/size-chart/image`,
        editor,
        [{ name: "image", filename: "measure.png", data: picture }],
      );
      return { status: response.statusCode, body: response.json() as Json };
    };
    // No own chart yet: nothing to hang the picture on.
    const early = await upload(anarkali);
    expect(early.status).toBe(404);
    expect(await setup.storedFiles()).toEqual([]);

    expect((await call("PUT", `/api/admin/category/${anarkali}/size-chart`, anarkaliChart)).status).toBe(200);
    const first = await upload(anarkali);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstImage = (await ownChart(anarkali))!.image!;
    expect(await setup.storedFiles()).toEqual([firstImage]);
    expect((await productChart(anarkaliProduct)).chart?.image).toBe(firstImage);

    expect((await upload(anarkali)).status).toBe(200);
    const secondImage = (await ownChart(anarkali))!.image!;
    expect(secondImage).not.toBe(firstImage);
    expect(await setup.storedFiles()).toEqual([secondImage]);

    // Saving the chart again keeps the picture; image: null takes it away.
    await call("PUT", `/api/admin/category/${anarkali}/size-chart`, anarkaliChart);
    expect((await ownChart(anarkali))!.image).toBe(secondImage);
    await call("PUT", `/api/admin/category/${anarkali}/size-chart`, { ...anarkaliChart, image: null });
    expect((await ownChart(anarkali))!.image).toBeNull();
    expect(await setup.storedFiles()).toEqual([]);

    // A category deleted takes its chart and the chart's picture with it.
    const created = await injectJson<Json>(app, "POST", "/api/admin/category", editor, {
      name: "Measured Capes",
      description: "",
      tag: "Women",
      parent_id: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const capes = created.body.id as number;
    await call("PUT", `/api/admin/category/${capes}/size-chart`, anarkaliChart);
    expect((await upload(capes)).status).toBe(200);
    expect(await setup.storedFiles()).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/category/${capes}`)).status).toBe(200);
    expect(await ownChart(capes)).toBeUndefined();
    expect(await setup.storedFiles()).toEqual([]);
    expect(await app.db.select().from(sizeCharts).where(isNotNull(sizeCharts.image))).toEqual([]);
  });
});
