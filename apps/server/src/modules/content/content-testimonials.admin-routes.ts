import { idParam } from "@boutique/shared/schemas/id";
import { TESTIMONIAL_MESSAGES, TestimonialRow } from "@boutique/shared/schemas/testimonial";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withReleasedFiles, withUploads } from "../media/with-uploads";

const Failure = z.looseObject({ message: z.string() });
const tags = ["content", "admin"];

const TestimonialIdParams = z.object({
  id: idParam(TESTIMONIAL_MESSAGES.notFound),
});

/** Testimonials (/admin/testimonials): admin only, per ADMIN_API_ACCESS; the home page shows them. */
export default async function contentTestimonialsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const testimonials = app.testimonialsService;

  app.get(
    "/api/admin/testimonials",
    {
      schema: {
        tags,
        summary: "Every testimonial, newest first",
        response: { 200: z.array(TestimonialRow) },
      },
    },
    () => testimonials.list(),
  );

  app.post(
    "/api/admin/testimonials",
    {
      schema: {
        tags,
        summary: "Add a testimonial (multipart: image, name, desc)",
        description: "Name, message and picture are required: 400 'Please fill all values', nothing stored.",
        consumes: ["multipart/form-data"],
        response: {
          201: z.object({ message: z.string(), data: TestimonialRow }),
          400: Failure,
          413: Failure,
          415: Failure,
        },
      },
    },
    async (request, reply) => {
      const added = await withUploads(
        request,
        { fields: ["name", "desc"], files: { image: { kind: "image" } } },
        ({ fields, files }) => testimonials.add(fields, files.image[0]?.file),
      );
      return reply.status(201).send(added);
    },
  );

  app.delete(
    "/api/admin/testimonials/:id",
    {
      schema: {
        tags,
        summary: "Delete a testimonial and its picture",
        params: TestimonialIdParams,
        response: { 200: z.object({ message: z.string() }), 400: Failure, 404: Failure },
      },
    },
    (request) => withReleasedFiles(request, (release) => testimonials.remove(request.params.id, release)),
  );
}
