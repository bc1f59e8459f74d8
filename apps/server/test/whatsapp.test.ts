import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersByRole } from "./admin-fixtures";
import {
  buildCheckoutWorld,
  type CheckoutWorld,
  type Headers,
  TEST_WHATSAPP_VERIFY_TOKEN,
} from "./checkout-fixtures";

type SandboxMessage = { id: string; number: string; template: string | null; text: string; status: string };

/**
 * WhatsApp notifications (issue 26 §2) against the sandbox's Cloud API: only to customers who opted in, sent
 * by the jobs, followed by the signed status webhooks, and stopped by a reply of STOP.
 */
describe("WhatsApp notifications", () => {
  let w: CheckoutWorld;
  let admin: Headers;
  const VERIFY = TEST_WHATSAPP_VERIFY_TOKEN;

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    ({ admin } = await headersByRole(w.app, ["admin"]));
    await w.call(admin, "PUT", "/api/admin/cod-settings", {
      enabled: true,
      max_order: 1_000_000,
      fee: 0,
      prepaid_discount: 0,
      refused_pincodes: "",
      custom_allowed: false,
      confirm_hours: 24,
      rto_limit: 2,
    });
  }, 240_000);
  afterAll(async () => {
    await w?.close();
  });

  const sandboxMessages = async (number: string) =>
    (await (
      await fetch(`${w.app.config.whatsapp!.apiUrl}/messages?to=${number}`)
    ).json()) as SandboxMessage[];
  const optIn = (headers: Headers, granted: boolean) =>
    w.call(headers, "PUT", "/api/account/consents", { purpose: "whatsapp", granted });
  const rows = async (userId: number) =>
    (
      await w.app.db.execute<{ template: string; status: string; provider_message_id: string | null }>(
        sql`select template, status, provider_message_id from whatsapp_messages where user_id = ${userId} order by id`,
      )
    ).rows;
  /** The sandbox's webhooks for WhatsApp, posted to the shop as Meta posts them. */
  async function deliverEvents() {
    const events = (await (await fetch(`${w.sandbox.url}/events?provider=whatsapp`)).json()) as {
      headers: Record<string, string>;
      body: string;
    }[];
    for (const event of events) {
      const answer = await w.app.inject({
        method: "POST",
        url: "/api/webhooks/whatsapp",
        headers: event.headers,
        payload: event.body,
      });
      expect(answer.statusCode).toBe(200);
    }
    return events.length;
  }
  async function codOrder(headers: Headers, addressId: number) {
    const item = await w.pick("garment", { stock: 3 });
    await w.addToCart(headers, item);
    const charged = await w.charge(headers, { address: addressId, pay_type: "COD" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    return charged.body.order_id;
  }

  it("sends the COD code only to a customer who opted in, and follows its delivery", async () => {
    const quiet = await w.customer();
    await codOrder(quiet.headers, quiet.addressId);
    expect(await rows(quiet.user.id)).toEqual([]);

    const shopper = await w.customer();
    expect((await optIn(shopper.headers, true)).status).toBe(200);
    const orderId = await codOrder(shopper.headers, shopper.addressId);
    expect((await rows(shopper.user.id)).map((row) => [row.template, row.status])).toEqual([
      ["cod_confirmation", "queued"],
    ]);
    // The code leaves at once (the shopper waits for it), else at the next jobs pass.
    const number = "919810012345"; // DELHI's mobile, +91 98100 12345
    for (let tries = 0; tries < 40 && (await sandboxMessages(number)).length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await w.app.jobs.runOnce();
    const [message] = await sandboxMessages(number);
    expect(message?.template).toBe("cod_confirmation");
    expect(message?.text).toContain(`RB${String(orderId).padStart(6, "0")}`);
    expect(message?.text).toMatch(/code is \d{6}/);
    expect(message?.text).toContain("Reply STOP");
    const [sent] = await rows(shopper.user.id);
    expect(sent?.status).toBe("accepted");
    expect(sent?.provider_message_id).toBe(message?.id);

    await deliverEvents();
    expect((await rows(shopper.user.id))[0]?.status).toBe("delivered");
  });

  it("refuses an unsigned or forged webhook and verifies the subscription only with its token", async () => {
    const forged = await w.app.inject({
      method: "POST",
      url: "/api/webhooks/whatsapp",
      headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${"0".repeat(64)}` },
      payload: JSON.stringify({ entry: [] }),
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await w.app.inject({
      method: "POST",
      url: "/api/webhooks/whatsapp",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(unsigned.statusCode).toBe(401);
    const verified = await w.app.inject({
      method: "GET",
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe("1158201444");
    const wrong = await w.app.inject({
      method: "GET",
      url: "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1",
    });
    expect(wrong.statusCode).toBe(403);
  });

  it("acknowledges signed bodies of odd shapes and changes nothing (never a 500)", async () => {
    const secret = w.app.config.whatsapp!.appSecret;
    const before = await w.app.db.execute<{ statuses: string }>(
      sql`select string_agg(status, ',' order by id) as statuses from whatsapp_messages`,
    );
    const bodies = [
      "null",
      "[]",
      '"x"',
      JSON.stringify({ entry: "x" }),
      JSON.stringify({ entry: [null, 5, { changes: [null, { value: null }, { value: [] }] }] }),
      JSON.stringify({
        entry: [
          {
            changes: [
              {
                value: {
                  statuses: [
                    null,
                    5,
                    { id: 7, status: "read" },
                    { id: "wamid.x", status: "constructor" },
                    { id: "wamid.y", status: "read", errors: "no" },
                  ],
                  messages: [
                    null,
                    { from: 5, text: { body: "STOP" } },
                    { from: "919810012345", text: "STOP" },
                  ],
                },
              },
            ],
          },
        ],
      }),
      "not json at all",
    ];
    for (const body of bodies) {
      const answer = await w.app.inject({
        method: "POST",
        url: "/api/webhooks/whatsapp",
        headers: {
          "content-type": "application/json",
          "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
        },
        payload: body,
      });
      expect(answer.statusCode, body).toBe(200);
      expect(answer.json().opt_outs, body).toBe(0);
    }
    const after = await w.app.db.execute<{ statuses: string }>(
      sql`select string_agg(status, ',' order by id) as statuses from whatsapp_messages`,
    );
    expect(after.rows[0]?.statuses).toBe(before.rows[0]?.statuses);
  });

  it("tells a made-to-measure piece's tailoring stages, by name, to a customer who opted in", async () => {
    const shopper = await w.customer();
    await optIn(shopper.headers, true);
    const measured = await w.pick("garment", { stock: 3 });
    await w.addToCart(shopper.headers, measured, { measurements: { Bust: 34, Waist: 28 } });
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    const fields = await w.payRazorpay(charged.body.id!);
    await w.verify(shopper.headers, { order_id: charged.body.order_id, ...fields });
    const orderId = charged.body.order_id;
    const detail = await w.call<{ orders: { id: number; name: string; made_to_measure: boolean }[] }>(
      admin,
      "GET",
      `/api/admin/orders/${orderId}`,
    );
    const line = detail.body.orders.find((candidate) => candidate.made_to_measure)!;
    await w.call(admin, "POST", `/api/admin/orders/${orderId}`, { status: "in_production" });
    const staged = await w.call(admin, "POST", `/api/admin/orders/${orderId}/lines/${line.id}/stage`, {
      stage: "measurements_checked",
    });
    expect(staged.status).toBe(200);
    const messages = await w.app.db.execute<{ template: string; params: string[] }>(
      sql`select template, params from whatsapp_messages where order_id = ${orderId} order by id`,
    );
    const stage = messages.rows.find((row) => row.template === "tailoring_stage");
    expect(stage?.params.slice(1, 3)).toEqual([line.name, "measurements checked"]);
    // Staff see them on the order, with how far each got.
    const listed = await w.call<{ data: { template: string; status: string; number: string }[] }>(
      admin,
      "GET",
      `/api/admin/orders/${orderId}/whatsapp`,
    );
    expect(listed.body.data.map((message) => message.template)).toEqual(
      messages.rows.map((row) => row.template),
    );
    expect(listed.body.data.every((message) => message.status === "queued")).toBe(true);
    expect((await w.call(shopper.headers, "GET", `/api/admin/orders/${orderId}/whatsapp`)).status).toBe(403);
  });

  it("stops when the customer replies STOP, and tells of shipping otherwise", async () => {
    const shopper = await w.customer();
    await optIn(shopper.headers, true);
    const orderId = await codOrder(shopper.headers, shopper.addressId);
    await w.app.jobs.runOnce();
    // Confirmed and shipped: the confirmation and the tracking go out too.
    await w.call(admin, "POST", `/api/admin/orders/${orderId}/cod/confirm`);
    await w.call(admin, "POST", `/api/admin/orders/${orderId}`, { status: "ready_to_ship" });
    await w.call(admin, "POST", `/api/admin/orders/${orderId}`, {
      status: "shipped",
      carrier: "Delhivery",
      tracking_number: "DL777",
      tracking_url: "https://www.delhivery.com/track/package/DL777",
    });
    expect((await rows(shopper.user.id)).map((row) => row.template)).toEqual([
      "cod_confirmation",
      "order_confirmed",
      "order_ready",
      "order_shipped",
    ]);
    await w.app.jobs.runOnce();
    const texts = (await sandboxMessages("919810012345")).map((message) => message.text);
    expect(texts.some((text) => text.includes("DL777"))).toBe(true);

    const replied = await fetch(`${w.sandbox.url}/whatsapp/reply`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: "919810012345", text: "stop" }),
    });
    expect(replied.status).toBe(200);
    await deliverEvents();
    const consents = await w.call<{ consents: { purpose: string; granted: boolean }[] }>(
      shopper.headers,
      "GET",
      "/api/account/consents",
    );
    expect(consents.body.consents.find((consent) => consent.purpose === "whatsapp")?.granted).toBe(false);
    const before = (await rows(shopper.user.id)).length;
    await codOrder(shopper.headers, shopper.addressId);
    expect((await rows(shopper.user.id)).length).toBe(before);
  });
});
