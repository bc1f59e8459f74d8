import {
  AdminSizeChartAnswer,
  ProductSizeChartAnswer,
  SizeChartBody,
  SizeChartCategoryParams,
  SizeChartProductParams,
} from "@boutique/shared/schemas/size-chart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withReleasedFiles, withUploads } from "../media/with-uploads";
import { createSizeChartsService, type SizeChartsService } from "./size-charts.service";

declare module "fastify" {
  interface FastifyInstance {
    sizeCharts: SizeChartsService;
  }
}

const Message = z.object({ message: z.string() });
const Changed = AdminSizeChartAnswer.extend({ message: z.string() });

/** Size charts per category (issue 27 §1): the product page's chart and the category screen's editor. */
export default fp(
  async function sizeChartsPlugin(app: FastifyInstance) {
    app.decorate("sizeCharts", createSizeChartsService({ db: app.db }));
    await app.register(sizeChartRoutes);
  },
  { name: "size-charts", dependencies: ["db"] },
);

async function sizeChartRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const charts = app.sizeCharts;

  app.get(
    "/api/products/:id/size-chart",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "The size chart a product's page shows: its category's, or the nearest parent category's",
        description: "Inches; `chart` is null when neither the category nor a parent has one.",
        params: SizeChartProductParams,
        response: { 200: ProductSizeChartAnswer, 400: Message, 404: Message },
      },
    },
    (request) => charts.forProduct(request.params.id),
  );

  const tags = ["catalog", "admin"];
  app.get(
    "/api/admin/category/:id/size-chart",
    {
      schema: {
        tags,
        summary: "A category's own size chart, and the parent's it shows without one",
        params: SizeChartCategoryParams,
        response: { 200: AdminSizeChartAnswer, 400: Message, 404: Message },
      },
    },
    (request) => charts.forCategory(request.params.id),
  );

  app.put(
    "/api/admin/category/:id/size-chart",
    {
      schema: {
        tags,
        summary: "Save a category's own size chart (inches, quarter inches; rows XS to XXL)",
        description:
          "The picture is uploaded through POST …/size-chart/image; `image: null` removes it, leaving it out keeps it.",
        params: SizeChartCategoryParams,
        body: SizeChartBody,
        response: { 200: Changed, 400: Message, 404: Message },
      },
    },
    (request) =>
      withReleasedFiles(request, (release) => charts.save(request.params.id, request.body, release)),
  );

  app.delete(
    "/api/admin/category/:id/size-chart",
    {
      schema: {
        tags,
        summary: "Remove a category's own size chart: it shows its parent's again",
        params: SizeChartCategoryParams,
        response: { 200: Changed, 400: Message, 404: Message },
      },
    },
    (request) => withReleasedFiles(request, (release) => charts.remove(request.params.id, release)),
  );

  app.post(
    "/api/admin/category/:id/size-chart/image",
    {
      schema: {
        tags,
        summary: "Upload the how-to-measure picture of a category's own size chart (field image)",
        description: "Multipart. The chart must be saved first; a replaced picture is deleted.",
        consumes: ["multipart/form-data"],
        params: SizeChartCategoryParams,
        response: { 200: Changed, 400: Message, 404: Message, 413: Message, 415: Message },
      },
    },
    (request) =>
      withUploads(request, { fields: [], files: { image: { kind: "image" } } }, ({ files }, release) =>
        charts.savePicture(request.params.id, files.image[0]?.file, release),
      ),
  );
}
