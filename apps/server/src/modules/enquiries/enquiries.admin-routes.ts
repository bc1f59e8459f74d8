import {
  InboxCount,
  InboxItem,
  InboxList,
  InboxParams,
  InboxQuery,
  InboxUpdate,
} from "@boutique/shared/schemas/inbox";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Failure = z.looseObject({ message: z.string() });

/** The staff inbox (every staff role): questions and call-me-back numbers, and the bell's count. */
export default async function enquiriesAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const inbox = app.inboxService;

  app.get(
    "/api/admin/inbox",
    {
      schema: {
        tags: ["enquiries"],
        summary: "Product questions, contact questions and phone enquiries, newest first (up to 200)",
        querystring: InboxQuery,
        response: { 200: InboxList, 400: Failure },
      },
    },
    async (request) => ({ items: await inbox.listInbox(request.query) }),
  );

  app.get(
    "/api/admin/inbox/count",
    {
      schema: {
        tags: ["enquiries"],
        summary: "How many inbox items are new, in all and per kind (the header bell)",
        response: { 200: InboxCount },
      },
    },
    () => inbox.countNew(),
  );

  app.put(
    "/api/admin/inbox/:kind/:id",
    {
      schema: {
        tags: ["enquiries"],
        summary: "Mark an item new or answered; a product question may carry an answer, mailed to the asker",
        params: InboxParams,
        body: InboxUpdate,
        response: { 200: InboxItem, 400: Failure, 404: Failure },
      },
    },
    (request) => inbox.updateItem(request.params.kind, request.params.id, request.body),
  );
}
