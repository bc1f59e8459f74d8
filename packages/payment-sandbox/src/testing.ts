import Fastify from "fastify";
import { type RunningSandbox, type StartSandboxOptions, startSandboxServer } from "./server";

/**
 * Helpers for tests of the sandbox and of the shop against it: a tiny webhook receiver that keeps the
 * exact bytes it was sent, and a poller.
 */

export type Received = {
  provider: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it arrived. */
  raw: string;
  status: number;
};

export type Receiver = { url: string; received: Received[]; close(): Promise<void> };

/** Listens on `/api/webhooks/:provider`; `status` picks the answer for the n-th call per provider. */
export async function startReceiver(
  status: (provider: string, count: number) => number = () => 200,
): Promise<Receiver> {
  const app = Fastify();
  const received: Received[] = [];
  const counts = new Map<string, number>();
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { provider: string } }>("/api/webhooks/:provider", (request, reply) => {
    const { provider } = request.params;
    const count = (counts.get(provider) ?? 0) + 1;
    counts.set(provider, count);
    const code = status(provider, count);
    received.push({ provider, headers: request.headers, raw: String(request.body), status: code });
    return reply.code(code).send({ received: true });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, received, close: () => app.close() };
}

/** A sandbox on an ephemeral port with webhooks to a fresh receiver. */
export async function startSandboxWithReceiver(
  options: Partial<StartSandboxOptions> & { status?: (provider: string, count: number) => number } = {},
): Promise<{ sandbox: RunningSandbox; receiver: Receiver; close(): Promise<void> }> {
  const receiver = await startReceiver(options.status);
  const sandbox = await startSandboxServer({
    port: 0,
    webhookRetryBaseMs: 20,
    ...options,
    webhookTarget: receiver.url,
  });
  return {
    sandbox,
    receiver,
    close: async () => {
      await sandbox.close();
      await receiver.close();
    },
  };
}

/** Polls until `check` returns something truthy; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** JSON fetch that returns status, headers and parsed body. */
export async function call(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    form?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.body);
  }
  const response = await fetch(url, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read provider answers freely
  return { status: response.status, headers: response.headers, text, json: json as any };
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

const DEMO_JS = `
var data = document.getElementById("demo").dataset;
var output = document.getElementById("result");
function show(result) {
  window.demoResult = result;
  output.textContent = JSON.stringify(result);
}
var checkout = new Razorpay({
  key: data.key,
  amount: Number(data.amount),
  currency: "INR",
  name: "Rangrez Boutique",
  description: "Order " + data.receipt,
  order_id: data.order,
  prefill: { name: "Asha Rao", email: "asha@example.com", contact: "+919812345678" },
  theme: { color: "#7a1f3d" },
  handler: function (response) { show({ type: "success", response: response }); },
  modal: { ondismiss: function () { show({ type: "dismissed" }); } }
});
checkout.on("payment.failed", function (response) { show({ type: "failed", response: response }); });
document.getElementById("buy").addEventListener("click", function () { checkout.open(); });
if (data.autoOpen === "true") checkout.open();
`;

/**
 * A page on its own origin that loads the sandbox's checkout.js under a strict Content-Security-Policy (no
 * inline scripts or styles) and opens it for `orderId`; `window.demoResult` gets what the callbacks saw.
 */
export async function startDemoShop(input: {
  sandboxUrl: string;
  keyId: string;
  orderId: string;
  amount: number;
  receipt: string;
  autoOpen?: boolean;
}) {
  const app = Fastify();
  const sandboxOrigin = new URL(input.sandboxUrl).origin;
  const attr = (value: string | number) => String(value).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  app.get("/", (_request, reply) =>
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header(
        "content-security-policy",
        `default-src 'self'; script-src 'self' ${sandboxOrigin}; connect-src 'self' ${sandboxOrigin}; style-src 'self'; img-src 'self'; form-action 'self'`,
      )
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo shop</title></head>
<body><main id="demo" data-key="${attr(input.keyId)}" data-order="${attr(input.orderId)}" data-amount="${attr(input.amount)}" data-receipt="${attr(input.receipt)}" data-auto-open="${input.autoOpen ? "true" : "false"}">
<h1>Demo shop</h1><p>Order ${attr(input.receipt)}</p><button id="buy" type="button">Pay with Razorpay</button><pre id="result"></pre></main>
<script src="${attr(input.sandboxUrl)}/razorpay/v1/checkout.js"></script>
<script src="/demo.js"></script>
</body></html>`),
  );
  app.get("/favicon.ico", (_request, reply) => reply.code(204).send());
  app.get("/demo.js", (_request, reply) =>
    reply.header("content-type", "application/javascript").send(DEMO_JS),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
