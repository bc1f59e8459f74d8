import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_TEST_SECRETS as S } from "./secrets";
import { stripeOptionsForBaseUrl } from "./stripe-client-prefix";
import { call, startSandboxWithReceiver, waitFor } from "./testing";

type Setup = Awaited<ReturnType<typeof startSandboxWithReceiver>>;
let setup: Setup;
let stripe: Stripe;

const client = (key: string) =>
  new Stripe(key, {
    ...stripeOptionsForBaseUrl(`${setup.sandbox.url}/stripe`, Stripe.createNodeHttpClient()),
    maxNetworkRetries: 0,
  });

beforeAll(async () => {
  setup = await startSandboxWithReceiver({ merchantName: "Rangrez Boutique" });
  stripe = client(S.stripeSecretKey);
});
afterAll(() => setup.close());
beforeEach(async () => {
  await call(`${setup.sandbox.url}/reset`, { method: "POST" });
  setup.receiver.received.length = 0;
});

const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  ({
    mode: "payment",
    line_items: [
      {
        price_data: {
          currency: "inr",
          unit_amount: 1249900,
          product_data: { name: "Chanderi silk kurta set" },
        },
        quantity: 1,
      },
      {
        price_data: { currency: "inr", unit_amount: 49900, product_data: { name: "Shipping" } },
        quantity: 2,
      },
    ],
    success_url: "https://shop.test/checkout/stripe/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "https://shop.test/checkout/stripe/cancel",
    client_reference_id: "42",
    customer_email: "asha@example.com",
    metadata: { order_number: "R-1001" },
    ...overrides,
  }) satisfies Stripe.Checkout.SessionCreateParams;

const press = (sessionId: string, action: "pay" | "fail" | "cancel") =>
  call(`${setup.sandbox.url}/stripe/pay/${sessionId}`, { form: { action } });

