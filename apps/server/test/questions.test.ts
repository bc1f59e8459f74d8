import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, contactQuestions, productQuestions, products } from "../src/db/schema";
import { buildTestApp, signInAs } from "./helpers";

const URL = "/api/admin/category/question";
const valid = {
  email: "Asha@Example.com",
  name: "Asha Verma",
  question: "Do you stitch blouses to measure?",
};

describe("POST /api/admin/category/question", () => {
  let app: FastifyInstance;
  let address = 0;
  // Each request from its own address, so the per-IP limit only bites in the test that is about it.
  const post = (payload: unknown, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    app.inject({
      method: "POST",
      url: URL,
      payload: payload as Record<string, unknown>,
      remoteAddress: extra.remoteAddress ?? `10.1.0.${++address}`,
      headers: extra.headers,
    });
  const stored = async () => (await app.db.select({ value: count() }).from(contactQuestions))[0].value;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(contactQuestions);
    await app.db.delete(productQuestions);
  });

  it("names the first missing field in the spec's order: question, email, name", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "Please enter Question."],
      [{ email: "", name: "", question: "   " }, "Please enter Question."],
      [{ question: "Hi", name: "Asha" }, "Please enter Email ID."],
      [{ question: "Hi", email: "", name: "" }, "Please enter Email ID."],
      [{ question: "Hi", email: "a@b.co" }, "Please enter user name."],
      [{ question: "Hi", email: "a@b.co", name: " " }, "Please enter user name."],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await stored()).toBe(0);
  });

  it("refuses a malformed email, an unknown field and an overlong question, storing nothing", async () => {
    const badEmail = await post({ ...valid, email: "asha@" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe("Please enter a valid Email ID.");
    const extra = await post({ ...valid, state: "answered" });
    expect(extra.statusCode).toBe(400);
    const long = await post({ ...valid, question: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Question is too long.");
    expect(await stored()).toBe(0);
  });

  it("stores a guest's question as new, trimmed, with the email in lower case", async () => {
    const response = await post({ ...valid, name: "  Asha Verma ", question: ` ${valid.question}\n` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Question Submitted" });
    const rows = await app.db.select().from(contactQuestions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.com",
      question: valid.question,
      state: "new",
      userId: null,
    });
  });

  it("links the question to the signed-in shopper", async () => {
    const { user, headers } = await signInAs(app, "user");
    expect((await post(valid, { headers })).statusCode).toBe(200);
    const [row] = await app.db.select().from(contactQuestions);
    expect(row.userId).toBe(user.id);
  });

  it("files a product page question under its product, and refuses an unknown product", async () => {
    const [category] = await app.db.insert(categories).values({ name: "Suits", tag: "Women" }).returning();
    const [product] = await app.db
      .insert(products)
      .values({ name: "Ivory Anarkali", categoryId: category.id, active: true })
      .returning();
    expect((await post({ ...valid, product_id: product.id })).statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.productId, product.id));
    expect(rows).toHaveLength(1);
    const unknown = await post({ ...valid, product_id: product.id + 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toBe(0);
  });

  it("limits one address to 5 questions a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post(valid, { remoteAddress: "10.9.9.9" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await stored()).toBe(5);
    // Another address is not affected.
    expect((await post(valid)).statusCode).toBe(200);
  });
});
