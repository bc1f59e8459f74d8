#!/usr/bin/env node
// The proof on one machine that the shop runs as several instances (decisions 026, 027), in the topology of
// compose.yaml without Docker: HAProxy (Debian's package, configured by deploy/haproxy.cfg) in front of two
// instances of the production bundle, on one PostgreSQL database (reached through a TCP relay this script can
// cut, standing in for a database restart) and Redis, with s3rver standing in for the S3 store, the payment
// sandbox standing in for Razorpay (one process, so both instances talk to the same "provider"), and an SMTP
// sink that counts every message. It shows, and fails (exit 1) unless:
//   1. a picture uploaded through instance A is served by B (and its resized variant made on B by A);
//   2. a product edited through A shows on B within one second although B keeps catalogue answers for 60 s;
//   3. a checkout charged on A is verified on B, and the provider's webhook through the balancer lands once;
//   4. rate-limit counters are shared: the OTP lockout reached half on A, half on B holds on both;
//   5. a job runs once: mail queued while both instances run their jobs every second is delivered once each;
//   6. throughput of uncached catalogue reads, one instance against two behind the balancer (printed);
//   7. the database going away for 3 s under load: 503s within 2 s, never a hung request, back within 5 s;
//   8. A killed with SIGKILL under a steady 100 requests/s with checkouts running: the balancer moves to B,
//      only requests in flight on A fail, and no order is lost or doubled;
// and at the end, every mail the shop marked sent reached the sink as one message (re-sends keep its id).
//
//   npm run build && npm run test:scale
//
// Settings: SCALE_DATABASE_URL (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/postgres: a
// throwaway database is made beside it and dropped), SCALE_REDIS_URL (default redis://127.0.0.1:6379),
// SCALE_THROUGHPUT_SECONDS (8), SCALE_LOG_LEVEL (warn).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import autocannon from "autocannon";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { positiveNumber, root, startCommand } from "./lib/server.mjs";
import { startTcpRelay } from "./lib/tcp-relay.mjs";

const ADMIN_URL =
  process.env.SCALE_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.SCALE_REDIS_URL || "redis://127.0.0.1:6379";
const THROUGHPUT_SECONDS = positiveNumber("SCALE_THROUGHPUT_SECONDS", 8);
const RUN_TIMEOUT_MS = 12 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const ADMIN = { email: "admin@scale.example", password: "Scale-admin-password-1" };
const CUSTOMER_PASSWORD = "Scale-customer-password-1";
const BUCKET = "scale-media";
const S3_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const RAZORPAY = {
  RAZORPAY_KEY_ID: "rzp_test_scaleproof0001",
  RAZORPAY_KEY_SECRET: "scale-proof-razorpay-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "scale-proof-razorpay-webhook-secret",
};

const children = new Set();
const cleanups = [];
const results = [];
const figures = [];

/** One line of the report: a check that passed or failed, with the figure that decided it. */
function check(name, pass, figure) {
  results.push({ name, pass: Boolean(pass), figure });
  console.log(`${pass ? "PASS" : "FAIL"}  ${name}: ${figure}`);
}

// ------------------------------------------------------------------------------------------ processes

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a child whose last output lines are kept for the report when something fails. */
function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) child.lines.push(line);
    if (child.lines.length > 80) child.lines.splice(0, child.lines.length - 80);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  child.label = name;
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

async function waitReady(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `${child.label} exited (${child.exitCode ?? child.signalCode}):\n${child.lines.join("\n")}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(
    `${url} was not ready within ${timeoutMs / 1000} s${child ? `:\n${child.lines.join("\n")}` : ""}`,
  );
}

// ------------------------------------------------------------------------------------------------ HTTP

async function call(base, method, urlPath, { body, token, headers = {}, raw = false } = {}) {
  const started = performance.now();
  const init = {
    method,
    headers: { accept: "application/json", ...headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
  if (token) init.headers.authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  try {
    const response = await fetch(base + urlPath, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    let json = null;
    if (!raw) {
      try {
        json = JSON.parse(bytes.toString("utf8"));
      } catch {
        // Not JSON (an image, or HAProxy's own error page).
      }
    }
    return {
      status: response.status,
      headers: response.headers,
      json,
      bytes,
      started,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      error: error.cause?.code ?? error.name ?? String(error),
      started,
      ms: performance.now() - started,
    };
  }
}

const describe = (answer) =>
  answer.status === 0
    ? answer.error
    : `${answer.status} ${answer.json ? JSON.stringify(answer.json).slice(0, 200) : ""}`;

function must(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${describe(answer)}`);
  return answer.json;
}

