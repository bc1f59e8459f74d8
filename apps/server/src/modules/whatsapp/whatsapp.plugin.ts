import { OrderParams } from "@boutique/shared/schemas/checkout";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createWhatsAppService, type WhatsAppService } from "./whatsapp.service";

declare module "fastify" {
  interface FastifyInstance {
    whatsapp: WhatsAppService;
  }
}

const Failure = z.looseObject({ message: z.string() });

/**
 * WhatsApp's Cloud API (issue 26 §2): the service the jobs send through, and its webhook: Meta's GET
 * verification and the signed POSTs with delivery statuses and replies. The signature is checked on the
 * exact bytes, so in the routes' scope bodies are kept raw.
 */
export default fp(
  async function whatsappPlugin(app: FastifyInstance) {
    app.decorate(
      "whatsapp",
      createWhatsAppService({ db: app.db, config: app.config.whatsapp, log: app.log }),
    );
    await app.register(whatsappWebhookRoutes);
    await app.register(whatsappAdminRoutes);
  },
  { name: "whatsapp", dependencies: ["db", "config"] },
);

async function whatsappWebhookRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    "/api/webhooks/whatsapp",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags: ["webhooks"],
        summary: "WhatsApp's webhook verification: answers hub.challenge when hub.verify_token matches",
        querystring: z.object({
          "hub.mode": z.string().max(40).optional(),
          "hub.verify_token": z.string().max(200).optional(),
          "hub.challenge": z.string().max(200).optional(),
        }),
        response: { 200: z.string(), 403: Failure },
      },
    },
    async (request, reply) => {
      const challenge = app.whatsapp.verifySubscription({
        mode: request.query["hub.mode"],
        token: request.query["hub.verify_token"],
        challenge: request.query["hub.challenge"],
      });
      if (challenge === null) return reply.code(403).send({ message: "Verification failed." });
      reply.type("text/plain");
      return challenge;
    },
  );

  app.post(
    "/api/webhooks/whatsapp",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags: ["webhooks"],
        summary: "WhatsApp delivery statuses and replies (a reply of STOP opts the customer out)",
        description:
          "Signed with X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret): 401 otherwise, nothing changes. A signed body the shop cannot use is acknowledged.",
        response: {
          200: z.object({ received: z.boolean(), statuses: z.number(), opt_outs: z.number() }),
          401: Failure,
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers["x-hub-signature-256"];
      if (!app.whatsapp.signatureValid(raw, Array.isArray(header) ? header[0] : header)) {
        return reply.code(401).send({ message: "The signature is not valid." });
      }
      let payload: unknown = null;
      try {
        payload = JSON.parse(raw.toString("utf8"));
      } catch {
        // Signed but not JSON: acknowledged, as Meta retries anything else.
      }
      const { statuses, optOuts } = await app.whatsapp.applyWebhook(payload);
      return { received: true, statuses, opt_outs: optOuts };
    },
  );
}

/** The order page's WhatsApp messages (admin, as the order screens). */
async function whatsappAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/orders/:id/whatsapp",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["orders"],
        summary: "The WhatsApp messages sent about an order, with their delivery status (admin)",
        params: OrderParams,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number().int(),
                template: z.string(),
                number: z.string(),
                status: z.string(),
                error: z.string().nullable(),
                created_at: z.string(),
                updated_at: z.string(),
              }),
            ),
          }),
          400: Failure,
        },
      },
    },
    async (request) => ({ data: await app.whatsapp.listForOrder(request.params.id) }),
  );
}
