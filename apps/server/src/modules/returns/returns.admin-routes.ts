import { idNotValid, idParam } from "@boutique/shared/schemas/id";
import { RETURN_STATUSES, ReturnDecision } from "@boutique/shared/schemas/returns";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";

const tags = ["orders"];
const Id = z.object({ id: idParam(idNotValid("Return request")) });

/** Exchange & Return (decision 025): the requests and their decisions, admin only, per ADMIN_API_ACCESS. */
export default async function returnsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/returns",
    {
      config: { cacheAreas: [] },
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