// ------------------------------------------------------------------------------------------------ setup

async function makeDatabase() {
  const name = `scale_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return name;
}

async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), "scale-s3-"));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true });
  const { port } = await server.run();
  cleanups.push(() => server.close());
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_KEYS,
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  return { endpoint, client };
}

/** Every message the shop sends over SMTP, with its subject and recipients. */
async function startMailSink() {
  const port = await freePort();
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(","),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
          id: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
        });
        callback();
      });
    },
  });
  // A connection reset by an instance that is killed or stopped mid-session is not the sink's failure (the
  // mail checks count what arrived); unhandled, it ended the run after every check had passed.
  server.on("error", (error) => {
    if (error.code !== "ECONNRESET") console.error(`mail sink: ${error.message}`);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${port}`, messages };
}

function ensureBuilds() {
  const haproxy = spawnSync("bash", [path.join(root, "scripts/ensure-haproxy.sh")], { stdio: "inherit" });
  if (haproxy.status !== 0) throw new Error("HAProxy is missing and could not be installed");
  if (!existsSync(path.join(root, "apps/storefront/build/server/index.js")))
    throw new Error(
      "No storefront build: run `npm run build` first (the instances serve it as in production).",
    );
  // The bundle the instances run, from the current source.
  const bundle = spawnSync(process.execPath, ["apps/server/build.mjs"], { cwd: root, stdio: "inherit" });
  if (bundle.status !== 0) throw new Error("apps/server/build.mjs failed");
}

function instanceEnv({ port, dataDir, databaseUrl, s3, mail, sandboxUrl, balancerUrl, jwtSecret }) {
  return {
    ...startCommand.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: balancerUrl,
    TRUST_PROXY: "true",
    JWT_SECRET: jwtSecret,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
    LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? "warn",
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    SMTP_URL: mail.url,
    ...RAZORPAY,
    RAZORPAY_API_URL: `${sandboxUrl}/razorpay`,
    RAZORPAY_CHECKOUT_SCRIPT_URL: `${sandboxUrl}/razorpay/v1/checkout.js`,
    // Kept for a minute: only the shared clearing can make B show A's edit within a second.
    CATALOG_CACHE_SECONDS: "60",
    JOBS_INTERVAL_SECONDS: "1",
    METRICS_TOKEN: "scale-proof-metrics-token",
  };
}

function startInstance(name, env) {
  return start(name, process.execPath, [...startCommand.nodeFlags, startCommand.bundle], env);
}

// ------------------------------------------------------------------------------------------------ proofs

async function proveMedia({ A, B, adminToken, s3 }) {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "scale.png");
  const uploaded = must(
    await call(A, "POST", "/api/admin/media", { body: form, token: adminToken }),
    201,
    "upload on A",
  );
  const fromA = await call(A, "GET", `/api/images/${uploaded.file}`, { raw: true });
  const fromB = await call(B, "GET", `/api/images/${uploaded.file}`, { raw: true });
  check(
    "a picture uploaded through A is served by B",
    fromA.status === 200 && fromB.status === 200 && fromA.bytes.equals(fromB.bytes) && fromB.bytes.length > 0,
    `A ${fromA.status} ${fromA.bytes?.length ?? 0} B, B ${fromB.status} ${fromB.bytes?.length ?? 0} B, same bytes: ${fromA.bytes?.equals(fromB.bytes ?? Buffer.alloc(0))}`,
  );
  const webp = { headers: { accept: "image/webp" }, raw: true };
  const variantOnB = await call(B, "GET", `/api/images/${uploaded.file}?w=320`, webp);
  const variantOnA = await call(A, "GET", `/api/images/${uploaded.file}?w=320`, webp);
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  const keys = (listed.Contents ?? []).map((object) => object.Key);
  check(
    "its resized variant, made on B, is served by A from the store",
    variantOnB.status === 200 &&
      variantOnA.status === 200 &&
      variantOnB.bytes.equals(variantOnA.bytes) &&
      variantOnB.headers.get("content-type") === "image/webp" &&
      keys.some((key) => key !== uploaded.file && key.includes(uploaded.file.replace(".", "_"))),
    `B ${variantOnB.status}, A ${variantOnA.status}, ${variantOnB.headers.get("content-type")}, ${keys.length} objects in the bucket (the demo seed's pictures included)`,
  );
}

