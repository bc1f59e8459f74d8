import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MAX_VIDEO_BYTES } from "../modules/media/media.service";

/**
 * Multipart bodies for every upload route. The global file limit is the largest kind (video);
 * the media service applies the tighter per-kind limit (10 MB for images) while it reads.
 */
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_VIDEO_BYTES,
        files: 20,
        fields: 30,
        fieldSize: 100 * 1024,
        parts: 50,
        headerPairs: 100,
      },
    });
  },
  { name: "multipart" },
);
