import type { FastifyInstance } from "fastify";

export default async function storefrontApp(_app: FastifyInstance) {}