async function proveProductEdit({ A, B, adminToken, db }) {
  const {
    rows: [category],
  } = await db.query("select id from categories order by id limit 1");
  const body = { name: "Scale Proof Saree", category: category.id, sub_category: [category.id], active: "Y" };
  const { id } = must(
    await call(A, "POST", "/api/admin/products", { body, token: adminToken }),
    200,
    "product on A",
  );
  must(
    await call(A, "POST", "/api/admin/products/variant", {
      token: adminToken,
      body: {
        parent_id: id,
        variant: { name: "Red", regularPrice: 1000, sizes: [{ size: "Free", quantity: 5 }] },
      },
    }),
    200,
    "variant on A",
  );
  await call(B, "GET", `/api/products/${id}`);
  const warm = await call(B, "GET", `/api/products/${id}`);
  const cachedOnB = warm.headers?.get("x-cache") === "hit";
  must(
    await call(A, "PUT", `/api/admin/products/${id}`, {
      token: adminToken,
      body: { ...body, name: "Scale Proof Renamed" },
    }),
    200,
    "rename on A",
  );
  const editedAt = performance.now();
  let seenMs = null;
  while (performance.now() - editedAt < 3000) {
    const read = await call(B, "GET", `/api/products/${id}`);
    if (read.json?.product?.name === "Scale Proof Renamed") {
      seenMs = performance.now() - editedAt;
      break;
    }
    await sleep(20);
  }
  check(
    "a product edited through A shows on B within one second (B keeps answers 60 s)",
    cachedOnB && seenMs !== null && seenMs <= 1000,
    `B's answer was ${cachedOnB ? "cached" : "NOT cached"} before the edit; the new name on B after ${seenMs === null ? "more than 3000" : Math.round(seenMs)} ms`,
  );
  figures.push(["edit on A seen on B", seenMs === null ? "> 3000 ms" : `${Math.round(seenMs)} ms`]);
}

