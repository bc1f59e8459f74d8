import { idParam, MAX_ID } from "@boutique/shared/schemas/id";
import {
  AdminProduct,
  IdAnswer,
  InventoryQuery,
  InventoryResponse,
  InventoryUpdateBody,
  PRODUCT_MESSAGES,
  ProductDeleteAllBody,
  ProductDeleteBody,
  ProductListQuery,
  ProductListResponse,
  ProductSaveBody,
  ProductStateBody,
  StockConflict,
  VariantFields,
  VariantSaveBody,
} from "@boutique/shared/schemas/product-admin";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ValidationError } from "../../lib/errors";
import { withReleasedFiles, withUploads } from "../media/with-uploads";
import { EXPORT_FILE_NAME } from "./products-admin.service";

const Message = z.object({ message: z.string() });
const failures = { 400: Message, 404: Message };
const uploadFailures = { ...failures, 413: Message, 415: Message };
const IdParams = z.object({ id: idParam("The id is not valid.") });
const GALLERY_MAX = 12;
const tags = ["products", "admin"];

/** A multipart text field as a positive id, or the given message. */
function idField(value: string | undefined, field: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) {
    throw new ValidationError(`${field} must be an id.`, { field });
  }
  return id;
}

/** The colour fields of POST /api/admin/products/images: numbers and the sizes JSON arrive as text. */
function variantFromFields(fields: Partial<Record<string, string>>): VariantFields {
  let sizes: unknown;
  try {
    sizes = JSON.parse(fields.sizes ?? "[]");
  } catch {
    throw new ValidationError("sizes must be a JSON list.", { field: "sizes" });
  }
  const number = (value: string | undefined) =>
    value === undefined || value === "" ? undefined : Number(value);
  const parsed = VariantFields.safeParse({
    name: fields.name,
    regularPrice: number(fields.regularPrice),
    discount: number(fields.discount),
    sellingPrice: number(fields.sellingPrice),
    video: fields.video,
    sizes,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? "Invalid request.", { field: issue?.path.join(".") });
  }
  return parsed.data;
}

