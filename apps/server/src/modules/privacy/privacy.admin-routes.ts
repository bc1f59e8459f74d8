import { DataRequestsAnswer } from "@boutique/shared/schemas/privacy";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

const tags = ["privacy"];

/** Data rights (decision 041): what staff see of the customers' requests, admin only, per ADMIN_API_ACCESS. */
export default async function privacyAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/data-requests",
    {
      schema: {
        tags,
        summary: "Customers' download and erasure requests, and staff reads of personal data",
        response: { 200: DataRequestsAnswer },
      },
    },
    async () => app.privacy.adminOverview(),
  );
}
