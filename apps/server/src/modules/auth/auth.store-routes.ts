import type { FastifyInstance } from "fastify";

export default async function authStoreRoutes(_app: FastifyInstance) {}
