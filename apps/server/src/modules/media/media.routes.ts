import type { FastifyInstance } from "fastify";

export default async function mediaRoutes(_app: FastifyInstance) {}
