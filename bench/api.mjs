#!/usr/bin/env node
// API load benchmark: starts the server on a fresh data folder (and, for PostgreSQL, a throwaway
// database), loads each endpoint with autocannon, samples the server's memory, and compares the
// numbers with bench/budgets.json. Exits 1 when a budget is missed or an endpoint does not answer 2xx.
//
//   npm run bench                 # embedded PGlite
//   npm run bench:pg              # PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, else local postgres)
//   BENCH_DURATION=30 npm run bench
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const db = process.env.BENCH_DB ?? "pglite";
if (db !== "pglite" && db !== "postgres") fail(`BENCH_DB must be pglite or postgres, not "${db}"`);
const durationSeconds = positiveNumber("BENCH_DURATION", 20);
const connections = positiveNumber("BENCH_CONNECTIONS", 50);
const warmupSeconds = positiveNumber("BENCH_WARMUP", 3);
const budgets = JSON.parse(readFileSync(path.join(root, "bench/budgets.json"), "utf8"))[db];
const endpoints = Object.keys(budgets.endpoints);
/** A photo placed in the uploads folder before start, so the image endpoint has something to serve. */
const BENCH_IMAGE = "bench-photo.jpg";
/** Request headers per endpoint: the image is asked for as a browser would (WebP accepted). */
const HEADERS = { [`/api/images/${BENCH_IMAGE}?w=640`]: { accept: "image/webp,image/*,*/*;q=0.8" } };

const cleanups = [];
/**
 * The memory settings `npm start` uses (package.json "start:server"): a young generation of 4 MB and an
 * old generation capped at 128 MB, so the heap is collected instead of growing under load.
 */
const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=128"];

function runNode(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} exited ${code}`)),
    );
  });
}
let server = null;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "boutique-bench-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  await writeBenchImage(path.join(dataDir, "uploads", BENCH_IMAGE));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO: "true",
    // Per-request info logs would measure the log pipe, not the API; override with BENCH_LOG_LEVEL.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    DATABASE_URL: "",
    // glibc's per-thread malloc arenas otherwise keep freed memory (sharp's advice on Linux).
    MALLOC_ARENA_MAX: "2",
  };
  if (db === "postgres") env.DATABASE_URL = await createThrowawayDatabase();

  // The server as `npm start` runs it: the bundle from `npm run build` (built here when missing).
  const bundle = path.join(root, "apps/server/dist/server/main.mjs");
  if (!existsSync(bundle)) await runNode(["apps/server/build.mjs"]);
  console.log(`Starting the server (${db}) on port ${port}…`);
  // One node process running the bundle, so its RSS is the server's own.
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const serverLog = [];
  const keepLog = (chunk) => {
    serverLog.push(chunk.toString());
    if (serverLog.length > 200) serverLog.shift();
  };
  server.stdout.on("data", keepLog);
  server.stderr.on("data", keepLog);
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));

  const base = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  await Promise.race([
    waitForHealth(`${base}/api/health`, 120_000),
    exited.then((code) => {
      throw new Error(`The server exited with code ${code} before it was ready:\n${serverLog.join("")}`);
    }),
  ]);
  const startupMs = Date.now() - startedAt;
  const idleRssMb = readRssMb(server.pid);
  // The load generator shares the CPUs with the server; other work on the machine skews everything.
  const loadBefore = loadavg()[0];
  console.log(
    `Ready in ${(startupMs / 1000).toFixed(1)} s, RSS ${idleRssMb} MB. ${durationSeconds} s per endpoint, ${connections} connections.\n`,
  );

  let peakRssMb = idleRssMb;
  let endpointPeakMb = idleRssMb;
  const sampler = setInterval(() => {
    const rss = readRssMb(server.pid);
    if (rss !== null && rss > peakRssMb) peakRssMb = rss;
    if (rss !== null && rss > endpointPeakMb) endpointPeakMb = rss;
  }, 100);

  const results = [];
  for (const endpoint of endpoints) {
    const budget = budgets.endpoints[endpoint];
    const headers = HEADERS[endpoint] ?? {};
    const probe = await fetch(base + endpoint, { headers });
    await probe.arrayBuffer();
    if (probe.status < 200 || probe.status >= 300) {
      results.push({
        endpoint,
        status: probe.status,
        failure: `answers ${probe.status}, not 2xx: not benchmarked`,
        budget,
      });
      continue;
    }
    endpointPeakMb = readRssMb(server.pid) ?? 0;
    await run(base + endpoint, headers, warmupSeconds);
    const outcome = await run(base + endpoint, headers, durationSeconds);
    const failures = outcome.non2xx + outcome.errors + outcome.timeouts;
    const row = {
      endpoint,
      status: probe.status,
      requests: outcome.requests.total,
      rps: Math.round(outcome.requests.average),
      latencyMs: { p50: outcome.latency.p50, p99: outcome.latency.p99, max: outcome.latency.max },
      non2xx: outcome.non2xx,
      errors: outcome.errors,
      timeouts: outcome.timeouts,
      peakRssMb: endpointPeakMb,
      budget,
      failure: null,
    };
    const misses = [];
    if (failures > 0)
      misses.push(
        `${failures} failed requests (non-2xx ${outcome.non2xx}, errors ${outcome.errors}, timeouts ${outcome.timeouts})`,
      );
    if (row.rps < budget.minRps) misses.push(`${row.rps} rps < ${budget.minRps}`);
    if (row.latencyMs.p99 > budget.maxP99Ms) misses.push(`p99 ${row.latencyMs.p99} ms > ${budget.maxP99Ms}`);
    row.failure = misses.length ? misses.join("; ") : null;
    results.push(row);
  }
  clearInterval(sampler);
  const loadAfter = loadavg()[0];
  const rssMiss = peakRssMb > budgets.maxRssMb ? `peak RSS ${peakRssMb} MB > ${budgets.maxRssMb}` : null;

  printTable(results, { idleRssMb, peakRssMb, rssMiss });
  const load = { before: round(loadBefore), after: round(loadAfter), cpus: cpus().length };
  console.log(`Load average (1 min): ${load.before} before, ${load.after} after, on ${load.cpus} CPUs.`);
  if (loadBefore > load.cpus)
    console.log("The machine was busy before the run: these numbers understate the server.");
  const report = {
    db,
    date: new Date().toISOString(),
    node: process.version,
    load,
    durationSeconds,
    connections,
    startupMs,
    rss: { idleMb: idleRssMb, peakMb: peakRssMb, budgetMb: budgets.maxRssMb },
    endpoints: results,
    passed: !rssMiss && results.every((row) => !row.failure),
  };
  await mkdir(path.join(root, "bench/results"), { recursive: true });
  const out = path.join(root, `bench/results/api-${db}.json`);
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(root, out)}`);
  return report.passed;
}

