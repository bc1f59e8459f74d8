import { idNotValid, MAX_ID } from "@boutique/shared/schemas/id";
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

/** The class, not the cases: every id a route reads is bounded to int4 by the shared id schema. */
describe("every id in the OpenAPI document", () => {
  it("in a path, a query or a JSON body is a whole number from 1 to 2^31 - 1", async () => {
    const app = await buildTestApp();
    type Schema = {
      type?: string | string[];
      maximum?: number;
      minimum?: number;
      exclusiveMinimum?: number | boolean;
      properties?: Record<string, Schema>;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
    };
    const document = app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema?: Schema }[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    await app.close();
    const isId = (name: string) => /^(id|ids|.+_id|.+Id|.+_ids)$/.test(name);
    const unbounded: string[] = [];
    const check = (where: string, schema: Schema | undefined) => {
      if (!schema) return;
      for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) check(where, choice);
      if (schema.items) return check(`${where}[]`, schema.items);
      const types = [schema.type].flat();
      if (!types.includes("integer") && !types.includes("number")) return;
      // OpenAPI 3.0 writes `> 0` as minimum 0 with exclusiveMinimum true.
      const exclusive = schema.exclusiveMinimum;
      const low =
        typeof exclusive === "number"
          ? exclusive + 1
          : (schema.minimum ?? Number.NEGATIVE_INFINITY) + (exclusive === true ? 1 : 0);
      if (!(schema.maximum !== undefined && schema.maximum <= MAX_ID && low >= 1)) unbounded.push(where);
    };
    let seen = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) {
          if (!isId(parameter.name)) continue;
          seen++;
          check(`${method} ${path} ${parameter.in} ${parameter.name}`, parameter.schema);
        }
        const body = operation.requestBody?.content?.["application/json"]?.schema;
        for (const [name, schema] of Object.entries(body?.properties ?? {})) {
          if (!isId(name)) continue;
          seen++;
          check(`${method} ${path} body ${name}`, schema);
        }
      }
    }
    expect(seen).toBeGreaterThan(40);
    expect(unbounded).toEqual([]);
  });
});
