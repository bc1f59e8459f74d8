import { timingSafeEqual } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { rowsOf } from "../db/transaction";
import { within } from "../lib/unavailable";

/** A scrape must not wait on a database that does not answer (Prometheus gives up at 10 s by default). */
const SHOP_FIGURES_TIMEOUT_MS = 2000;

/**
 * Prometheus metrics at GET /metrics, only when METRICS_TOKEN is set and sent as a bearer token. Each app
 * has its own registry (tests build many apps in one process). Per-instance figures (request latency,
 * pool, process) come from this instance; shop-wide figures (queues, payments) are read from PostgreSQL
 * at scrape time, so every instance reports the same truth and a restart loses no count (aggregate those with
 * max(), not sum()). A counter bumped where a payment is marked paid would count per instance and need the
 * transaction's commit to be certain; the table already is.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const token = app.config.metricsToken;
    if (!token) return;
    /** Rows for a shop-wide gauge, or null (logged) when the database does not answer: the gauge is left out of
     * this scrape, and the instance's own figures (latency, pool, process) still arrive. */
    async function readShopFigures<T>(query: SQL): Promise<T[] | null> {
      try {
        return rowsOf<T>(await within(app.db.execute(query), SHOP_FIGURES_TIMEOUT_MS, "the database"));
      } catch (error) {
        app.log.warn({ err: error }, "metrics: shop figures unavailable");
        return null;
      }
    }

    const registry = new Registry();
    registry.setDefaultLabels({ app: "boutique" });
    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: "http_request_duration_seconds",
      help: "Request latency by route pattern, method and status class",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
      // The route's pattern, never the raw URL: one series per route, whatever the ids and queries.
      const route = request.routeOptions.url ?? "unmatched";
      latency.observe(
        { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });

    const pool = app.database.pool;
    if (pool) {
      new Gauge({
        name: "db_pool_connections",
        help: "PostgreSQL pool connections by state (waiting = requests queued for a connection)",
        labelNames: ["state"] as const,
        registers: [registry],
        collect() {
          this.set({ state: "total" }, pool.totalCount);
          this.set({ state: "idle" }, pool.idleCount);
          this.set({ state: "waiting" }, pool.waitingCount);
        },
      });
    }

    new Gauge({
      name: "jobs_queue_depth",
      help: "Work waiting for the background jobs: queued mail, payments pending past the reconcile age, unsettled refunds",
      labelNames: ["queue"] as const,
      registers: [registry],
      async collect() {
        const minutes = app.config.payments.reconcileAfterMinutes;
        const rows = await readShopFigures<{ mail: number; payments: number; refunds: number }>(sql`
          select
            (select count(*)::int from email_outbox where status = 'queued') as mail,
            (select count(*)::int from payments p join orders o on o.id = p.order_id
              where p.status = 'pending' and o.status = 'pending'
                and o.created_at < now() - make_interval(mins => ${minutes})) as payments,
            (select count(*)::int from refunds where status = 'pending') as refunds`);
        this.reset();
        const row = rows?.[0];
        if (!row) return;
        this.set({ queue: "mail" }, row.mail);
        this.set({ queue: "payments_to_reconcile" }, row.payments);
        this.set({ queue: "refunds" }, row.refunds);
      },
    });

    new Gauge({
      name: "payments",
      help: "Payments by provider and outcome (pending, paid, failed, ...), read from the database",
      labelNames: ["pay_type", "status"] as const,
      registers: [registry],
      async collect() {
        const rows = await readShopFigures<{ pay_type: string; status: string; n: number }>(
          sql`select pay_type, status, count(*)::int as n from payments group by pay_type, status`,
        );
        this.reset();
        for (const row of rows ?? []) this.set({ pay_type: row.pay_type, status: row.status }, row.n);
      },
    });

    const expected = Buffer.from(`Bearer ${token}`);
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .header("www-authenticate", "Bearer")
          .send({ message: "Metrics need the token." });
      }
      reply.header("content-type", registry.contentType).header("cache-control", "no-store");
      return registry.metrics();
    });
  },
  { name: "metrics", dependencies: ["config", "db"] },
);
