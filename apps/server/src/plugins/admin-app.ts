import type { FastifyInstance } from "fastify";

export default async function adminApp(_app: FastifyInstance) {}
