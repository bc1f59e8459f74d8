import type { FastifyInstance } from "fastify";

export default async function authAdminRoutes(_app: FastifyInstance) {}
