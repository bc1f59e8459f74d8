import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, orderLines, orders, products } from "../src/db/schema";
import { buildTestApp } from "./helpers";

type Node = { id: number; name: string; tag: string; subcategories: Node[] };

describe("storefront category endpoints", () => {
  let app: FastifyInstance;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    const add = async (name: string, tag: "Women" | "Men" | "Kids", parent?: string, sort = 0) => {
      const [row] = await app.db
        .insert(categories)
        .values({
          name,
          tag,
          parentId: parent ? ids[parent] : null,
          sort,
          description: `${name} for the shop`,
        })
        .returning();
      ids[name] = row.id;
    };
    await add("Suits", "Women", undefined, 1);
    await add("Lehengas", "Women", undefined, 2);
    await add("Anarkali", "Women", "Suits");
    await add("Floor Length", "Women", "Anarkali");
    await add("Too Deep", "Women", "Floor Length");
    await add("Turbans", "Men");
    await add("Girls", "Kids");
    const product = (name: string, category: string, rating: number, active = true) => ({
      name,
      categoryId: ids[category],
      rating,
      active,
      trending: true,
    });
    const inserted = await app.db
      .insert(products)
      .values([
        product("Ivory Chikankari Anarkali Suit", "Suits", 4.2),
        product("Red Bridal Lehenga", "Lehengas", 4.8),
        product("Saffron Wedding Turban", "Turbans", 3.9),
        product("Draft Girls Lehenga", "Girls", 5, false),
      ])
      .returning();
    ids.turbanProduct = inserted[2].id;
  });
  afterAll(() => app.close());

  it("GET /api/categories lists top-level categories of every tag with two nested levels", async () => {
    const response = await app.inject({ method: "GET", url: "/api/categories" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Node[];
    // Staff order (sort), then name.
    expect(body.map((node) => node.name)).toEqual(["Girls", "Turbans", "Suits", "Lehengas"]);
    const suits = body.find((node) => node.name === "Suits");
    expect(suits).toMatchObject({
      id: ids.Suits,
      tag: "Women",
      description: "Suits for the shop",
      image: null,
    });
    expect(suits?.subcategories.map((node) => node.name)).toEqual(["Anarkali"]);
    const anarkali = suits?.subcategories[0];
    expect(anarkali?.subcategories.map((node) => node.name)).toEqual(["Floor Length"]);
    // The third nested level is not part of the menu.
    expect(anarkali?.subcategories[0].subcategories).toEqual([]);
  });

  it("GET /api/categories/all/:tag lists only that tag, in the staff's order", async () => {
    const response = await app.inject({ method: "GET", url: "/api/categories/all/Women" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Node[];
    expect(body.map((node) => node.name)).toEqual(["Suits", "Lehengas"]);
    expect(body.every((node) => node.tag === "Women")).toBe(true);

    const men = await app.inject({ method: "GET", url: "/api/categories/all/Men" });
    expect((men.json() as Node[]).map((node) => node.name)).toEqual(["Turbans"]);
  });

  it("GET /api/categories/all/:tag refuses another tag with 400", async () => {
    const response = await app.inject({ method: "GET", url: "/api/categories/all/Pets" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Tag must be one of Women, Men or Kids");
  });

  it("GET /api/products/bestseller/categories ranks by rating before any sale, then by units sold", async () => {
    const before = await app.inject({ method: "GET", url: "/api/products/bestseller/categories" });
    expect(before.statusCode).toBe(200);
    // Girls holds only a draft, so it is not a bestseller category.
    expect(before.json().map((row: Node) => row.name)).toEqual(["Lehengas", "Suits", "Turbans"]);

    const [order] = await app.db
      .insert(orders)
      .values({
        payType: "Razorpay",
        status: "paid",
        subtotal: 500000,
        total: 500000,
        amountCharged: 500000,
        currency: "INR",
      })
      .returning();
    await app.db.insert(orderLines).values({
      orderId: order.id,
      productId: ids.turbanProduct,
      name: "Saffron Wedding Turban",
      quantity: 3,
      stockQuantity: 3,
      sellingPrice: 150000,
      lineTotal: 500000,
    });
    const after = await app.inject({ method: "GET", url: "/api/products/bestseller/categories" });
    expect(after.json().map((row: Node) => row.name)).toEqual(["Turbans", "Lehengas", "Suits"]);
  });
});
