import type Stripe from "stripe";

/**
 * The `stripe` SDK has `host`, `port` and `protocol` options but no base path, so it cannot reach an API
 * mounted under a prefix such as /sandbox/stripe. This wraps any of its HTTP clients so every request path
 * gets the prefix:
 *
 *   new Stripe(key, { ...stripeOptionsForBaseUrl("http://127.0.0.1:3000/sandbox/stripe", Stripe.createNodeHttpClient()) })
 *
 * Takes the inner client as an argument, so this module needs no runtime import of `stripe`.
 */
export function withPathPrefix(inner: Stripe.HttpClient, prefix: string): Stripe.HttpClient {
  const base = prefix.replace(/\/+$/, "");
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, method, headers, requestData, protocol, timeout) =>
      inner.makeRequest(host, port, `${base}${path}`, method, headers, requestData, protocol, timeout),
  };
}

/** `host`, `port`, `protocol` and a prefixing `httpClient` for an API base URL with or without a path. */
export function stripeOptionsForBaseUrl(
  baseUrl: string,
  inner: Stripe.HttpClient,
): { host: string; port: number; protocol: "http" | "https"; httpClient: Stripe.HttpClient } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443,
    protocol,
    httpClient: url.pathname === "/" ? inner : withPathPrefix(inner, url.pathname),
  };
}
