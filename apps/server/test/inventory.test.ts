import { isAllowed, ROLES } from "@boutique/shared/access";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, productVariants, variantStock } from "../src/modules/catalog/catalog.tables";
import { reserveStock } from "../src/modules/inventory/stock.repository";
import { ADMIN_API_ACCESS } from "../src/plugins/access-table";
import { headersByRole, injectJson } from "./admin-fixtures";
import { buildTestApp } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape
type Json = Record<string, any>;
type Sizes = Record<string, number>;

const STALE =
  "Stock changed since you opened this page (a sale or another staff member): S was 10, now 9. Reload to see the latest figures.";

/**
 * A staff save never undoes a sale (decision 020): stock edits carry the quantity the staff member saw
 * and are written only while every row still holds it. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL set, where the concurrent saves below really race.
 */
describe("stock edits are compare-and-set", () => {
  let app: FastifyInstance;
  let headers: Record<(typeof ROLES)[number], Record<string, string>>;
  let category: number;
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, as = headers.Editor) =>
    injectJson<Json>(app, method, url, as, payload);

  /** A product with one colour holding these sizes; answers the colour's id. */
  async function colour(
    name: string,
    sizes: Sizes,
    colourName = "Ruby",
  ): Promise<{ productId: number; variantId: number }> {
    const product = await call("POST", "/api/admin/products", {
      name,
      category,
      sub_category: [category],
    });
    const variant = await call("POST", "/api/admin/products/variant", {
      parent_id: product.body.id,
      variant: {
        name: colourName,
        regularPrice: 1500,
        sizes: Object.entries(sizes).map(([size, quantity]) => ({ size, quantity, tooltip: "" })),
      },
    });
    expect(variant.status).toBe(200);
    return { productId: product.body.id, variantId: variant.body.id };
  }

  async function stock(variantId: number): Promise<Sizes> {
    const rows = await app.db.select().from(variantStock).where(eq(variantStock.variantId, variantId));
    return Object.fromEntries(rows.map((row) => [row.size, row.quantity]));
  }

  const sell = (variantId: number, size: string, quantity = 1) =>
    app.db.transaction((tx) => reserveStock(tx, [{ variantId, size, quantity }]));

  beforeAll(async () => {
    app = await buildTestApp();
    headers = await headersByRole(app, ROLES);
    const [row] = await app.db.insert(categories).values({ name: "Sarees", tag: "Women" }).returning();
    category = row!.id;
  });
  afterAll(() => app?.close());

  describe("PUT /api/admin/inventory", () => {
    it("saves when every row still holds what the staff member saw, and adds a new size", async () => {
      const { variantId } = await colour("Saved Saree", { S: 10, M: 4 });
      const saved = await call("PUT", "/api/admin/inventory", {
        items: [
          { variant_id: variantId, size: "S", quantity: 12, expected: 10 },
          { variant_id: variantId, size: "M", quantity: 0, expected: 4 },
          { variant_id: variantId, size: "XL", quantity: 3 },
        ],
      });
      expect(saved).toEqual({ status: 200, body: { message: "Updated Successfully" } });
      expect(await stock(variantId)).toEqual({ S: 12, M: 0, XL: 3 });
      const list = (await call("GET", "/api/admin/inventory?search=Saved Saree")).body;
      expect(list.rows[0].sizes.map((row: Json) => [row.size, row.quantity])).toEqual([
        ["S", 12],
        ["M", 0],
        ["XL", 3],
      ]);
    });

    it("refuses with 409 and writes nothing when a sale came between loading and saving", async () => {
      const { variantId } = await colour("Sold Saree", { S: 10, M: 4, L: 2 });
      const loaded = (await call("GET", "/api/admin/inventory?search=Sold Saree")).body.rows[0];
      const seen = Object.fromEntries(loaded.sizes.map((row: Json) => [row.size, row.quantity]));
      expect(seen).toEqual({ S: 10, M: 4, L: 2 });

      await sell(variantId, "S");

      const save = await call("PUT", "/api/admin/inventory", {
        items: [
          { variant_id: variantId, size: "M", quantity: 6, expected: seen.M },
          { variant_id: variantId, size: "S", quantity: 12, expected: seen.S },
          { variant_id: variantId, size: "L", quantity: 5, expected: seen.L },
        ],
      });
      expect(save).toEqual({
        status: 409,
        body: {
          message: STALE,
          details: [{ variant_id: variantId, color: "Ruby", size: "S", expected: 10, current: 9 }],
        },
      });
      // Not only S: the rows that still matched were not written either.
      expect(await stock(variantId)).toEqual({ S: 9, M: 4, L: 2 });

      // Reloaded figures save.
      const again = await call("PUT", "/api/admin/inventory", {
        items: [
          { variant_id: variantId, size: "S", quantity: 12, expected: 9 },
          { variant_id: variantId, size: "M", quantity: 6, expected: 4 },
        ],
      });
      expect(again.status).toBe(200);
      expect(await stock(variantId)).toEqual({ S: 12, M: 6, L: 2 });
    });

    it("names every changed row, with its colour when several colours are saved", async () => {
      const first = await colour("Two Row Saree", { S: 10, M: 4 });
      const second = await colour("Other Row Saree", { Free: 3 }, "Olive");
      await sell(first.variantId, "S");
      await sell(second.variantId, "Free", 3);
      const save = await call("PUT", "/api/admin/inventory", {
        items: [
          { variant_id: second.variantId, size: "Free", quantity: 8, expected: 3 },
          { variant_id: first.variantId, size: "S", quantity: 12, expected: 10 },
          { variant_id: first.variantId, size: "M", quantity: 5 },
        ],
      });
      expect(save.status).toBe(409);
      expect(save.body.message).toBe(
        "Stock changed since you opened this page (a sale or another staff member): Ruby M was not listed, " +
          "now 4; Ruby S was 10, now 9; Olive Free was 3, now 0. Reload to see the latest figures.",
      );
      expect(save.body.details).toEqual([
        { variant_id: first.variantId, color: "Ruby", size: "M", expected: null, current: 4 },
        { variant_id: first.variantId, color: "Ruby", size: "S", expected: 10, current: 9 },
        { variant_id: second.variantId, color: "Olive", size: "Free", expected: 3, current: 0 },
      ]);
      expect(await stock(first.variantId)).toEqual({ S: 9, M: 4 });
      expect(await stock(second.variantId)).toEqual({ Free: 0 });
    });

    it("lets exactly one of two staff saves with the same expected win", async () => {
      for (let round = 0; round < 5; round++) {
        const { variantId } = await colour(`Race Saree ${round}`, { S: 10, M: 4 });
        const answers = await Promise.all(
          [12, 15].map((quantity) =>
            call("PUT", "/api/admin/inventory", {
              items: [
                { variant_id: variantId, size: "M", quantity: quantity - 10, expected: 4 },
                { variant_id: variantId, size: "S", quantity, expected: 10 },
              ],
            }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const winner = [12, 15][answers.findIndex((answer) => answer.status === 200)]!;
        const loser = answers.find((answer) => answer.status === 409)!;
        expect(loser.body.message).toMatch(/^Stock changed since you opened this page/);
        // The winner's rows, both of them: the loser wrote none.
        expect(await stock(variantId)).toEqual({ S: winner, M: winner - 10 });
      }
    });

    it("lets one of two staff members add the same new size", async () => {
      const { variantId } = await colour("New Size Saree", { S: 1 });
      const answers = await Promise.all(
        [5, 7].map((quantity) =>
          call("PUT", "/api/admin/inventory", { items: [{ variant_id: variantId, size: "XXL", quantity }] }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = [5, 7][answers.findIndex((answer) => answer.status === 200)]!;
      expect(await stock(variantId)).toEqual({ S: 1, XXL: winner });
    });

    it("keeps a sale made while a staff save waits for the same row", async () => {
      const { variantId } = await colour("Busy Saree", { S: 10 });
      const [sale, save] = await Promise.allSettled([
        sell(variantId, "S"),
        call("PUT", "/api/admin/inventory", {
          items: [{ variant_id: variantId, size: "S", quantity: 20, expected: 10 }],
        }),
      ]);
      expect(sale.status).toBe("fulfilled");
      const answer = (save as PromiseFulfilledResult<{ status: number }>).value;
      // Whichever came first, the sale's unit is never lost: 20 - 1 if the save won, 9 if the sale did.
      expect(await stock(variantId)).toEqual({ S: answer.status === 200 ? 19 : 9 });
      expect([200, 409]).toContain(answer.status);
    });

    it("refuses bad input with 400 and changes nothing", async () => {
      const { variantId } = await colour("Bad Input Saree", { S: 10 });
      const item = { variant_id: variantId, size: "S", quantity: 5, expected: 10 };
      const bad = [
        { items: [] },
        { items: [{ ...item, expected: -1 }] },
        { items: [{ ...item, expected: 2.3 }] },
        { items: [{ ...item, quantity: 2.3 }] },
        // A part of a piece: only turbans and fabrics are kept in metres.
        { items: [{ ...item, quantity: 2.5 }] },
        { items: [{ ...item, expected: "10" }] },
        { items: [{ ...item, quantity: -1 }] },
        { items: [{ ...item, size: "XXXL" }] },
        { items: [{ ...item, price: 1 }] },
        { items: [item], note: "x" },
        { items: [item, { ...item, quantity: 6 }] },
      ];
      for (const body of bad) {
        const answer = await call("PUT", "/api/admin/inventory", body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message).toEqual(expect.any(String));
      }
      const missing = await call("PUT", "/api/admin/inventory", {
        items: [item, { ...item, variant_id: 999999 }],
      });
      expect(missing).toMatchObject({ status: 404, body: { message: "Variant not found" } });
      expect(await stock(variantId)).toEqual({ S: 10 });
    });

    it("answers each role as the access table says", async () => {
      const { variantId } = await colour("Roles Saree", { S: 10 });
      let expected = 10;
      for (const role of ROLES) {
        const allowed = isAllowed(ADMIN_API_ACCESS["PUT /api/admin/inventory"]!, role);
        const put = await call(
          "PUT",
          "/api/admin/inventory",
          { items: [{ variant_id: variantId, size: "S", quantity: expected + 1, expected }] },
          headers[role],
        );
        expect(put.status, role).toBe(allowed ? 200 : 403);
        if (allowed) expected += 1;
        const get = await call("GET", "/api/admin/inventory", undefined, headers[role]);
        expect(get.status, role).toBe(
          isAllowed(ADMIN_API_ACCESS["GET /api/admin/inventory"]!, role) ? 200 : 403,
        );
      }
      const guest = await app.inject({
        method: "PUT",
        url: "/api/admin/inventory",
        payload: { items: [{ variant_id: variantId, size: "S", quantity: 0, expected }] },
      });
      expect(guest.statusCode).toBe(401);
      expect(await stock(variantId)).toEqual({ S: expected });
      expect(expected).toBe(12);
    });
  });

  describe("the product editor's colour save", () => {
    const save = (productId: number, variantId: number, sizes: Json[], regularPrice = 2000) =>
      call("POST", "/api/admin/products/variant", {
        parent_id: productId,
        variant_id: variantId,
        variant: { name: "Ruby", regularPrice, sizes },
      });
    const price = async (variantId: number) =>
      (await app.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.regularPrice;

    it("keeps a sale on a size the editor did not change, and saves the rest", async () => {
      const { productId, variantId } = await colour("Editor Kept Saree", { S: 10, M: 4 });
      const loaded = (await call("GET", `/api/admin/products/${productId}`)).body.colorVariants[0];
      expect(loaded.sizes).toEqual([
        { size: "S", quantity: 10, tooltip: "" },
        { size: "M", quantity: 4, tooltip: "" },
      ]);
      await sell(variantId, "S");
      const answer = await save(productId, variantId, [
        { size: "S", quantity: 10, expected: 10, tooltip: "Bust 34" },
        { size: "M", quantity: 6, expected: 4, tooltip: "" },
        { size: "L", quantity: 2, tooltip: "" },
      ]);
      expect(answer.status).toBe(200);
      expect(await stock(variantId)).toEqual({ S: 9, M: 6, L: 2 });
      expect(await price(variantId)).toBe(200_000);
      const tooltip = await app.db.select().from(variantStock).where(eq(variantStock.variantId, variantId));
      expect(tooltip.find((row) => row.size === "S")?.tooltip).toBe("Bust 34");
    });

    it("refuses a changed quantity whose row moved since the editor loaded it, saving nothing of the colour", async () => {
      const { productId, variantId } = await colour("Editor Stale Saree", { S: 10, M: 4 });
      await sell(variantId, "S");
      const answer = await save(
        productId,
        variantId,
        [
          { size: "S", quantity: 12, expected: 10, tooltip: "" },
          { size: "L", quantity: 2, tooltip: "" },
        ],
        2500,
      );
      expect(answer).toEqual({
        status: 409,
        body: {
          message: STALE,
          details: [{ variant_id: variantId, color: "Ruby", size: "S", expected: 10, current: 9 }],
        },
      });
      // M (not listed) was not removed, L not added, the price not changed.
      expect(await stock(variantId)).toEqual({ S: 9, M: 4 });
      expect(await price(variantId)).toBe(150_000);
      // A size sent without expected claims the colour did not have it.
      const blind = await save(productId, variantId, [{ size: "M", quantity: 1, tooltip: "" }]);
      expect(blind.status).toBe(409);
      expect(blind.body.details).toEqual([
        { variant_id: variantId, color: "Ruby", size: "M", expected: null, current: 4 },
      ]);
      expect(await stock(variantId)).toEqual({ S: 9, M: 4 });
    });
  });
});
