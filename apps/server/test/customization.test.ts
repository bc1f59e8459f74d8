import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../src/modules/catalog/catalog.tables";
import { buildAppWithUploads, fieldParts, postMultipart, solidPng } from "./admin-fixtures";
import { buildSeededApp } from "./cart-fixtures";
import { signInAs } from "./helpers";

type Item = { id: number; name: string; tag: string; image: string };

describe("size customization images", () => {
  let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
  let app: FastifyInstance;
  let employee: Record<string, string>;
  let picture: Buffer;

  const storedFiles = () => setup.storedFiles();
  const add = (fields: Record<string, string>, withImage = true, headers = employee) => {
    const parts = fieldParts(fields);
    if (withImage) parts.push({ name: "image", filename: "bust.png", data: picture });
    return postMultipart(app, "/api/admin/customization", headers, parts);
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    setup = await buildAppWithUploads("customization-test");
    app = setup.app;
    employee = (await signInAs(app, "Employee")).headers;
    picture = await solidPng(60, 90, "#c0392b");
  });
  afterAll(() => setup.close());

  it("answers 'Please fill all values' when the tag, name or image is missing, and stores nothing", async () => {
    const attempts = [
      await add({ name: "Bust" }),
      await add({ tag: "Women" }),
      await add({ tag: "Women", name: "   " }),
      await add({ tag: "Women", name: "Bust" }, false),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Please fill all values" });
    }
    expect(await storedFiles()).toEqual([]);
    expect((await get("/api/admin/customization", employee)).json()).toEqual([]);
  });

  it("refuses a tag other than Men or Women, and a JSON body, without storing the picture", async () => {
    const kids = await add({ tag: "Kids", name: "Chest" });
    expect(kids.statusCode).toBe(400);
    expect(kids.json()).toEqual({ message: "Tag must be Men or Women" });
    const json = await app.inject({
      method: "POST",
      url: "/api/admin/customization",
      headers: employee,
      payload: { tag: "Women", name: "Bust" },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it("adds a picture that the Custom size page reads by tag, and refuses a second one of the same name", async () => {
    const response = await add({ tag: "Women", name: " Bust " });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { message: string; data: Item[] };
    expect(body.message).toBe("Customization Added Successfully");
    const bust = body.data.find((item) => item.name === "Bust");
    expect(bust).toMatchObject({ tag: "Women" });
    expect(await storedFiles()).toEqual([bust?.image]);
    expect((await add({ tag: "Men", name: "Chest" })).statusCode).toBe(201);

    const women = await get("/api/products/customizationImages/Women");
    expect(women.statusCode).toBe(200);
    expect(women.json()).toEqual({ Bust: bust?.image });
    expect((await get("/api/products/customizationImages/women")).json()).toEqual({ Bust: bust?.image });
    expect(Object.keys((await get("/api/products/customizationImages/Men")).json())).toEqual(["Chest"]);
    expect((await get("/api/products/customizationImages/Kids")).statusCode).toBe(400);

    const men = (await get("/api/admin/customization/Men", employee)).json() as Item[];
    expect(men.map((item) => [item.tag, item.name])).toEqual([["Men", "Chest"]]);

    const duplicate = await add({ tag: "Women", name: "bust" });
    expect(duplicate.statusCode).toBe(409);
    expect(await storedFiles()).toHaveLength(2);
  });

  it("deletes a picture and its file, answering the remaining list; a second delete is 404", async () => {
    const all = (await get("/api/admin/customization", employee)).json() as Item[];
    expect(all.map((item) => item.tag)).toEqual(["Women", "Men"]);
    const bust = all.find((item) => item.name === "Bust")!;

    const response = await app.inject({
      method: "DELETE",
      url: `/api/admin/customization/${bust.id}`,
      headers: employee,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Customization Deleted Successfully",
      data: all.filter((item) => item.id !== bust.id),
    });
    expect(await storedFiles()).not.toContain(bust.image);
    expect((await get("/api/products/customizationImages/Women")).json()).toEqual({});

    const again = await app.inject({
      method: "DELETE",
      url: `/api/admin/customization/${bust.id}`,
      headers: employee,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Customization not found" });
  });

  it("keeps the list from customers and from Editors", async () => {
    const customer = (await signInAs(app, "user")).headers;
    expect((await get("/api/admin/customization", customer)).statusCode).toBe(403);
    const editor = (await signInAs(app, "Editor")).headers;
    expect((await add({ tag: "Men", name: "Neck" }, true, editor)).statusCode).toBe(403);
  });
});

describe("size customization on the demo seed", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildSeededApp());
  }, 120_000);
  afterAll(() => app.close());

  it("has a picture for every measurement a Women or Men category asks, and Chest and Length for kids", async () => {
    const rows = await app.db
      .select({ tag: categories.tag, values: categories.customizationValues })
      .from(categories)
      .where(eq(categories.customization, true));
    const maps: Record<string, Record<string, string>> = {};
    for (const tag of ["Women", "Men"]) {
      maps[tag] = (
        await app.inject({ method: "GET", url: `/api/products/customizationImages/${tag}` })
      ).json();
    }
    const missing = rows.flatMap((row) =>
      (row.tag === "Kids" ? ["Women", "Men"] : [row.tag]).flatMap((tag) =>
        row.values.filter((name) => !maps[tag]?.[name]).map((name) => `${tag} ${name}`),
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
