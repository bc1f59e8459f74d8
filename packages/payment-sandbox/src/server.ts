import Fastify, { type FastifyInstance } from "fastify";
import { createSandboxState, type SandboxState, sandboxPlugin } from "./sandbox";
import { SANDBOX_TEST_SECRETS, type SandboxSecrets } from "./secrets";

export type StartSandboxOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Shop base URL the webhooks go to; null keeps them for manual delivery. */
  webhookTarget: string | null;
  secrets?: SandboxSecrets;
  /** Absolute sandbox root browsers use; defaults to http://host:port/sandbox. */
  publicUrl?: string;
  merchantName?: string;
  webhookRetryBaseMs?: number;
  /** Fastify's logger: false (the default for tests) or true / pino options. */
  logger?: boolean | Record<string, unknown>;
};

export type RunningSandbox = {
  /** The sandbox root, e.g. http://127.0.0.1:4010/sandbox. */
  url: string;
  close(): Promise<void>;
  state: SandboxState;
  app: FastifyInstance;
};

/** A sandbox on its own port, mounted under /sandbox (tests, `npm run sandbox`). */
export async function startSandboxServer(options: StartSandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const app = Fastify({ logger: options.logger ?? false });
  const state = createSandboxState();
  let url = "";
  await app.register(sandboxPlugin, {
    prefix: "/sandbox",
    secrets: options.secrets ?? SANDBOX_TEST_SECRETS,
    publicUrl: () => options.publicUrl ?? url,
    webhookTarget: options.webhookTarget,
    state,
    merchantName: options.merchantName,
    webhookRetryBaseMs: options.webhookRetryBaseMs,
  });
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const urlHost = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
  url = `http://${urlHost}:${port}/sandbox`;
  return { url, state, app, close: () => app.close() };
}
