import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTcpRelay, type TcpRelay } from "../../../bench/lib/tcp-relay.mjs";
import { testConfig } from "../src/config";
import { UNAVAILABLE_MESSAGE } from "../src/lib/unavailable";
import { OVERLOAD_MESSAGE } from "../src/plugins/overload";
import { connectRedis } from "../src/plugins/redis";
import { buildTestApp, createThrowawayDatabase } from "./helpers";

const postgres = process.env.DATABASE_URL;
const serverRoot = path.resolve(import.meta.dirname, "..");
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** How long until `read` answers `status` (200) again, or null when it does not within 5 s. */
async function recoveryMs(read: () => Promise<{ statusCode: number }>, status = 200): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 5000) {
    if ((await read()).statusCode === status) return performance.now() - started;
    await sleep(100);
  }
  return null;
}

/** A relay in front of the host and port a service URL names, and the same URL through the relay. */
async function relayFor(url: string, defaultPort: number): Promise<{ relay: TcpRelay; viaRelay: string }> {
  const target = new URL(url);
  const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || defaultPort) });
  target.port = String(relay.port);
  return { relay, viaRelay: target.toString() };
}

describe("health endpoints for orchestrators", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("live answers ok; ready names the database and Redis", async () => {
    const live = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "ok", redis: app.redis ? "ok" : "none" });
  });
});

describe.skipIf(!postgres)("PostgreSQL going away and coming back (through a relay the test cuts)", () => {
  let relay: TcpRelay;
  let app: FastifyInstance;
  beforeAll(async () => {
    const relayed = await relayFor(postgres!, 5432);
    relay = relayed.relay;
    // A short statement timeout (so a short query timeout, 1 s above it) keeps the silent-server test quick.
    app = await buildTestApp({
      databaseUrl: relayed.viaRelay,
      database: { ...testConfig().database, statementTimeoutMs: 1000 },
    });
  });
  afterAll(async () => {
    await relay.restore().catch(() => {});
    await app.close();
    await relay.close();
  });

  it("answers 503 with a short message within 2 s while it is away, and recovers by itself within 5 s", async () => {
    const read = () => app.inject({ method: "GET", url: "/api/categories" });
    expect((await read()).statusCode).toBe(200);

    await relay.cut();
    for (const url of ["/api/categories", "/api/products/category/1/1", "/api/health", "/api/health/ready"]) {
      const started = performance.now();
      const answer = await app.inject({ method: "GET", url });
      expect(performance.now() - started, url).toBeLessThan(2000);
      expect(answer.statusCode, url).toBe(503);
      if (url.startsWith("/api/health")) continue;
      expect(answer.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect(answer.headers["retry-after"]).toBe("5");
    }
    // A write fails the same way and changes nothing.
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: "a@b.co", password: "eA==" },
        })
      ).statusCode,
    ).toBe(503);

    await relay.restore();
    expect(await recoveryMs(read)).not.toBeNull();
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  }, 30_000);

  it("a server gone silent (no reset) fails requests once the query timeout passes, never holds them", async () => {
    const read = () => app.inject({ method: "GET", url: "/api/categories" });
    expect((await read()).statusCode).toBe(200);

    relay.silence();
    const timed = async (url: string) => {
      const started = performance.now();
      const answer = await app.inject({ method: "GET", url });
      return { answer, ms: performance.now() - started };
    };
    // The pooled connection is taken and its query never answered: 1 s statement timeout + 1 s margin.
    const [listing, health] = await Promise.all([timed("/api/categories"), timed("/api/health")]);
    expect(listing.answer.statusCode).toBe(503);
    expect(listing.answer.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect(listing.ms).toBeLessThan(3500);
    expect(health.answer.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(2000);
    // A new connection cannot even start: the connect timeout (2 s) ends it.
    const second = await timed("/api/categories");
    expect(second.answer.statusCode).toBe(503);
    expect(second.ms).toBeLessThan(3500);

    await relay.restore();
    expect(await recoveryMs(read)).not.toBeNull();
  }, 30_000);

  it("a jobs pass while the database is away fails without taking the process down", async () => {
    await relay.cut();
    await expect(app.jobs.runOnce()).rejects.toThrow();
    await relay.restore();
    await expect(app.jobs.runOnce()).resolves.toMatchObject({ mailed: expect.any(Number) });
  }, 30_000);
});

const redisUp = await connectRedis(REDIS_URL).then(
  (client) => {
    client.disconnect();
    return true;
  },
  () => false,
);

describe.skipIf(!redisUp)("Redis going away after start-up (through a relay the test cuts)", () => {
  let relay: TcpRelay;
  let app: FastifyInstance;
  beforeAll(async () => {
    const relayed = await relayFor(REDIS_URL, 6379);
    relay = relayed.relay;
    app = await buildTestApp({ redisUrl: relayed.viaRelay });
  });
  afterAll(async () => {
    await relay.restore().catch(() => {});
    await app.close();
    await relay.close();
  });

  it("sign-in fails closed with a 503, the catalogue still reads, and both recover by themselves", async () => {
    const signIn = () =>
      app.inject({ method: "POST", url: "/api/login", payload: { email: "a@b.co", password: "eA==" } });
    expect((await signIn()).statusCode).toBe(401);

    await relay.cut();
    const started = performance.now();
    const refused = await signIn();
    expect(performance.now() - started).toBeLessThan(2500);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect((await app.inject({ method: "GET", url: "/api/categories" })).statusCode).toBe(200);
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", database: "ok", redis: "unavailable" });

    await relay.restore();
    expect(await recoveryMs(signIn, 401)).not.toBeNull();
  }, 30_000);
});

