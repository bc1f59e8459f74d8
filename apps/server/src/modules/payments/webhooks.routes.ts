import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ProviderName } from "./providers/provider";

const Failure = z.looseObject({ message: z.string() });
const Received = z.object({
  received: z.boolean(),
  duplicate: z.boolean(),
  outcome: z
    .enum(["applied", "ignored", "failed"])
    .optional()
    .describe(
      "ignored: an event the shop does not act on; failed: genuine but not readable (kept for staff)",
    ),
});
const PROVIDERS: ProviderName[] = ["razorpay", "paypal", "stripe"];
const HEADERS: Record<ProviderName, string> = {
  razorpay:
    "X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret) and x-razorpay-event-id",
  paypal: "the PAYPAL-TRANSMISSION-* headers, checked with PayPal's verify-webhook-signature call",
  stripe: "Stripe-Signature (t and v1, 300 s tolerance)",
};

/**
 * Provider webhooks. Signatures are checked on the exact bytes received, so in this scope JSON bodies
 * are kept raw (the rest of the API parses them as usual). Each event is stored once and applied
 * through the same transition as the browser's verify.
 */
export default async function webhooksRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  for (const provider of PROVIDERS) {
    app.post(
      `/api/webhooks/${provider}`,
      {
        // A payment settled or failed here holds or gives back stock (decision 027).
        config: { access: "public", cacheAreas: ["orders"], awaitsCatalogNotices: true },
        schema: {
          tags: ["webhooks"],
          summary: `${provider} payment events`,
          description: `Signed with ${HEADERS[provider]}. 400 for a bad signature (nothing changes); a repeated event id answers duplicate true. A genuine event is always acknowledged (200), including one the shop does not act on or cannot read, which is stored with the reason (decision 038).`,
          response: { 200: Received, 400: Failure, 404: Failure },
        },
      },
      (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return app.checkout.handleWebhook(provider, raw, request.headers);
      },
    );
  }
}
