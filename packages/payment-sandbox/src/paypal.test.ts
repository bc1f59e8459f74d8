import { createPublicKey, verify } from "node:crypto";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_TEST_SECRETS as S } from "./secrets";
import { basic, call, startSandboxWithReceiver, waitFor } from "./testing";

type Setup = Awaited<ReturnType<typeof startSandboxWithReceiver>>;
let setup: Setup;
let api: string;
let bearer: Record<string, string>;

beforeAll(async () => {
  setup = await startSandboxWithReceiver();
  api = `${setup.sandbox.url}/paypal`;
});
afterAll(() => setup.close());
beforeEach(async () => {
  await call(`${setup.sandbox.url}/reset`, { method: "POST" });
  setup.receiver.received.length = 0;
  bearer = { authorization: `Bearer ${(await token()).json.access_token}` };
});

const token = (user = S.paypalClientId, password = S.paypalClientSecret) =>
  call(`${api}/v1/oauth2/token`, {
    headers: { authorization: basic(user, password) },
    form: { grant_type: "client_credentials" },
  });

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  intent: "CAPTURE",
  purchase_units: [
    {
      reference_id: "R-1001",
      invoice_id: "R-1001",
      custom_id: "42",
      amount: { currency_code: "USD", value: "149.70" },
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: "https://shop.test/checkout/paypal/return?o=42",
        cancel_url: "https://shop.test/checkout/paypal/cancel",
        brand_name: "Rangrez Boutique",
        user_action: "PAY_NOW",
      },
    },
  },
  ...overrides,
});

const createOrder = (body: unknown = orderBody(), headers: Record<string, string> = {}) =>
  call(`${api}/v2/checkout/orders`, { headers: { ...bearer, ...headers }, body });
const press = (id: string, action: "pay" | "fail" | "cancel") =>
  call(`${api}/checkoutnow/${id}`, { form: { action } });
const capture = (id: string, headers: Record<string, string> = {}) =>
  call(`${api}/v2/checkout/orders/${id}/capture`, {
    method: "POST",
    headers: { ...bearer, ...headers },
    body: {},
  });

describe("PayPal auth", () => {
  it("issues a bearer token for the client credentials only", async () => {
    const good = await token();
    expect(good.status).toBe(200);
    expect(good.json).toMatchObject({ token_type: "Bearer", expires_in: 32400 });
    expect(typeof good.json.access_token).toBe("string");
    expect(good.json.app_id).toBeTruthy();
    expect(good.json.nonce).toBeTruthy();
    const bad = await token(S.paypalClientId, "nope");
    expect(bad.status).toBe(401);
    expect(bad.json.error).toBe("invalid_client");
  });

  it("answers 401 invalid_token without an issued token", async () => {
    for (const headers of [{}, { authorization: "Bearer made-up" }] as Record<string, string>[]) {
      const answer = await call(`${api}/v2/checkout/orders`, { headers, body: orderBody() });
      expect(answer.status).toBe(401);
      expect(answer.json.error).toBe("invalid_token");
      expect(answer.json.error_description).toBeTruthy();
    }
  });
});