/** Customers with an address, signed in through A; the variant they buy has stock to spare. */
async function prepareShoppers({ A, db, count }) {
  const { hash } = await import("@node-rs/argon2");
  const passwordHash = await hash(CUSTOMER_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const { rows } = await db.query(
    `insert into users (email, password_hash, first_name, last_name, mobile, role, email_verified_at)
     select 'scale.customer.' || n || '@example.com', $1, 'Scale', 'Customer ' || n, '98100' || lpad(n::text, 5, '0'), 'user', now()
     from generate_series(1, $2::int) as n returning id, email`,
    [passwordHash, count],
  );
  const shoppers = [];
  for (const [index, row] of rows.entries()) {
    const login = must(
      await call(A, "POST", "/api/login", {
        body: { email: row.email, password: Buffer.from(CUSTOMER_PASSWORD).toString("base64") },
      }),
      200,
      "customer sign-in",
    );
    const address = must(
      await call(A, "POST", "/api/items/address", {
        token: login.token,
        body: {
          first_name: "Scale",
          last_name: `Customer ${index + 1}`,
          email: row.email,
          mobile: `+9198100${String(index + 1).padStart(5, "0")}`,
          country: "IN",
          state: "Delhi",
          city: "New Delhi",
          address1: `${index + 1} Chandni Chowk`,
          address2: "Near the Red Fort",
          zip: "110006",
        },
      }),
      201,
      "address",
    );
    shoppers.push({ id: row.id, email: row.email, token: login.token, addressId: address.data.id });
  }
  const {
    rows: [variant],
  } = await db.query(
    `select vs.id, vs.variant_id, vs.size from variant_stock vs
     join product_variants pv on pv.id = vs.variant_id join products p on p.id = pv.product_id
     join categories c on c.id = p.category_id
     where p.active and c.kind = 'garment' order by vs.variant_id, vs.size limit 1`,
  );
  await db.query("update variant_stock set quantity = 100000 where id = $1", [variant.id]);
  return { shoppers, variant: { stockId: variant.id, variantId: variant.variant_id, size: variant.size } };
}

const FAILED = (answer) => answer.status === 0 || answer.status >= 500;

/**
 * One checkout, each step on the instance `at(step)` names. A step whose answer was lost (the instance died,
 * the balancer answered 502/503) is tried again, as a shopper's browser would: the charge replaces the
 * pending order, Pay and verify are idempotent.
 */
async function checkout({ shopper, variant, at, sandboxUrl, record }) {
  const attempt = async (step, run) => {
    for (let tries = 0; tries < 8; tries += 1) {
      const answer = await run();
      record?.(step, answer);
      if (!FAILED(answer)) return answer;
      await sleep(250);
    }
    throw new Error(`${step} kept failing`);
  };
  const token = shopper.token;
  const cart = await attempt("cart", () =>
    call(at("cart"), "POST", `/api/items/cart/${variant.variantId}`, {
      token,
      body: { quantity: 1, size: variant.size },
    }),
  );
  if (cart.status !== 200) throw new Error(`cart: ${describe(cart)}`);
  const charge = await attempt("charge", () =>
    call(at("charge"), "POST", "/api/checkout/payment/charge", {
      token,
      body: { address: shopper.addressId, pay_type: "Razorpay" },
    }),
  );
  if (charge.status !== 200 || !charge.json?.order_id) throw new Error(`charge: ${describe(charge)}`);
  const pay = await attempt("pay", () =>
    call(sandboxUrl, "POST", `/razorpay/test/orders/${encodeURIComponent(charge.json.id)}/pay`, {
      body: { outcome: "success" },
    }),
  );
  if (pay.status !== 200) throw new Error(`pay: ${describe(pay)}`);
  const verify = await attempt("verify", () =>
    call(at("verify"), "POST", "/api/checkout/payment/verify", {
      token,
      body: {
        order_id: charge.json.order_id,
        razorpay_order_id: pay.json.razorpay_order_id,
        razorpay_payment_id: pay.json.razorpay_payment_id,
        razorpay_signature: pay.json.razorpay_signature,
      },
    }),
  );
  if (verify.status !== 200 || verify.json?.status !== "paid") throw new Error(`verify: ${describe(verify)}`);
  return { orderId: charge.json.order_id, paymentId: pay.json.razorpay_payment_id };
}

async function webhooksSettled(db, paymentIds, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let row;
  while (Date.now() < deadline) {
    ({
      rows: [row],
    } = await db.query(
      `select count(*)::int as total, count(*) filter (where processed_at is not null and error is null)::int as done
       from webhook_events where payload::text like any($1::text[])`,
      [paymentIds.map((id) => `%${id}%`)],
    ));
    if (row.total >= paymentIds.length && row.done === row.total) break;
    await sleep(200);
  }
  return row;
}

async function proveCheckoutAcrossInstances({ A, B, db, shopper, variant, sandboxUrl }) {
  const { orderId, paymentId } = await checkout({
    shopper,
    variant,
    sandboxUrl,
    at: (step) => (step === "verify" ? B : A),
  });
  const {
    rows: [order],
  } = await db.query(
    `select o.status, (select count(*)::int from payments p where p.order_id = o.id and p.status = 'paid') as paid_payments
     from orders o where o.id = $1`,
    [orderId],
  );
  const hooks = await webhooksSettled(db, [paymentId]);
  check(
    "a checkout charged on A is verified on B; the webhook through the balancer lands once",
    order?.status === "paid" && order.paid_payments === 1 && hooks.total >= 1 && hooks.done === hooks.total,
    `order ${orderId} ${order?.status} with ${order?.paid_payments} paid payment(s); ${hooks.done} of ${hooks.total} webhook event(s) processed`,
  );
}

async function proveSharedRateLimit({ A, B }) {
  const email = `scale.otp.${randomBytes(4).toString("hex")}@example.com`;
  const statuses = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const answer = await call(attempt % 2 === 0 ? A : B, "POST", "/api/register/verify", {
      body: { email, otp: "000000" },
    });
    statuses.push(answer.status);
  }
  // The limit is 10 wrong codes a minute per account: 5 on each instance, then both refuse.
  check(
    "rate-limit counters are shared: the OTP lockout holds on both instances",
    statuses.slice(0, 10).every((status) => status === 400) && statuses[10] === 429 && statuses[11] === 429,
    `answers alternating A/B: ${statuses.join(" ")}`,
  );
}

