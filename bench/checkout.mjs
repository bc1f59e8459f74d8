#!/usr/bin/env node
// Checkout benchmark: the real checkout (cart → charge → the sandbox's 'Pay now' → verify) over HTTP against
// the production bundle on PostgreSQL, with the in-process payment sandbox answering as Razorpay and
// delivering its webhooks back to the shop. Measures, in one run:
//   1. a reference: GET /api/health with autocannon (context for the day's machine, not a budget);
//   2. an open-loop pass: one checkout started every 1/rate s whatever the others are doing (a bounded
//      count), so a slow server shows up as latency instead of quietly lowering the offered load;
//   3. a closed-loop pass: a few workers checking out back to back, for the most checkouts per second;
//   4. an open-loop pass of cash-on-delivery checkouts at the same rate (issue 26 §1): cart → charge with
//      pay_type COD → the code from the order's mail (read from the outbox, as the shopper reads their mail;
//      not timed) → confirm; timed is the shopper's two requests;
//   5. the server's RSS, idle and peak (/proc/<pid>/status, every 200 ms);
// then checks the database: one paid order per checkout answered paid, each with its captured payment, one
// order_paid mail each; one confirmed COD order per COD checkout answered confirmed, with one code mail and
// one confirmation mail each and no payment row; and stock down by exactly the units paid for and confirmed.
// Exits 1 on any FAIL.
//
//   npm run build && npm run bench:checkout
//   BENCH_RATE=10 BENCH_DURATION=20 npm run bench:checkout
//
// Settings (environment): BENCH_DATABASE_URL or DATABASE_URL (the PostgreSQL server that gets the throwaway
// database; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_RATE (20 checkouts/s),
// BENCH_DURATION (30 s), BENCH_WORKERS (8), BENCH_CLOSED_DURATION (15 s), BENCH_HEALTH_DURATION (10 s),
// BENCH_HEALTH_CONNECTIONS (20), BENCH_CUSTOMERS (40), BENCH_WARMUP_CHECKOUTS (20), BENCH_LOG_LEVEL (warn),
// BENCH_JSON (a file to write the full result to; nothing is written otherwise).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { positiveNumber, readRssMb, root, startCommand } from "./lib/server.mjs";

// ---------------------------------------------------------------------------------------------- settings

const RATE = positiveNumber("BENCH_RATE", 20);
const DURATION_S = positiveNumber("BENCH_DURATION", 30);
/** The open-loop pass offers exactly this many checkouts (600 at 20/s for 30 s). */
const OPEN_COUNT = Math.round(RATE * DURATION_S);
const WORKERS = Math.round(positiveNumber("BENCH_WORKERS", 8));
const CLOSED_DURATION_S = positiveNumber("BENCH_CLOSED_DURATION", 15);
/** The closed loop stops at its deadline or after this many checkouts, whichever comes first. */
const CLOSED_MAX_CHECKOUTS = 3000;
const HEALTH_DURATION_S = positiveNumber("BENCH_HEALTH_DURATION", 10);
const HEALTH_CONNECTIONS = Math.round(positiveNumber("BENCH_HEALTH_CONNECTIONS", 20));
const CUSTOMERS = Math.round(positiveNumber("BENCH_CUSTOMERS", 40));
const WARMUP_CHECKOUTS = Math.round(positiveNumber("BENCH_WARMUP_CHECKOUTS", 20));
/** Variants the checkouts rotate through (a few hot stock rows, as a sale would have). */
const VARIANT_COUNT = 6;
const REQUEST_TIMEOUT_MS = 10_000;
const SAMPLE_RSS_MS = 200;
/** USER_HZ: Linux reports process CPU times in hundredths of a second. */
const CLOCK_TICKS = 100;
/** The whole run, start to cleanup, is killed after this long. */
const RUN_TIMEOUT_MS = 20 * 60_000;
/** The per-address limit on /api/login is 30 a minute: each loopback source address signs in at most this many. */
const LOGINS_PER_ADDRESS = 25;

const BUDGETS = { rate: RATE, p99Ms: 300, errors: 0, peakRssMb: 250 };

const JWT_SECRET = "bench-checkout-jwt-secret-not-for-production-0123456789";
const PASSWORD = "Bench-checkout-password-1";
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const BUNDLE = startCommand.bundle;
const STOREFRONT_BUILD = path.join(root, "apps/storefront/build/server/index.js");

/** Every request the bench sends; none beyond this (setup, warm-up and both passes fit well inside). */
const MAX_REQUESTS =
  4 * CUSTOMERS +
  4 * WARMUP_CHECKOUTS +
  4 * OPEN_COUNT +
  3 * OPEN_COUNT +
  4 * (CLOSED_MAX_CHECKOUTS + WORKERS) +
  100;

// ------------------------------------------------------------------------------------------- the run state

const state = {
  child: null,
  port: 0,
  dataDir: null,
  dbName: null,
  dbUrl: null,
  requests: 0,
  log: [],
  logRest: "",
  logTotal: 0,
  logGroups: new Map(),
  logCounts: { warn: 0, error: 0, fatal: 0, other: 0 },
  rss: { idle: null, peak: 0, phase: "setup", phasePeaks: {} },
  sampler: null,
  db: null,
  cleaningUp: null,
};

// ----------------------------------------------------------------------------------------------- helpers

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function countBy(items, keyOf) {
  const counts = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (p) => (sorted.length ? Math.round(percentile(sorted, p)) : null);
  return { count: sorted.length, p50: pick(50), p95: pick(95), p99: pick(99), max: pick(100) };
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

/** The newest modification time under a folder (the sources the bundle was built from). */
function newestMtime(folder) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|mts|js|mjs|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  if (existsSync(folder)) walk(folder);
  return newest;
}

