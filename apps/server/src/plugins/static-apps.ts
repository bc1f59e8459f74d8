import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Serves the back-office SPA and the server-rendered storefront. */
export default fp(async function staticApps(_app: FastifyInstance) {}, { name: "static-apps" });
