import { OrderParams } from "@boutique/shared/schemas/checkout";
import { idNotValid, idParam } from "@boutique/shared/schemas/id";
import { GstRateUpdate, InvoiceSettings } from "@boutique/shared/schemas/invoicing";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createInvoicesService, type InvoicesService } from "./invoices.service";

declare module "fastify" {
  interface FastifyInstance {
    invoices: InvoicesService;
  }
}

const tags = ["orders"];
const DocumentParams = OrderParams.extend({ documentId: idParam(idNotValid("Document")) });
const RateParams = z.object({ id: idParam(idNotValid("Rate")) });
const KeyQuery = z.object({ key: z.string().max(64).optional() });

async function invoiceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/orders/:id/invoice.pdf",
    {
      config: { keepsCatalogCache: true },
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
      config: { keepsCatalogCache: true },
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
  app.get(
    "/api/admin/orders/:id/documents",
    {
      config: { keepsCatalogCache: true },
      schema: { tags, summary: "The order's invoice and credit notes (admin)", params: OrderParams },
    },
    async (request) => ({ data: await app.invoices.listForOrder(request.params.id) }),
  );
  app.get(
    "/api/admin/gst-rates",
    {
      config: { keepsCatalogCache: true },
      schema: {
        tags,
        summary: "GST rates by HSN prefix and price band (admin); unconfirmed rows are for staff to check",
      },
    },
    async () => ({ data: await app.invoices.listRates() }),
  );
  app.put(
    "/api/admin/gst-rates/:id",
    {
      schema: {
        tags,
        summary: "Correct or confirm a GST rate (admin); issued invoices keep the rate they were issued with",
        params: RateParams,
        body: GstRateUpdate,
      },
    },
    async (request) => ({ data: await app.invoices.updateRate(request.params.id, request.body) }),
  );
  app.get(
    "/api/admin/invoice-settings",
    {
      config: { keepsCatalogCache: true },
      schema: { tags, summary: "The supplier printed on invoices and the series prefix (admin)" },
    },
    async () => ({ data: await app.invoices.getSettings() }),
  );
  app.put(
    "/api/admin/invoice-settings",
    {
      schema: {
        tags,
        summary: "Change the supplier printed on new invoices and the series prefix (admin)",
        description:
          "The GSTIN's first two digits must be the state's code. Issued invoices are never rewritten.",
        body: InvoiceSettings,
      },
    },
    async (request) => ({ data: await app.invoices.updateSettings(request.body) }),
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

/** Issue 11, part C: GST tax invoices and credit notes (numbering, PDF, download). */
async function invoicesPlugin(app: FastifyInstance) {
  app.decorate(
    "invoices",
    createInvoicesService({
      db: app.db,
      documents: app.storage.documents,
      log: app.log,
    }),
  );
  await app.register(invoiceRoutes);
}

export default fp(invoicesPlugin, {
  name: "invoicesPlugin",
  dependencies: ["db", "config", "auth", "storage"],
});
