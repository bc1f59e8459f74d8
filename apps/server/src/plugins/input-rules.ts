import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ValidationError } from "../lib/errors";
import { findBadText } from "../lib/text-rules";

/**
 * Rules every API request's input obeys, whatever its route's schema says, checked once before validation:
 * no string in the path, the query or a JSON or form body holds a NUL character or a lone surrogate
 * (PostgreSQL cannot store them, so they would end in a database error). Raw bodies (webhooks) are the routes' own to read. Storefront
 * pages reach the API in-process for their data, so a page is answered by its own error page instead.
 */
export default fp(
  async function inputRules(app: FastifyInstance) {
    app.addHook("preValidation", async (request) => {
      if (!/^\/api\//i.test(request.url)) return;
      for (const [part, value] of [
        ["params", request.params],
        ["query", request.query],
        ["body", request.body],
      ] as const) {
        const bad = findBadText(value);
        if (bad) throw new ValidationError(bad.message, { field: bad.path || part });
      }
    });
  },
  { name: "input-rules" },
);
