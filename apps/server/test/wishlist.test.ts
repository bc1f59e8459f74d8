import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeededApp, createCaller, type Pick } from "./cart-fixtures";
import { signInAs } from "./helpers";

type Item = { id: number; product_id: number; size: string | null; selling_price: number; name: string };
type Answer = { data: Item[]; message: string };

describe("wishlist API", () => {
  let app: FastifyInstance;
  let pick: (kind: string, options?: { stock?: number }) => Promise<Pick>;

  beforeAll(async () => {
    ({ app, pick } = await buildSeededApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = createCaller<Answer>(() => app);

  it("refuses guests", async () => {
    expect((await call({}, "GET", "/api/items/wishlist")).status).toBe(401);
    expect((await call({}, "POST", "/api/items/wishlist/1")).status).toBe(401);
    expect((await call({}, "PUT", "/api/items/wishlist/1")).status).toBe(401);
  });

  it("adds a colour once, with its database price, and removes it", async () => {
    const { headers } = await signInAs(app);
    const item = await pick("garment");
    const added = await call(headers, "POST", `/api/items/wishlist/${item.variantId}`);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe("Product added to Wishlist");
    expect(added.body.data).toEqual([
      expect.objectContaining({
        id: item.variantId,
        product_id: item.productId,
        selling_price: item.sellingPaise / 100,
      }),
    ]);
    const again = await call(headers, "POST", `/api/items/wishlist/${item.variantId}`);
    expect(again.status).toBe(200);
    expect(again.body.data).toHaveLength(1);
    expect((await call(headers, "POST", `/api/items/wishlist/${item.variantId}`, { price: 1 })).status).toBe(
      400,
    );
    expect((await call(headers, "POST", "/api/items/wishlist/99999999")).status).toBe(404);
    const removed = await call(headers, "DELETE", `/api/items/wishlist/${item.variantId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect((await call(headers, "DELETE", `/api/items/wishlist/${item.variantId}`)).status).toBe(404);
  });

  it("keeps each user's wishlist to themselves", async () => {
    const owner = await signInAs(app);
    const stranger = await signInAs(app);
    const item = await pick("garment");
    await call(owner.headers, "POST", `/api/items/wishlist/${item.variantId}`);
    expect((await call(stranger.headers, "GET", "/api/items/wishlist")).body.data).toEqual([]);
    expect((await call(stranger.headers, "DELETE", `/api/items/wishlist/${item.variantId}`)).status).toBe(
      404,
    );
    expect((await call(stranger.headers, "PUT", `/api/items/wishlist/${item.variantId}`)).status).toBe(404);
    expect((await call(owner.headers, "GET", "/api/items/wishlist")).body.data).toHaveLength(1);
  });

  it("moves an item to the cart, and leaves it when the cart refuses", async () => {
    const { headers } = await signInAs(app);
    const item = await pick("garment");
    await call(headers, "POST", `/api/items/wishlist/${item.variantId}`, { size: item.size });
    const moved = await call(headers, "PUT", `/api/items/wishlist/${item.variantId}`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe("Product moved to cart");
    expect(moved.body.data).toEqual([]);
    const cart = (await app.inject({ method: "GET", url: "/api/items/cart", headers })).json() as {
      data: { id: number; size: string; quantity: number }[];
    };
    expect(cart.data).toEqual([
      expect.objectContaining({ id: item.variantId, size: item.size, quantity: 1 }),
    ]);

    const soldOut = await pick("garment", { stock: 0 });
    await call(headers, "POST", `/api/items/wishlist/${soldOut.variantId}`, { size: soldOut.size });
    const refused = await call(headers, "PUT", `/api/items/wishlist/${soldOut.variantId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Only 0 quantity available.");
    expect((await call(headers, "GET", "/api/items/wishlist")).body.data).toHaveLength(1);
  });
});
