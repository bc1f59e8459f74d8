import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createStorage, type Storage } from "../lib/storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Media and generated documents: local folders, or an S3-compatible bucket when S3_* is set. */
    storage: Storage;
  }
}

/**
 * Opens the stores once and checks them at start-up: a bucket that does not exist, refused keys or an
 * endpoint that does not answer stop the start with one clear line (main.ts prints ConfigError messages).
 */
export default fp(
  async function storage(app: FastifyInstance) {
    const stores = createStorage(app.config);
    await Promise.all([stores.media.check(), stores.documents.check()]);
    app.decorate("storage", stores);
  },
  { name: "storage", dependencies: ["config"] },
);