// ---------------------------------------------------------------------------------------------- HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/**
 * One request to the bench server on 127.0.0.1; never throws. status 0 with `error` for a network error or
 * the 10 s timeout. `localAddress` sends it from another loopback address (sign-in only).
 */
function call(method, urlPath, { body, token, localAddress } = {}) {
  state.requests += 1;
  if (state.requests > MAX_REQUESTS)
    throw new Error(`request cap of ${MAX_REQUESTS} reached: a bug in the bench`);
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: "application/json" };
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    let done = false;
    let timer = null;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...result, ms: performance.now() - started });
    };
    const request = http.request(
      {
        host: "127.0.0.1",
        port: state.port,
        method,
        path: urlPath,
        headers,
        ...(localAddress ? { agent: false, localAddress } : { agent }),
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the error report.
          }
          finish({ status: response.statusCode, json, text });
        });
        response.on("error", (error) => finish({ status: 0, error: error.message }));
      },
    );
    timer = setTimeout(() => {
      request.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS / 1000} s`));
    }, REQUEST_TIMEOUT_MS);
    request.on("error", (error) => finish({ status: 0, error: error.message }));
    request.end(payload);
  });
}

function describe(answer) {
  if (answer.status === 0) return answer.error;
  const text = answer.json ? JSON.stringify(answer.json) : (answer.text ?? "");
  return `${answer.status} ${text.slice(0, 300)}`;
}

// ------------------------------------------------------------------------------------- server and database

async function createDatabase() {
  state.dbName = `bench_checkout_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${state.dbName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${state.dbName}`;
  state.dbUrl = url.toString();
}

async function dropDatabase() {
  if (!state.dbName) return;
  const name = state.dbName;
  state.dbName = null;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Keeps the server's log (warn and worse at the default level), counted by pino level and by message. */
function keepLog(chunk) {
  const text = state.logRest + chunk.toString();
  const lines = text.split("\n");
  state.logRest = lines.pop();
  for (const line of lines) {
    if (!line.trim()) continue;
    let level = "other";
    let key = line.slice(0, 120);
    try {
      const parsed = JSON.parse(line);
      level =
        parsed.level >= 60 ? "fatal" : parsed.level >= 50 ? "error" : parsed.level >= 40 ? "warn" : "other";
      key = `${parsed.level} ${parsed.msg}`;
    } catch {
      // A plain stderr line (a crash, a warning from node): kept as is.
    }
    state.logCounts[level] += 1;
    state.logTotal += 1;
    const group = state.logGroups.get(key);
    if (group) group.count += 1;
    else if (state.logGroups.size < 50) state.logGroups.set(key, { count: 1, example: line });
    state.log.push(line);
    if (state.log.length > 400) state.log.shift();
  }
}

function groupLog() {
  return [...state.logGroups.values()].sort((a, b) => b.count - a.count);
}

async function startServer() {
  state.port = await freePort();
  state.dataDir = mkdtempSync(path.join(tmpdir(), "boutique-bench-checkout-"));
  const base = `http://127.0.0.1:${state.port}`;
  const env = {
    ...process.env,
    // No provider keys and no outside services: the sandbox is the only payment provider.
    RAZORPAY_KEY_ID: "",
    RAZORPAY_KEY_SECRET: "",
    RAZORPAY_WEBHOOK_SECRET: "",
    RAZORPAY_API_URL: "",
    RAZORPAY_CHECKOUT_SCRIPT_URL: "",
    PAYPAL_CLIENT_ID: "",
    PAYPAL_CLIENT_SECRET: "",
    PAYPAL_WEBHOOK_ID: "",
    PAYPAL_API_URL: "",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    STRIPE_API_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    GOOGLE_CLIENT_ID: "",
    ADMIN_PASSWORD: "",
    CATALOG_CACHE_SECONDS: "",
    TRUST_PROXY: "false",
    // The sandbox is mounted only outside production.
    NODE_ENV: "development",
    PAYMENT_SANDBOX: "on",
    SEED_DEMO: "true",
    JOBS_INTERVAL_SECONDS: "0",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    JWT_SECRET,
    HOST: "127.0.0.1",
    PORT: String(state.port),
    PUBLIC_URL: base,
    DATA_DIR: state.dataDir,
    DATABASE_URL: state.dbUrl,
    // MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ from package.json "start:server".
    ...startCommand.env,
  };
  console.log(
    `Starting the server on port ${state.port}: ${Object.entries(startCommand.env)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ")} node ${startCommand.nodeFlags.join(" ")} ${path.relative(root, BUNDLE)}`,
  );
  // One node process running the bundle (no npm in between), so its pid is the server's and so is its RSS.
  const child = spawn(process.execPath, [...startCommand.nodeFlags, BUNDLE], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  state.child = child;
  child.stdout.on("data", keepLog);
  child.stderr.on("data", keepLog);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const startedAt = Date.now();
  const deadline = startedAt + 180_000;
  let ready = false;
  const poll = (async () => {
    while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
      const answer = await call("GET", "/api/health");
      if (answer.status === 200) {
        ready = true;
        return;
      }
      await sleep(250);
    }
  })();
  await Promise.race([poll, exited]);
  if (!ready) {
    throw new Error(
      `The server did not become ready (exit: ${child.exitCode ?? child.signalCode ?? "none"}):\n${state.log.slice(-40).join("\n")}`,
    );
  }
  exited.then((code) => {
    if (!state.cleaningUp) {
      console.error(
        `\nThe server exited (${code}) during the run. Its last log lines:\n${state.log.slice(-40).join("\n")}`,
      );
    }
  });
  return { base, startupMs: Date.now() - startedAt };
}

/** CPU seconds the server process has used (user + system), from /proc/<pid>/stat; null without /proc. */
function serverCpuSeconds() {
  try {
    const stat = readFileSync(`/proc/${state.child.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat (utime, stime) in clock ticks; after the command they are the 12th and 13th.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Runs a pass and adds the server's CPU time per paid checkout to its figures. */
async function withCpu(run) {
  const before = serverCpuSeconds();
  const figures = await run();
  const after = serverCpuSeconds();
  const cpuMsPerCheckout =
    before === null || after === null || figures.paid === 0
      ? null
      : Math.round(((after - before) * 1000) / figures.paid);
  return { ...figures, cpuMsPerCheckout };
}

function startRssSampler() {
  const pid = state.child.pid;
  state.rss.idle = readRssMb(pid);
  state.rss.peak = state.rss.idle ?? 0;
  state.sampler = setInterval(() => {
    const rss = readRssMb(pid);
    if (rss === null) return;
    if (rss > state.rss.peak) state.rss.peak = rss;
    const phase = state.rss.phase;
    if (rss > (state.rss.phasePeaks[phase] ?? 0)) state.rss.phasePeaks[phase] = rss;
  }, SAMPLE_RSS_MS);
}

async function stopServer() {
  const child = state.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await gone;
  clearTimeout(timer);
}

function cleanup() {
  state.cleaningUp ??= (async () => {
    if (state.sampler) clearInterval(state.sampler);
    agent.destroy();
    await state.db?.end().catch(() => undefined);
    try {
      await stopServer();
    } catch (error) {
      console.error("stopping the server failed:", error);
    }
    try {
      await dropDatabase();
    } catch (error) {
      console.error("dropping the throwaway database failed:", error);
    }
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  })();
  return state.cleaningUp;
}

// ------------------------------------------------------------------------------------------------- setup

/** Customers inserted in one statement with one argon2 hash made as the server makes it. */
async function setUp(db) {
  const { hash } = await import("@node-rs/argon2");
  // lib/passwords.ts: OWASP's argon2id baseline.
  const passwordHash = await hash(PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const inserted = await db.query(
    `insert into users (email, password_hash, first_name, last_name, mobile, role, email_verified_at)
     select 'bench.customer.' || n || '@example.com', $1, 'Bench', 'Customer ' || n, '98100' || lpad(n::text, 5, '0'),
            'user', now()
     from generate_series(1, $2::int) as n
     returning id, email`,
    [passwordHash, CUSTOMERS],
  );
  const customers = inserted.rows.map((row, index) => ({ index, id: row.id, email: row.email }));

  // Sign in through the API, one at a time (each sign-in is an argon2 verify of 19 MiB: in parallel they
  // would inflate the RSS figure with setup work). The per-address limit is 30 a minute, so every
  // LOGINS_PER_ADDRESS customers sign in from the next loopback address (127.0.0.2, …): still 127.0.0.1's server.
  const loginStarted = performance.now();
  for (const customer of customers) {
    const group = Math.floor(customer.index / LOGINS_PER_ADDRESS);
    const localAddress = group === 0 ? undefined : `127.0.0.${group + 1}`;
    const answer = await call("POST", "/api/login", {
      body: { email: customer.email, password: Buffer.from(PASSWORD).toString("base64") },
      localAddress,
    });
    if (answer.status !== 200 || !answer.json?.token)
      throw new Error(`POST /api/login for ${customer.email}: ${describe(answer)}`);
    customer.token = answer.json.token;
  }
  const loginMs = performance.now() - loginStarted;

  for (const customer of customers) {
    const answer = await call("POST", "/api/items/address", {
      token: customer.token,
      body: {
        first_name: "Bench",
        last_name: `Customer ${customer.index + 1}`,
        email: customer.email,
        mobile: `+9198100${String(customer.index + 1).padStart(5, "0")}`,
        country: "IN",
        state: "Delhi",
        city: "New Delhi",
        address1: `${customer.index + 1} Chandni Chowk`,
        address2: "Near the Red Fort",
        zip: "110006",
      },
    });
    if (answer.status !== 201 || !answer.json?.data?.id)
      throw new Error(`POST /api/items/address: ${describe(answer)}`);
    customer.addressId = answer.json.data.id;
  }

  // A few garments of the demo catalogue (no customisation needed), one size each, with stock enough that
  // the run never sells out.
  const picked = await db.query(
    `select distinct on (vs.variant_id) vs.id, vs.variant_id, vs.size
     from variant_stock vs
     join product_variants pv on pv.id = vs.variant_id
     join products p on p.id = pv.product_id
     join categories c on c.id = p.category_id
     where p.active and c.kind = 'garment'
     order by vs.variant_id, vs.size
     limit $1`,
    [VARIANT_COUNT],
  );
  if (picked.rows.length < VARIANT_COUNT)
    throw new Error(
      `the demo catalogue has ${picked.rows.length} garment variants with stock rows, not ${VARIANT_COUNT}`,
    );
  const stockIds = picked.rows.map((row) => row.id);
  await db.query("update variant_stock set quantity = 1000000 where id = any($1::int[])", [stockIds]);
  const variants = picked.rows.map((row) => ({ stockId: row.id, variantId: row.variant_id, size: row.size }));
  return { customers, variants, stockIds, loginMs };
}

async function stockTotal(db, stockIds) {
  const { rows } = await db.query(
    "select coalesce(sum(quantity), 0)::bigint as total from variant_stock where id = any($1::int[])",
    [stockIds],
  );
  return Number(rows[0].total);
}

// -------------------------------------------------------------------------------------------- checkouts

/**
 * Customers not in a checkout: each takes part in one checkout at a time (a second charge would replace
 * the first's pending order). One whose checkout failed is retired (its cart is not clean); once every
 * customer is retired, take() answers null instead of waiting for ever.
 */
function customerPool(customers) {
  const free = [...customers];
  const waiting = [];
  let alive = customers.length;
  return {
    waits: 0,
    get alive() {
      return alive;
    },
    async take() {
      if (free.length) return free.shift();
      if (alive === 0) return null;
      this.waits += 1;
      return new Promise((resolve) => waiting.push(resolve));
    },
    give(customer) {
      const next = waiting.shift();
      if (next) next(customer);
      else free.push(customer);
    },
    retire() {
      alive -= 1;
      if (alive === 0) for (const resolve of waiting.splice(0)) resolve(null);
    },
  };
}

const orderIdsPaid = new Set();
const orderIdsConfirmed = new Set();
const allErrors = [];

/** The setup step of every checkout, timed apart: one piece of the variant into the customer's cart. */
function addToCart(customer, variant) {
  return call("POST", `/api/items/cart/${variant.variantId}`, {
    token: customer.token,
    body: { quantity: 1, size: variant.size },
  });
}

/** The 6-digit code of the order's newest code mail, as the shopper would read it. */
async function codeOf(orderId) {
  const { rows } = await state.db.query(
    `select text from email_outbox where kind = 'cod_confirm_code' and text like $1 order by id desc limit 1`,
    [`%RB${String(orderId).padStart(6, "0")}%`],
  );
  return /enter (\d{6})/.exec(rows[0]?.text ?? "")?.[1] ?? null;
}

/**
 * One cash-on-delivery checkout: add one piece to the cart (timed apart), charge with COD, read the code
 * from the mail (not timed), confirm. Resolves like checkout().
 */
async function codCheckout(customer, variant) {
  const token = customer.token;
  const add = await addToCart(customer, variant);
  if (add.status !== 200)
    return { ok: false, step: "cart", detail: describe(add), timeout: add.status === 0 };
  const charge = await call("POST", "/api/checkout/payment/charge", {
    token,
    body: { address: customer.addressId, pay_type: "COD" },
  });
  if (charge.status !== 200 || charge.json?.status !== "awaiting_confirmation")
    return { ok: false, step: "charge", detail: describe(charge), timeout: charge.status === 0 };
  const orderId = charge.json.order_id;
  const code = await codeOf(orderId);
  if (!code) return { ok: false, step: "mail", orderId, detail: "no code mail in the outbox" };
  const confirm = await call("POST", "/api/checkout/cod/confirm", {
    token,
    body: { order_id: orderId, code },
  });
  if (confirm.status !== 200 || confirm.json?.status !== "awaiting_collection")
    return { ok: false, step: "confirm", orderId, detail: describe(confirm), timeout: confirm.status === 0 };
  if (orderIdsConfirmed.has(orderId))
    return { ok: false, step: "confirm", orderId, detail: `order ${orderId} answered confirmed twice` };
  orderIdsConfirmed.add(orderId);
  return {
    ok: true,
    orderId,
    cartMs: add.ms,
    ms: charge.ms + confirm.ms,
    steps: { charge: charge.ms, confirm: confirm.ms },
  };
}

/**
 * One checkout: add one piece to the cart (setup, timed apart), then charge → Pay now → verify (timed).
 * Resolves with { ok, cartMs, ms, steps } or { ok: false, step, detail }.
 */
async function checkout(customer, variant) {
  const token = customer.token;
  const add = await addToCart(customer, variant);
  if (add.status !== 200)
    return { ok: false, step: "cart", detail: describe(add), timeout: add.status === 0 };
  const started = performance.now();
  const charge = await call("POST", "/api/checkout/payment/charge", {
    token,
    body: { address: customer.addressId, pay_type: "Razorpay" },
  });
  if (charge.status !== 200 || !charge.json?.id || !charge.json?.order_id)
    return { ok: false, step: "charge", detail: describe(charge), timeout: charge.status === 0 };
  const orderId = charge.json.order_id;
  const pay = await call("POST", `/sandbox/razorpay/test/orders/${encodeURIComponent(charge.json.id)}/pay`, {
    body: { outcome: "success" },
  });
  if (pay.status !== 200 || !pay.json?.razorpay_signature)
    return { ok: false, step: "pay", orderId, detail: describe(pay), timeout: pay.status === 0 };
  const verify = await call("POST", "/api/checkout/payment/verify", {
    token,
    body: {
      order_id: orderId,
      razorpay_order_id: pay.json.razorpay_order_id,
      razorpay_payment_id: pay.json.razorpay_payment_id,
      razorpay_signature: pay.json.razorpay_signature,
    },
  });
  if (verify.status !== 200 || verify.json?.status !== "paid")
    return { ok: false, step: "verify", orderId, detail: describe(verify), timeout: verify.status === 0 };
  if (orderIdsPaid.has(orderId))
    return { ok: false, step: "verify", orderId, detail: `order ${orderId} answered paid twice` };
  orderIdsPaid.add(orderId);
  return {
    ok: true,
    orderId,
    cartMs: add.ms,
    ms: performance.now() - started,
    steps: { charge: charge.ms, pay: pay.ms, verify: verify.ms },
  };
}

/** Takes a customer, checks out, gives the customer back (or retires it after a failure). */
async function checkoutWithPool(pool, variant, pass, run = checkout) {
  const customer = await pool.take();
  if (!customer) {
    const result = { ok: false, step: "start", detail: "every customer was retired after a failed checkout" };
    allErrors.push({ pass, ...result });
    return result;
  }
  let result;
  try {
    result = await run(customer, variant);
  } catch (error) {
    result = { ok: false, step: "bench", detail: String(error) };
  }
  if (result.ok) pool.give(customer);
  else {
    pool.retire(customer);
    allErrors.push({ pass, customer: customer.email, ...result });
  }
  return result;
}

function passFigures(results, elapsedS) {
  const ok = results.filter((r) => r.ok);
  const failed = results.filter((r) => !r.ok);
  return {
    offered: results.length,
    paid: ok.length,
    errors: failed.length,
    timeouts: failed.filter((r) => r.timeout).length,
    errorsByStep: countBy(failed, (r) => r.step),
    elapsedS: round(elapsedS, 2),
    checkoutsPerS: round(ok.length / elapsedS, 1),
    latencyMs: summary(ok.map((r) => r.ms)),
    cartMs: summary(ok.map((r) => r.cartMs)),
    stepsMs: Object.fromEntries(
      Object.keys(ok[0]?.steps ?? {}).map((name) => [name, summary(ok.map((r) => r.steps[name]))]),
    ),
  };
}

/**
 * Open loop: checkout i starts at t0 + i/rate whatever the earlier ones are doing, so a slow server
 * cannot lower the offered load (no coordinated omission). Also records how late each start was and the
 * latency from its scheduled start (waiting for a free customer and the cart add included).
 */
async function openLoop(pool, variants, { run = checkout, pass = "open" } = {}) {
  const interval = 1000 / RATE;
  const results = [];
  const inFlight = new Set();
  let maxInFlight = 0;
  const lags = [];
  const t0 = performance.now() + 50;
  for (let i = 0; i < OPEN_COUNT; i++) {
    // Every customer's checkout failed: the rest would fail alike, so the pass ends here.
    if (pool.alive === 0) break;
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    lags.push(performance.now() - due);
    const started = checkoutWithPool(pool, variants[i % variants.length], pass, run).then((result) => {
      results.push({ ...result, fromScheduleMs: performance.now() - due, endedAt: performance.now() });
      inFlight.delete(started);
    });
    inFlight.add(started);
    maxInFlight = Math.max(maxInFlight, inFlight.size);
  }
  const lastDue = t0 + (OPEN_COUNT - 1) * interval;
  await Promise.all(inFlight);
  const lastEnd = results.length ? Math.max(...results.map((r) => r.endedAt)) : performance.now();
  const figures = passFigures(results, (lastEnd - t0) / 1000);
  return {
    ...figures,
    offeredPerS: RATE,
    scheduleS: round((OPEN_COUNT * interval) / 1000, 2),
    drainMs: Math.round(lastEnd - lastDue),
    maxInFlight,
    startLagMs: summary(lags),
    fromScheduleMs: summary(results.filter((r) => r.ok).map((r) => r.fromScheduleMs)),
    customerWaits: pool.waits,
  };
}

/** Closed loop: WORKERS checkouts back to back until the deadline (or the cap). */
async function closedLoop(pool, variants) {
  const results = [];
  const started = performance.now();
  const deadline = started + CLOSED_DURATION_S * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline && next < CLOSED_MAX_CHECKOUTS && pool.alive > 0) {
      const variant = variants[next++ % variants.length];
      results.push(await checkoutWithPool(pool, variant, "closed"));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { workers: WORKERS, ...passFigures(results, (performance.now() - started) / 1000) };
}

async function warmUp(pool, variants) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < WARMUP_CHECKOUTS && pool.alive > 0) {
      const variant = variants[next++ % variants.length];
      results.push(await checkoutWithPool(pool, variant, "warm-up"));
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

function healthReference() {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${state.port}/api/health`,
        connections: HEALTH_CONNECTIONS,
        duration: HEALTH_DURATION_S,
        timeout: REQUEST_TIMEOUT_MS / 1000,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              requests: result.requests.total,
              failures: result.non2xx + result.errors + result.timeouts,
            }),
    );
  });
}

