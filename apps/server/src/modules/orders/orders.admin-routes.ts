import { CodReturnBody } from "@boutique/shared/schemas/cash-on-delivery";
import { OrderDetailAnswer, OrderParams } from "@boutique/shared/schemas/checkout";
import {
  AdminOrderListAnswer,
  AdminOrderQuery,
  ORDERS_EXPORT_FILE_NAME,
  OrderLineParams,
  OrderNoteBody,
  OrderStaffView,
  OrderStatusUpdate,
  TailoringUpdate,
} from "@boutique/shared/schemas/orders-admin";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type SessionUser, signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const tags = ["orders", "admin"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const refusals = { 400: Failure, 401: Failure, 403: Failure, 404: Failure, 409: Failure };

/** All Orders and Orders Detail (spec §2): admin only, per ADMIN_API_ACCESS. */
export default async function ordersAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/orders/all",
    {
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "Orders, newest first, a page at a time; ?q= order number, name, email or phone; filters",
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderListAnswer, 400: Failure },
      },
    },
    (request) => app.ordersAdmin.list(request.query),
  );

  app.get(
    "/api/admin/orders/export",
    {
      schema: {
        tags,
        summary: `The filtered orders as ${ORDERS_EXPORT_FILE_NAME} (money as numbers, dates as dates)`,
        querystring: AdminOrderQuery,
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe("The workbook (binary)"), 400: Failure },
      },
    },
    async (request, reply) => {
      const { page: _page, page_size: _size, ...filters } = request.query;
      const workbook = await app.ordersAdmin.exportWorkbook(filters);
      // Buyers' names, emails and phones: a staff read of personal data, recorded (decision 041).
      await app.privacy.recordStaffRead(signedInUser(request), "orders export", filters);
      return reply
        .type(XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${ORDERS_EXPORT_FILE_NAME}"`)
        .header("cache-control", "no-store")
        .send(workbook);
    },
  );

  app.post(
    "/api/admin/orders/:id",
    {
      // The dashboard counts orders by stage; no stock moves (cancelling goes through refunds).
      config: { cacheAreas: ["orders"] },
      schema: {
        tags,
        summary: "Move the order to its next fulfilment stage ('completed' is delivered)",
        description:
          "Stages follow one table: pending → in_production → ready_to_ship → shipped → delivered. Shipping needs carrier, tracking_number and tracking_url. Cancelling goes through refunds.",
        params: OrderParams,
        body: OrderStatusUpdate,
        response: { 200: OrderDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.fulfilment.moveOrder(request.params.id, request.body, user);
      return app.checkout.orderDetail(user, request.params.id);
    },
  );

  app.post(
    "/api/admin/orders/:id/lines/:lineId/stage",
    {
      // The dashboard counts made-to-measure lines by tailoring stage.
      config: { cacheAreas: ["orders"] },
      schema: {
        tags,
        summary: "Move a made-to-measure line to its next tailoring stage (order in production)",
        params: OrderLineParams,
        body: TailoringUpdate,
        response: { 200: OrderDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.fulfilment.moveLine(request.params.id, request.params.lineId, request.body.stage, user);
      return app.checkout.orderDetail(user, request.params.id);
    },
  );

  app.get(
    "/api/admin/orders/:id/staff",
    {
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "Internal notes and the history with the staff member behind each change",
        params: OrderParams,
        response: { 200: OrderStaffView, ...refusals },
      },
    },
    (request) => app.ordersAdmin.staffView(request.params.id),
  );

  app.post(
    "/api/admin/orders/:id/notes",
    {
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "Add an internal note (never shown to the customer)",
        params: OrderParams,
        body: OrderNoteBody,
        response: { 200: OrderStaffView, ...refusals },
      },
    },
    async (request) => {
      await app.fulfilment.addNote(request.params.id, request.body.body, signedInUser(request));
      return app.ordersAdmin.staffView(request.params.id);
    },
  );

  /** Cash on delivery's staff steps (issue 26 §1); each answers the order as the page shows it. */
  const codSteps = [
    {
      path: "confirm",
      summary: "Confirm a cash-on-delivery order by phone (recorded with your name)",
      run: (id: number, user: SessionUser) => app.checkout.confirmCodByStaff(id, user),
    },
    {
      path: "collected",
      summary: "The cash is collected (or remitted by the courier): the order is paid",
      run: (id: number, user: SessionUser) => app.checkout.collectCod(id, user),
    },
    {
      path: "cancel",
      summary: "Cancel a cash-on-delivery order before it ships: stock and coupon go back, nothing is owed",
      run: (id: number, user: SessionUser) => app.checkout.cancelCod(id, user),
    },
  ] as const;
  for (const step of codSteps) {
    app.post(
      `/api/admin/orders/:id/cod/${step.path}`,
      {
        // Stock held or given back reaches the catalogue as change notices; the dashboard counts COD.
        config: { cacheAreas: ["orders"], awaitsCatalogNotices: true },
        schema: {
          tags,
          summary: step.summary,
          params: OrderParams,
          response: { 200: OrderDetailAnswer, ...refusals },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        await step.run(request.params.id, user);
        return app.checkout.orderDetail(user, request.params.id);
      },
    );
  }

  app.post(
    "/api/admin/orders/:id/cod/returned",
    {
      config: { cacheAreas: ["orders"], awaitsCatalogNotices: true },
      schema: {
        tags,
        summary: "The shipped COD parcel came back refused or undeliverable (RTO)",
        description:
          "The stock goes back once and the invoice is cancelled by a credit note; the customer's refused parcels count towards prepaid-only.",
        params: OrderParams,
        body: CodReturnBody,
        response: { 200: OrderDetailAnswer, ...refusals },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.checkout.returnCod(request.params.id, request.body.reason, user);
      return app.checkout.orderDetail(user, request.params.id);
    },
  );
}
