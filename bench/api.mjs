#!/usr/bin/env node
// API load benchmark: starts the server on a fresh data folder (and, for PostgreSQL, a throwaway
// database), loads each endpoint with autocannon, rotating through many URLs so the catalogue cache
// holds many answers rather than one, samples the server's memory, and compares the numbers with
// bench/budgets.json. A second server with the catalogue cache off (CATALOG_CACHE_SECONDS=0) then
// measures the catalogue reads uncached; those figures are reported and kept, not budgeted.
// Exits 1 when a budget is missed or a URL does not answer 2xx.
//
//   npm run bench                 # embedded PGlite
//   npm run bench:pg              # PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, else local postgres)
//   BENCH_DURATION=30 npm run bench
//   BENCH_SKIP_UNCACHED=1 npm run bench
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { positiveNumber, readRssMb, root, runBench, startServer, stopServer } from "./lib/server.mjs";

const db = process.env.BENCH_DB ?? "pglite";
const durationSeconds = positiveNumber("BENCH_DURATION", 20);
const connections = positiveNumber("BENCH_CONNECTIONS", 50);
const warmupSeconds = positiveNumber("BENCH_WARMUP", 3);
const budgets = JSON.parse(readFileSync(path.join(root, "bench/budgets.json"), "utf8"))[db];
/** A photo placed in the uploads folder before start, so the image endpoint has something to serve. */
const BENCH_IMAGE = "bench-photo.jpg";
const IMAGE_ENDPOINT = `/api/images/${BENCH_IMAGE}?w=640`;
/** Every request asks as a browser does: compressed answers (their cost is part of the figures). */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };
/** Request headers per endpoint: the image is asked for as a browser would (WebP accepted). */
const HEADERS = { [IMAGE_ENDPOINT]: { ...BROWSER_HEADERS, accept: "image/webp,image/*,*/*;q=0.8" } };
/** Search as you type: every prefix of a few words shoppers look for. */
const SEARCH_WORDS = ["lehenga", "saree", "turban", "anarkali", "silk", "cotton", "red", "zari"];
const SORTS = ["newest", "Best", "LtH", "HtL"];
/** The catalogue reads the cache serves; the uncached pass loads these only. */
const CATALOGUE = [
  "/api/categories",
  "/api/products/category/:cat/:page",
  "/api/products/:id",
  "/api/products/search?query=:prefix",
];

