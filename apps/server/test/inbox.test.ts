import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, contactQuestions, phoneEnquiries, productQuestions, products } from "../src/db/schema";
import { buildTestApp, lastMail, signInAs } from "./helpers";

type Item = {
  kind: "product" | "contact" | "phone";
  id: number;
  state: "new" | "answered";
  created: string;
  answered_at: string | null;
  name: string | null;
  email: string | null;
  mobile: string | null;
  question: string | null;
  answer: string | null;
  product: { id: number; name: string } | null;
};

describe("staff inbox", () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let productId: number;

  const get = async (url: string, headers = staff) => {
    const response = await app.inject({ method: "GET", url, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const put = async (url: string, payload: unknown, headers = staff) => {
    const response = await app.inject({
      method: "PUT",
      url,
      headers,
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const list = async (query = "") => (await get(`/api/admin/inbox${query}`)).body.items as Item[];
  const newCount = async () => (await get("/api/admin/inbox/count")).body;

  /** One item of each kind at known times: phone oldest, then product question, then contact. */
  async function fill() {
    const [phone] = await app.db
      .insert(phoneEnquiries)
      .values({ mobile: "+91 98100 00000", createdAt: new Date("2026-11-01T09:00:00Z") })
      .returning();
    const [question] = await app.db
      .insert(productQuestions)
      .values({
        productId,
        name: "Asha",
        email: "asha@example.com",
        question: "Is the dupatta included?",
        createdAt: new Date("2026-11-02T09:00:00Z"),
      })
      .returning();
    const [contact] = await app.db
      .insert(contactQuestions)
      .values({
        name: "Ravi",
        email: "ravi@example.com",
        question: "Do you ship to Canada?",
        createdAt: new Date("2026-11-03T09:00:00Z"),
      })
      .returning();
    return { phone: phone!, question: question!, contact: contact! };
  }

  beforeAll(async () => {
    app = await buildTestApp();
    staff = (await signInAs(app, "Employee")).headers;
    const [category] = await app.db
      .insert(categories)
      .values({ name: "Inbox Sarees", tag: "Women" })
      .returning();
    const [product] = await app.db
      .insert(products)
      .values({ name: "Inbox Saree", categoryId: category!.id, active: true })
      .returning();
    productId = product!.id;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(productQuestions);
    await app.db.delete(contactQuestions);
    await app.db.delete(phoneEnquiries);
  });

  it("lists every kind newest first, with the product's name and the fields of each kind", async () => {
    const { phone, question, contact } = await fill();
    const items = await list();
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ["contact", contact.id],
      ["product", question.id],
      ["phone", phone.id],
    ]);
    expect(items[1]).toMatchObject({
      state: "new",
      name: "Asha",
      email: "asha@example.com",
      question: "Is the dupatta included?",
      answer: null,
      product: { id: productId, name: "Inbox Saree" },
      created: "2026-11-02T09:00:00.000Z",
    });
    expect(items[2]).toMatchObject({ mobile: "+91 98100 00000", name: null, question: null });
  });

  it("filters by kind and state, and refuses unknown filters", async () => {
    const { question } = await fill();
    expect((await list("?kind=phone")).map((item) => item.kind)).toEqual(["phone"]);
    expect((await list("?kind=product")).map((item) => item.id)).toEqual([question.id]);
    await put(`/api/admin/inbox/product/${question.id}`, { state: "answered" });
    expect((await list("?state=answered")).map((item) => item.kind)).toEqual(["product"]);
    expect((await list("?state=new")).map((item) => item.kind)).toEqual(["contact", "phone"]);
    expect(await list("?kind=product&state=new")).toEqual([]);
    expect((await get("/api/admin/inbox?kind=email")).status).toBe(400);
    expect((await get("/api/admin/inbox?state=closed")).status).toBe(400);
  });

  it("shows questions asked on the storefront, and counts new items until they are answered", async () => {
    expect(await newCount()).toEqual({ count: 0, product: 0, contact: 0, phone: 0 });
    const ask = await app.inject({
      method: "POST",
      url: "/api/admin/category/question",
      payload: {
        question: "Can it be shortened?",
        email: "meera@example.com",
        name: "Meera",
        product_id: productId,
      },
    });
    expect(ask.statusCode).toBe(200);
    const enquiry = await app.inject({
      method: "POST",
      url: "/api/enquiry",
      payload: { mobile: "9810012345" },
    });
    expect(enquiry.statusCode).toBe(200);
    expect(await newCount()).toEqual({ count: 2, product: 1, contact: 0, phone: 1 });

    const [asked] = await list("?kind=product");
    expect(asked).toMatchObject({ name: "Meera", question: "Can it be shortened?", state: "new" });
    const answered = await put(`/api/admin/inbox/product/${asked!.id}`, { state: "answered" });
    expect(answered.status).toBe(200);
    expect(answered.body.state).toBe("answered");
    expect(answered.body.answered_at).not.toBeNull();
    expect(await newCount()).toEqual({ count: 1, product: 0, contact: 0, phone: 1 });

    const reopened = await put(`/api/admin/inbox/product/${asked!.id}`, { state: "new" });
    expect(reopened.body).toMatchObject({ state: "new", answered_at: null });
    expect((await newCount()).count).toBe(2);
  });

  it("stores a product question's answer and mails it to the asker, escaped", async () => {
    const { question, contact, phone } = await fill();
    const answer = "Yes, <b>with</b> the set.";
    const response = await put(`/api/admin/inbox/product/${question.id}`, { state: "answered", answer });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ state: "answered", answer });
    const mail = await lastMail(app, "asha@example.com", "question_answer");
    expect(mail?.subject).toBe("Your question about Inbox Saree");
    expect(mail?.text).toContain(answer);
    expect(mail?.html).toContain("&lt;b&gt;with&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>with");

    const onContact = await put(`/api/admin/inbox/contact/${contact.id}`, {
      state: "answered",
      answer: "Hi",
    });
    expect(onContact.status).toBe(400);
    expect(onContact.body.message).toBe("Only product questions take an answer.");
    const phoneDone = await put(`/api/admin/inbox/phone/${phone.id}`, { state: "answered" });
    expect(phoneDone.body).toMatchObject({ kind: "phone", state: "answered" });
    expect((await list("?state=new")).map((item) => item.kind)).toEqual(["contact"]);
  });

  it("refuses unknown items, kinds, states and extra fields, changing nothing", async () => {
    const { contact } = await fill();
    const missing = await put("/api/admin/inbox/contact/999999", { state: "answered" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Item not found.");
    expect((await put("/api/admin/inbox/product/999999", { state: "answered" })).status).toBe(404);
    expect((await put(`/api/admin/inbox/email/${contact.id}`, { state: "answered" })).status).toBe(400);
    expect((await put(`/api/admin/inbox/contact/${contact.id}`, { state: "closed" })).status).toBe(400);
    expect((await put(`/api/admin/inbox/contact/${contact.id}`, { state: "answered", id: 5 })).status).toBe(
      400,
    );
    expect((await newCount()).count).toBe(3);
  });

  it("is for staff only", async () => {
    const customer = await signInAs(app);
    expect((await get("/api/admin/inbox", customer.headers)).status).toBe(403);
    expect((await get("/api/admin/inbox/count", {})).status).toBe(401);
    for (const role of ["admin", "Editor"] as const) {
      expect((await get("/api/admin/inbox/count", (await signInAs(app, role)).headers)).status).toBe(200);
    }
  });
});