describe("closing", () => {
  it("waits for a running jobs pass before closing the database, and answers 503 meanwhile", async () => {
    // An SMTP server that accepts and never greets: the timer's pass waits in its delivery until let go.
    const smtpSockets = new Set<net.Socket>();
    let onSmtpConnection = () => {};
    const smtpConnected = new Promise<void>((resolve) => {
      onSmtpConnection = resolve;
    });
    const smtp = net.createServer((socket) => {
      smtpSockets.add(socket);
      onSmtpConnection();
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.address() as net.AddressInfo).port;
    const app = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      payments: { ...testConfig().payments, jobsIntervalSeconds: 1 },
    });
    try {
      await app.db.execute(sql`insert into email_outbox (recipient, subject, kind, html, text, status, next_attempt_at)
        values ('m@example.com', 'm', 'test', '<p>m</p>', 'm', 'queued', now())`);
      await app.listen({ host: "127.0.0.1", port: 0 });
      const origin = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
      await Promise.race([
        smtpConnected,
        sleep(10_000).then(() => Promise.reject(new Error("no jobs pass"))),
      ]);

      let closed = false;
      const closing = app.close().then(() => {
        closed = true;
      });
      await sleep(200);
      const ready = await fetch(`${origin}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(closed).toBe(false);

      for (const socket of smtpSockets) socket.destroy();
      await closing;
      expect(closed).toBe(true);
    } finally {
      smtp.close();
    }
  }, 30_000);
});

describe("overload", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ overloadEventLoopDelayMs: 5 });
  });
  afterAll(() => app.close());

  it("answers 503 with Retry-After while the event loop lags, and keeps live answering", async () => {
    // Block the loop for a second: the one-second sample that holds it averages well past 5 ms.
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      // busy
    }
    let busy = null;
    for (let tries = 0; tries < 40 && !busy; tries += 1) {
      const answer = await app.inject({ method: "GET", url: "/api/categories" });
      if (answer.statusCode === 503) busy = answer;
      else await sleep(50);
    }
    expect(busy?.json()).toEqual({ message: OVERLOAD_MESSAGE });
    expect(busy?.headers["retry-after"]).toBe("5");
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });
});

describe("SIGTERM", () => {
  it("stops taking requests, finishes, closes the database and exits 0", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "boutique-sigterm-"));
    // On PostgreSQL when there is one (a throwaway database); else PGlite from the migrated template, since a
    // new PGlite data directory (initdb and every migration) takes half a minute on a busy machine.
    const database = postgres ? await createThrowawayDatabase(postgres) : null;
    const template = inject("pgliteTemplate");
    if (!database && template) {
      const loadDataDir = new Blob([await readFile(template)]);
      await (await PGlite.create({ dataDir: path.join(dataDir, "db"), loadDataDir })).close();
    }
    const port = 3400 + Math.floor(Math.random() * 500);
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: database?.url ?? "",
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_DEMO: "false",
        JWT_SECRET: "test-secret-test-secret-test-secret-0000",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        JOBS_INTERVAL_SECONDS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const deadline = Date.now() + 60_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await sleep(200);
      }
      expect(up).toBe(true);
      // A request in flight when the signal arrives (its body still arriving) still gets its answer.
      const body = JSON.stringify({ email: "nobody@example.com", password: "bm9ib2R5" });
      const request = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/login",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      const answered = new Promise<number | undefined>((resolve, reject) => {
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on("error", reject);
      });
      request.write(body.slice(0, 10));
      await sleep(300);
      child.kill("SIGTERM");
      await sleep(300);
      request.end(body.slice(10));
      expect(await answered).toBe(401);
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"shutting down"');
      await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
    } finally {
      child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }, 90_000);
});

describe("start-up with a setting that cannot work", () => {
  it("a wrong REDIS_URL stops the start with a clear message", async () => {
    await expect(buildTestApp({ redisUrl: "redis://127.0.0.1:6390" })).rejects.toThrow(
      /^Redis at redis:\/\/127\.0\.0\.1:6390 did not answer: connect ECONNREFUSED 127\.0\.0\.1:6390\. Check REDIS_URL\.$/,
    );
  });

  it("gives up within a few seconds on a closed port, an unknown host or a server that never answers", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    try {
      for (const [url, reason] of [
        ["redis://127.0.0.1:6390", /ECONNREFUSED/],
        ["redis://no-such-host.invalid:6379", /ENOTFOUND|EAI_AGAIN/],
        [`redis://127.0.0.1:${silentPort}`, /timed out/i],
      ] as const) {
        const started = performance.now();
        await expect(connectRedis(url), url).rejects.toThrow(reason);
        expect(performance.now() - started, url).toBeLessThan(5000);
      }
    } finally {
      silent.close();
    }
  }, 20_000);

  it("an unreachable DATABASE_URL stops the server with one line and exit code 1", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/shop",
        JWT_SECRET: "test-secret-test-secret-test-secret-0000",
        DATA_DIR: path.join(serverRoot, "data", "test-unreachable"),
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:1\/shop did not answer: .+\. Check DATABASE_URL and that the database is running\.$/,
    );
  }, 30_000);
});