/** Back-office catalogue of products (spec back-office §7 Products); access in access-table.ts (catalog). */
export default async function productsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const products = app.productsAdminService;
  const inventory = app.inventoryService;

  app.get(
    "/api/admin/products",
    {
      schema: {
        tags,
        summary:
          "The All Products grid: search (name, style no or id), category subtree and state filters, pages",
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, 400: Message },
      },
    },
    (request) => products.listProducts(request.query),
  );

  app.get(
    "/api/admin/products/export",
    {
      schema: {
        tags,
        summary: `Every product as ${EXPORT_FILE_NAME}: one row each, RFC 4180, formula-safe cells`,
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const csv = await products.exportCsv();
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.get(
    "/api/admin/products/:id",
    {
      schema: {
        tags,
        summary: "A product (draft or published) with every colour, its gallery and sizes; prices in rupees",
        params: IdParams,
        response: { 200: AdminProduct, ...failures },
      },
    },
    (request) => products.getProduct(request.params.id),
  );

  app.post(
    "/api/admin/products",
    {
      schema: {
        tags,
        summary: "Create a product (active N = draft, Y = published); answers its id",
        description:
          "description and rich_description are base64 HTML, sanitised to an allow-list. The name keeps only letters, digits and spaces.",
        body: ProductSaveBody,
        response: { 200: IdAnswer, ...failures },
      },
    },
    (request) => products.createProduct(request.body),
  );

  app.put(
    "/api/admin/products/:id",
    {
      schema: {
        tags,
        summary: "Update a product's fields, category and sub categories; answers its id",
        params: IdParams,
        body: ProductSaveBody,
        response: { 200: IdAnswer, ...failures },
      },
    },
    (request) => products.updateProduct(request.params.id, request.body),
  );

  app.post(
    "/api/admin/products/images",
    {
      schema: {
        tags,
        summary: "Add a colour with its main image and gallery in one multipart request",
        description:
          "Fields parent_id, name, regularPrice (rupees), discount, sizes (JSON list of {size, quantity, tooltip}), video; files image and images. A sellingPrice field is ignored: the server computes it.",
        consumes: ["multipart/form-data"],
        response: { 200: IdAnswer, ...uploadFailures },
      },
    },
    (request) =>
      withUploads(
        request,
        {
          fields: ["parent_id", "name", "regularPrice", "discount", "sellingPrice", "sizes", "video"],
          files: { image: { kind: "image" }, images: { kind: "image-or-video", maxCount: GALLERY_MAX } },
        },
        async ({ fields, files }) =>
          products.insertVariantWithMedia(idField(fields.parent_id, "parent_id"), variantFromFields(fields), {
            image: files.image[0]?.file ?? null,
            gallery: files.images.map((item) => ({ file: item.file, kind: item.kind })),
          }),
      ),
  );

  app.post(
    "/api/admin/products/variant",
    {
      schema: {
        tags,
        summary: "Add (no variant_id) or update a colour: name, prices in rupees, video link, sizes",
        description:
          "The sale price is the regular price less the discount percent, rounded, worked out here. " +
          "Each size of a saved colour carries expected, the quantity the editor loaded: a size sent back " +
          "with quantity = expected keeps what is stored now (sales since included); a changed quantity is " +
          "written only while the row still holds expected, else 409 with the changed rows in details and " +
          "nothing of the colour saved. Sizes not listed are removed.",
        body: VariantSaveBody,
        response: { 200: IdAnswer, ...failures, 409: StockConflict },
      },
    },
    (request) => products.saveVariant(request.body.parent_id, request.body.variant_id, request.body.variant),
  );

  app.post(
    "/api/admin/products/variant/images",
    {
      schema: {
        tags,
        summary: "Set a colour's main image (multipart variant_id and image)",
        consumes: ["multipart/form-data"],
        response: { 200: IdAnswer, ...uploadFailures },
      },
    },
    (request) =>
      withUploads(
        request,
        { fields: ["variant_id"], files: { image: { kind: "image", required: true } } },
        async ({ fields, files }, release) =>
          products.setVariantImage(idField(fields.variant_id, "variant_id"), files.image[0]!.file, release),
      ),
  );

  app.post(
    "/api/admin/products/variant/galleryimages",
    {
      schema: {
        tags,
        summary:
          "Replace a colour's whole gallery with the images and videos sent (multipart variant_id, images)",
        consumes: ["multipart/form-data"],
        response: { 200: IdAnswer, ...uploadFailures },
      },
    },
    (request) =>
      withUploads(
        request,
        {
          fields: ["variant_id"],
          files: { images: { kind: "image-or-video", required: true, maxCount: GALLERY_MAX } },
        },
        async ({ fields, files }, release) =>
          products.replaceGallery(
            idField(fields.variant_id, "variant_id"),
            files.images.map((item) => ({ file: item.file, kind: item.kind })),
            release,
          ),
      ),
  );

  app.delete(
    "/api/admin/products/variant/:id",
    {
      schema: {
        tags,
        summary: "Delete a colour; the first colour of a product cannot be deleted",
        params: IdParams,
        response: { 200: IdAnswer, ...failures },
      },
    },
    (request) => withReleasedFiles(request, (release) => products.deleteVariant(request.params.id, release)),
  );

  app.delete(
    "/api/admin/products",
    {
      schema: {
        tags,
        summary: "Delete one product with its colours, sizes and images",
        body: ProductDeleteBody,
        response: { 200: Message, ...failures },
      },
    },
    async (request) => {
      const [id] = await withReleasedFiles(request, (release) =>
        products.deleteProducts([request.body.id], release),
      );
      return { message: PRODUCT_MESSAGES.deleted(id!) };
    },
  );

  app.delete(
    "/api/admin/products/all",
    {
      schema: {
        tags,
        summary: "Delete the selected products (JSON id list)",
        body: ProductDeleteAllBody,
        response: { 200: Message.extend({ id: z.array(z.number()) }), ...failures },
      },
    },
    async (request) => ({
      message: PRODUCT_MESSAGES.deletedMany,
      id: await withReleasedFiles(request, (release) => products.deleteProducts(request.body.id, release)),
    }),
  );

  app.post(
    "/api/admin/products/state",
    {
      schema: {
        tags,
        summary: "The grid's active switch: checked publishes, unchecked hides the product from the shop",
        body: ProductStateBody,
        response: { 200: IdAnswer, ...failures },
      },
    },
    (request) => products.setActive(request.body.id, request.body.checked),
  );

  app.get(
    "/api/admin/inventory",
    {
      schema: {
        tags,
        summary: "Stock per colour and size, newest products first",
        querystring: InventoryQuery,
        response: { 200: InventoryResponse, 400: Message },
      },
    },
    (request) => inventory.listInventory(request.query),
  );

  app.put(
    "/api/admin/inventory",
    {
      schema: {
        tags,
        summary: "Set stock quantities: {items: [{variant_id, size, quantity, expected}]}",
        description:
          "expected is the quantity the staff member saw (omit it only for a size the colour does not have " +
          "yet). All rows are written, or none: when any row no longer holds its expected quantity (a sale or " +
          "another save since the page loaded) the answer is 409 with every changed row in details.",
        body: InventoryUpdateBody,
        response: { 200: Message, ...failures, 409: StockConflict },
      },
    },
    (request) => inventory.updateInventory(request.body),
  );
}
