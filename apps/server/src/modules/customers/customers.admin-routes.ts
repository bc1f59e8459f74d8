import { CUSTOMERS_EXPORT_FILE_NAME, CustomerQuery, CustomerRow } from "@boutique/shared/schemas/customer";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const tags = ["customers", "admin"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Customers (/admin/customers): admin only, per ADMIN_API_ACCESS. */
export default async function customersAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const customers = app.customersService;

  app.get(
    "/api/admin/customers",
    {
      schema: {
        tags,
        summary: "Customer accounts, newest first; ?search= matches name, email or mobile",
        querystring: CustomerQuery,
        response: { 200: z.array(CustomerRow), 400: Failure },
      },
    },
    (request) => customers.list(request.query.search || undefined),
  );

  app.get(
    "/api/admin/customers/export",
    {
      schema: {
        tags,
        summary: `The customers as ${CUSTOMERS_EXPORT_FILE_NAME} (an Excel workbook); ?search= narrows it like the list`,
        querystring: CustomerQuery,
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe("The workbook (binary)"), 400: Failure },
      },
    },
    async (request, reply) => {
      const workbook = await customers.exportWorkbook(request.query.search || undefined);
      // Every staff read of customers' personal data in bulk is recorded (decision 041).
      await app.privacy.recordStaffRead(signedInUser(request), "customers export", {
        search: request.query.search ?? "",
      });
      return reply
        .type(XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${CUSTOMERS_EXPORT_FILE_NAME}"`)
        .header("cache-control", "no-store")
        .send(workbook);
    },
  );
}
