import type { FastifyInstance } from "fastify";

export default async function settingsStoreRoutes(_app: FastifyInstance) {}
