import type { FastifyReply } from "fastify";

/**
 * Sends an answer whose JSON text PostgreSQL made (db/json-read.ts) as it is: no parse, no serializer.
 * The route's response schema still describes it in the OpenAPI document, and the API tests hold the
 * text to that schema (test/product-cards.test.ts parses answers with the strict schemas).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}
