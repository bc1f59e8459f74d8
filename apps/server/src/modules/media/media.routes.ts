import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_WIDTHS } from "./media.service";
import { readUploads } from "./read-uploads";
import { sendStoredFile } from "./send-file";

const MessageResponse = z.object({ message: z.string() });
const UploadedMedia = z.object({
  file: z.string(),
  kind: z.enum(["image", "video"]),
  url: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export default async function mediaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/images/:file",
    {
      schema: {
        tags: ["media"],
        summary: "A stored image or video; images resized by ?w= and served as AVIF/WebP when accepted",
        // The name is checked by the service, so a bad one answers 404 like a missing file, not 400.
        params: z.object({ file: z.string() }),
        querystring: z.object({
          w: z.coerce
            .number({ message: "w must be a width in pixels." })
            .int("w must be a width in pixels.")
            .min(1, "w must be a width in pixels.")
            .optional()
            .describe(`Snapped up to one of ${IMAGE_WIDTHS.join(", ")}`),
        }),
        response: { 404: MessageResponse },
        description: "With MEDIA_PUBLIC_URL set, answers 302 to the stored object's address there instead.",
      },
    },
    async (request, reply) => {
      const file = await app.media.resolveForRequest(request.params.file, {
        width: request.query.w,
        accept: request.headers.accept,
      });
      const vary = file.negotiated ? "Accept" : undefined;
      const publicUrl = app.config.mediaPublicUrl;
      if (publicUrl) {
        // A CDN in front of the bucket sends the bytes; this answer only names the object (made first).
        if (vary) reply.header("vary", vary);
        return reply
          .header("cache-control", "public, max-age=3600")
          .redirect(`${publicUrl}/${file.key}`, 302);
      }
      return sendStoredFile(request, reply, {
        store: app.media.store,
        key: file.key,
        contentType: file.contentType,
        object: file.object,
        vary,
      });
    },
  );

  routes.post(
    "/api/admin/media",
    {
      schema: {
        tags: ["media"],
        summary: "Upload one image or video (multipart field `file`) for any back-office field",
        consumes: ["multipart/form-data"],
        response: { 201: UploadedMedia, 400: MessageResponse, 413: MessageResponse, 415: MessageResponse },
      },
    },
    async (request, reply) => {
      const { files } = await readUploads(request, {
        files: { file: { kind: "image-or-video", required: true } },
      });
      const saved = files.file[0]!;
      return reply.status(201).send({ ...saved, url: `/api/images/${saved.file}` });
    },
  );
}