async function proveJobsOnce({ db, mail }) {
  const count = 40;
  await db.query(
    `insert into email_outbox (recipient, subject, kind, html, text, status, next_attempt_at)
     select 'jobs.' || n || '@scale.example', 'scale-job-' || n, 'scale_proof', '<p>once</p>', 'once', 'queued', now()
     from generate_series(1, $1::int) n`,
    [count],
  );
  const deadline = Date.now() + 30_000;
  let sent = 0;
  while (Date.now() < deadline) {
    ({
      rows: [{ sent }],
    } = await db.query(
      `select count(*)::int as sent from email_outbox where kind = 'scale_proof' and status = 'sent'`,
    ));
    if (sent === count) break;
    await sleep(250);
  }
  await sleep(1500); // a second delivery, if there were one, would arrive within a jobs pass
  const received = mail.messages.filter((message) => message.subject.startsWith("scale-job-"));
  const distinct = new Set(received.map((message) => message.subject)).size;
  check(
    "a job runs once: queued mail delivered once each while both instances run the jobs every second",
    sent === count && received.length === count && distinct === count,
    `${count} queued, ${sent} marked sent, ${received.length} received (${distinct} distinct)`,
  );
}

function autocannonRun(url, seconds) {
  let counter = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 16,
        duration: seconds,
        requests: [
          {
            method: "GET",
            // A new URL each time: every read misses the catalogue cache and goes to PostgreSQL.
            setupRequest: (request) => {
              counter += 1;
              return { ...request, path: `${request.path}&uncached=${counter}` };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function proveThroughput({ A, balancer, db }) {
  const {
    rows: [category],
  } = await db.query(
    `select c.id from categories c join products p on p.category_id = c.id where p.active
     group by c.id order by count(*) desc limit 1`,
  );
  const listing = `/api/products/category/listing/1?id=${category.id}`;
  const one = await autocannonRun(A + listing, THROUGHPUT_SECONDS);
  const two = await autocannonRun(balancer + listing, THROUGHPUT_SECONDS);
  const row = (label, result) => [
    label,
    `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  ];
  figures.push(row("uncached listing, one instance (direct)", one));
  figures.push(row("uncached listing, two instances (balancer)", two));
  figures.push(["two against one", `${(two.requests.average / one.requests.average).toFixed(2)}×`]);
  check(
    "uncached catalogue reads: both runs answer every request",
    one.non2xx === 0 && two.non2xx === 0 && one.errors === 0 && two.errors === 0 && one.requests.total > 0,
    `one ${Math.round(one.requests.average)} req/s, two ${Math.round(two.requests.average)} req/s (${(two.requests.average / one.requests.average).toFixed(2)}×; 2 cores shared with PostgreSQL, HAProxy and the load)`,
  );
}

/**
 * Sends `rate` GETs a second for `seconds` (open loop: a slow server shows as latency, not as less load),
 * each to a new URL that misses every cache unless `uncached` is false; keeps every answer.
 */
async function steadyLoad({ base, rate, seconds, paths, events = [], uncached = true }) {
  const answers = [];
  const pending = [];
  const begin = performance.now();
  const total = Math.round(rate * seconds);
  for (let n = 0; n < total; n += 1) {
    const due = begin + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    for (const event of events)
      if (!event.done && performance.now() - begin >= event.atMs) {
        event.done = true;
        event.run();
      }
    const path = paths[n % paths.length];
    const target = uncached ? `${path}${path.includes("?") ? "&" : "?"}n=${n}` : path;
    pending.push(
      call(base, "GET", target).then((answer) => answers.push({ ...answer, at: answer.started - begin })),
    );
  }
  await Promise.all(pending);
  return { answers, begin };
}

async function proveDatabaseOutage({ balancer, relay, catalogPaths }) {
  const events = [
    { atMs: 2000, run: () => relay.cut().then(() => (events.cutAt = performance.now())) },
    { atMs: 5000, run: () => relay.restore().then(() => (events.restoredAt = performance.now())) },
  ];
  const { answers, begin } = await steadyLoad({
    base: balancer,
    rate: 40,
    seconds: 12,
    paths: catalogPaths,
    events,
  });
  const restoredAt = (events.restoredAt ?? begin + 5000) - begin;
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const during = answers.filter((answer) => answer.at >= 2100 && answer.at < restoredAt);
  const badDuring = during.filter((answer) => answer.status !== 503 && answer.status !== 200);
  const firstOkAfter = answers
    .filter((answer) => answer.at >= restoredAt && answer.status === 200)
    .reduce((first, answer) => Math.min(first, answer.at), Number.POSITIVE_INFINITY);
  const recoveryMs = firstOkAfter - restoredAt;
  const lateFailures = answers.filter((answer) => answer.at >= restoredAt + 5000 && answer.status !== 200);
  figures.push(["database outage: slowest answer", `${Math.round(slowest)} ms`]);
  figures.push(["database outage: back after restore", `${Math.round(recoveryMs)} ms`]);
  check(
    "database away for 3 s under load: 503s, never a hung request, back within 5 s",
    slowest <= 2500 &&
      during.length > 0 &&
      badDuring.length === 0 &&
      during.some((a) => a.status === 503) &&
      recoveryMs <= 5000 &&
      lateFailures.length === 0,
    `${during.length} requests during the outage: ${countBy(during)}; slowest answer ${Math.round(slowest)} ms; first 200 ${Math.round(recoveryMs)} ms after the restore; ${lateFailures.length} failures after that`,
  );
}

function countBy(answers) {
  const counts = {};
  for (const answer of answers)
    counts[answer.status || answer.error] = (counts[answer.status || answer.error] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${n}× ${status}`)
    .join(", ");
}

async function proveKill({ balancer, instanceA, db, shoppers, variant, sandboxUrl, catalogPaths }) {
  const {
    rows: [{ before }],
  } = await db.query(`select count(*)::int as before from orders where status = 'paid'`);
  const steps = [];
  let killedAt = null;
  const confirmed = [];
  let stop = false;
  const workers = shoppers.map(async (shopper) => {
    while (!stop) {
      const done = await checkout({
        shopper,
        variant,
        sandboxUrl,
        at: () => balancer,
        record: (step, answer) => steps.push({ step, ...answer }),
      });
      confirmed.push(done.orderId);
    }
  });
  const events = [
    {
      atMs: 3000,
      run: () => {
        killedAt = performance.now();
        instanceA.kill("SIGKILL");
      },
    },
  ];
  const { answers } = await steadyLoad({
    base: balancer,
    rate: 100,
    seconds: 9,
    paths: catalogPaths,
    events,
  });
  stop = true;
  const workerErrors = (await Promise.allSettled(workers)).filter((outcome) => outcome.status === "rejected");
  const all = [...answers.map((answer) => ({ ...answer, step: "read" })), ...steps];
  const failed = all.filter(FAILED);
  // In flight on A at the kill: started before it, answered after it. A request sent in the moment between
  // the kill and the balancer seeing A down (two failed checks 500 ms apart) may still be handed to A on a
  // kept-alive connection; a write is then not retried (it may have run), so it fails like one in flight.
  const detectionMs = 1500;
  const startedAfterDetection = failed.filter((answer) => answer.started > killedAt + detectionMs);
  const inFlightAtKill = all.filter(
    (answer) => answer.started <= killedAt && answer.started + answer.ms >= killedAt,
  ).length;
  const sentInWindow = all.filter(
    (answer) => answer.started > killedAt && answer.started <= killedAt + detectionMs,
  ).length;
  figures.push([
    "SIGKILL under 100 req/s: failed requests",
    `${failed.length} (in flight at the kill: ${inFlightAtKill}; sent before A was seen down: ${sentInWindow})`,
  ]);
  check(
    "A killed with SIGKILL under 100 req/s: the balancer moves to B, only requests already bound for A fail",
    startedAfterDetection.length === 0 &&
      failed.length <= inFlightAtKill + sentInWindow &&
      answers.length === 900 &&
      workerErrors.length === 0,
    `${answers.length} reads + ${steps.length} checkout steps; ${failed.length} failed (${countBy(failed) || "none"}), ${failed.filter((answer) => answer.started > killedAt).length} of them sent after the kill, ${startedAfterDetection.length} after the balancer saw A down; ${inFlightAtKill} were in flight; ${confirmed.length} checkouts completed${workerErrors.length ? `; worker errors: ${workerErrors.map((e) => e.reason.message).join("; ")}` : ""}`,
  );

  const {
    rows: [orders],
  } = await db.query(
    `select count(*) filter (where status = 'paid')::int as paid,
            count(*) filter (where id = any($1::int[]) and status = 'paid')::int as confirmed_paid,
            (select count(*)::int from (select order_id from payments where status = 'paid' group by order_id having count(*) > 1) x) as doubled
     from orders`,
    [confirmed],
  );
  const distinct = new Set(confirmed).size;
  check(
    "no order lost or doubled: every confirmed checkout is one paid order with one payment",
    orders.confirmed_paid === confirmed.length &&
      distinct === confirmed.length &&
      orders.paid - before === confirmed.length &&
      orders.doubled === 0,
    `${confirmed.length} checkouts confirmed paid, ${orders.confirmed_paid} of them paid in the database, ${orders.paid - before} new paid orders in all, ${orders.doubled} orders with two paid payments`,
  );
}

// ------------------------------------------------------------------------------------------------ main

async function main() {
  const runTimer = setTimeout(() => {
    console.error(`The proof did not finish within ${RUN_TIMEOUT_MS / 60_000} minutes.`);
    cleanup().finally(() => process.exit(1));
  }, RUN_TIMEOUT_MS);
  runTimer.unref();

  ensureBuilds();
  const s3 = await startS3();
  const mail = await startMailSink();
  const databaseName = await makeDatabase();
  const pgTarget = new URL(ADMIN_URL);
  const relay = await startTcpRelay({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
  cleanups.push(() => relay.close());
  const viaRelay = new URL(ADMIN_URL);
  viaRelay.port = String(relay.port);
  viaRelay.pathname = `/${databaseName}`;
  const direct = new URL(ADMIN_URL);
  direct.pathname = `/${databaseName}`;
  const db = new pg.Pool({ connectionString: direct.toString(), max: 4 });
  cleanups.push(() => db.end());

  const [portA, portB, portBalancer, portSandbox] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const A = `http://127.0.0.1:${portA}`;
  const B = `http://127.0.0.1:${portB}`;
  const balancer = `http://127.0.0.1:${portBalancer}`;
  const sandboxUrl = `http://127.0.0.1:${portSandbox}/sandbox`;

  const sandbox = start(
    "sandbox",
    process.execPath,
    ["--import", "tsx", "packages/payment-sandbox/src/main.ts"],
    {
      SANDBOX_PORT: String(portSandbox),
      SANDBOX_SHOP_URL: balancer,
      LOG_LEVEL: "warn",
      ...RAZORPAY,
    },
  );
  await waitReady(`${sandboxUrl}/razorpay/v1/checkout.js`, sandbox, 60_000);

  const dataDir = mkdtempSync(path.join(tmpdir(), "scale-data-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const common = {
    databaseUrl: viaRelay.toString(),
    s3,
    mail,
    sandboxUrl,
    balancerUrl: balancer,
    jwtSecret: randomBytes(32).toString("hex"),
  };
  // Separate data folders: nothing may rely on a shared disk.
  const envA = instanceEnv({ ...common, port: portA, dataDir: path.join(dataDir, "a") });
  const envB = instanceEnv({ ...common, port: portB, dataDir: path.join(dataDir, "b") });
  console.log("Starting two instances at once on one new database (migrations and demo seed run once)…");
  let instanceA = startInstance("instance A", envA);
  const instanceB = startInstance("instance B", envB);
  await Promise.all([
    waitReady(`${A}/api/health/ready`, instanceA),
    waitReady(`${B}/api/health/ready`, instanceB),
  ]);

  const haproxyConfig = path.join(root, "deploy/haproxy.cfg");
  const haproxy = start("haproxy", "haproxy", ["-db", "-f", haproxyConfig], {
    LISTEN_ADDR: `127.0.0.1:${portBalancer}`,
    APP1_ADDR: `127.0.0.1:${portA}`,
    APP2_ADDR: `127.0.0.1:${portB}`,
  });
  await waitReady(`${balancer}/api/health/ready`, haproxy, 20_000);
  await sleep(1500); // both servers marked up (rise 2 × 500 ms)

  const adminLogin = must(
    await call(A, "POST", "/api/login/admin", {
      body: { email: ADMIN.email, password: Buffer.from(ADMIN.password).toString("base64") },
    }),
    200,
    "admin sign-in",
  );
  const adminToken = adminLogin.token;
  const {
    rows: [{ products }],
  } = await db.query("select count(*)::int as products from products");
  check("two instances started at once seed the demo catalogue once", products > 0, `${products} products`);

  await proveMedia({ A, B, adminToken, s3 });
  await proveProductEdit({ A, B, adminToken, db });
  const { shoppers, variant } = await prepareShoppers({ A, db, count: 5 });
  await proveCheckoutAcrossInstances({ A, B, db, shopper: shoppers[0], variant, sandboxUrl });
  await proveSharedRateLimit({ A, B });
  await proveJobsOnce({ db, mail });
  await proveThroughput({ A, balancer, db });

  const { rows: categoryRows } = await db.query(
    "select distinct category_id from products where active order by category_id limit 6",
  );
  const catalogPaths = categoryRows.map((row) => `/api/products/category/listing/1?id=${row.category_id}`);
  await proveDatabaseOutage({ balancer, relay, catalogPaths });
  await waitReady(`${balancer}/api/health/ready`, null, 15_000);
  await sleep(1500);
  await proveKill({
    balancer,
    instanceA,
    db,
    shoppers: shoppers.slice(1),
    variant,
    sandboxUrl,
    catalogPaths,
  });

  // A comes back and the balancer takes it in again.
  instanceA = startInstance("instance A (restarted)", envA);
  await waitReady(`${A}/api/health/ready`, instanceA);
  await sleep(1500);
  const afterRestart = await Promise.all(
    Array.from({ length: 10 }, () => call(balancer, "GET", "/api/health/ready")),
  );
  check(
    "A restarted rejoins behind the balancer",
    afterRestart.every((answer) => answer.status === 200),
    countBy(afterRestart),
  );

  // Every mail the shop marked sent arrived, as one message each (order mails included). A mail whose
  // instance was killed between the sink's answer and marking its row sent goes out again with the same
  // Message-ID (at least once is all SMTP allows across a SIGKILL), so messages are counted by id.
  await sleep(2500);
  const {
    rows: [{ sent }],
  } = await db.query(`select count(*)::int as sent from email_outbox where status = 'sent'`);
  const ids = new Set(mail.messages.map((message) => message.id));
  check(
    "every mail marked sent reached the sink, each one message (a re-send after the kill keeps its id)",
    ids.size === sent && sent > 0 && !ids.has(""),
    `${sent} marked sent, ${ids.size} distinct messages, ${mail.messages.length} received`,
  );

  console.log("\nFigures");
  for (const [name, figure] of figures) console.log(`  ${name.padEnd(46)} ${figure}`);
  const failed = results.filter((result) => !result.pass);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  if (process.env.SCALE_JSON)
    writeFileSync(process.env.SCALE_JSON, JSON.stringify({ results, figures }, null, 2));
  return failed.length === 0;
}

async function cleanup() {
  for (const child of children) child.kill("SIGKILL");
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch {
      // Best effort: a failed cleanup must not hide the result.
    }
  }
}

main()
  .then(async (passed) => {
    if (!passed)
      for (const child of children)
        if (child.lines.length) console.error(`--- ${child.label}\n${child.lines.slice(-15).join("\n")}`);
    await cleanup();
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    for (const child of children)
      if (child.lines.length) console.error(`--- ${child.label}\n${child.lines.slice(-15).join("\n")}`);
    await cleanup();
    process.exit(1);
  });
