import type { FastifyInstance } from "fastify";
import { parseForm } from "./forms";
import { bodyOf } from "./http";
import { SANDBOX_CSS } from "./pages";
import { paypalRoutes } from "./paypal";
import { razorpayRoutes } from "./razorpay";
import type { SandboxSecrets } from "./secrets";
import {
  createSandboxState,
  PROVIDERS,
  type Provider,
  resetSandboxState,
  type SandboxContext,
  type SandboxLogger,
  type SandboxState,
  type WebhookMode,
} from "./state";
import { stripeRoutes } from "./stripe";
import { WebhookDispatcher } from "./webhooks";
import { whatsappRoutes } from "./whatsapp";

export { createSandboxState, type SandboxLogger, type SandboxState };

export type SandboxOptions = {
  secrets: SandboxSecrets;
  /**
   * Absolute URL of the sandbox root as browsers reach it, e.g. http://localhost:3000/sandbox. A function
   * is read on each use (the standalone server knows its port only after listening).
   */
  publicUrl: string | (() => string);
  /** Shop base URL: webhooks go to `${webhookTarget}/api/webhooks/{razorpay|paypal|stripe}`; null keeps them. */
  webhookTarget: string | null;
  log?: SandboxLogger;
  /** Pass one to read the ledger and events in-process; a new one is made otherwise. */
  state?: SandboxState;
  /** The business name on the Stripe page (Stripe shows the account's name). */
  merchantName?: string;
  /** First webhook retry wait in ms (doubles each try); 500 by default. */
  webhookRetryBaseMs?: number;
};

const WEBHOOK_MODES: readonly WebhookMode[] = ["normal", "duplicate", "delay", "reorder", "drop", "manual"];

/**
 * The payment sandbox as a Fastify plugin: `app.register(sandboxPlugin, { prefix: "/sandbox", ...options })`.
 * Not wrapped in fastify-plugin on purpose: its body parsers (JSON, qs-style forms) and error handlers stay
 * inside its own scope, whatever the parent registered.
 */
export async function sandboxPlugin(app: FastifyInstance, options: SandboxOptions): Promise<void> {
  const state = options.state ?? createSandboxState();
  const log = options.log ?? app.log;
  const publicUrl = options.publicUrl;
  const webhooks = new WebhookDispatcher({
    state,
    target: options.webhookTarget,
    log,
    retryBaseMs: options.webhookRetryBaseMs,
  });
  const ctx: SandboxContext = {
    state,
    secrets: options.secrets,
    publicUrl: () => (typeof publicUrl === "function" ? publicUrl() : publicUrl).replace(/\/+$/, ""),
    webhooks,
    log,
  };

  registerParsers(app);
  app.addHook("onClose", async () => webhooks.stop());

  await app.register(razorpayRoutes, { prefix: "/razorpay", ctx });
  await app.register(paypalRoutes, { prefix: "/paypal", ctx });
  await app.register(stripeRoutes, {
    prefix: "/stripe",
    ctx,
    merchantName: options.merchantName ?? "Test Merchant",
  });

  await app.register(whatsappRoutes, { prefix: "/whatsapp", ctx });

  app.get("/assets/sandbox.css", (_request, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(SANDBOX_CSS),
  );
  app.get("/health", () => ({ status: "ok" }));
  app.get("/", () => {
    const root = ctx.publicUrl();
    return {
      razorpay: `${root}/razorpay`,
      razorpay_checkout_js: `${root}/razorpay/v1/checkout.js`,
      paypal: `${root}/paypal`,
      stripe: `${root}/stripe`,
      whatsapp: `${root}/whatsapp/`,
      ledger: `${root}/ledger`,
      events: `${root}/events`,
      control: `${root}/control`,
    };
  });
  app.get("/ledger", () => state.ledger);

  app.get<{ Querystring: { provider?: string; type?: string } }>("/events", (request) => {
    const { provider, type } = request.query;
    return state.events.filter(
      (event) => (!provider || event.provider === provider) && (!type || event.type === type),
    );
  });
  app.post<{ Params: { id: string } }>("/events/:id/deliver", async (request, reply) => {
    const event = state.events.find((item) => item.id === request.params.id);
    if (!event) return reply.code(404).send({ error: "no such event" });
    if (!event.url) return reply.code(409).send({ error: "the sandbox has no webhook target" });
    const status = await webhooks.deliverNow(event);
    return { status, delivered: event.delivered, attempts: event.attempts };
  });

  app.get("/control", () => controlView(state));
  app.post("/control", (request, reply) => {
    const problem = applyControl(state, bodyOf(request));
    if (problem) return reply.code(400).send({ error: problem });
    if (state.control.webhooks !== "reorder") webhooks.flushHeld();
    return controlView(state);
  });
  app.post("/reset", () => {
    webhooks.stop();
    resetSandboxState(state);
    return { status: "reset" };
  });
}

/** JSON and form bodies parsed here, replacing whatever the parent app set for this scope only. */
function registerParsers(app: FastifyInstance): void {
  for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, {});
    try {
      done(
        null,
        JSON.parse(text, (key, value) => (key === "__proto__" ? undefined : value)),
      );
    } catch {
      done(Object.assign(new Error("Body is not valid JSON"), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, parseForm(String(body)));
    },
  );
}

function applyControl(state: SandboxState, body: Record<string, unknown>): string | null {
  const { webhooks, delayMs, failNextCapture } = body;
  if (webhooks !== undefined && !WEBHOOK_MODES.includes(webhooks as WebhookMode)) {
    return `webhooks must be one of ${WEBHOOK_MODES.join(", ")}`;
  }
  if (
    delayMs !== undefined &&
    (typeof delayMs !== "number" || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 600_000)
  ) {
    return "delayMs must be an integer from 0 to 600000";
  }
  if (failNextCapture !== undefined && !PROVIDERS.includes(failNextCapture as Provider)) {
    return `failNextCapture must be one of ${PROVIDERS.join(", ")}`;
  }
  if (webhooks !== undefined) state.control.webhooks = webhooks as WebhookMode;
  if (typeof delayMs === "number") state.control.delayMs = delayMs;
  if (failNextCapture !== undefined) state.control.failNextCapture.add(failNextCapture as Provider);
  return null;
}

function controlView(state: SandboxState) {
  const { webhooks, delayMs, failNextCapture } = state.control;
  return { webhooks, delayMs, failNextCapture: [...failNextCapture] };
}
