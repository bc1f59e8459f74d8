import type { FastifyInstance } from "fastify";

export default async function catalogStoreRoutes(_app: FastifyInstance) {}
