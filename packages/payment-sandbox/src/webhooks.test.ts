import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_TEST_SECRETS as S } from "./secrets";
import { startSandboxServer } from "./server";
import type { SandboxEvent } from "./state";
import { basic, call, type Received, startSandboxWithReceiver, waitFor } from "./testing";

type Setup = Awaited<ReturnType<typeof startSandboxWithReceiver>>;
let setup: Setup | null = null;
afterEach(async () => {
  await setup?.close();
  setup = null;
});

const auth = { authorization: basic(S.razorpayKeyId, S.razorpayKeySecret) };

/** One Razorpay payment: two events (payment.captured, order.paid). */
async function payOnce(root: string) {
  const order = (
    await call(`${root}/razorpay/v1/orders`, { headers: auth, body: { amount: 10000, currency: "INR" } })
  ).json;
  await call(`${root}/razorpay/test/orders/${order.id}/pay`, { body: { outcome: "success" } });
  return order.id as string;
}
const eventIdOf = (hook: Received) => hook.headers["x-razorpay-event-id"];
const events = async (root: string): Promise<SandboxEvent[]> =>
  (await call(`${root}/events?provider=razorpay`)).json;
const control = (root: string, body: Record<string, unknown>) => call(`${root}/control`, { body });

describe("webhook delivery", () => {
  it("keeps every event with its exact body and headers, marked delivered", async () => {
    setup = await startSandboxWithReceiver();
    const root = setup.sandbox.url;
    await payOnce(root);
    const log = await waitFor("delivered events", async () => {
      const list = await events(root);
      return list.length === 2 && list.every((event) => event.delivered) ? list : null;
    });
    expect(log.map((event) => event.type)).toEqual(["payment.captured", "order.paid"]);
    for (const event of log) {
      expect(event).toMatchObject({
        provider: "razorpay",
        url: `${setup.receiver.url}/api/webhooks/razorpay`,
        attempts: 1,
      });
      expect(event.headers["x-razorpay-signature"]).toBe(
        createHmac("sha256", S.razorpayWebhookSecret).update(event.body).digest("hex"),
      );
      expect(setup.receiver.received.some((hook) => hook.raw === event.body)).toBe(true);
    }
  });

  it("retries a refused delivery with backoff until the shop says 2xx", async () => {
    setup = await startSandboxWithReceiver({ status: (_provider, count) => (count <= 2 ? 500 : 200) });
    const root = setup.sandbox.url;
    const order = (
      await call(`${root}/razorpay/v1/orders`, { headers: auth, body: { amount: 10000, currency: "INR" } })
    ).json;
    await call(`${root}/razorpay/test/orders/${order.id}/pay`, { body: { outcome: "fail" } });
    const [event] = await waitFor("a delivered retry", async () => {
      const list = await events(root);
      return list[0]?.delivered ? list : null;
    });
    expect(event.attempts).toBe(3);
    expect(setup.receiver.received.map((hook) => hook.status)).toEqual([500, 500, 200]);
    expect(new Set(setup.receiver.received.map((hook) => hook.raw)).size).toBe(1);
  });

  it("gives up after 8 tries to a shop that is down, without holding up the API", async () => {
    setup = await startSandboxWithReceiver({ status: () => 503 });
    const root = setup.sandbox.url;
    await payOnce(root);
    // The API answered while delivery was still being retried in the background.
    expect((await events(root)).every((event) => event.attempts < 8 && !event.delivered)).toBe(true);
    const log = await waitFor(
      "8 tries",
      async () => {
        const list = await events(root);
        return list.length === 2 && list.every((event) => event.attempts === 8) ? list : null;
      },
      15_000,
    );
    expect(log.every((event) => !event.delivered)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(setup.receiver.received).toHaveLength(16);
  });

  it("duplicate sends each event twice", async () => {
    setup = await startSandboxWithReceiver();
    const root = setup.sandbox.url;
    expect((await control(root, { webhooks: "duplicate" })).json.webhooks).toBe("duplicate");
    await payOnce(root);
    const hooks = await waitFor("four deliveries", () =>
      setup?.receiver.received.length === 4 ? setup.receiver.received : null,
    );
    const ids = hooks.map(eventIdOf);
    expect(new Set(ids).size).toBe(2);
    for (const id of new Set(ids)) expect(ids.filter((item) => item === id)).toHaveLength(2);
  });

  it("drop and manual send nothing but keep the events; /events/:id/deliver sends one", async () => {
    setup = await startSandboxWithReceiver();
    const root = setup.sandbox.url;
    await control(root, { webhooks: "drop" });
    await payOnce(root);
    await control(root, { webhooks: "manual" });
    await payOnce(root);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(setup.receiver.received).toHaveLength(0);
    const log = await events(root);
    expect(log).toHaveLength(4);
    expect(log.every((event) => !event.delivered && event.attempts === 0)).toBe(true);

    const sent = await call(`${root}/events/${log[0].id}/deliver`, { method: "POST" });
    expect(sent.json).toEqual({ status: 200, delivered: true, attempts: 1 });
    expect(setup.receiver.received.map((hook) => hook.raw)).toEqual([log[0].body]);
  });

  it("delay holds each event for delayMs", async () => {
    setup = await startSandboxWithReceiver();
    const root = setup.sandbox.url;
    await control(root, { webhooks: "delay", delayMs: 1000 });
    const started = Date.now();
    await payOnce(root);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(setup.receiver.received).toHaveLength(0);
    await waitFor("delayed deliveries", () => setup?.receiver.received.length === 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it("reorder holds an event until the next and sends the pair in reverse", async () => {
    setup = await startSandboxWithReceiver();
    const root = setup.sandbox.url;
    await control(root, { webhooks: "reorder" });
    await payOnce(root);
    const hooks = await waitFor("two deliveries", () =>
      setup?.receiver.received.length === 2 ? setup.receiver.received : null,
    );
    expect(hooks.map((hook) => JSON.parse(hook.raw).event)).toEqual(["order.paid", "payment.captured"]);
  });

  it("reset clears orders, events, ledger and control", async () => {
    setup = await startSandboxWithReceiver();
    const root = setup.sandbox.url;
    const orderId = await payOnce(root);
    await control(root, { webhooks: "drop", failNextCapture: "paypal" });
    expect((await call(`${root}/reset`, { method: "POST" })).status).toBe(200);
    expect(await events(root)).toEqual([]);
    expect((await call(`${root}/ledger`)).json).toEqual({ captures: [], refunds: [] });
    expect((await call(`${root}/control`)).json).toEqual({
      webhooks: "normal",
      delayMs: 1000,
      failNextCapture: [],
    });
    expect((await call(`${root}/razorpay/v1/orders/${orderId}`, { headers: auth })).status).toBe(400);
  });

  it("refuses an unknown control value", async () => {
    setup = await startSandboxWithReceiver();
    expect((await control(setup.sandbox.url, { webhooks: "sometimes" })).status).toBe(400);
    expect((await control(setup.sandbox.url, { failNextCapture: "bank" })).status).toBe(400);
  });

  it("without a webhook target keeps events for manual delivery", async () => {
    const sandbox = await startSandboxServer({ port: 0, webhookTarget: null });
    try {
      await payOnce(sandbox.url);
      const log = await events(sandbox.url);
      expect(log).toHaveLength(2);
      expect(log[0].url).toBeNull();
      expect((await call(`${sandbox.url}/health`)).json).toEqual({ status: "ok" });
    } finally {
      await sandbox.close();
    }
  });
});
