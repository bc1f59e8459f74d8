import { idNotValid } from "@boutique/shared/schemas/id";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signInAs } from "./helpers";

/** Ids are int4 in the database: one past 2^31 - 1 is a malformed id (400), not a database error (500). */
describe("ids past the database's integer range", () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  const tooBig = "99999999999";
  const largest = "2147483647";

  beforeAll(async () => {
    app = await buildTestApp();
    ({ headers } = await signInAs(app, "user"));
  });
  afterAll(() => app.close());

  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(method === "POST" ? { payload: {} } : {}),
    });
    return { status: response.statusCode, message: (response.json() as { message?: string }).message };
  };

  it.each([
    ["GET", `/api/v1/product/${tooBig}`, idNotValid("Product")],
    // The product page's own malformed-id text, which its test already pins.
    ["GET", `/api/products/${tooBig}`, "Product not found"],
    ["GET", `/api/products/1/${tooBig}`, "Colour not found"],
    ["POST", `/api/items/cart/${tooBig}`, idNotValid("Product")],
    ["PUT", `/api/items/cart/i/${tooBig}`, idNotValid("Cart item")],
    ["PUT", `/api/items/cart/d/${tooBig}`, idNotValid("Cart item")],
    ["DELETE", `/api/items/cart/${tooBig}`, idNotValid("Cart item")],
    ["POST", `/api/items/wishlist/${tooBig}`, idNotValid("Product")],
  ] as const)("%s %s answers 400 with a clear message", async (method, url, message) => {
    expect(await call(method, url)).toEqual({ status: 400, message });
  });

  it.each([
    ["GET", `/api/v1/product/${largest}`, "Product not found"],
    ["GET", `/api/products/${largest}`, "Product not found"],
    ["POST", `/api/items/cart/${largest}`, "Product not found"],
    ["PUT", `/api/items/cart/i/${largest}`, "Cart item not found"],
    ["DELETE", `/api/items/cart/${largest}`, "Cart item not found"],
  ] as const)("%s %s, a well-formed unknown id, answers 404", async (method, url, message) => {
    expect(await call(method, url)).toEqual({ status: 404, message });
  });
});
