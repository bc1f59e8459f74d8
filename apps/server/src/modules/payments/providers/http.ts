import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { DomainError } from "../../../lib/errors";
import type { ProviderName } from "./provider";

/** What every provider client is built with; `fetch` is replaceable so a test can watch the wire. */
export type ProviderDeps = {
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  fetch?: typeof fetch;
  /** Per request; a provider that has not answered by then is treated as down (the reconciler asks later). */
  timeoutMs?: number;
};

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * A provider call that did not give the expected answer: an HTTP error (`status` and the provider's error
 * body, which carries codes such as PayPal's `details[0].issue`), no answer at all (`status` 0: refused,
 * reset or timed out) or an answer of the wrong shape. The message names the provider, the operation and
 * the status only: never keys, signatures or request bodies.
 */
/** The provider could not be reached or did not answer as it should; nothing was done (502). */
export class PaymentUnavailableError extends DomainError {
  override readonly statusCode = 502;
}

export class ProviderHttpError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly operation: string,
    readonly status: number,
    readonly body: unknown,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} ${operation}: ${detail ?? (status === 0 ? "no answer" : `HTTP ${status}`)}`, options);
    this.name = "ProviderHttpError";
  }
}

export type JsonRequest = {
  method: "GET" | "POST";
  /** Path under the provider's API base, e.g. `/v1/orders`. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or as a form when it is URLSearchParams, or verbatim when it is already a string. */
  body?: unknown;
};

export type JsonClient = <T extends z.ZodType>(
  operation: string,
  request: JsonRequest,
  schema: T,
) => Promise<z.infer<T>>;

/** A JSON-over-HTTP caller bound to one provider's base URL; every call carries a timeout. */
export function createJsonClient(provider: ProviderName, baseUrl: string, deps: ProviderDeps): JsonClient {
  const doFetch = deps.fetch ?? fetch;
  const base = baseUrl.replace(/\/+$/, "");
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (operation, request, schema) => {
    let response: Response;
    try {
      response = await doFetch(`${base}${request.path}`, {
        method: request.method,
        headers: { accept: "application/json", ...contentType(request.body), ...request.headers },
        body: encodeBody(request.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "manual",
      });
    } catch (error) {
      throw new ProviderHttpError(provider, operation, 0, null, describeFailure(error), { cause: error });
    }
    const body = await readBody(response);
    if (!response.ok) throw new ProviderHttpError(provider, operation, response.status, body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ProviderHttpError(provider, operation, response.status, body, "unexpected answer", {
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
}

function contentType(body: unknown): Record<string, string> {
  if (body === undefined) return {};
  if (body instanceof URLSearchParams) return { "content-type": "application/x-www-form-urlencoded" };
  return { "content-type": "application/json" };
}

function encodeBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams || typeof body === "string") return body.toString();
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML error page from a proxy: keep its start for the log, not the whole page.
    return text.slice(0, 500);
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timed out";
  return "no answer";
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

export type HeaderMap = Record<string, string | string[] | undefined>;

/** A header by case-insensitive name, as one string (Node gives repeated headers as arrays: the first counts). */
export function headerOf(headers: HeaderMap, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted);
  const value = entry?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/** The shop's two currencies as providers write them ("inr" at Stripe); any other is an unexpected answer. */
export const CurrencyCode = z.preprocess(
  (value) => (typeof value === "string" ? value.toUpperCase() : value),
  z.enum(["INR", "USD"]),
);
