import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError } from "../lib/errors";
import { isServiceUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../lib/unavailable";
import { OVERLOAD_MESSAGE, OVERLOAD_RETRY_AFTER_SECONDS } from "./overload";

/** The one place errors become responses: typed domain errors keep their message, 5xx never leak internals. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
      return reply.status(400).send({
        message: first?.message ?? "Invalid request.",
        field: field || undefined,
        errors: error.validation.map((issue) => ({ field: issue.instancePath, message: issue.message })),
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_UNDER_PRESSURE") {
      return reply
        .status(503)
        .header("retry-after", OVERLOAD_RETRY_AFTER_SECONDS)
        .send({ message: OVERLOAD_MESSAGE });
    }
    if (status >= 500 && isServiceUnavailable(error)) {
      // The database or Redis is away: a short answer the shopper can act on, and a hint for clients.
      request.log.warn({ err: error }, "backing service unavailable");
      return reply
        .status(503)
        .header("retry-after", RETRY_AFTER_SECONDS)
        .send({ message: UNAVAILABLE_MESSAGE });
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: "Something went wrong. Please try again." });
    }
    if (status === 429)
      return reply.status(429).send({ message: "Too many attempts. Please wait a minute and try again." });
    if (status === 413) return reply.status(413).send({ message: "The file is too large." });
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send({ message: "Unsupported content type." });
    }
    if (
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send({ message: "The request body is not valid JSON." });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}` });
  });
});
