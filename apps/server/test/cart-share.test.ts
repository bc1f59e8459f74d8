import { CART_SHARE_MESSAGES } from "@boutique/shared/schemas/cart-share-words";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeededApp, createCaller, type Pick } from "./cart-fixtures";
import { signInAs } from "./helpers";

type ShareAnswer = {
  url: string;
  text: string;
  whatsapp_url: string | null;
  expires_at: string;
  message?: string;
};
type SharedAnswer = {
  data: {
    id: number;
    name: string;
    quantity: number;
    line_price: number;
    customization: Record<string, unknown>;
  }[];
  totals: { total: number };
  cart_items: { id: number; size?: string; quantity: number; kind: string }[];
  expires_at: string;
  message?: string;
};

/** The cart sent as a link on WhatsApp (issue 26 §2) and opened again from it. */
describe("the cart as a link", () => {
  let app: FastifyInstance;
  let pick: (kind: string, options?: { stock?: number }) => Promise<Pick>;
  beforeAll(async () => {
    ({ app, pick } = await buildSeededApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  const share = createCaller<ShareAnswer>(() => app);
  const open = createCaller<SharedAnswer>(() => app);
  const tokenOf = (url: string) => url.split("/cart/shared/")[1]!;

  it("lists the lines, the total and the link in the message, and wa.me opens it to the shop's number", async () => {
    const kurta = await pick("garment");
    const measured = await pick("garment");
    const shared = await share({}, "POST", "/api/cart/share", {
      cart_items: [
        { id: kurta.variantId, size: kurta.size, quantity: 2 },
        {
          id: measured.variantId,
          size: measured.size,
          customization: { measurements: { Bust: 34, Waist: 28 } },
        },
      ],
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const { text, url, whatsapp_url } = shared.body;
    expect(url).toMatch(/\/cart\/shared\/[A-Za-z0-9_-]{24}$/);
    expect(text).toContain(`Size ${kurta.size}`);
    expect(text).toContain("Qty 2");
    expect(text).toContain("made to measure (Bust 34 in, Waist 28 in)");
    expect(text).toMatch(/Total: Rs [\d,]+/);
    expect(text).toContain(url);
    const number = (
      await app.db.execute<{ value: string }>(
        sql`select value from site_settings where key = 'shop_whatsapp'`,
      )
    ).rows[0]?.value;
    expect(whatsapp_url).toBe(`https://wa.me/${number ?? "919811042517"}?text=${encodeURIComponent(text)}`);

    const opened = await open({}, "GET", `/api/cart/shared/${tokenOf(url)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.cart_items).toEqual([
      { id: kurta.variantId, size: kurta.size, quantity: 2, customization: {}, kind: "garment" },
      {
        id: measured.variantId,
        size: measured.size,
        quantity: 1,
        customization: { measurements: { Bust: 34, Waist: 28 } },
        kind: "garment",
      },
    ]);
    expect(opened.body.data.map((line) => line.quantity)).toEqual([2, 1]);
    expect(opened.body.data[0]!.line_price).toBe((kurta.sellingPaise * 2) / 100);
  });

  it("reveals nothing of the account that shared it, and ends when it expires", async () => {
    const { headers, user } = await signInAs(app, "user");
    const item = await pick("garment");
    const shared = await share(headers, "POST", "/api/cart/share", {
      cart_items: [{ id: item.variantId, size: item.size }],
    });
    expect(shared.status).toBe(200);
    const token = tokenOf(shared.body.url);
    const opened = await open({}, "GET", `/api/cart/shared/${token}`);
    expect(opened.status).toBe(200);
    expect(JSON.stringify(opened.body)).not.toContain(user.email);
    const stored = await app.db.execute<{ token_hash: string }>(
      sql`select token_hash from shared_carts order by id desc limit 1`,
    );
    expect(stored.rows[0]!.token_hash).not.toContain(token);
    await app.db.execute(sql`update shared_carts set expires_at = now() - interval '1 second'`);
    const expired = await open({}, "GET", `/api/cart/shared/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(CART_SHARE_MESSAGES.expired);
    // Kept a month after it expired (it still says so), then deleted with its lines.
    expect(await app.cartShare.deleteExpired()).toBe(0);
    expect((await open({}, "GET", `/api/cart/shared/${token}`)).status).toBe(410);
    await app.db.execute(sql`update shared_carts set expires_at = now() - interval '31 days'`);
    expect(await app.cartShare.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect((await open({}, "GET", `/api/cart/shared/${token}`)).status).toBe(404);
  });

  it("refuses an empty cart, a price sent with it, and a token that is not one", async () => {
    const item = await pick("garment");
    const before = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from shared_carts`);
    expect((await share({}, "POST", "/api/cart/share", { cart_items: [] })).body.message).toBe(
      CART_SHARE_MESSAGES.empty,
    );
    const priced = await share({}, "POST", "/api/cart/share", {
      cart_items: [{ id: item.variantId, size: item.size, selling_price: 1 }],
    });
    expect(priced.status).toBe(400);
    const unknown = await share({}, "POST", "/api/cart/share", { cart_items: [{ id: 2_000_000_000 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CART_SHARE_MESSAGES.empty);
    const after = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from shared_carts`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect((await open({}, "GET", "/api/cart/shared/short")).status).toBe(400);
    const missing = await open({}, "GET", `/api/cart/shared/${"a".repeat(24)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(CART_SHARE_MESSAGES.notValid);
  });
});
