import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config, PaymentsConfig } from "../config";
import { ForbiddenError } from "../lib/errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The script nonce of a payment page's Content-Security-Policy; null on every other request. */
    cspNonce: string | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The storefront pages where money changes hands (checkout, the providers' return pages, the order's
 * Thank You page). Their documents allow no inline script without the response's nonce. React Router's
 * `.data` requests are not documents and are left out.
 */
const PAYMENT_PAGE = /^\/(?:checkout|success|cancel|orderconfirmation)(?:\/[^?.]*)?\/?(?:\?|$)/i;

const GOOGLE_SIGN_IN = {
  script: "https://accounts.google.com/gsi/client",
  frame: "https://accounts.google.com/gsi/",
};

export function isPaymentPage(url: string): boolean {
  return PAYMENT_PAGE.test(url);
}

/** The origins the configured providers need, beyond the shop's own (an in-process sandbox adds none). */
export function paymentOrigins(payments: PaymentsConfig, publicUrl: string) {
  const shop = originOf(publicUrl);
  const foreign = (...urls: (string | null)[]) =>
    [...new Set(urls.map(originOf))].filter((origin): origin is string => origin !== null && origin !== shop);
  const { razorpay, paypal, stripe } = payments;
  return {
    /** Razorpay's checkout script, the only third-party script the checkout page loads. */
    scripts: foreign(razorpay?.checkoutScriptUrl ?? null),
    /** Razorpay's checkout opens its payment frame and calls its API from those two origins. */
    frames: foreign(razorpay?.checkoutScriptUrl ?? null, razorpay?.apiUrl ?? null),
    connect: foreign(razorpay?.checkoutScriptUrl ?? null, razorpay?.apiUrl ?? null),
    /** Where PayPal's approval page and Stripe Checkout live, for the shopper's way there and back. */
    hostedPages: foreign(hostedPage(paypal?.apiUrl), hostedPage(stripe?.apiUrl)),
  };
}

/**
 * The Content-Security-Policy of one answer. With a nonce (payment pages) script-src drops 'unsafe-inline':
 * only scripts carrying the nonce, the shop's own files and Razorpay's script origin run. Elsewhere the
 * inline starter of decision 018 needs 'unsafe-inline'; the providers' origins are allowed everywhere,
 * because a shopper who reaches checkout by a link keeps the policy of the page they came from.
 */
export function contentSecurityPolicy(
  origins: ReturnType<typeof paymentOrigins>,
  options: { nonce: string | null; https: boolean },
): string {
  const inline = options.nonce ? `'nonce-${options.nonce}'` : "'unsafe-inline'";
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", inline, GOOGLE_SIGN_IN.script, ...origins.scripts]],
    ["style-src", ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"]],
    ["img-src", ["'self'", "data:", "blob:", "https://*.googleusercontent.com"]],
    ["media-src", ["'self'", "blob:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", GOOGLE_SIGN_IN.frame, ...origins.connect]],
    ["frame-src", ["'self'", GOOGLE_SIGN_IN.frame, "https://www.youtube.com", ...origins.frames]],
    ["form-action", ["'self'", ...origins.hostedPages]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join(";");
}

/**
 * The security headers every answer carries but the payment pages' (whose policy has a nonce): helmet's,
 * worked out once here rather than per request (its Fastify plugin rebuilt helmet's middleware chain on every
 * request: ~18 µs of a cached answer's ~110), and the policy `contentSecurityPolicy` builds without a nonce.
 * Header names in lower case, as Fastify keeps them.
 */
export function securityHeaders(config: Pick<Config, "payments" | "publicUrl">): Record<string, string> {
  const https = config.publicUrl.startsWith("https://");
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const options: HelmetOptions = {
    // Built above, per answer: payment pages carry a nonce of their own.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  const origins = paymentOrigins(config.payments, config.publicUrl);
  headers["content-security-policy"] = contentSecurityPolicy(origins, { nonce: null, https });
  return headers;
}

/** True for a JSON answer's content type: data, never a document a browser renders. */
export function isJsonAnswer(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType.startsWith("application/json");
}

/**
 * The security headers of a JSON answer (decision 033): a policy that lets nothing load in it or frame it,
 * no sniffing, no framing, the same-site resource policy and HSTS on https (OWASP's REST headers). The
 * document-only headers (referrer and opener policies, agent cluster, DNS prefetch, download options,
 * cross-domain policies, the old XSS auditor) and the pages' long policy are left out: 4-5 lines instead of
 * 11, about 700 bytes less on every answer the storefront's scripts ask for. Pictures, invoices (PDF) and
 * spreadsheets keep the documents' headers: a browser shows them in a page of its own, whose inline styles
 * `default-src 'none'` would block (Chrome's PDF viewer then draws a fifth of the page).
 */
export function jsonSecurityHeaders(config: Pick<Config, "payments" | "publicUrl">): Record<string, string> {
  const everywhere = securityHeaders(config);
  const headers: Record<string, string> = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": everywhere["cross-origin-resource-policy"],
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
  const hsts = everywhere["strict-transport-security"];
  if (hsts) headers["strict-transport-security"] = hsts;
  return headers;
}

/** Security headers with a Content-Security-Policy built from the configured providers, and refusal of cross-site state changes. */
export default fp(
  async function security(app: FastifyInstance) {
    const https = app.config.publicUrl.startsWith("https://");
    const origins = paymentOrigins(app.config.payments, app.config.publicUrl);
    const everywhere = securityHeaders(app.config);
    const forJson = jsonSecurityHeaders(app.config);
    const documentOnly = Object.keys(everywhere).filter((name) => !(name in forJson));

    app.decorateRequest("cspNonce", null);
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(everywhere);
      if (isPaymentPage(request.url)) {
        // A fresh nonce per answer: the storefront writes it on every script it renders (entry.server.tsx).
        request.cspNonce = randomBytes(18).toString("base64");
        reply.header(
          "content-security-policy",
          contentSecurityPolicy(origins, { nonce: request.cspNonce, https }),
        );
      }
      done();
    });

    // A JSON answer (its type is known once it is sent) trades the documents' headers for its own.
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (isJsonAnswer(reply.getHeader("content-type"))) {
        for (const name of documentOnly) reply.removeHeader(name);
        reply.headers(forJson);
      }
      done(null, payload);
    });

    const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
    // Browsers say where a request comes from; a state change from another site is refused.
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers["sec-fetch-site"];
      if (fetchSite === "cross-site") throw new ForbiddenError("Cross-site requests are not allowed.");
      const origin = request.headers.origin;
      if (!origin || origin === "null") return;
      const host = request.headers.host;
      const sameHost = host !== undefined && safeHost(origin) === host;
      if (!sameHost && !allowedOrigins.has(origin))
        throw new ForbiddenError("Cross-site requests are not allowed.");
    });
  },
  { name: "security", dependencies: ["config"] },
);

/** PayPal's buyer approval and Stripe Checkout are served from other hosts than their APIs. */
function hostedPage(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  const origin = originOf(apiUrl);
  const known: Record<string, string> = {
    "https://api-m.paypal.com": "https://www.paypal.com",
    "https://api-m.sandbox.paypal.com": "https://www.sandbox.paypal.com",
    "https://api.stripe.com": "https://checkout.stripe.com",
  };
  return origin ? (known[origin] ?? origin) : null;
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
