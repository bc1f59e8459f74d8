import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Issue 11, part A: the order lifecycle service (stage moves, tailoring, notes) and the back office's order list, detail, export and stage routes. Registers its service and routes. */
async function fulfilmentPlugin(_app: FastifyInstance) {}

export default fp(fulfilmentPlugin, { name: "fulfilmentPlugin" });
