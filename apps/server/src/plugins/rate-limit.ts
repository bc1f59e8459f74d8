import { randomBytes } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { TooManyRequestsError } from "../lib/errors";

/**
 * Limits for the sign-in and code endpoints. Generous enough for the test suites and a
 * household behind one address; tight enough that guessing passwords or codes goes nowhere.
 */
export const RATE_LIMITS = {
  /** Per client address, on every auth route (route config.rateLimit). */
  perIp: { max: 30, timeWindow: 60_000 },
  /** Per account (normalized email), counted by the attempt counter below. */
  perAccount: { max: 10, windowSeconds: 60 },
  /** A new code (verification or reset) for one account at most once per this many seconds. */
  codeResendSeconds: 60,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/** Fixed-window counters shared by all instances through Redis, or kept in this process without it. */
export type AttemptCounter = {
  /** Counts one hit on the key and answers the count within the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** The current count of the key, without counting. */
  count(key: string): Promise<number>;
  /** Counts one hit and throws 429 when the key has passed its limit. */
  consume(key: string, limit: number, windowSeconds: number, message?: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export function createAttemptCounter(
  redis: Redis | null,
  { prefix = "boutique-attempts:", now = Date.now }: { prefix?: string; now?: () => number } = {},
): AttemptCounter {
  const memory = new Map<string, { count: number; resetAt: number }>();

  async function hit(key: string, windowSeconds: number): Promise<number> {
    if (redis) {
      const [[incrError, count], [expireError]] = (await redis
        .multi()
        .incr(prefix + key)
        // NX: the window starts at the first hit and is not pushed back by later ones.
        .expire(prefix + key, windowSeconds, "NX")
        .exec()) as [[Error | null, number], [Error | null, unknown]];
      if (incrError) throw incrError;
      if (expireError) throw expireError;
      return count;
    }
    const at = now();
    if (memory.size > 10_000) {
      for (const [stored, entry] of memory) if (entry.resetAt <= at) memory.delete(stored);
    }
    const entry = memory.get(key);
    if (!entry || entry.resetAt <= at) {
      memory.set(key, { count: 1, resetAt: at + windowSeconds * 1000 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  return {
    hit,
    async count(key) {
      if (redis) return Number((await redis.get(prefix + key)) ?? 0);
      const entry = memory.get(key);
      return entry && entry.resetAt > now() ? entry.count : 0;
    },
    async consume(key, limit, windowSeconds, message = TOO_MANY_ATTEMPTS_MESSAGE) {
      const count = await hit(key, windowSeconds);
      if (count > limit) throw new TooManyRequestsError(message);
    },
    async reset(key) {
      if (redis) await redis.del(prefix + key);
      else memory.delete(key);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    attempts: AttemptCounter;
  }
}

/** Rate limits are opt-in per route (`config.rateLimit`); counters live in Redis when it is configured. */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    // Test apps share one Redis across files and runs; each gets its own key space so counts never leak between them.
    const scope = app.config.env === "test" ? `${randomBytes(4).toString("hex")}:` : "";
    await app.register(rateLimit, {
      global: false,
      // Fail closed: while Redis is away, the routes that count attempts (sign-in, codes, registration) answer
      // 503 (plugins/errors.ts) rather than let guesses through uncounted; catalogue reads never touch Redis.
      skipOnError: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `boutique-rl:${scope}` } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    app.decorate("attempts", createAttemptCounter(app.redis, { prefix: `boutique-attempts:${scope}` }));
  },
  { name: "rate-limit", dependencies: ["redis", "config"] },
);