async function main() {
  const prepare = (dataDir) => writeBenchImage(path.join(dataDir, "uploads", BENCH_IMAGE));
  const cached = await runPass({ label: "cached", prepare, endpoints: Object.keys(budgets.endpoints) });
  const rssMiss =
    cached.rss.peakMb > budgets.maxRssMb ? `peak RSS ${cached.rss.peakMb} MB > ${budgets.maxRssMb}` : null;
  console.log("\nCached pass (catalogue cache on, as in production), rotating URLs: budgets apply\n");
  printTable(cached.results, { ...cached.rss, rssMiss });

  let uncached = null;
  if (process.env.BENCH_SKIP_UNCACHED !== "1") {
    await stopServer();
    uncached = await runPass({
      label: "uncached",
      env: { CATALOG_CACHE_SECONDS: "0" },
      endpoints: CATALOGUE,
    });
    console.log("\nUncached pass (CATALOG_CACHE_SECONDS=0), rotating URLs: for information, not budgeted\n");
    printTable(uncached.results, uncached.rss);
  }

  const load = { ...cached.load, uncachedAfter: uncached?.load.after ?? null, cpus: cpus().length };
  console.log(
    `\nLoad average (1 min): ${load.before} before, ${load.after} after the cached pass` +
      `${uncached ? `, ${load.uncachedAfter} after the uncached one` : ""}, on ${load.cpus} CPUs.`,
  );
  if (load.before > load.cpus)
    console.log("The machine was busy before the run: these numbers understate the server.");
  const report = {
    db,
    date: new Date().toISOString(),
    node: process.version,
    load,
    durationSeconds,
    connections,
    startupMs: cached.startupMs,
    rss: { ...cached.rss, budgetMb: budgets.maxRssMb },
    endpoints: cached.results,
    uncached: uncached && {
      note: "CATALOG_CACHE_SECONDS=0: every request reads the database. Information only, no budget.",
      rss: uncached.rss,
      endpoints: uncached.results,
    },
    passed: !rssMiss && cached.results.every((row) => !row.failure),
  };
  await mkdir(path.join(root, "bench/results"), { recursive: true });
  const out = path.join(root, `bench/results/api-${db}.json`);
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(root, out)}`);
  return report.passed;
}

/** One server, each endpoint warmed up then loaded over its rotation of URLs; budgets checked per row. */
async function runPass({ label, prepare, env, endpoints }) {
  const { base, pid, startupMs } = await startServer({ db, prepare, env });
  const idleMb = readRssMb(pid);
  // The load generator shares the CPUs with the server; other work on the machine skews everything.
  const loadBefore = loadavg()[0];
  const rotations = await buildRotations(base);
  console.log(
    `${label}: ready in ${(startupMs / 1000).toFixed(1)} s, RSS ${idleMb} MB. ${durationSeconds} s per endpoint, ${connections} connections.`,
  );

  let peakMb = idleMb;
  let endpointPeakMb = idleMb;
  const sampler = setInterval(() => {
    const rss = readRssMb(pid);
    if (rss !== null && rss > peakMb) peakMb = rss;
    if (rss !== null && rss > endpointPeakMb) endpointPeakMb = rss;
  }, 100);

  const results = [];
  for (const endpoint of endpoints) {
    const budget = budgets.endpoints[endpoint];
    const headers = HEADERS[endpoint] ?? BROWSER_HEADERS;
    const urls = rotations[endpoint];
    if (!urls) throw new Error(`bench/budgets.json names ${endpoint}, which bench/api.mjs has no URLs for`);
    // Every URL of the rotation must answer 2xx before any load: a 404 or 500 is a failure, not a number.
    const broken = await firstBroken(base, urls, headers);
    if (broken) {
      results.push({ endpoint, urls: urls.length, failure: `${broken}: not benchmarked`, budget });
      continue;
    }
    endpointPeakMb = readRssMb(pid) ?? 0;
    await run(base, urls, headers, warmupSeconds);
    const outcome = await run(base, urls, headers, durationSeconds);
    const failures = outcome.non2xx + outcome.errors + outcome.timeouts;
    const row = {
      endpoint,
      urls: urls.length,
      sample: urls.slice(0, 3),
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
    // Budgets apply to the cached pass only; the uncached rows keep them beside the figures for comparison.
    if (label === "cached" && row.rps < budget.minRps) misses.push(`${row.rps} rps < ${budget.minRps}`);
    if (label === "cached" && row.latencyMs.p99 > budget.maxP99Ms)
      misses.push(`p99 ${row.latencyMs.p99} ms > ${budget.maxP99Ms}`);
    row.failure = misses.length ? misses.join("; ") : null;
    results.push(row);
  }
  clearInterval(sampler);
  const load = { before: round(loadBefore), after: round(loadavg()[0]) };
  return { results, rss: { idleMb, peakMb }, load, startupMs };
}

/**
 * The URLs each endpoint is loaded with: every category at every sort, every listed product, every prefix
 * of a few search words. A popular shop sees many of these at once, not one URL over and over.
 */
async function buildRotations(base) {
  const tree = await getJson(base, "/api/categories");
  const categories = [];
  const walk = (nodes) => {
    for (const node of nodes) {
      categories.push({ id: node.id, name: node.name });
      walk(node.subcategories ?? []);
    }
  };
  walk(tree);
  const listings = categories.flatMap(({ id, name }) =>
    SORTS.map((sort) => `/api/products/category/${encodeURIComponent(name)}/1?id=${id}&sort=${sort}`),
  );
  const productIds = new Set();
  for (const { id, name } of categories) {
    const page = await getJson(base, `/api/products/category/${encodeURIComponent(name)}/1?id=${id}`);
    for (const product of page.products) productIds.add(product.id);
  }
  const prefixes = new Set(SEARCH_WORDS.flatMap((word) => [...word].map((_, end) => word.slice(0, end + 1))));
  return {
    "/api/health": ["/api/health"],
    "/api/categories": ["/api/categories"],
    "/api/products/category/:cat/:page": listings,
    "/api/products/:id": [...productIds].map((id) => `/api/products/${id}`),
    "/api/products/search?query=:prefix": [...prefixes].map(
      (prefix) => `/api/products/search?query=${encodeURIComponent(prefix)}`,
    ),
    [IMAGE_ENDPOINT]: [IMAGE_ENDPOINT],
  };
}

async function getJson(base, url) {
  const response = await fetch(base + url);
  if (!response.ok) throw new Error(`${url} answered ${response.status} while listing the bench's URLs`);
  return response.json();
}

async function firstBroken(base, urls, headers) {
  for (const url of urls) {
    const response = await fetch(base + url, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status < 200 || response.status >= 300) return `${url} answers ${response.status}, not 2xx`;
  }
  return null;
}

/** autocannon cycles each connection through `urls` in turn. */
function run(base, urls, headers, duration) {
  const requests = urls.map((url) => ({ method: "GET", path: url }));
  return new Promise((resolve, reject) => {
    autocannon({ url: base, requests, headers, connections, duration, timeout: 10 }, (error, result) =>
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

/** `rssMiss` undefined: a pass without budgets (the uncached one), so no budget column is shown. */
function printTable(results, { idleMb, peakMb, rssMiss }) {
  const rows = results.map((row) => [
    row.endpoint,
    String(row.urls),
    row.rps === undefined ? "-" : String(row.rps),
    rssMiss === undefined ? "-" : `>= ${row.budget.minRps}`,
    row.latencyMs ? String(row.latencyMs.p50) : "-",
    row.latencyMs ? String(row.latencyMs.p99) : "-",
    rssMiss === undefined ? "-" : `< ${row.budget.maxP99Ms}`,
    row.peakRssMb === undefined ? "-" : String(row.peakRssMb),
    row.failure ? `FAIL: ${row.failure}` : "ok",
  ]);
  const header = ["endpoint", "URLs", "req/s", "budget", "p50 ms", "p99 ms", "budget", "RSS MB", "result"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
  const verdict = rssMiss === undefined ? "" : `: ${rssMiss ? `FAIL: ${rssMiss}` : "ok"}`;
  console.log(
    `\nServer RSS: ${idleMb} MB idle, ${peakMb} MB peak (budget < ${budgets.maxRssMb} MB)${verdict}`,
  );
}

runBench(main);
