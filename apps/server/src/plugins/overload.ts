import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const OVERLOAD_MESSAGE = "The shop is very busy right now. Please try again in a few seconds.";
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * An instance whose event loop lags past OVERLOAD_EVENT_LOOP_DELAY_MS (averaged each second) answers new
 * requests at once with 503 and Retry-After instead of queueing them without bound; a balancer then sends
 * them elsewhere and the requests already accepted finish sooner. 0 turns it off.
 */
export default fp(
  async function overload(app: FastifyInstance) {
    const maxEventLoopDelay = app.config.overloadEventLoopDelayMs;
    if (maxEventLoopDelay <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay,
      sampleInterval: 1000,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // Its error (code FST_UNDER_PRESSURE) becomes the shop's JSON answer in plugins/errors.ts.
      message: OVERLOAD_MESSAGE,
    });
  },
  { name: "overload", dependencies: ["config"] },
);
