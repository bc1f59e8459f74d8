import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ForbiddenError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Security headers with a real Content-Security-Policy, and refusal of cross-site state changes. */
export default fp(
  async function security(app: FastifyInstance) {
    const payments = ["https://checkout.razorpay.com", "https://api.razorpay.com", "https://www.paypal.com"];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/client", ...payments],
          styleSrc: ["'self'", "'unsafe-inline'", "https://accounts.google.com/gsi/style"],
          imgSrc: ["'self'", "data:", "blob:", "https://*.googleusercontent.com"],
          mediaSrc: ["'self'", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", "https://accounts.google.com/gsi/", ...payments],
          frameSrc: ["'self'", "https://accounts.google.com/gsi/", "https://www.youtube.com", ...payments],
          formAction: ["'self'", ...payments],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: app.config.publicUrl.startsWith("https://") ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: app.config.publicUrl.startsWith("https://"),
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

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
