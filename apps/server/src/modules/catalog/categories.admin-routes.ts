import { CategoryBody, CategoryIdsBody } from "@boutique/shared/schemas/category";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withReleasedFiles, withUploads } from "../media/with-uploads";
import {
  AdminCategory,
  AdminCategoryList,
  CategoryIdParams,
  DeletedCategories,
  SavedCategory,
} from "./categories.schemas";

const Message = z.object({ message: z.string() });
const refusals = { 400: Message, 403: Message, 404: Message };
const tags = ["catalog", "admin"];
const saveDescription =
  "description and customization_values are base64 (values joined with ' ,, '). The name keeps only " +
  "letters, digits and spaces. A subcategory shares its parent's tag and sits at most two levels below " +
  "a top-level category. A name already used under the same parent and tag answers 403 'category already exists'.";

/** The back office's category screens (spec §7 Categories); access is catalog (admin and Editor). */
export default async function categoriesAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const categories = app.categoriesService;

  app.get(
    "/api/admin/category/parent",
    { schema: { tags, summary: "Top-level categories", response: { 200: AdminCategoryList } } },
    () => categories.listTopLevel(),
  );

  app.get(
    "/api/admin/category/all",
    {
      schema: {
        tags,
        summary: "Every category, flat, with its parent's name and product and subcategory counts",
        response: { 200: AdminCategoryList },
      },
    },
    () => categories.listAll(),
  );

  app.get(
    "/api/admin/category/export",
    {
      schema: {
        tags,
        summary: "Every category as exported-category.csv (RFC 4180; formula-like text is escaped)",
        produces: ["text/csv"],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const csv = await categories.exportCsv();
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="exported-category.csv"')
        .header("cache-control", "no-store");
      return csv;
    },
  );

  app.get(
    "/api/admin/category/cat/:id",
    {
      schema: {
        tags,
        summary: "One category, for the edit form",
        params: CategoryIdParams,
        response: { 200: AdminCategory, 400: Message, 404: Message },
      },
    },
    (request) => categories.getCategory(request.params.id),
  );

  app.get(
    "/api/admin/category/:id",
    {
      schema: {
        tags,
        summary: "The children of a category",
        params: CategoryIdParams,
        response: { 200: AdminCategoryList, 400: Message, 404: Message },
      },
    },
    (request) => categories.listChildren(request.params.id),
  );

  app.post(
    "/api/admin/category",
    {
      schema: {
        tags,
        summary: "Create a category; pictures follow through /api/admin/category/image",
        description: saveDescription,
        body: CategoryBody,
        response: { 201: SavedCategory, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.createCategory(request.body)),
  );

  app.put(
    "/api/admin/category/:id",
    {
      schema: {
        tags,
        summary: "Update a category (a new tag also moves its subcategories to that tag)",
        description: saveDescription,
        params: CategoryIdParams,
        body: CategoryBody,
        response: { 200: SavedCategory, ...refusals },
      },
    },
    (request) => categories.updateCategory(request.params.id, request.body),
  );

  app.post(
    "/api/admin/category/image",
    {
      schema: {
        tags,
        summary:
          "Upload a category's image (field image, 400x550) and/or banner (field image_banner, 1920x352)",
        description: "Multipart with the text field id. A replaced picture is deleted.",
        consumes: ["multipart/form-data"],
        response: { 200: AdminCategory, ...refusals, 413: Message, 415: Message },
      },
    },
    (request) =>
      withUploads(
        request,
        { fields: ["id"], files: { image: { kind: "image" }, image_banner: { kind: "image" } } },
        ({ fields, files }, release) => {
          const id = CategoryIdParams.safeParse({ id: fields.id });
          const pictures = { image: files.image[0]?.file, banner: files.image_banner[0]?.file };
          return categories.savePictures(id.success ? id.data.id : null, pictures, release);
        },
      ),
  );

  app.delete(
    "/api/admin/category/all",
    {
      schema: {
        tags,
        summary: "Delete the selected categories (JSON { ids })",
        description:
          "All or nothing: refused with 409 when a selected category still has products, or subcategories that are not selected too.",
        body: CategoryIdsBody,
        response: { 200: DeletedCategories, 400: Message, 404: Message, 409: Message },
      },
    },
    (request) =>
      withReleasedFiles(request, (release) => categories.deleteCategories(request.body.ids, release)),
  );

  app.delete(
    "/api/admin/category/:id",
    {
      schema: {
        tags,
        summary: "Delete one category",
        description:
          "Refused with 409 while it has products or subcategories; its pictures are deleted with it.",
        params: CategoryIdParams,
        response: { 200: Message, 400: Message, 404: Message, 409: Message },
      },
    },
    (request) =>
      withReleasedFiles(request, (release) => categories.deleteCategory(request.params.id, release)),
  );
}