function run(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function writeBenchImage(file) {
  // sharp is the server's dependency; only this step of the bench needs it.
  const { default: sharp } = await import("sharp");
  await mkdir(path.dirname(file), { recursive: true });
  // Blurred noise compresses like a product photo: about 40 KB as a 640 px WebP.
  const noise = { type: "gaussian", mean: 128, sigma: 60 };
  const photo = await sharp({ create: { width: 1600, height: 2000, channels: 3, noise } })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
  await writeFile(file, photo);
}

function round(value) {
  return Math.round(value * 100) / 100;
}

function printTable(results, { idleRssMb, peakRssMb, rssMiss }) {
  const rows = results.map((row) => [
    row.endpoint,
    row.rps === undefined ? "-" : String(row.rps),
    `>= ${row.budget.minRps}`,
    row.latencyMs ? String(row.latencyMs.p50) : "-",
    row.latencyMs ? String(row.latencyMs.p99) : "-",
    `< ${row.budget.maxP99Ms}`,
    row.peakRssMb === undefined ? "-" : String(row.peakRssMb),
    row.failure ? `FAIL: ${row.failure}` : "ok",
  ]);
  const header = ["endpoint", "req/s", "budget", "p50 ms", "p99 ms", "budget", "RSS MB", "result"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nServer RSS: ${idleRssMb} MB idle, ${peakRssMb} MB peak (budget < ${budgets.maxRssMb} MB): ${rssMiss ? `FAIL: ${rssMiss}` : "ok"}`,
  );
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function readRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null; // No /proc (macOS) or the process is gone: memory is then not reported.
  }
}

async function createThrowawayDatabase() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.DATABASE_URL ||
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
}

async function cleanup() {
  await stopServer();
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) fail(`${name} must be a positive number, not "${raw}"`);
  return value;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => cleanup().finally(() => process.exit(130)));
}

main()
  .then(async (passed) => {
    await cleanup();
    if (!passed) console.error("\nBudget missed.");
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