// ------------------------------------------------------------------------------------------- correctness

/** Webhooks are delivered off the request path: wait until every one received has been applied. */
async function settleWebhooks(db, expected) {
  const deadline = Date.now() + 30_000;
  let row;
  while (Date.now() < deadline) {
    ({
      rows: [row],
    } = await db.query(
      `select count(*)::int as total,
              count(*) filter (where processed_at is null)::int as unprocessed,
              count(*) filter (where error is not null)::int as failed
       from webhook_events`,
    ));
    if (row.total >= expected && row.unprocessed === 0) break;
    await sleep(250);
  }
  return { expected, ...row };
}

async function verifyDatabase(db, { stockIds, stockBefore, answeredPaid, answeredConfirmed }) {
  const one = async (text, params = []) => (await db.query(text, params)).rows[0];
  const paid = await one(`select count(*)::int as n from orders where status = 'paid'`);
  const byStatus = (await db.query(`select status, count(*)::int as n from orders group by status`)).rows;
  const ids = [...answeredPaid];
  const answeredRows = await one(
    `select count(*)::int as n, count(*) filter (where status = 'paid')::int as paid
     from orders where id = any($1::int[])`,
    [ids],
  );
  const paidWithoutPayment = await one(
    `select count(*)::int as n from orders o
     where o.status = 'paid' and not exists (
       select 1 from payments p where p.order_id = o.id and p.status = 'paid' and p.provider_payment_id is not null)`,
  );
  const paidPaymentsPerOrder = await one(
    `select count(*)::int as n from (
       select order_id from payments where status = 'paid' group by order_id having count(*) > 1) twice`,
  );
  const mails = await one(`select count(*)::int as n from email_outbox where kind = 'order_paid'`);
  const units = await one(
    `select coalesce(sum(l.quantity), 0)::int as paid_units
     from order_lines l join orders o on o.id = l.order_id where o.status in ('paid', 'awaiting_collection')`,
  );
  const cod = await one(
    `select count(*)::int as confirmed,
            count(*) filter (where o.id = any($1::int[]))::int as answered,
            count(*) filter (where exists (select 1 from payments p where p.order_id = o.id))::int as with_payment
     from orders o where o.status = 'awaiting_collection'`,
    [[...answeredConfirmed]],
  );
  const codMails = await one(
    `select count(*) filter (where kind = 'cod_confirm_code')::int as codes,
            count(*) filter (where kind = 'cod_confirmed')::int as confirmations
     from email_outbox`,
  );
  const codOrders = await one(`select count(*)::int as n from orders where pay_type = 'COD'`);
  const held = await one(
    `select coalesce(sum(l.quantity), 0)::int as held_units
     from order_lines l join orders o on o.id = l.order_id where o.reservation = 'held' and o.status = 'pending'`,
  );
  const stockAfter = await stockTotal(db, stockIds);
  const moved = stockBefore - stockAfter;
  const checks = [
    {
      name: "every checkout answered paid has one paid order",
      figure: `${answeredPaid.size} answered paid, ${answeredRows.paid} of them paid in the database, ${paid.n} paid orders in all`,
      pass:
        answeredRows.n === answeredPaid.size &&
        answeredRows.paid === answeredPaid.size &&
        paid.n === answeredPaid.size,
    },
    {
      name: "no paid order without a captured payment",
      figure: `${paidWithoutPayment.n} without, ${paidPaymentsPerOrder.n} with two`,
      pass: paidWithoutPayment.n === 0 && paidPaymentsPerOrder.n === 0,
    },
    {
      name: "one order_paid mail per paid order",
      figure: `${mails.n} mails for ${paid.n} paid orders`,
      pass: mails.n === paid.n,
    },
    {
      name: "every COD checkout answered confirmed has one confirmed COD order, without a payment",
      figure: `${answeredConfirmed.size} answered confirmed, ${cod.answered} of them confirmed in the database, ${cod.confirmed} confirmed in all, ${cod.with_payment} with a payment row`,
      pass:
        cod.answered === answeredConfirmed.size &&
        cod.confirmed === answeredConfirmed.size &&
        cod.with_payment === 0,
    },
    {
      name: "one code mail per COD order, one confirmation mail per confirmed one",
      figure: `${codMails.codes} code mails for ${codOrders.n} COD orders, ${codMails.confirmations} confirmations for ${cod.confirmed}`,
      pass: codMails.codes === codOrders.n && codMails.confirmations === cod.confirmed,
    },
    {
      name: "stock moved by the units paid for and confirmed (COD)",
      figure: `${moved} units moved, ${units.paid_units} paid or confirmed${held.held_units ? `, ${held.held_units} still held by pending orders` : ""}`,
      pass: moved === units.paid_units,
    },
  ];
  return { checks, ordersByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])) };
}

