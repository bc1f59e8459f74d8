import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NOTICED_WRITES, UNTAGGED_CATALOG } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once this instance has heard every change notice committed before the call. */
    catalogNotices: { heardAll(): Promise<void> };
  }
  interface FastifyContextConfig {
    /**
     * A write whose changes reach kept answers as change notices (stock, sales): its answer leaves once
     * this instance has heard them, so the shopper's next read here already shows the change.
     */
    awaitsCatalogNotices?: boolean;
  }
}

/** How long a write waits for its notices before clearing the catalogue area instead. */
const NOTICE_WAIT_MS = 2000;

/** The channel migration 0009's triggers notify on. */
export const CATALOG_CHANGES_CHANNEL = "catalog_changes";

/**
 * The kept answers a change notice makes stale (decision 030): `stock:<product>:<categories>` clears the
 * answers showing the product (its page, listing pages, searches and trending strips holding its card)
 * and the stock-dependent listings of its categories (a size filter, the sidebar's sizes);
 * `sold:<product>:<categories>` clears the Best-sorted listings of its categories and the best sellers;
 * `product:<product>:<categories>` (a staff edit, a review: migration 0010) clears the answers showing the
 * product, the listings, filters and product pages of its categories (a product page lists its category's
 * other pieces), every search, the trending strip, the best sellers and the catalogue answers that name no
 * products (UNTAGGED_CATALOG).
 * Null for a notice this version does not know.
 */
export function tagsOfNotice(payload: string): string[] | null {
  const [kind, product, categories = ""] = payload.split(":");
  const ids = categories.split(",").filter((id) => /^\d+$/.test(id));
  if (!/^\d+$/.test(product ?? "")) return null;
  if (kind === "stock") return [`p:${product}`, ...ids.map((id) => `cs:${id}`), "bestseller-stock"];
  if (kind === "sold") return [...ids.map((id) => `cb:${id}`), "bestseller"];
  if (kind === "product")
    return [
      `p:${product}`,
      ...ids.map((id) => `c:${id}`),
      "search",
      "trending",
      "bestseller",
      UNTAGGED_CATALOG,
    ];
  return null;
}

/**
 * Every instance hears the catalogue's change notices from PostgreSQL itself, after the change commits,
 * whichever instance or job made it, and clears exactly the kept answers they name; checkouts, payments,
 * refunds and returns then clear no catalogue area. A listening connection that was lost may have
 * missed notices: on reconnecting, the catalogue area is cleared once.
 */
export default fp(
  async function catalogChanges(app: FastifyInstance) {
    if (app.config.catalogCacheSeconds <= 0) {
      app.decorate("catalogNotices", { heardAll: async () => {} });
      return;
    }
    // The back office's product and stock writes (NOTICED_WRITES) await their notices like the routes
    // that say so themselves: one flag, read below.
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (NOTICED_WRITES.test(route.url) && methods.some((method) => method !== "GET" && method !== "HEAD"))
        route.config = { ...route.config, awaitsCatalogNotices: true };
    });
    const cache = app.answerCache;
    const waiting = new Map<string, () => void>();
    const stop = await app.database.listen(
      CATALOG_CHANGES_CHANNEL,
      (payload) => {
        if (payload.startsWith("sync:")) {
          waiting.get(payload)?.();
          return;
        }
        const tags = tagsOfNotice(payload);
        // An unknown notice (a newer version's) clears the area: never too little.
        if (tags) cache.clearTags(tags);
        else cache.clear(["catalog"], { fromElsewhere: true });
      },
      () => cache.clear(["catalog"], { fromElsewhere: true }),
    );
    app.addHook("onClose", async () => {
      await stop();
    });

    /**
     * Resolves once this instance has heard every notice committed before the call: notices reach a
     * listener in commit order, so hearing a marker sent now means the earlier ones were handled.
     */
    async function heardAllNotices(): Promise<void> {
      const marker = `sync:${randomUUID()}`;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), NOTICE_WAIT_MS);
        waiting.set(marker, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await app.db.execute(sql`select pg_notify(${CATALOG_CHANGES_CHANNEL}, ${marker})`);
        if (!(await heard)) cache.clear(["catalog"], { fromElsewhere: true });
      } finally {
        waiting.delete(marker);
      }
    }

    app.decorate("catalogNotices", { heardAll: heardAllNotices });

    app.addHook("onSend", async (request, reply) => {
      if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return;
      if (request.routeOptions.config?.awaitsCatalogNotices) {
        await heardAllNotices().catch(() => cache.clear(["catalog"], { fromElsewhere: true }));
      }
    });
  },
  { name: "answer-cache-notices", dependencies: ["answer-cache", "db"] },
);
