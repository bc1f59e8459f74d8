import type { FastifyInstance } from "fastify";

export default async function accountRoutes(_app: FastifyInstance) {}
