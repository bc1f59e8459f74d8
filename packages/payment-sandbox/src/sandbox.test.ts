import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createSandboxState, sandboxPlugin } from "./sandbox";
import { SANDBOX_TEST_SECRETS as S } from "./secrets";
import { basic } from "./testing";

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A shop-like parent: optional @fastify/formbody, a JSON parser that keeps raw bytes, its own routes. */
async function shop(withFormbody: boolean) {
  const parent = Fastify();
  if (withFormbody) await parent.register(formbody);
  parent.removeContentTypeParser("application/json");
  parent.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, { raw: body.toString("utf8") }),
  );
  parent.post("/api/echo", (request) => ({ body: request.body }));
  const state = createSandboxState();
  await parent.register(sandboxPlugin, {
    prefix: "/sandbox",
    secrets: S,
    publicUrl: "http://localhost:3000/sandbox",
    webhookTarget: null,
    state,
  });
  await parent.ready();
  return { parent, state };
}

const stripeForm = [
  "mode=payment",
  "line_items[0][price_data][currency]=inr",
  "line_items[0][price_data][unit_amount]=1599",
  "line_items[0][price_data][product_data][name]=Kurta",
  "line_items[0][quantity]=2",
].join("&");

describe.each([true, false])("mounted in a parent app (parent has @fastify/formbody: %s)", (withFormbody) => {
  it("parses its own bodies and leaves the parent's parsers alone", async () => {
    const built = await shop(withFormbody);
    app = built.parent;

    const session = await app.inject({
      method: "POST",
      url: "/sandbox/stripe/v1/checkout/sessions",
      headers: {
        authorization: `Bearer ${S.stripeSecretKey}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: stripeForm,
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ amount_total: 3198, currency: "inr" });
    expect(session.json().url).toMatch(/^http:\/\/localhost:3000\/sandbox\/stripe\/pay\/cs_test_/);

    const token = await app.inject({
      method: "POST",
      url: "/sandbox/paypal/v1/oauth2/token",
      headers: {
        authorization: basic(S.paypalClientId, S.paypalClientSecret),
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "grant_type=client_credentials",
    });
    expect(token.statusCode).toBe(200);

    const order = await app.inject({
      method: "POST",
      url: "/sandbox/razorpay/v1/orders",
      headers: { authorization: basic(S.razorpayKeyId, S.razorpayKeySecret) },
      payload: { amount: 1000, currency: "INR" },
    });
    expect(order.statusCode).toBe(200);
    expect(built.state.razorpay.orders.has(order.json().id)).toBe(true);

    const echoJson = await app.inject({ method: "POST", url: "/api/echo", payload: { a: 1 } });
    expect(echoJson.json()).toEqual({ body: { raw: '{"a":1}' } });
    const echoForm = await app.inject({
      method: "POST",
      url: "/api/echo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a[b]=1",
    });
    if (withFormbody) expect(echoForm.json()).toEqual({ body: { "a[b]": "1" } });
    else expect(echoForm.statusCode).toBe(415);
  });
});

describe("the sandbox scope", () => {
  it("serves its stylesheet and answers bad JSON in the provider's shape", async () => {
    app = (await shop(true)).parent;
    const css = await app.inject({ url: "/sandbox/assets/sandbox.css" });
    expect(css.headers["content-type"]).toMatch(/text\/css/);
    expect(css.body).toContain(".test-strip");
    const bad = await app.inject({
      method: "POST",
      url: "/sandbox/razorpay/v1/orders",
      headers: {
        authorization: basic(S.razorpayKeyId, S.razorpayKeySecret),
        "content-type": "application/json",
      },
      payload: "{nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("BAD_REQUEST_ERROR");
    const index = await app.inject({ url: "/sandbox/" });
    expect(index.json().stripe).toBe("http://localhost:3000/sandbox/stripe");
  });
});