// -------------------------------------------------------------------------------------------------- report

function printTable(rows) {
  const header = ["measure", "figure", "budget", "result"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

const fmtLatency = (s) => (s.count ? `${s.p50} / ${s.p95} / ${s.p99} ms (max ${s.max})` : "-");

// ---------------------------------------------------------------------------------------------------- main

async function main() {
  if (WORKERS > CUSTOMERS) {
    console.error(`BENCH_WORKERS (${WORKERS}) must not exceed BENCH_CUSTOMERS (${CUSTOMERS}).`);
    return false;
  }
  if (!existsSync(BUNDLE)) {
    console.error(`No server build (${path.relative(root, BUNDLE)}): run \`npm run build\` first.`);
    return false;
  }
  if (!existsSync(STOREFRONT_BUILD)) {
    console.error(
      "No storefront build: run `npm run build` first (the server serves it, as in production, and its memory counts).",
    );
    return false;
  }
  const bundleTime = statSync(BUNDLE).mtimeMs;
  const newestSource = Math.max(
    newestMtime(path.join(root, "apps/server/src")),
    newestMtime(path.join(root, "packages/shared/src")),
    newestMtime(path.join(root, "packages/payment-sandbox/src")),
  );
  console.log(`Server bundle built ${new Date(bundleTime).toISOString()}.`);
  if (newestSource > bundleTime) {
    console.log(
      `WARNING: sources changed after the bundle was built (newest ${new Date(newestSource).toISOString()}): ` +
        "this measures the older build; run `npm run build` for the current code.",
    );
  }

  const loadBefore = loadavg()[0];
  await createDatabase();
  console.log(`Throwaway database ${state.dbName}.`);
  const { startupMs } = await startServer();
  startRssSampler();
  console.log(`Ready in ${(startupMs / 1000).toFixed(1)} s, RSS ${state.rss.idle} MB idle.`);

  const db = new pg.Client({ connectionString: state.dbUrl });
  // Dropping the database (cleanup, also on SIGINT) ends this connection: not a crash.
  db.on("error", () => undefined);
  state.db = db;
  await db.connect();
  try {
    state.rss.phase = "setup";
    const { customers, variants, stockIds, loginMs } = await setUp(db);
    console.log(
      `${customers.length} customers signed in (${Math.round(loginMs)} ms), each with a Delhi address; ` +
        `variants ${variants.map((v) => `${v.variantId}/${v.size}`).join(", ")} stocked.`,
    );
    const stockBefore = await stockTotal(db, stockIds);
    const pool = customerPool(customers);

    state.rss.phase = "health";
    const load = { before: round(loadBefore, 2) };
    console.log(`Reference: GET /api/health, ${HEALTH_CONNECTIONS} connections, ${HEALTH_DURATION_S} s…`);
    const health = await healthReference();
    load.afterHealth = round(loadavg()[0], 2);

    state.rss.phase = "checkouts";
    const warm = await warmUp(pool, variants);
    console.log(`Warm-up: ${warm.filter((r) => r.ok).length}/${warm.length} paid.`);

    console.log(
      `Open loop: ${RATE} checkouts/s for ${DURATION_S} s (${OPEN_COUNT}), load average ${round(loadavg()[0], 2)}…`,
    );
    load.beforeOpen = round(loadavg()[0], 2);
    const open = await withCpu(() => openLoop(pool, variants));
    load.afterOpen = round(loadavg()[0], 2);

    console.log(`Closed loop: ${WORKERS} workers for ${CLOSED_DURATION_S} s…`);
    const closed = await withCpu(() => closedLoop(pool, variants));
    load.afterClosed = round(loadavg()[0], 2);

    // Cash on delivery on, for any order value (the bench's garments may cost more than the default cap).
    await db.query(
      `insert into site_settings (key, value) values ('cod_enabled', 'on'), ('cod_max_order', '100000000000')
       on conflict (key) do update set value = excluded.value`,
    );
    console.log(`COD open loop: ${RATE} checkouts/s for ${DURATION_S} s (${OPEN_COUNT})…`);
    state.rss.phase = "cod";
    const cod = await withCpu(() => openLoop(pool, variants, { run: codCheckout, pass: "cod" }));
    load.afterCod = round(loadavg()[0], 2);
    state.rss.phase = "after";

    const webhooks = await settleWebhooks(db, 2 * orderIdsPaid.size);
    const database = await verifyDatabase(db, {
      stockIds,
      stockBefore,
      answeredPaid: orderIdsPaid,
      answeredConfirmed: orderIdsConfirmed,
    });

    // ------------------------------------------------------------------ the table
    const rows = [];
    const verdict = (pass) => (pass ? "PASS" : "FAIL");
    let passed = true;
    const budget = (measure, figure, rule, pass) => {
      passed &&= pass;
      rows.push([measure, figure, rule, verdict(pass)]);
    };
    rows.push([
      `GET /api/health (reference, ${HEALTH_CONNECTIONS} conn, ${HEALTH_DURATION_S} s)`,
      `${health.rps} req/s, p50 ${health.p50} / p99 ${health.p99} ms${health.failures ? `, ${health.failures} failed` : ""}`,
      "context",
      "-",
    ]);
    const held = open.paid === OPEN_COUNT && open.drainMs < 1000 && open.startLagMs.p99 < 100;
    budget(
      `open loop: ${RATE}/s offered for ${open.scheduleS} s`,
      `${open.paid}/${OPEN_COUNT} paid, ${open.checkoutsPerS} checkouts/s over ${open.elapsedS} s, last done ${open.drainMs} ms after the last start`,
      `${BUDGETS.rate}/s held`,
      held,
    );
    budget(
      "open loop: charge → paid p50 / p95 / p99",
      fmtLatency(open.latencyMs),
      `p99 < ${BUDGETS.p99Ms} ms`,
      open.latencyMs.count > 0 && open.latencyMs.p99 < BUDGETS.p99Ms,
    );
    const step = (name) => `${name} ${open.stepsMs[name].p50 ?? "-"} / ${open.stepsMs[name].p99 ?? "-"}`;
    rows.push(["  each step p50 / p99", `${step("charge")}, ${step("pay")}, ${step("verify")} ms`, "", "-"]);
    rows.push(["  cart add (before each) p50 / p95 / p99", fmtLatency(open.cartMs), "", "-"]);
    rows.push([
      "  server CPU per checkout (cart add included)",
      open.cpuMsPerCheckout === null ? "-" : `${open.cpuMsPerCheckout} ms`,
      "",
      "-",
    ]);
    rows.push(["  from scheduled start p50 / p95 / p99", fmtLatency(open.fromScheduleMs), "", "-"]);
    rows.push([
      "  in flight (max), start lag p99, waits for a customer",
      `${open.maxInFlight}, ${open.startLagMs.p99} ms, ${open.customerWaits}`,
      "",
      "-",
    ]);
    const codHeld = cod.paid === OPEN_COUNT && cod.drainMs < 1000 && cod.startLagMs.p99 < 100;
    budget(
      `COD open loop: ${RATE}/s offered for ${cod.scheduleS} s`,
      `${cod.paid}/${OPEN_COUNT} confirmed, ${cod.checkoutsPerS} checkouts/s over ${cod.elapsedS} s, last done ${cod.drainMs} ms after the last start`,
      `${BUDGETS.rate}/s held`,
      codHeld,
    );
    budget(
      "COD open loop: charge + confirm p50 / p95 / p99",
      fmtLatency(cod.latencyMs),
      `p99 < ${BUDGETS.p99Ms} ms`,
      cod.latencyMs.count > 0 && cod.latencyMs.p99 < BUDGETS.p99Ms,
    );
    const codStep = (name) => `${name} ${cod.stepsMs[name]?.p50 ?? "-"} / ${cod.stepsMs[name]?.p99 ?? "-"}`;
    rows.push(["  each step p50 / p99", `${codStep("charge")}, ${codStep("confirm")} ms`, "", "-"]);
    rows.push([
      "  server CPU per COD checkout (cart add included)",
      cod.cpuMsPerCheckout === null ? "-" : `${cod.cpuMsPerCheckout} ms`,
      "",
      "-",
    ]);
    const totalErrors = allErrors.length;
    budget(
      "errors (warm-up, open and closed loops)",
      `${totalErrors}${
        totalErrors
          ? ` (${Object.entries(countBy(allErrors, (e) => `${e.pass}/${e.step}`))
              .map(([k, v]) => `${k} ${v}`)
              .join(", ")})`
          : ""
      }`,
      `${BUDGETS.errors}`,
      totalErrors === BUDGETS.errors,
    );
    rows.push([
      `closed loop: ${WORKERS} workers, ${CLOSED_DURATION_S} s`,
      `${closed.checkoutsPerS} checkouts/s (${closed.paid} paid), p50 ${closed.latencyMs.p50 ?? "-"} / p99 ${closed.latencyMs.p99 ?? "-"} ms, server CPU ${closed.cpuMsPerCheckout ?? "-"} ms each`,
      "max throughput",
      "-",
    ]);
    budget(
      "server RSS idle / peak",
      `${state.rss.idle} / ${state.rss.peak} MB (peaks: ${Object.entries(state.rss.phasePeaks)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")})`,
      `< ${BUDGETS.peakRssMb} MB`,
      state.rss.peak < BUDGETS.peakRssMb,
    );
    budget(
      "webhooks applied",
      `${webhooks.total} received (${webhooks.expected} expected), ${webhooks.unprocessed} unapplied, ${webhooks.failed} failed`,
      "all applied",
      webhooks.total >= webhooks.expected && webhooks.unprocessed === 0 && webhooks.failed === 0,
    );
    for (const check of database.checks) budget(`db: ${check.name}`, check.figure, "exact", check.pass);
    const serverProblems = state.logCounts.error + state.logCounts.fatal;
    budget(
      "server log: error lines",
      `${serverProblems} error, ${state.logCounts.warn} warn`,
      "0 error",
      serverProblems === 0,
    );

    console.log("");
    printTable(rows);
    console.log(
      `\nOrders by status: ${JSON.stringify(database.ordersByStatus)}. Load average (1 min): ${load.before} before, ` +
        `${load.afterHealth} after the reference, ${load.afterOpen} after the open loop, ${load.afterClosed} after ` +
        `the closed loop, ${load.afterCod} after the COD loop, on ${cpus().length} CPUs. ${state.requests} requests sent by the bench (cap ${MAX_REQUESTS}).`,
    );
    // The bench's own load (autocannon, the checkouts) raises the later figures; only the one before the
    // run says whether other work was sharing the CPUs.
    if (load.before > cpus().length)
      console.log(
        "The machine was busy before the run (load average above the CPU count): these figures understate the server.",
      );
    if (allErrors.length) {
      console.log("\nFirst errors:");
      for (const error of allErrors.slice(0, 10))
        console.log(
          `  ${error.pass} ${error.step}${error.orderId ? ` order ${error.orderId}` : ""}: ${error.detail}`,
        );
    }
    const logGroups = groupLog();
    if (logGroups.length) {
      console.log(
        `\nServer log (${state.logTotal} lines at ${process.env.BENCH_LOG_LEVEL ?? "warn"} and above), by message:`,
      );
      for (const group of logGroups) console.log(`  ${group.count} × ${group.example.slice(0, 400)}`);
    }
    if (process.env.BENCH_JSON) {
      const report = {
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        load,
        bundleBuilt: new Date(bundleTime).toISOString(),
        budgets: BUDGETS,
        health,
        open,
        closed,
        cod,
        rss: state.rss,
        webhooks,
        database,
        errors: allErrors,
        serverLog: { counts: state.logCounts, byMessage: groupLog(), last: state.log.slice(-100) },
        passed,
      };
      writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nFull result written to ${process.env.BENCH_JSON}`);
    }
    return passed;
  } finally {
    await db.end().catch(() => undefined);
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the database…`);
    cleanup().finally(() => process.exit(130));
  });
}
// Last resort if the bench itself dies: never leave the server running.
process.on("exit", () => {
  if (state.child && state.child.exitCode === null && state.child.signalCode === null)
    state.child.kill("SIGKILL");
});
const watchdog = setTimeout(() => {
  console.error(`The run took over ${RUN_TIMEOUT_MS / 60_000} minutes: stopping.`);
  cleanup().finally(() => process.exit(1));
}, RUN_TIMEOUT_MS);
watchdog.unref();

main()
  .then(async (passed) => {
    await cleanup();
    if (!passed) console.error("\nBudget missed.");
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    if (state.log.length) console.error(`\nServer log:\n${state.log.slice(-40).join("\n")}`);
    await cleanup();
    process.exit(1);
  });
