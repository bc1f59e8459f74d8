import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Sends an answer whose JSON text PostgreSQL made (db/json-read.ts) as it is: no parse, no serializer.
 * The route's response schema still describes it in the OpenAPI document, and the API tests hold the
 * text to that schema (test/product-cards.test.ts parses answers with the strict schemas).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}

/** An answer's JSON text and what it shows, for the cache (FastifyRequest.cacheTags). */
export type TaggedJson = { json: string; tags: readonly string[] };

/** Sends the text as sendJsonText does, its tags given to the cache for precise clearing. */
export function sendTaggedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: TaggedJson,
): FastifyReply {
  request.cacheTags = answer.tags;
  return sendJsonText(reply, answer.json);
}