describe("PayPal orders", () => {
  it("creates an order that needs the payer, with the approval link", async () => {
    const created = await createOrder();
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual(["id", "links", "status"]);
    expect(created.json.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.json.status).toBe("PAYER_ACTION_REQUIRED");
    const action = created.json.links.find((link: { rel: string }) => link.rel === "payer-action");
    expect(action).toEqual({
      href: `${setup.sandbox.url}/paypal/checkoutnow?token=${created.json.id}`,
      rel: "payer-action",
      method: "GET",
    });
    expect(created.json.links.find((link: { rel: string }) => link.rel === "self")).toBeTruthy();

    const full = await createOrder(
      orderBody({ purchase_units: [{ amount: { currency_code: "USD", value: "5" } }] }),
      {
        prefer: "return=representation",
      },
    );
    expect(full.json).toMatchObject({
      intent: "CAPTURE",
      status: "PAYER_ACTION_REQUIRED",
      purchase_units: [{ reference_id: "default", amount: { currency_code: "USD", value: "5.00" } }],
    });
    const fetched = await call(`${api}/v2/checkout/orders/${created.json.id}`, { headers: bearer });
    expect(fetched.json.purchase_units[0]).toMatchObject({ invoice_id: "R-1001", custom_id: "42" });
  });

  it("answers validation errors in PayPal's shape", async () => {
    const noIntent = await createOrder(orderBody({ intent: undefined }));
    expect(noIntent.status).toBe(400);
    expect(noIntent.json).toMatchObject({
      name: "INVALID_REQUEST",
      details: [{ field: "/intent", issue: "MISSING_REQUIRED_PARAMETER" }],
    });
    expect(noIntent.json.debug_id).toBeTruthy();
    expect(noIntent.json.links[0].rel).toBe("information_link");

    const badValue = await createOrder(
      orderBody({ purchase_units: [{ amount: { currency_code: "USD", value: "1,00" } }] }),
    );
    expect(badValue.status).toBe(400);
    expect(badValue.json.details[0]).toMatchObject({
      field: "/purchase_units/@reference_id=='default'/amount/value",
      issue: "INVALID_PARAMETER_SYNTAX",
    });

    const precision = await createOrder(
      orderBody({ purchase_units: [{ amount: { currency_code: "USD", value: "1.001" } }] }),
    );
    expect(precision.status).toBe(422);
    expect(precision.json).toMatchObject({
      name: "UNPROCESSABLE_ENTITY",
      details: [{ issue: "DECIMAL_PRECISION" }],
    });

    const mismatch = await createOrder(
      orderBody({
        purchase_units: [
          {
            amount: {
              currency_code: "USD",
              value: "10.00",
              breakdown: { item_total: { currency_code: "USD", value: "9.00" } },
            },
          },
        ],
      }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.details[0].issue).toBe("AMOUNT_MISMATCH");
  });

  it("replays a create with the same PayPal-Request-Id", async () => {
    const first = await createOrder(orderBody(), { "paypal-request-id": "create-R-1001" });
    const again = await createOrder(orderBody(), { "paypal-request-id": "create-R-1001" });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    const other = await createOrder(orderBody(), { "paypal-request-id": "create-R-1002" });
    expect(other.json.id).not.toBe(first.json.id);
  });

  it("answers 404 for an unknown order", async () => {
    const answer = await call(`${api}/v2/checkout/orders/NOSUCHORDER000000`, { headers: bearer });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({
      name: "RESOURCE_NOT_FOUND",
      details: [{ issue: "INVALID_RESOURCE_ID" }],
    });
  });
});

describe("PayPal approval and capture", () => {
  it("token → create → approve → capture → second capture refused → webhooks verify", async () => {
    const id = (await createOrder()).json.id;
    const page = await call(`${api}/checkoutnow?token=${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    for (const text of [
      "TEST MODE",
      "Rangrez Boutique",
      "$149.70",
      ">Pay now<",
      ">Fail payment<",
      ">Cancel<",
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.text).not.toMatch(/<script/i);

    const early = await capture(id);
    expect(early.status).toBe(422);
    expect(early.json.details[0].issue).toBe("ORDER_NOT_APPROVED");

    const approved = await press(id, "pay");
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.test/checkout/paypal/return");
    expect(back.searchParams.get("o")).toBe("42");
    expect(back.searchParams.get("token")).toBe(id);
    expect(back.searchParams.get("PayerID")).toMatch(/^[A-Z0-9]{13}$/);
    expect((await call(`${api}/v2/checkout/orders/${id}`, { headers: bearer })).json.status).toBe("APPROVED");

    const captured = await capture(id, { "paypal-request-id": `capture-${id}` });
    expect(captured.status).toBe(201);
    expect(captured.json).toMatchObject({
      id,
      status: "COMPLETED",
      payer: { payer_id: back.searchParams.get("PayerID") },
    });
    const captureEntity = captured.json.purchase_units[0].payments.captures[0];
    expect(captureEntity).toMatchObject({
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "149.70" },
      final_capture: true,
      invoice_id: "R-1001",
    });
    expect(captureEntity.create_time).toBeTruthy();

    const replay = await capture(id, { "paypal-request-id": `capture-${id}` });
    expect(replay.status).toBe(201);
    expect(replay.json.purchase_units[0].payments.captures[0].id).toBe(captureEntity.id);
    const second = await capture(id);
    expect(second.status).toBe(422);
    expect(second.json).toMatchObject({
      name: "UNPROCESSABLE_ENTITY",
      details: [{ issue: "ORDER_ALREADY_CAPTURED" }],
    });

    const ledger = (await call(`${setup.sandbox.url}/ledger`)).json;
    expect(ledger.captures).toEqual([
      expect.objectContaining({
        provider: "paypal",
        id: captureEntity.id,
        order_ref: id,
        amount: 14970,
        currency: "USD",
      }),
    ]);

    const hooks = await waitFor("two PayPal webhooks", () =>
      setup.receiver.received.length >= 2 ? setup.receiver.received : null,
    );
    const events = hooks.map((hook) => JSON.parse(hook.raw));
    expect(events.map((event) => event.event_type)).toEqual([
      "CHECKOUT.ORDER.APPROVED",
      "PAYMENT.CAPTURE.COMPLETED",
    ]);
    expect(events[0]).toMatchObject({
      event_version: "1.0",
      resource_type: "checkout-order",
      resource: { id, status: "APPROVED" },
    });
    expect(events[1].resource).toMatchObject({
      id: captureEntity.id,
      status: "COMPLETED",
      supplementary_data: { related_ids: { order_id: id } },
    });
    expect(events[1].id).toMatch(/^WH-/);

    for (const hook of hooks) {
      const event = JSON.parse(hook.raw);
      const verification = {
        auth_algo: hook.headers["paypal-auth-algo"],
        cert_url: hook.headers["paypal-cert-url"],
        transmission_id: hook.headers["paypal-transmission-id"],
        transmission_sig: String(hook.headers["paypal-transmission-sig"]),
        transmission_time: hook.headers["paypal-transmission-time"],
        webhook_id: S.paypalWebhookId,
        webhook_event: event,
      };
      expect(verification.auth_algo).toBe("SHA256withRSA");
      const verify1 = await call(`${api}/v1/notifications/verify-webhook-signature`, {
        headers: bearer,
        body: verification,
      });
      expect(verify1.json).toEqual({ verification_status: "SUCCESS" });

      const sig = verification.transmission_sig;
      const flipped = `${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}`;
      const tampered = await call(`${api}/v1/notifications/verify-webhook-signature`, {
        headers: bearer,
        body: { ...verification, transmission_sig: flipped },
      });
      expect(tampered.json).toEqual({ verification_status: "FAILURE" });
      const otherWebhook = await call(`${api}/v1/notifications/verify-webhook-signature`, {
        headers: bearer,
        body: { ...verification, webhook_id: "OTHERWEBHOOK" },
      });
      expect(otherWebhook.json.verification_status).toBe("FAILURE");
      const otherEvent = await call(`${api}/v1/notifications/verify-webhook-signature`, {
        headers: bearer,
        body: { ...verification, webhook_event: { ...event, id: "WH-OTHER" } },
      });
      expect(otherEvent.json.verification_status).toBe("FAILURE");
      const changedBody = await call(`${api}/v1/notifications/verify-webhook-signature`, {
        headers: bearer,
        body: { ...verification, webhook_event: { ...event, summary: "Payment of $99.99 completed" } },
      });
      expect(changedBody.json.verification_status).toBe("FAILURE");

      // Offline check against the served certificate: transmission_id|time|webhook_id|crc32(raw body).
      const pem = await (await fetch(String(verification.cert_url))).text();
      const message = `${verification.transmission_id}|${verification.transmission_time}|${S.paypalWebhookId}|${crc32(hook.raw)}`;
      expect(verify("sha256", Buffer.from(message), createPublicKey(pem), Buffer.from(sig, "base64"))).toBe(
        true,
      );
    }
  });

  it("Fail payment approves, then the capture is declined once; Cancel goes back to cancel_url", async () => {
    const id = (await createOrder()).json.id;
    const failed = await press(id, "fail");
    expect(failed.status).toBe(303);
    expect(new URL(failed.headers.get("location") ?? "").searchParams.get("PayerID")).toBeTruthy();
    const declined = await capture(id);
    expect(declined.status).toBe(422);
    expect(declined.json.details[0].issue).toBe("INSTRUMENT_DECLINED");
    await waitFor("PAYMENT.CAPTURE.DENIED", () =>
      setup.receiver.received.find((hook) => JSON.parse(hook.raw).event_type === "PAYMENT.CAPTURE.DENIED"),
    );
    expect((await call(`${api}/v2/checkout/orders/${id}`, { headers: bearer })).json.status).toBe(
      "PAYER_ACTION_REQUIRED",
    );

    const cancelled = await press(id, "cancel");
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`https://shop.test/checkout/paypal/cancel?token=${id}`);

    expect((await press(id, "pay")).status).toBe(303);
    expect((await capture(id)).status).toBe(201);
  });

  it("failNextCapture declines the next capture", async () => {
    await call(`${setup.sandbox.url}/control`, { body: { failNextCapture: "paypal" } });
    const id = (await createOrder()).json.id;
    await press(id, "pay");
    expect((await capture(id)).json.details[0].issue).toBe("INSTRUMENT_DECLINED");
  });

  it("refuses a second payment of a paid invoice id", async () => {
    const first = (await createOrder()).json.id;
    await press(first, "pay");
    await capture(first);
    const again = await createOrder();
    expect(again.status).toBe(422);
    expect(again.json.details[0].issue).toBe("DUPLICATE_INVOICE_ID");
  });

  it("refunds a capture, with PayPal-Request-Id replay and the remaining amount enforced", async () => {
    const id = (await createOrder()).json.id;
    await press(id, "pay");
    const captureId = (await capture(id)).json.purchase_units[0].payments.captures[0].id;
    const refund = (amount?: string, key?: string) =>
      call(`${api}/v2/payments/captures/${captureId}/refund`, {
        headers: { ...bearer, ...(key ? { "paypal-request-id": key } : {}) },
        body: amount ? { amount: { currency_code: "USD", value: amount } } : {},
      });
    const part = await refund("49.70", "refund-1");
    expect(part.status).toBe(201);
    expect(part.json).toMatchObject({
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "49.70" },
    });
    expect((await refund("49.70", "refund-1")).json.id).toBe(part.json.id);
    expect((await refund("200.00")).json.details[0].issue).toBe("REFUND_AMOUNT_EXCEEDED");
    const rest = await refund();
    expect(rest.json.amount.value).toBe("100.00");
    expect((await call(`${api}/v2/payments/captures/${captureId}`, { headers: bearer })).json.status).toBe(
      "REFUNDED",
    );
    const ledger = (await call(`${setup.sandbox.url}/ledger`)).json;
    expect(ledger.refunds.map((entry: { amount: number }) => entry.amount)).toEqual([4970, 10000]);
    await waitFor(
      "PAYMENT.CAPTURE.REFUNDED",
      () =>
        setup.receiver.received.filter(
          (hook) => JSON.parse(hook.raw).event_type === "PAYMENT.CAPTURE.REFUNDED",
        ).length === 2,
    );
  });
});
