import Stripe from "stripe";

/**
 * The Stripe SDK takes a host, port and protocol but no path, and the sandbox (or a proxy) may serve the
 * API under one, e.g. http://127.0.0.1:3000/sandbox/stripe. This wraps the SDK's own Node client and puts
 * that path in front of every request path; with no prefix it is the SDK's client unchanged.
 */
export function createPrefixedHttpClient(pathPrefix: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  const prefix = pathPrefix.replace(/\/+$/, "");
  if (!prefix) return inner;
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, method, headers, requestData, protocol, timeout) =>
      inner.makeRequest(host, port, `${prefix}${path}`, method, headers, requestData, protocol, timeout),
  };
}
