import { OrderParams } from "@boutique/shared/schemas/checkout";
import { idNotValid, idParam } from "@boutique/shared/schemas/id";
import { GstRateUpdate, InvoiceSettings } from "@boutique/shared/schemas/invoicing";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["orders"];
const RateParams = z.object({ id: idParam(idNotValid("Rate")) });

/** An order's documents, the GST rates and the invoice settings (decision 024): admin only, per ADMIN_API_ACCESS. */
export default async function invoicesAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/orders/:id/documents",
    {
      config: { cacheAreas: [] },
      schema: { tags, summary: "The order's invoice and credit notes (admin)", params: OrderParams },
    },
    async (request) => ({ data: await app.invoices.listForOrder(request.params.id) }),
  );

  app.get(
    "/api/admin/gst-rates",
    {
      config: { cacheAreas: [] },
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
      config: { cacheAreas: [] },
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
