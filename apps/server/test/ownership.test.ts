import type { Role } from "@boutique/shared/access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldParts, postMultipart, solidPng } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld, type Headers } from "./checkout-fixtures";
import { signInAs } from "./helpers";

/**
 * Ownership is checked before anything else about an order: a stranger gets exactly the answer for an
 * order that does not exist, on every order, invoice, return, refund and payment route, so no answer tells
 * them the order exists or what state it is in. Staff read other customers' orders only where their
 * screens show orders (ORDER_READERS).
 */
describe("another customer's order is answered as one that does not exist", () => {
  let w: CheckoutWorld;
  let orderId: number;
  let owner: Headers;
  let stranger: Headers;
  const NONE = 2_147_483_647;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    const shopper = await w.customer();
    owner = shopper.headers;
    await w.addToCart(owner, await w.pick("garment", { stock: 3 }));
    const charged = await w.charge(owner, { address: shopper.addressId, pay_type: "Razorpay" });
    orderId = charged.body.order_id!;
    await w.verify(owner, { order_id: orderId, ...(await w.payRazorpay(charged.body.id!)) });
    stranger = (await w.customer()).headers;
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  type Answer = { status: number; message: unknown };
  const routes: [string, (headers: Headers, id: number) => Promise<Answer>][] = [
    ["GET /api/admin/orders/{id}", (headers, id) => json(headers, "GET", `/api/admin/orders/${id}`)],
    [
      "GET /api/orders/{id}/invoice.pdf",
      (headers, id) => json(headers, "GET", `/api/orders/${id}/invoice.pdf`),
    ],
    [
      "GET /api/orders/{id}/documents/1.pdf",
      (headers, id) => json(headers, "GET", `/api/orders/${id}/documents/1.pdf`),
    ],
    ["POST /api/orders/{id}/cancel", (headers, id) => json(headers, "POST", `/api/orders/${id}/cancel`, {})],
    [
      "POST /api/checkout/payment/cancel",
      (headers, id) => json(headers, "POST", "/api/checkout/payment/cancel", { order_id: id }),
    ],
    [
      "POST /api/checkout/payment/verify",
      (headers, id) => json(headers, "POST", "/api/checkout/payment/verify", { order_id: id }),
    ],
    [
      "POST /api/orders/{id}/returns (a whole request, with a photo)",
      async (headers, id) => {
        const parts = fieldParts({ line_id: "1", kind: "return", reason: "Not mine" });
        parts.push({ name: "photos", filename: "piece.png", data: await solidPng(400, 500) });
        const response = await postMultipart(w.app, `/api/orders/${id}/returns`, headers, parts);
        return { status: response.statusCode, message: (response.json() as { message?: string }).message };
      },
    ],
  ];

  async function json(
    headers: Headers,
    method: "GET" | "POST",
    url: string,
    payload?: object,
  ): Promise<Answer> {
    const response = await w.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const body = String(response.headers["content-type"]).includes("json") ? response.json() : {};
    return { status: response.statusCode, message: (body as { message?: unknown }).message };
  }

  it.each(routes)("%s", async (_name, call) => {
    const theirs = await call(stranger, orderId);
    const none = await call(stranger, NONE);
    expect(theirs.status).toBe(404);
    expect(theirs).toEqual(none);
  });

  it.each(["Editor", "Employee"] as const)(
    "an %s, whose screens show no orders, cannot read a customer's order or invoice",
    async (role: Role) => {
      const { headers } = await signInAs(w.app, role);
      for (const [, call] of routes.slice(0, 2)) {
        const theirs = await call(headers, orderId);
        expect(theirs.status).toBe(404);
        expect(theirs).toEqual(await call(headers, NONE));
      }
    },
  );

  it("an admin reads it, and so does its owner", async () => {
    const { headers } = await signInAs(w.app, "admin");
    for (const reader of [headers, owner]) {
      expect((await json(reader, "GET", `/api/admin/orders/${orderId}`)).status).toBe(200);
      const invoice = await w.app.inject({
        method: "GET",
        url: `/api/orders/${orderId}/invoice.pdf`,
        headers: reader,
      });
      expect(invoice.statusCode).toBe(200);
    }
  });
});
