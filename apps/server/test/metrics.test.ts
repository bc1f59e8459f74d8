import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpRelay } from "../../../bench/lib/tcp-relay.mjs";
import { buildTestApp } from "./helpers";

const TOKEN = "metrics-token-for-the-tests-0001";
const postgres = process.env.DATABASE_URL;

describe("GET /metrics", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => app.close());

  it("is not served without METRICS_TOKEN", async () => {
    const off = await buildTestApp();
    try {
      expect((await off.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("refuses a request without the token, or with another", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("reports latency by route pattern, job queues and payments in Prometheus text", async () => {
    await app.inject({ method: "GET", url: "/api/categories" });
    await app.inject({ method: "GET", url: "/api/products/12345" });
    await app.db.execute(
      // A queued mail shows in the queue depth.
      (await import("drizzle-orm"))
        .sql`insert into email_outbox (recipient, subject, kind, html, text, status)
        values ('m@example.com', 'm', 'test', '<p>m</p>', 'm', 'queued')`,
    );
    const answer = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
    const text = answer.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*method="GET",route="\/api\/categories",status="2xx"[^}]*\} 1/,
    );
    // The pattern, never the raw id.
    expect(text).toContain('route="/api/products/:pid"');
    expect(text).not.toContain("/api/products/12345");
    expect(text).toMatch(/jobs_queue_depth\{[^}]*queue="mail"[^}]*\} 1/);
    expect(text).toContain("# TYPE payments gauge");
    expect(text).toContain("process_cpu_seconds_total");
    if (app.database.kind === "postgres") expect(text).toMatch(/db_pool_connections\{[^}]*state="total"/);
  });
});

describe.skipIf(!postgres)("GET /metrics while PostgreSQL is away", () => {
  it("still answers at once with the instance's own figures, leaving out the shop-wide ones", async () => {
    const target = new URL(postgres!);
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    target.port = String(relay.port);
    const app = await buildTestApp({ databaseUrl: target.toString(), metricsToken: TOKEN });
    try {
      await app.inject({ method: "GET", url: "/api/categories" });
      await relay.cut();
      const started = performance.now();
      const answer = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatch(/db_pool_connections\{[^}]*state="waiting"/);
      expect(answer.body).toContain('route="/api/categories"');
      expect(answer.body).not.toMatch(/^jobs_queue_depth\{/m);
    } finally {
      await relay.restore();
      await app.close();
      await relay.close();
    }
  }, 30_000);
});
