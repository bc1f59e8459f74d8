#!/usr/bin/env node
// API load benchmark: starts the server on a fresh data folder (and, for PostgreSQL, a throwaway
// database), loads each endpoint with autocannon, rotating through many URLs so the catalogue cache
// holds many answers rather than one, samples the server's memory, and compares the numbers with
// bench/budgets.json. In the same run: a reference server (bare Fastify: hello-world, and 30 flat rows of
// a 1,000-row table through `pg`; bench/lib/reference-server.mjs) loaded the same way before and after the
// shop, a mixed run at a fixed rate (70% cached reads, 20% uncached reads, 10% cart writes;
// bench/lib/mixed.mjs) on the cached server, and a second server with the catalogue cache off
// (CATALOG_CACHE_SECONDS=0) for the catalogue reads uncached. Cached answers are budgeted as a share of
// hello-world, uncached ones as a share of the rows reference. Exits 1 when a budget is missed or a URL
// does not answer 2xx.
//
//   npm run bench                 # embedded PGlite
//   npm run bench:pg              # PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, else local postgres)
//   BENCH_DURATION=30 npm run bench
//   BENCH_SKIP_UNCACHED=1 BENCH_SKIP_MIXED=1 BENCH_SKIP_REFERENCE=1 npm run bench
//   BENCH_MIXED_SECONDS=15 npm run bench:pg
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { percent, printReport } from "./lib/api-report.mjs";
import { figures, firstBroken, loadUrls } from "./lib/load.mjs";
import { runMixed } from "./lib/mixed.mjs";
import { measureReference, summarizeReference } from "./lib/reference.mjs";
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

/** The reference is loaded as the shop's endpoints are. */
const loadSettings = { headers: BROWSER_HEADERS, connections, warmupSeconds, seconds: durationSeconds };
const skip = (name) => process.env[name] === "1";
/** The reference routes the shares are of; each figure is the mean of a load before and one after the shop's. */
const HELLO = "/hello";
const ROWS = "/rows/:page";
const mixedRate = positiveNumber("BENCH_MIXED_RATE", budgets.mixed?.rps ?? 300);
const mixedSeconds = positiveNumber("BENCH_MIXED_SECONDS", budgets.mixed?.durationSeconds ?? 60);

