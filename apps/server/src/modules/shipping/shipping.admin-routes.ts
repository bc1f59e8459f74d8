import { idParam } from "@boutique/shared/schemas/id";
import {
  NewShippingZone,
  SHIPPING_ZONE_MESSAGES,
  ShippingZone,
  ShippingZoneAnswer,
  ShippingZoneUpdate,
} from "@boutique/shared/schemas/shipping-zones";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** `field` names what the form should mark (name, countries.3, bands.1.max_weight_grams). */
const Failure = z.looseObject({ message: z.string(), field: z.string().optional() });
const Message = z.object({ message: z.string() });
const tags = ["shipping", "admin"];

const ZoneIdParams = z.object({ id: idParam(SHIPPING_ZONE_MESSAGES.notFound) });

/** International shipping zones and weight bands (back office /admin/shipping): admin only, per ADMIN_API_ACCESS. */
export default async function shippingAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const shipping = app.shippingService;

  app.get(
    "/api/admin/shipping/zones",
    {
      schema: {
        tags,
        summary: "Every zone with its countries (by name) and weight bands (lightest first, rupees)",
        response: { 200: z.array(ShippingZone) },
      },
    },
    () => shipping.listZones(),
  );

  app.post(
    "/api/admin/shipping/zones",
    {
      schema: {
        tags,
        summary: "Add a zone with its countries and weight bands",
        description:
          "Countries in another zone move to this one. 400 for a bad field (its message and `field`), India or an unknown country; 409 'A zone with this name exists already'.",
        body: NewShippingZone,
        response: { 201: ShippingZoneAnswer, 400: Failure, 409: Failure },
      },
    },
    async (request, reply) => reply.status(201).send(await shipping.addZone(request.body)),
  );

  app.put(
    "/api/admin/shipping/zones/:id",
    {
      schema: {
        tags,
        summary: "Rename a zone and/or replace its countries and/or its weight bands",
        description:
          "Only the parts sent change, in one transaction. Countries in another zone move to this one; bands are stored lightest first.",
        params: ZoneIdParams,
        body: ShippingZoneUpdate,
        response: { 200: ShippingZoneAnswer, 400: Failure, 404: Failure, 409: Failure },
      },
    },
    (request) => shipping.updateZone(request.params.id, request.body),
  );

  app.delete(
    "/api/admin/shipping/zones/:id",
    {
      schema: {
        tags,
        summary: "Delete a zone; its countries are then in no zone (not deliverable)",
        params: ZoneIdParams,
        response: { 200: Message, 400: Failure, 404: Failure },
      },
    },
    (request) => shipping.removeZone(request.params.id),
  );
}
