import { CART_QUOTE_MAX_ITEMS } from "@boutique/shared/schemas/cart";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_QUOTE_RATE_LIMIT } from "../src/modules/cart/cart.store-routes";
import { buildSeededApp, createCaller, type Pick } from "./cart-fixtures";
import { signInAs } from "./helpers";

type Line = {
  cart_id: number;
  id: number;
  name: string;
  size: string;
  quantity: number;
  available_quantity: number;
  selling_price: number;
  unit_price: number;
  line_price: number;
  customization: Record<string, unknown>;
};
type Totals = {
  subtotal: number;
  subtotal_usd: number;
  shipping: number;
  total: number;
  total_usd: number;
  dollar_rate: number;
};
type Answer = {
  data: Line[];
  totals: Totals;
  message?: string;
  skipped?: { index: number; reason: string }[];
};

const QUOTE = "/api/items/cart/quote";
/** Rs 80 to the dollar for these tests, so the dollar figures can be worked by hand. */
const RATE_PAISE = 8000;
const TURBAN_CHOICES = { turbanLength: 5.25, Pico: 1, Fabric: "Full Voile" };
const FABRIC_CHOICES = { fabricLength: 2.5 };

/** Spec §9 by hand, not through the shared pricing: price × length rounded to the paisa, + Rs 50 Pico. */
const turbanUnit = (paise: number) => Math.round((paise * 525) / 100) + 5000;
const fabricUnit = (paise: number) => Math.round((paise * 250) / 100);
const dollars = (paise: number) => Math.round((paise * 100) / RATE_PAISE) / 100;