async function main() {
  const load = { before: round(loadavg()[0]), cpus: cpus().length };
  const prepare = (dataDir) => writeBenchImage(path.join(dataDir, "uploads", BENCH_IMAGE));
  const referenceRuns = [];
  let referenceDatabaseUrl = null;
  let mixed = null;
  const cached = await runPass({
    label: "cached",
    prepare,
    endpoints: Object.keys(budgets.endpoints),
    // The shop's server is up (so its throwaway database exists, for the reference's table) and idle.
    before: async ({ databaseUrl }) => {
      referenceDatabaseUrl = databaseUrl;
      if (!skip("BENCH_SKIP_REFERENCE"))
        referenceRuns.push(
          await measureReference({ label: "before", db, databaseUrl, settings: loadSettings }),
        );
    },
    // On the same server, so its memory figures cover the mixed run too.
    after: async (server) => {
      load.afterCached = round(loadavg()[0]);
      if (skip("BENCH_SKIP_MIXED")) return;
      // A mixed run that cannot start (a URL kind or the sign-in failing) is a failure; the rest still runs.
      mixed = await runMixedPass(server).catch((error) => ({ failure: `did not run: ${error.message}` }));
    },
  });
  load.afterMixed = round(loadavg()[0]);
  await stopServer();

  let uncached = null;
  if (!skip("BENCH_SKIP_UNCACHED")) {
    uncached = await runPass({
      label: "uncached",
      env: { CATALOG_CACHE_SECONDS: "0" },
      endpoints: CATALOGUE,
    });
    load.afterUncached = round(loadavg()[0]);
    await stopServer();
  }
  if (!skip("BENCH_SKIP_REFERENCE"))
    referenceRuns.push(
      await measureReference({
        label: "after",
        db,
        databaseUrl: referenceDatabaseUrl,
        settings: loadSettings,
      }),
    );
  load.end = round(loadavg()[0]);

  const reference = summarizeReference(referenceRuns);
  const shares = budgets.shareOfReference;
  applyShares(cached.results, reference?.[HELLO], (endpoint) =>
    CATALOGUE.includes(endpoint) ? shares?.cachedOfHello : undefined,
  );
  if (uncached) applyShares(uncached.results, reference?.[ROWS], (endpoint) => shares?.uncached?.[endpoint]);
  const rssMiss = (rss) =>
    rss.peakMb > budgets.maxRssMb ? `peak RSS ${rss.peakMb} MB > ${budgets.maxRssMb}` : null;
  cached.rss.miss = rssMiss(cached.rss);
  if (uncached) uncached.rss.miss = rssMiss(uncached.rss);

  printReport({
    budgets,
    reference,
    referenceRuns,
    cached,
    uncached,
    mixed,
    load,
    durationSeconds,
    connections,
  });
  const skipped = ["BENCH_SKIP_REFERENCE", "BENCH_SKIP_MIXED", "BENCH_SKIP_UNCACHED"].filter(skip);
  if (skipped.length)
    console.log(`Skipped (${skipped.join(", ")}): their figures and budgets are not in this run.`);

  const report = {
    db,
    date: new Date().toISOString(),
    node: process.version,
    load,
    durationSeconds,
    connections,
    startupMs: cached.startupMs,
    budgetsNote: budgets.note,
    rss: { ...cached.rss, budgetMb: budgets.maxRssMb },
    reference: reference && {
      note: "Bare Fastify, no schemas, hooks, compression or logging; /rows/:page is one pg query (pool of DATABASE_POOL_MAX) of 30 rows of a 1,000-row table. Figures are the mean of the runs before and after the shop's.",
      routes: reference,
      runs: referenceRuns,
    },
    endpoints: cached.results,
    mixed,
    uncached: uncached && {
      note: "CATALOG_CACHE_SECONDS=0: every request reads the database. share is of the reference's /rows/:page.",
      rss: uncached.rss,
      endpoints: uncached.results,
    },
    skipped,
  };
  report.passed =
    !cached.rss.miss &&
    !uncached?.rss.miss &&
    !mixed?.failure &&
    !reference?.failure &&
    [...cached.results, ...(uncached?.results ?? [])].every((row) => !row.failure);
  await mkdir(path.join(root, "bench/results"), { recursive: true });
  const out = path.join(root, `bench/results/api-${db}.json`);
  await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(root, out)}`);
  return report.passed;
}

/**
 * One server, each endpoint warmed up then loaded over its rotation of URLs; the absolute budgets are checked
 * on the cached pass, failed requests on both. `before` runs once the server is up, `after` once the
 * endpoints are done, with the memory still sampled.
 */
async function runPass({ label, prepare, env, endpoints, before, after }) {
  await waitForStorefrontBuild();
  const { base, pid, startupMs, databaseUrl } = await startServer({ db, prepare, env });
  const idleMb = readRssMb(pid);
  if (before) await before({ base, pid, databaseUrl });
  const rotations = await buildRotations(base);
  console.log(
    `${label}: ready in ${(startupMs / 1000).toFixed(1)} s, RSS ${idleMb} MB. ${durationSeconds} s per endpoint, ${connections} connections.`,
  );

  let peakMb = idleMb;
  let phasePeakMb = idleMb;
  const sampler = setInterval(() => {
    const rss = readRssMb(pid);
    if (rss !== null && rss > peakMb) peakMb = rss;
    if (rss !== null && rss > phasePeakMb) phasePeakMb = rss;
  }, 100);

  const results = [];
  for (const endpoint of endpoints) {
    const budget = budgets.endpoints[endpoint];
    const headers = HEADERS[endpoint] ?? BROWSER_HEADERS;
    const urls = rotations[endpoint];
    if (!urls) throw new Error(`bench/budgets.json names ${endpoint}, which bench/api.mjs has no URLs for`);
    // Every URL of the rotation must answer 2xx before any load: a 404 or 500 is a failure, not a number.
    const broken = urls.length
      ? await firstBroken(base, urls, headers)
      : "no URLs (the listing pages failed)";
    if (broken) {
      results.push({ endpoint, urls: urls.length, failure: `${broken}: not benchmarked`, budget });
      continue;
    }
    phasePeakMb = readRssMb(pid) ?? 0;
    await loadUrls({ base, urls, headers, connections, seconds: warmupSeconds });
    const row = {
      endpoint,
      urls: urls.length,
      sample: urls.slice(0, 3),
      ...figures(await loadUrls({ base, urls, headers, connections, seconds: durationSeconds })),
      peakRssMb: phasePeakMb,
      budget,
      failure: null,
    };
    const misses = row.failed ? [row.failed] : [];
    if (label === "cached" && row.rps < budget.minRps) misses.push(`${row.rps} rps < ${budget.minRps}`);
    if (label === "cached" && row.latencyMs.p99 > budget.maxP99Ms)
      misses.push(`p99 ${row.latencyMs.p99} ms > ${budget.maxP99Ms}`);
    row.failure = misses.length ? misses.join("; ") : null;
    results.push(row);
    console.log(`  ${label} ${endpoint}: ${row.rps} req/s, p99 ${row.latencyMs.p99} ms`);
  }
  phasePeakMb = readRssMb(pid) ?? 0;
  if (after) await after({ base, pid, databaseUrl, rotations });
  clearInterval(sampler);
  const rss = { idleMb, peakMb, ...(after ? { afterPeakMb: phasePeakMb } : {}) };
  return { results, rss, startupMs };
}

/**
 * The server needs the storefront build; a rebuild under way in the same working tree removes it for a
 * minute or so. Waits up to two minutes for it, after which startServer reports it missing.
 */
async function waitForStorefrontBuild() {
  const build = path.join(root, "apps/storefront/build/server/index.js");
  for (let waited = 0; !existsSync(build) && waited < 120; waited += 2) {
    if (waited === 0) console.log("Waiting for the storefront build (a rebuild is under way?)…");
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Each row's rate as a share of the reference's; below the budget's share (when there is one) is a miss. */
function applyShares(results, referenceRoute, budgetOf) {
  for (const row of results) {
    if (row.rps === undefined || !referenceRoute) continue;
    const budget = budgetOf(row.endpoint);
    row.share = {
      value: Math.round((row.rps / referenceRoute.rps) * 1000) / 1000,
      referenceRps: referenceRoute.rps,
      budget: budget ?? null,
    };
    if (budget !== undefined && row.share.value < budget) {
      const miss = `${percent(row.share.value)} of reference < ${percent(budget)}`;
      row.failure = row.failure ? `${row.failure}; ${miss}` : miss;
    }
  }
}

/** The mixed run on the cached server (PostgreSQL only: it inserts its customers into the database). */
async function runMixedPass({ base, databaseUrl, rotations, pid }) {
  if (!databaseUrl) return { skipped: "PGlite: the mixed run inserts its customers into PostgreSQL" };
  console.log(
    `mixed: ${mixedRate} req/s for ${mixedSeconds} s (70% cached reads, 20% uncached, 10% cart writes)…`,
  );
  // Round robin over the catalogue endpoints, so consecutive cached reads are of different kinds.
  const lists = CATALOGUE.map((endpoint) => [...rotations[endpoint]]);
  const cachedUrls = [];
  while (lists.some((list) => list.length))
    for (const list of lists) if (list.length) cachedUrls.push(list.shift());
  const result = await runMixed({
    base,
    databaseUrl,
    serverPid: pid,
    cachedUrls,
    listingUrls: rotations["/api/products/category/:cat/:page"],
    rate: mixedRate,
    seconds: mixedSeconds,
    headers: BROWSER_HEADERS,
  });
  const budget = budgets.mixed ?? null;
  const misses = [];
  if (result.errors > 0) misses.push(`${result.errors} failed requests`);
  if (budget && result.latencyMs.p99 > budget.maxP99Ms)
    misses.push(`p99 ${result.latencyMs.p99} ms > ${budget.maxP99Ms}`);
  const writes = result.byKind.write.p99;
  if (budget?.maxWriteP99Ms && writes > budget.maxWriteP99Ms)
    misses.push(`writes p99 ${writes} ms > ${budget.maxWriteP99Ms}`);
  const worst = Math.max(...result.windows.map((window) => window.p99 ?? 0));
  if (budget?.maxWindowP99Ms && worst > budget.maxWindowP99Ms)
    misses.push(`a window's p99 ${worst} ms > ${budget.maxWindowP99Ms}`);
  if (budget && (mixedRate !== budget.rps || mixedSeconds !== budget.durationSeconds))
    result.note = `BENCH_MIXED_RATE/BENCH_MIXED_SECONDS differ from the budget's ${budget.rps} req/s for ${budget.durationSeconds} s`;
  console.log(
    `  mixed: ${result.achievedRps} req/s, p99 ${result.latencyMs.p99} ms, ${result.errors} errors`,
  );
  return { ...result, budget, failure: misses.length ? misses.join("; ") : null };
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
    // A page that fails lends no products; the listing endpoint's own check reports it as a failure.
    const response = await fetch(`${base}/api/products/category/${encodeURIComponent(name)}/1?id=${id}`);
    if (!response.ok) {
      await response.arrayBuffer();
      continue;
    }
    for (const product of (await response.json()).products) productIds.add(product.id);
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

runBench(main);
