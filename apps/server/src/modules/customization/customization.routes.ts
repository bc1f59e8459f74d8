import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withReleasedFiles, withUploads } from "../media/with-uploads";
import {
  CustomizationChange,
  CustomizationIdParams,
  CustomizationImageMap,
  CustomizationList,
  CustomizationTagParams,
} from "./customization.schemas";

const Failure = z.looseObject({ message: z.string() });

/** Size customization: the Custom size page's mannequin pictures and the back office that manages them. */
export default async function customizationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const customization = app.customizationService;

  app.get(
    "/api/products/customizationImages/:tag",
    {
      schema: {
        tags: ["customization"],
        summary: "The Custom size page's pictures: measurement name → image, for Women or Men",
        params: CustomizationTagParams,
        response: { 200: CustomizationImageMap, 400: Failure },
      },
    },
    (request) => customization.imageMap(request.params.tag),
  );

  app.get(
    "/api/admin/customization",
    {
      schema: {
        tags: ["customization", "admin"],
        summary: "Every size-customization image, Women then Men, by name",
        response: { 200: CustomizationList },
      },
    },
    () => customization.list(),
  );

  app.get(
    "/api/admin/customization/:tag",
    {
      schema: {
        tags: ["customization", "admin"],
        summary: "The size-customization images of one tag",
        params: CustomizationTagParams,
        response: { 200: CustomizationList, 400: Failure },
      },
    },
    (request) => customization.listByTag(request.params.tag),
  );

  app.post(
    "/api/admin/customization",
    {
      schema: {
        tags: ["customization", "admin"],
        summary: "Add a measurement image (multipart: tag Men or Women, name, image)",
        description: "Any of the three missing answers 400 'Please fill all values' and stores nothing.",
        consumes: ["multipart/form-data"],
        response: { 201: CustomizationChange, 400: Failure, 409: Failure, 413: Failure, 415: Failure },
      },
    },
    async (request, reply) => {
      const added = await withUploads(
        request,
        { fields: ["tag", "name"], files: { image: { kind: "image" } } },
        ({ fields, files }) => customization.add(fields, files.image[0]?.file),
      );
      return reply.status(201).send(added);
    },
  );

  app.delete(
    "/api/admin/customization/:id",
    {
      schema: {
        tags: ["customization", "admin"],
        summary: "Delete a measurement image; answers the remaining list",
        params: CustomizationIdParams,
        response: { 200: CustomizationChange, 400: Failure, 404: Failure },
      },
    },
    (request) => withReleasedFiles(request, (release) => customization.remove(request.params.id, release)),
  );
}
