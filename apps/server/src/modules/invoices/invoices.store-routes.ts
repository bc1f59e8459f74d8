import { OrderParams } from "@boutique/shared/schemas/checkout";
import { idNotValid, idParam } from "@boutique/shared/schemas/id";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["orders"];
const DocumentParams = OrderParams.extend({ documentId: idParam(idNotValid("Document")) });
const KeyQuery = z.object({ key: z.string().max(64).optional() });

/** The order's invoice and credit notes as PDFs, for its owner, admins, or a link with its key (decision 024). */
export default async function invoicesStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/orders/:id/invoice.pdf",
    {
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "The order's GST tax invoice (PDF)",
        description:
          "Issued once when the order is paid. The order's owner and admins open it signed in; the link in the order's `invoice` field and in the paid mail carries a key that opens it without a session. 404 'Document not found' otherwise.",
        params: OrderParams,
        querystring: KeyQuery,
      },
    },
    async (request, reply) => {
      const { number, pdf } = await app.invoices.invoicePdf(
        request.params.id,
        request.user,
        request.query.key,
      );
      return sendPdf(reply, number, pdf);
    },
  );

  app.get(
    "/api/orders/:id/documents/:documentId.pdf",
    {
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "A credit note (or the invoice) of the order, by id (PDF)",
        params: DocumentParams,
        querystring: KeyQuery,
      },
    },
    async (request, reply) => {
      const { number, pdf } = await app.invoices.documentPdf(
        request.params.id,
        request.params.documentId,
        request.user,
        request.query.key,
      );
      return sendPdf(reply, number, pdf);
    },
  );
}

function sendPdf(
  reply: { header(name: string, value: string): unknown; type(value: string): unknown },
  number: string,
  pdf: Buffer,
) {
  reply.type("application/pdf");
  reply.header("content-disposition", `inline; filename="${number.replace(/\//g, "-")}.pdf"`);
  reply.header("cache-control", "private, no-store");
  return pdf;
}