describe("cart totals from the server (guest quote and signed-in cart)", () => {
  let app: FastifyInstance;
  let pick: (kind: string, options?: { stock?: number }) => Promise<Pick>;
  let turban: Pick;
  let fabric: Pick;
  let piece: Pick;

  beforeAll(async () => {
    ({ app, pick } = await buildSeededApp());
    await app.settingsService.updateSetting({ type: "dollar", value: String(RATE_PAISE / 100) }, "admin");
    turban = await pick("turban");
    fabric = await pick("fabric");
    piece = await pick("garment", { stock: 5 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = createCaller<Answer & { message: string }>(() => app);
  const shippingRule = (flatRupees: number, freeFromRupees: number) =>
    app.settingsService.updateShippingRule({ domestic_flat: flatRupees, domestic_free_from: freeFromRupees });
  const quote = (payload: Record<string, unknown>, remoteAddress = "127.0.0.1") =>
    app.inject({ method: "POST", url: QUOTE, payload, remoteAddress });

  /** One turban with Pico, one fabric by metres, one piece: their three unit prices and the subtotal, paise. */
  function expectedLines() {
    const units = [turbanUnit(turban.sellingPaise), fabricUnit(fabric.sellingPaise), piece.sellingPaise];
    return { units, subtotal: units[0]! + units[1]! + units[2]! * 2 };
  }
  const guestItems = () => [
    { id: turban.variantId, size: turban.size, quantity: 1, customization: TURBAN_CHOICES },
    { id: fabric.variantId, size: fabric.size, quantity: 1, customization: FABRIC_CHOICES },
    { id: piece.variantId, size: piece.size, quantity: 2 },
  ];

  async function signedInCart() {
    const { headers } = await signInAs(app);
    for (const [item, customization] of [
      [turban, TURBAN_CHOICES],
      [fabric, FABRIC_CHOICES],
      [piece, {}],
    ] as const) {
      const added = await call(headers, "POST", `/api/items/cart/${item.variantId}`, {
        size: item.size,
        customization,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.totals).toBeDefined();
    }
    const pieceLine = (await call(headers, "GET", "/api/items/cart")).body.data.find(
      (line) => line.id === piece.variantId,
    );
    const plus = await call(headers, "PUT", `/api/items/cart/i/${pieceLine?.cart_id}`);
    expect(plus.status).toBe(200);
    return { headers, plus: plus.body };
  }

  it("prices each line by its choices and adds them up with the domestic rule below the threshold", async () => {
    await shippingRule(150, 100_000);
    const { headers, plus } = await signedInCart();
    const { units, subtotal } = expectedLines();
    const cart = await call(headers, "GET", "/api/items/cart");
    expect(cart.status).toBe(200);
    const byId = new Map(cart.body.data.map((line) => [line.id, line]));
    expect(byId.get(turban.variantId)).toMatchObject({
      selling_price: turban.sellingPaise / 100,
      unit_price: units[0]! / 100,
      line_price: units[0]! / 100,
    });
    expect(byId.get(fabric.variantId)).toMatchObject({
      unit_price: units[1]! / 100,
      line_price: units[1]! / 100,
    });
    expect(byId.get(piece.variantId)).toMatchObject({
      quantity: 2,
      unit_price: piece.sellingPaise / 100,
      line_price: (piece.sellingPaise * 2) / 100,
    });
    // Below Rs 1,00,000 the flat Rs 150 is charged.
    expect(cart.body.totals).toEqual({
      subtotal: subtotal / 100,
      subtotal_usd: dollars(subtotal),
      shipping: 150,
      total: (subtotal + 15_000) / 100,
      total_usd: dollars(subtotal + 15_000),
      dollar_rate: RATE_PAISE / 100,
      // The earliest days in India (delivery-dates.test.ts checks the dates themselves).
      delivery: { dispatch_on: expect.any(String), deliver_on: expect.any(String) },
    });
    // The plus call answered the same figures as the read after it.
    expect(plus.totals).toEqual(cart.body.totals);
  });

  it("ships free from the threshold, and every cart call answers the new totals", async () => {
    const { headers } = await signedInCart();
    const { subtotal } = expectedLines();
    // The threshold at exactly this subtotal: free (decision 007: 'Rs 4,000 or more').
    await shippingRule(200, subtotal / 100);
    const free = (await call(headers, "GET", "/api/items/cart")).body.totals;
    expect(free).toMatchObject({ subtotal: subtotal / 100, shipping: 0, total: subtotal / 100 });
    expect(free.total_usd).toBe(dollars(subtotal));

    // One piece fewer drops below it: Rs 200 again, in the minus call's own answer.
    const pieceLine = (await call(headers, "GET", "/api/items/cart")).body.data.find(
      (line) => line.id === piece.variantId,
    );
    const minus = await call(headers, "PUT", `/api/items/cart/d/${pieceLine?.cart_id}`);
    expect(minus.status).toBe(200);
    const lower = subtotal - piece.sellingPaise;
    expect(minus.body.totals).toMatchObject({
      subtotal: lower / 100,
      shipping: 200,
      total: (lower + 20_000) / 100,
    });

    const removed = await call(headers, "DELETE", `/api/items/cart/${pieceLine?.cart_id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Product removed from cart");
    const left = lower - piece.sellingPaise;
    expect(removed.body.totals.subtotal).toBe(left / 100);
  });

  it("answers zero totals, no shipping, for an empty cart", async () => {
    await shippingRule(200, 4000);
    const { headers } = await signInAs(app);
    const empty = await call(headers, "GET", "/api/items/cart");
    expect(empty.body).toEqual({
      data: [],
      totals: {
        subtotal: 0,
        subtotal_usd: 0,
        shipping: 0,
        total: 0,
        total_usd: 0,
        dollar_rate: 80,
        delivery: null,
      },
    });
  });

  it("quotes a guest's items with the same lines and totals as the signed-in cart", async () => {
    for (const [flat, freeFrom] of [
      [150, 100_000],
      [200, expectedLines().subtotal / 100],
    ] as const) {
      await shippingRule(flat, freeFrom);
      const { headers } = await signedInCart();
      const cart = (await call(headers, "GET", "/api/items/cart")).body;
      const response = await quote({ cart_items: guestItems() });
      expect(response.statusCode, response.body).toBe(200);
      const guest = response.json() as Answer;
      expect(guest.skipped).toEqual([]);
      expect(guest.totals).toEqual(cart.totals);
      // The same lines, in the order sent; cart_id is the position in cart_items.
      const strip = ({ cart_id: _id, ...line }: Line) => line;
      expect(guest.data.map(strip)).toEqual(cart.data.map(strip));
      expect(guest.data.map((line) => line.cart_id)).toEqual([0, 1, 2]);
    }
  });

  it("fills a guest's missing turban length as the cart does, and takes the customisation as JSON text", async () => {
    const response = await quote({
      cart_items: [
        { id: turban.variantId, size: turban.size },
        { id: fabric.variantId, size: fabric.size, customization: '{"fabricLength":3}' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [plain, cloth] = (response.json() as Answer).data;
    expect(plain?.customization).toEqual({ turbanLength: 4.5, Pico: 0, Fabric: "Rubia" });
    expect(plain?.line_price).toBe(Math.round((turban.sellingPaise * 450) / 100) / 100);
    expect(cloth?.line_price).toBe((fabric.sellingPaise * 3) / 100);
  });

  it("skips and lists unknown and draft items and a sized item without its size; prices the rest", async () => {
    await shippingRule(200, 4000);
    // Another product than the piece's: a draft takes all its colours off sale.
    let draft = await pick("garment");
    while (draft.productId === piece.productId) draft = await pick("garment");
    await app.db.execute(sql`update products set active = false where id = ${draft.productId}`);
    const soldOut = await pick("garment", { stock: 0 });
    const multiSize = await app.db.execute<{ variant_id: number }>(sql`
      select vs.variant_id from variant_stock vs
      join product_variants v on v.id = vs.variant_id join products p on p.id = v.product_id
      where p.active group by vs.variant_id having count(*) > 1 limit 1`);
    const sized = multiSize.rows[0]?.variant_id;
    expect(sized).toBeDefined();
    const response = await quote({
      cart_items: [
        { id: 99_999_999, size: "M" },
        { id: piece.variantId, size: piece.size, quantity: 1 },
        { id: draft.variantId, size: draft.size },
        { id: sized },
        { id: soldOut.variantId, size: soldOut.size },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as Answer;
    expect(answer.skipped).toEqual([
      { index: 0, reason: "Product not found" },
      { index: 2, reason: "Product not found" },
      { index: 3, reason: "Please select a size." },
    ]);
    // A sold-out size stays in the cart with nothing available, as a signed-in cart shows it.
    expect(answer.data.map((line) => [line.cart_id, line.id, line.available_quantity])).toEqual([
      [1, piece.variantId, piece.stock],
      [4, soldOut.variantId, 0],
    ]);
    expect(answer.totals.subtotal).toBe((piece.sellingPaise + soldOut.sellingPaise) / 100);
  });

  it("quotes an empty cart, and refuses more than the cap, a price or any other field", async () => {
    const empty = await quote({ cart_items: [] });
    expect(empty.statusCode).toBe(200);
    expect((empty.json() as Answer).totals.total).toBe(0);

    const item = { id: piece.variantId, size: piece.size };
    const atCap = await quote({ cart_items: Array.from({ length: CART_QUOTE_MAX_ITEMS }, () => item) });
    expect(atCap.statusCode, atCap.body).toBe(200);
    const tooMany = await quote({ cart_items: Array.from({ length: CART_QUOTE_MAX_ITEMS + 1 }, () => item) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`A cart can be priced with at most ${CART_QUOTE_MAX_ITEMS} items.`);

    for (const payload of [
      { cart_items: [{ ...item, selling_price: 1 }] },
      { cart_items: [{ ...item, line_price: 1, name: "cheap" }] },
      { cart_items: [{ ...item, customization: { price: 1 } }] },
      { cart_items: [item], total: 1 },
      { cart_items: [{ ...item, quantity: 0 }] },
      {},
    ]) {
      const refused = await quote(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("is open to guests, writes nothing and limits how often one address asks", async () => {
    const before = await app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from cart_items`,
    );
    const payload = { cart_items: [{ id: piece.variantId, size: piece.size }] };
    let status = 0;
    for (let count = 0; count <= CART_QUOTE_RATE_LIMIT.max; count += 1) {
      status = (await quote(payload, "10.9.8.7")).statusCode;
      if (count < CART_QUOTE_RATE_LIMIT.max) expect(status).toBe(200);
    }
    expect(status).toBe(429);
    // Another address is not held back by it.
    expect((await quote(payload, "10.9.8.6")).statusCode).toBe(200);
    const after = await app.db.execute<{ count: number }>(sql`select count(*)::int as count from cart_items`);
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  });

  it("documents the quote with its cap and what is refused", async () => {
    const docs = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const description = docs.paths[QUOTE]?.post?.description ?? "";
    expect(description).toContain(`at most ${CART_QUOTE_MAX_ITEMS}`);
    expect(description).toContain("refused");
    expect(docs.paths["/api/items/cart"]?.get?.description).toContain("totals");
  });
});
