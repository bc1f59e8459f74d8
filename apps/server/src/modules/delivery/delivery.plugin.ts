import {
  CategoryDeliveryParams,
  DeliverySettings,
  DeliverySettingsAnswer,
  ProcessingDaysAnswer,
  ProcessingDaysBody,
  ProductDeliveryAnswer,
  ProductDeliveryParams,
  ProductDeliveryQuery,
} from "@boutique/shared/schemas/delivery";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rowsOf } from "../../db/transaction";
import { NotFoundError } from "../../lib/errors";
import {
  loadParcel,
  parcelDatesOf,
  presentDates,
  readDeliveryRules,
  writeDeliveryRules,
} from "./delivery.service";

const Message = z.object({ message: z.string() });

/**
 * Delivery dates (issue 27 §3, decision 053): a product's earliest dates for a country, the shop's
 * working days (admin), and a category's or product's own days to dispatch (catalogue staff).
 */
export default fp(
  async function deliveryPlugin(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    app.get(
      "/api/products/:id/delivery",
      {
        // The dates move with the day (and the settings): read every time, never kept.
        config: { cacheAreas: [] },
        schema: {
          tags: ["catalog"],
          summary: "The earliest days a product arrives in a country, ready-made and made to measure",
          description:
            "Working days: the product's days to dispatch (or the tailoring stages'), then the courier's; Sundays and the shop's holidays are off.",
          params: ProductDeliveryParams,
          querystring: ProductDeliveryQuery,
          response: { 200: ProductDeliveryAnswer, 400: Message, 404: Message },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { country } = request.query;
        const [product] = rowsOf<{ customization: boolean }>(
          await db.execute(sql`
            select c.customization from products p join categories c on c.id = p.category_id
            where p.id = ${id} and p.active`),
        );
        if (!product) throw new NotFoundError("Product not found");
        const readyMade = { productId: id, madeToMeasure: false };
        const measured = { productId: id, madeToMeasure: true };
        // One read of the rules, the courier's days and the product's days serves both dates.
        const parcel = await loadParcel(db, [readyMade], country);
        const datesFor = (line: typeof readyMade) =>
          parcel && presentDates(parcelDatesOf(parcel, [line]).dates);
        return {
          country,
          deliverable: parcel !== null,
          ready_made: datesFor(readyMade),
          made_to_measure: product.customization ? datesFor(measured) : null,
        };
      },
    );

    app.get(
      "/api/admin/delivery-settings",
      {
        config: { cacheAreas: [] },
        schema: {
          tags: ["settings"],
          summary: "The working days delivery dates are made from (admin)",
          response: { 200: DeliverySettingsAnswer },
        },
      },
      () => readDeliveryRules(db),
    );

    app.put(
      "/api/admin/delivery-settings",
      {
        config: { cacheAreas: [] },
        schema: {
          tags: ["settings"],
          summary:
            "Change the days to dispatch, the tailoring stages' days, the courier's days and the holidays",
          body: DeliverySettings,
          response: { 200: DeliverySettingsAnswer, 400: Message },
        },
      },
      async (request) => {
        await writeDeliveryRules(db, request.body);
        return readDeliveryRules(db);
      },
    );

    /** A category's own days and what it takes without them: its parent's, else the shop's. */
    async function categoryDays(id: number) {
      const [row] = rowsOf<{ own: number | null; parent: number | null }>(
        await db.execute(sql`
          select c.processing_days as own, parent.processing_days as parent from categories c
          left join categories parent on parent.id = c.parent_id where c.id = ${id}`),
      );
      if (!row) throw new NotFoundError("Category not found");
      const rules = await readDeliveryRules(db);
      return { processing_days: row.own, inherited: row.parent ?? rules.dispatch_days };
    }

    /** A product's own days and its category's (the slowest subcategory that says, else the category chain). */
    async function productDays(id: number) {
      const [row] = rowsOf<{ own: number | null; inherited: number | null }>(
        await db.execute(sql`
          select p.processing_days as own, coalesce(
            (select max(sub.processing_days) from product_subcategories ps
              join categories sub on sub.id = ps.category_id where ps.product_id = p.id),
            c.processing_days, parent.processing_days) as inherited
          from products p join categories c on c.id = p.category_id
          left join categories parent on parent.id = c.parent_id where p.id = ${id}`),
      );
      if (!row) throw new NotFoundError("Product not found");
      const rules = await readDeliveryRules(db);
      return { processing_days: row.own, inherited: row.inherited ?? rules.dispatch_days };
    }

    const tags = ["catalog", "admin"];
    for (const [path, params, read, table, what] of [
      ["/api/admin/category/:id/delivery", CategoryDeliveryParams, categoryDays, "categories", "Category"],
      ["/api/admin/products/:id/delivery", ProductDeliveryParams, productDays, "products", "Product"],
    ] as const) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: `A ${what.toLowerCase()}'s own working days to dispatch ready-made, and what it takes without them`,
            params,
            response: { 200: ProcessingDaysAnswer, 400: Message, 404: Message },
          },
        },
        (request) => read(request.params.id),
      );
      app.put(
        path,
        {
          config: { cacheAreas: [] },
          schema: {
            tags,
            summary: `Set a ${what.toLowerCase()}'s own working days to dispatch (null: inherit)`,
            params,
            body: ProcessingDaysBody,
            response: { 200: ProcessingDaysAnswer, 400: Message, 404: Message },
          },
        },
        async (request) => {
          const { id } = request.params;
          const days = request.body.processing_days;
          const updated = rowsOf(
            await db.execute(
              sql`update ${sql.identifier(table)} set processing_days = ${days} where id = ${id} returning id`,
            ),
          );
          if (updated.length === 0) throw new NotFoundError(`${what} not found`);
          return { ...(await read(id)), message: "Days to dispatch saved" };
        },
      );
    }
  },
  { name: "delivery", dependencies: ["db"] },
);
