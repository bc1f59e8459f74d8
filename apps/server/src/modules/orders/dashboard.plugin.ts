import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Issue 11, part D: the back office's dashboard figures and recent orders. Registers its service and routes. */
async function dashboardPlugin(_app: FastifyInstance) {}

export default fp(dashboardPlugin, { name: "dashboardPlugin" });
