import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Builds each module's service from its dependencies and exposes it as a decorator. */
export default fp(async function services(_app: FastifyInstance) {}, {
  name: "services",
  dependencies: ["db", "redis", "config"],
});
