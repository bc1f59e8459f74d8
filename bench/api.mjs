#!/usr/bin/env node
// API load benchmark: starts the server on a fresh data folder (and, for PostgreSQL, a throwaway
// database), loads each endpoint with autocannon, samples the server's memory, and compares the
// numbers with bench/budgets.json. Exits 1 when a budget is missed or an endpoint does not answer 2xx.
//
//   npm run bench                 # embedded PGlite
//   npm run bench:pg              # PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, else local postgres)
//   BENCH_DURATION=30 npm run bench
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { positiveNumber, readRssMb, root, runBench, startServer } from "./lib/server.mjs";

const db = process.env.BENCH_DB ?? "pglite";
const durationSeconds = positiveNumber("BENCH_DURATION", 20);
const connections = positiveNumber("BENCH_CONNECTIONS", 50);
const warmupSeconds = positiveNumber("BENCH_WARMUP", 3);
const budgets = JSON.parse(readFileSync(path.join(root, "bench/budgets.json"), "utf8"))[db];
const endpoints = Object.keys(budgets.endpoints);
/** A photo placed in the uploads folder before start, so the image endpoint has something to serve. */
const BENCH_IMAGE = "bench-photo.jpg";
/** Request headers per endpoint: the image is asked for as a browser would (WebP accepted). */
const HEADERS = { [`/api/images/${BENCH_IMAGE}?w=640`]: { accept: "image/webp,image/*,*/*;q=0.8" } };

async function main() {
  const { base, pid, startupMs } = await startServer({
    db,
    prepare: (dataDir) => writeBenchImage(path.join(dataDir, "uploads", BENCH_IMAGE)),
  });
  const idleRssMb = readRssMb(pid);
  // The load generator shares the CPUs with the server; other work on the machine skews everything.
  const loadBefore = loadavg()[0];
  console.log(
    `Ready in ${(startupMs / 1000).toFixed(1)} s, RSS ${idleRssMb} MB. ${durationSeconds} s per endpoint, ${connections} connections.\n`,
  );

  let peakRssMb = idleRssMb;
  let endpointPeakMb = idleRssMb;
  const sampler = setInterval(() => {
    const rss = readRssMb(pid);
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
    endpointPeakMb = readRssMb(pid) ?? 0;
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

runBench(main);
