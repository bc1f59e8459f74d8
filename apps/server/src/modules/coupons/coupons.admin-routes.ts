import { COUPON_MESSAGES, CouponRow, NewCoupon } from "@boutique/shared/schemas/coupon";
import { idParam } from "@boutique/shared/schemas/id";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Failure = z.looseObject({ message: z.string() });
const tags = ["coupons", "admin"];

const CouponIdParams = z.object({
  id: idParam(COUPON_MESSAGES.notFound),
});

/** Discount coupons (/admin/discountCopouns): admin only, per ADMIN_API_ACCESS. */
export default async function couponsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const coupons = app.couponsService;

  app.get(
    "/api/admin/coupons",
    {
      schema: { tags, summary: "Every coupon, newest first", response: { 200: z.array(CouponRow) } },
    },
    () => coupons.list(),
  );

  app.post(
    "/api/admin/coupons",
    {
      schema: {
        tags,
        summary: "Add a coupon (JSON code, discount, max, expDate)",
        description:
          "A missing code or discount answers 400 'Please fill all values'; a code that exists in any case answers 409 'coupon already exists'.",
        body: NewCoupon,
        response: {
          201: z.object({ message: z.string(), data: CouponRow }),
          400: Failure,
          409: Failure,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await coupons.add(request.body)),
  );

  app.delete(
    "/api/admin/coupons/:id",
    {
      schema: {
        tags,
        summary: "Delete a coupon",
        params: CouponIdParams,
        response: { 200: z.object({ message: z.string() }), 400: Failure, 404: Failure },
      },
    },
    (request) => coupons.remove(request.params.id),
  );
}
