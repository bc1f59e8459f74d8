import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMediaService } from "../modules/media/media.service";

/** Builds each module's service from its dependencies and exposes it as a decorator. */
export default fp(
  async function services(app: FastifyInstance) {
    const media = createMediaService({ config: app.config });
    await media.ready();
    app.decorate("media", media);
  },
  {
    name: "services",
    dependencies: ["db", "redis", "config"],
  },
);
