import { OrderParams } from "@boutique/shared/schemas/checkout";
import { idNotValid, idParam } from "@boutique/shared/schemas/id";
import { RETURN_STATUSES, ReturnDecision, ReturnRequestFields } from "@boutique/shared/schemas/returns";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ValidationError } from "../../lib/errors";
import { signedInUser } from "../../plugins/auth";
import { readUploads } from "../media/read-uploads";
import { createReturnsService, type ReturnsService } from "./returns.service";

declare module "fastify" {
  interface FastifyInstance {
    returns: ReturnsService;
  }
}

const tags = ["orders"];
const Id = z.object({ id: idParam(idNotValid("Return request")) });
/** Photos of the piece: at most three, each through the media pipeline's image checks. */
const PHOTOS = { kind: "image", maxCount: 3 } as const;

async function returnsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/orders/returns",
    {
      config: { access: "user", keepsCatalogCache: true },
      schema: {
        tags,
        summary: "Exchange & Return: your requests and the delivered pieces you may still ask about",
      },
    },
    (request) => app.returns.forCustomer(signedInUser(request)),
  );
  app.post(
    "/api/orders/:id/returns",
    {
      config: { access: "user", keepsCatalogCache: true },
      schema: {
        tags,
        summary:
          "Ask to return, exchange or alter a delivered piece (multipart: line_id, kind, reason, up to 3 photos)",
        description:
          "Within the return window after delivery (return_window_days); made-to-measure pieces are altered unless the shop allows returns; refused while the account's return rate is above 60%. Your own orders only (404 otherwise).",
        params: OrderParams,
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.returns.assertOwnOrder(user, request.params.id);
      const { fields, files } = await readUploads(request, {
        fields: ["line_id", "kind", "reason"],
        files: { photos: PHOTOS },
      });
      const photos = files.photos.map((photo) => photo.file);
      try {
        const parsed = ReturnRequestFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new ValidationError(issue?.message ?? "Invalid request.", { field: issue?.path.join(".") });
        }
        return { data: await app.returns.request(user, request.params.id, parsed.data, photos) };
      } catch (error) {
        // A refused request keeps nothing: its photos go again.
        await Promise.allSettled(photos.map((file) => app.media.remove(file)));
        throw error;
      }
    },
  );
  app.get(
    "/api/admin/returns",
    {
      config: { keepsCatalogCache: true },
      schema: {
        tags,
        summary:
          "Return, exchange and alteration requests, newest first, with each customer's return rate (admin)",
        querystring: z.object({ status: z.enum(RETURN_STATUSES).optional() }),
      },
    },
    async (request) => ({ data: await app.returns.list(request.query.status) }),
  );
  app.post(
    "/api/admin/returns/:id",
    {
      // An approved return is refunded through the refunds service, which may give stock back (decision 027).
      config: { cacheAreas: ["orders"], awaitsCatalogNotices: true },
      schema: {
        tags,
        summary: "Approve or decline a request (admin); an approved return is refunded less the policy fee",
        params: Id,
        body: ReturnDecision,
      },
    },
    async (request) => ({
      data: await app.returns.decide(request.params.id, request.body, signedInUser(request)),
    }),
  );
}

/** Issue 11: Exchange & Return. */
async function returnsPlugin(app: FastifyInstance) {
  app.decorate(
    "returns",
    createReturnsService({
      db: app.db,
      refunds: app.refunds,
      log: app.log,
      smtpConfigured: app.config.smtpUrl !== null,
      publicUrl: app.config.publicUrl,
    }),
  );
  await app.register(returnsRoutes);
}

export default fp(returnsPlugin, { name: "returnsPlugin", dependencies: ["db", "config", "refundsPlugin"] });