describe("Stripe Checkout through the official SDK", () => {
  it("creates a session, pays on the hosted page and delivers a webhook constructEvent accepts", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session).toMatchObject({
      object: "checkout.session",
      amount_total: 1249900 + 2 * 49900,
      currency: "inr",
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      client_reference_id: "42",
      metadata: { order_number: "R-1001" },
      mode: "payment",
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${setup.sandbox.url}/stripe/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    const page = await call(session.url ?? "");
    expect(page.status).toBe(200);
    for (const text of [
      "TEST MODE",
      "Rangrez Boutique",
      "Rs 13,497",
      "4242 4242 4242 4242",
      ">Pay now<",
      ">Fail payment<",
      ">Cancel<",
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.text).not.toMatch(/<script/i);

    const paid = await press(session.id, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `https://shop.test/checkout/stripe/success?session_id=${session.id}`,
    );

    const after = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(after).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const intent = after.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
      amount: 1349700,
      currency: "inr",
    });
    expect(intent.id).toMatch(/^pi_/);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBe(intent.id);

    const hook = await waitFor("checkout.session.completed", () => setup.receiver.received[0]);
    const event = stripe.webhooks.constructEvent(
      hook.raw,
      String(hook.headers["stripe-signature"]),
      S.stripeWebhookSecret,
    );
    expect(event).toMatchObject({
      object: "event",
      type: "checkout.session.completed",
      api_version: "2026-10-28.endive",
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: session.id,
          payment_status: "paid",
          payment_intent: intent.id,
          client_reference_id: "42",
        },
      },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(() =>
      stripe.webhooks.constructEvent(
        `${hook.raw} `,
        String(hook.headers["stripe-signature"]),
        S.stripeWebhookSecret,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const ledger = (await call(`${setup.sandbox.url}/ledger`)).json;
    expect(ledger.captures).toEqual([
      expect.objectContaining({
        provider: "stripe",
        id: intent.id,
        order_ref: session.id,
        amount: 1349700,
        currency: "inr",
      }),
    ]);
    expect((await press(session.id, "pay")).status).toBe(409);
  });

  it("Fail payment expires the session and goes to cancel_url; Cancel leaves it open", async () => {
    const open = await stripe.checkout.sessions.create(sessionParams());
    const cancelled = await press(open.id, "cancel");
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("https://shop.test/checkout/stripe/cancel");
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe("open");

    const failed = await press(open.id, "fail");
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe("https://shop.test/checkout/stripe/cancel");
    expect(await stripe.checkout.sessions.retrieve(open.id)).toMatchObject({
      status: "expired",
      payment_status: "unpaid",
    });
    const hook = await waitFor("checkout.session.expired", () => setup.receiver.received[0]);
    const event = stripe.webhooks.constructEvent(
      hook.raw,
      String(hook.headers["stripe-signature"]),
      S.stripeWebhookSecret,
    );
    expect(event.type).toBe("checkout.session.expired");
    expect((await call(`${setup.sandbox.url}/stripe/pay/${open.id}`)).status).toBe(410);
  });

  it("expires a session through the API", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe("expired");
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it("expires an open session past its expires_at when it is next read", async () => {
    const session = await stripe.checkout.sessions.create(
      sessionParams({ expires_at: Math.floor(Date.now() / 1000) + 1800 }),
    );
    const stored = setup.sandbox.state.stripe.sessions.get(session.id);
    if (!stored) throw new Error("session not kept");
    stored.session.expires_at = Math.floor(Date.now() / 1000) - 1;
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
    const hook = await waitFor("checkout.session.expired", () => setup.receiver.received[0]);
    expect(JSON.parse(hook.raw).type).toBe("checkout.session.expired");
    const tooLate = stripe.checkout.sessions.create(
      sessionParams({ expires_at: Math.floor(Date.now() / 1000) + 60 }),
    );
    await expect(tooLate).rejects.toMatchObject({ statusCode: 400, param: "expires_at" });
  });

  it("replays the first answer for a repeated Idempotency-Key and refuses the key with other parameters", async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: "order-42-attempt-1",
    });
    const again = await stripe.checkout.sessions.create(sessionParams(), {
      idempotencyKey: "order-42-attempt-1",
    });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: "43" }), {
        idempotencyKey: "order-42-attempt-1",
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const other = await stripe.checkout.sessions.create(sessionParams());
    expect(other.id).not.toBe(first.id);
  });

  it("answers invalid parameters as Stripe does", async () => {
    const error = await stripe.checkout.sessions
      .create(
        sessionParams({
          line_items: [{ price_data: { currency: "inr", product_data: { name: "x" } }, quantity: 1 }],
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items[0][price_data][unit_amount]",
    });
    const noSuch = await stripe.checkout.sessions
      .retrieve("cs_test_missing")
      .catch((caught: unknown) => caught);
    expect(noSuch).toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("refunds a paid session's payment intent, partially and then the rest", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await press(session.id, "pay");
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const part = await stripe.refunds.create({ payment_intent: intentId, amount: 49900 });
    expect(part).toMatchObject({
      object: "refund",
      amount: 49900,
      status: "succeeded",
      payment_intent: intentId,
    });
    await expect(
      stripe.refunds.create({ payment_intent: intentId, amount: 5_000_000 }),
    ).rejects.toMatchObject({
      code: "amount_too_large",
    });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(1349700 - 49900);
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
    const ledger = (await call(`${setup.sandbox.url}/ledger`)).json;
    expect(ledger.refunds.map((entry: { amount: number }) => entry.amount)).toEqual([49900, 1349700 - 49900]);
  });

  it("answers 401 in Stripe's shape for a wrong or missing key", async () => {
    const error = await client("sk_test_wrongkey1234")
      .checkout.sessions.create(sessionParams())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, type: "StripeAuthenticationError" });
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_test_\*+1234$/);
    const none = await call(`${setup.sandbox.url}/stripe/v1/checkout/sessions`, {
      form: { mode: "payment" },
    });
    expect(none.status).toBe(401);
    expect(none.json.error.type).toBe("invalid_request_error");
  });

  it("failNextCapture makes Pay now fail once", async () => {
    await call(`${setup.sandbox.url}/control`, { body: { failNextCapture: "stripe" } });
    const first = await stripe.checkout.sessions.create(sessionParams());
    await press(first.id, "pay");
    expect((await stripe.checkout.sessions.retrieve(first.id)).status).toBe("expired");
    const second = await stripe.checkout.sessions.create(sessionParams());
    await press(second.id, "pay");
    expect((await stripe.checkout.sessions.retrieve(second.id)).status).toBe("complete");
  });
});
