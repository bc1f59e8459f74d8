// The API bench's mixed run: a fixed offered rate for a fixed time (open loop: request i is sent at
// start + i/rate whatever the earlier ones are doing, so a slow server shows as latency, not as fewer
// requests), 70% catalogue reads the cache holds, 20% catalogue reads it has never seen (each URL once) and
// 10% cart writes by signed-in customers. Latency is counted from when a request was due, not sent.
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import pg from "pg";

/** Ten requests in a row: 7 cached reads, 2 uncached reads, 1 cart write, interleaved. */
const PATTERN = [
  "cached",
  "cached",
  "uncached",
  "cached",
  "cached",
  "write",
  "cached",
  "cached",
  "uncached",
  "cached",
];
/** Each writes every 2 s: a write is held back for want of a free customer only when the server is seconds behind. */
const CUSTOMERS = 60;
/** /api/login allows 30 a minute per address: each loopback source address signs in at most this many. */
const LOGINS_PER_ADDRESS = 10;
const PASSWORD = "Bench-mixed-password-1";
const REQUEST_TIMEOUT_MS = 10_000;
/** A request due while this many are unanswered is not sent and counts as an error. */
const MAX_IN_FLIGHT = 256;
/** The figures are also given per window of this many seconds. */
const WINDOW_SECONDS = 5;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `cachedUrls`: the catalogue URLs to warm and then read in turn; `listingUrls`: category pages the uncached
 * reads add a price filter to. Resolves to the figures (see `summarize`).
 */
export async function runMixed({
  base,
  databaseUrl,
  serverPid,
  cachedUrls,
  listingUrls,
  rate,
  seconds,
  headers,
}) {
  const total = Math.round(rate * seconds);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  const client = makeClient(base, agent, headers);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const uncachedNeeded = Math.ceil((total * PATTERN.filter((kind) => kind === "uncached").length) / 10);
    // A URL that fails counts as an error of its kind, with an example, in the figures.
    const uncached = await uncachedUrls(db, listingUrls, new Set(cachedUrls), uncachedNeeded);
    const customers = await signInCustomers(db, client);
    const variants = await pickVariants(db);

    // Warm: every cached URL once, so the run starts with them kept (they expire after CATALOG_CACHE_SECONDS).
    // One that fails here fails in the run too, where it counts.
    for (const url of cachedUrls) await client("GET", url);

    const records = [];
    const startedAt = performance.now() + 20;
    // What each window's latency went with: who had the CPU, the generator's own lateness, PostgreSQL's
    // background work. Read from /proc and pg_stat_* while the run goes (a second connection, idle otherwise).
    const watch = await watchRun({ databaseUrl, serverPid, startedAt });
    const free = [...customers];
    let inFlight = 0;
    let cachedIndex = 0;
    let uncachedIndex = 0;
    let writeIndex = 0;
    const send = (kind, dueAt) => {
      if (inFlight >= MAX_IN_FLIGHT) {
        records.push({
          kind,
          dueAt: dueAt - startedAt,
          ms: null,
          status: 0,
          error: `not sent: ${MAX_IN_FLIGHT} requests unanswered`,
        });
        return;
      }
      let pending;
      let url = null;
      if (kind === "cached") {
        url = cachedUrls[cachedIndex++ % cachedUrls.length];
        pending = client("GET", url);
      } else if (kind === "uncached") {
        url = uncached[uncachedIndex++];
        pending = client("GET", url);
      } else {
        const customer = free.shift();
        if (!customer) {
          records.push({
            kind,
            dueAt: dueAt - startedAt,
            ms: null,
            status: 0,
            error: "not sent: every customer has a write unanswered",
          });
          return;
        }
        pending = writeCart(client, customer, variants[writeIndex++ % variants.length]).finally(() =>
          free.push(customer),
        );
      }
      inFlight += 1;
      return pending.then((answer) => {
        inFlight -= 1;
        records.push({
          kind,
          url,
          dueAt: dueAt - startedAt,
          ms: performance.now() - dueAt,
          status: answer.status,
          hit: answer.hit,
          error: answer.error,
        });
      });
    };

    const sent = [];
    const sendLag = [];
    for (let index = 0; index < total; index += 1) {
      const dueAt = startedAt + (index * 1000) / rate;
      const wait = dueAt - performance.now();
      if (wait > 1) await sleep(wait);
      // How late the generator itself sent it (its event loop busy reading answers, or off the CPU).
      sendLag.push({ dueAt: dueAt - startedAt, ms: performance.now() - dueAt });
      sent.push(send(PATTERN[index % PATTERN.length], dueAt));
    }
    await Promise.all(sent);
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    const samples = await watch.stop();
    return summarize(records, {
      clockStart: Math.round(startedAt),
      rate,
      seconds,
      elapsedSeconds,
      uncachedUrls: uncachedIndex,
      sendLag,
      samples,
    });
  } finally {
    agent.destroy();
    await db.end();
  }
}

/**
 * URLs the cache has not seen, each used once, round robin over three kinds a shop sees: a product page
 * opened on one of its colours (`/api/products/:pid/:cid`, never in the cached set), a category page with a
 * price filter, and search text typed further than the cached prefixes (prefixes of product names).
 */
async function uncachedUrls(db, listingUrls, seen, needed) {
  const { rows: colours } = await db.query(
    `select pv.product_id, pv.id from product_variants pv join products p on p.id = pv.product_id
     where p.active order by pv.id`,
  );
  const { rows: names } = await db.query("select name from products where active order by id");
  const pages = colours.map((row) => `/api/products/${row.product_id}/${row.id}`);
  const filtered = [];
  for (let minPrice = 100; filtered.length < needed; minPrice += 100)
    for (const url of listingUrls) filtered.push(`${url}&minPrice=${minPrice}`);
  const texts = new Set();
  for (const { name } of names) {
    const text = name.toLowerCase();
    for (let end = 3; end <= text.length; end += 1)
      if (text[end - 1] !== " ")
        texts.add(`/api/products/search?query=${encodeURIComponent(text.slice(0, end))}`);
  }
  const kinds = [pages, filtered, [...texts]].map((urls) => urls.filter((url) => !seen.has(url)));
  const urls = [];
  while (urls.length < needed) {
    const before = urls.length;
    for (const kind of kinds) if (kind.length && urls.length < needed) urls.push(kind.shift());
    if (urls.length === before) throw new Error("not enough URLs the cache has not seen");
  }
  return urls;
}

/** Customers inserted with one argon2 hash made as the server makes it, then signed in through the API. */
async function signInCustomers(db, client) {
  const { hash } = await import("@node-rs/argon2");
  // lib/passwords.ts: OWASP's argon2id baseline.
  const passwordHash = await hash(PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const { rows } = await db.query(
    `insert into users (email, password_hash, first_name, last_name, mobile, role, email_verified_at)
     select 'bench.mixed.' || n || '@example.com', $1, 'Bench', 'Mixed ' || n, '98200' || lpad(n::text, 5, '0'),
            'user', now()
     from generate_series(1, $2::int) as n
     returning email`,
    [passwordHash, CUSTOMERS],
  );
  const customers = [];
  for (const [index, { email }] of rows.entries()) {
    // 127.0.0.2, 127.0.0.3, …: loopback addresses of their own, so no earlier run's sign-ins count against these.
    const localAddress = `127.0.0.${2 + Math.floor(index / LOGINS_PER_ADDRESS)}`;
    const answer = await client("POST", "/api/login", {
      body: { email, password: Buffer.from(PASSWORD).toString("base64") },
      localAddress,
    });
    if (answer.status !== 200 || !answer.json?.token)
      throw new Error(`POST /api/login answered ${answer.status} ${answer.text?.slice(0, 200)}`);
    customers.push({ token: answer.json.token, lineId: null });
  }
  return customers;
}

/** Garment colours of the demo catalogue with a size in stock, stocked so the run never sells out. */
async function pickVariants(db) {
  const { rows } = await db.query(
    `select distinct on (vs.variant_id) vs.id, vs.variant_id, vs.size
     from variant_stock vs
     join product_variants pv on pv.id = vs.variant_id
     join products p on p.id = pv.product_id
     join categories c on c.id = p.category_id
     where p.active and c.kind = 'garment'
     order by vs.variant_id, vs.size
     limit 12`,
  );
  if (rows.length === 0) throw new Error("the demo catalogue has no garment variant with stock");
  await db.query("update variant_stock set quantity = 1000000 where id = any($1::int[])", [
    rows.map((row) => row.id),
  ]);
  return rows.map((row) => ({ variantId: row.variant_id, size: row.size }));
}

/** A customer's next cart write: adds a piece when their cart is empty, removes that line otherwise. */
async function writeCart(client, customer, variant) {
  if (customer.lineId !== null) {
    const answer = await client("DELETE", `/api/items/cart/${customer.lineId}`, { token: customer.token });
    if (answer.status === 200) customer.lineId = null;
    return answer;
  }
  const answer = await client("POST", `/api/items/cart/${variant.variantId}`, {
    body: { size: variant.size },
    token: customer.token,
  });
  const line = answer.json?.data?.find((item) => item.id === variant.variantId && item.size === variant.size);
  if (answer.status === 200 && !line)
    return { ...answer, status: 0, error: "the added line is not in the cart's answer" };
  if (line) customer.lineId = line.cart_id;
  return answer;
}

/** One request to the bench server; never throws (status 0 with `error` for a network error or timeout). */
function makeClient(base, agent, headers) {
  const { hostname, port } = new URL(base);
  return (method, path, { body, token, localAddress } = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const requestHeaders = { ...headers, accept: "application/json" };
      if (payload !== undefined) requestHeaders["content-type"] = "application/json";
      if (token) requestHeaders.authorization = `Bearer ${token}`;
      // Writes read their answer (the cart line id), so they ask for it uncompressed.
      if (method !== "GET") delete requestHeaders["accept-encoding"];
      const request = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          headers: requestHeaders,
          ...(localAddress ? { agent: false, localAddress } : { agent }),
        },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("error", (error) => resolve({ status: 0, error: error.message }));
          response.on("end", () => {
            const text = method === "GET" ? null : Buffer.concat(chunks).toString("utf8");
            let json = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              // Not JSON: the status tells what went wrong.
            }
            resolve({ status: response.statusCode, hit: response.headers["x-cache"] === "hit", json, text });
          });
        },
      );
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("timeout")));
      request.on("error", (error) => resolve({ status: 0, error: error.message }));
      request.end(payload);
    });
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** Over the requests sent (one never sent has no latency; it counts as an error). */
function latency(records) {
  const sorted = records
    .filter((record) => record.ms !== null)
    .map((record) => record.ms)
    .sort((a, b) => a - b);
  const pick = (p) => (sorted.length ? Math.round(percentile(sorted, p) * 10) / 10 : null);
  return { count: sorted.length, p50: pick(50), p95: pick(95), p99: pick(99), max: pick(100) };
}

function summarize(records, { clockStart, rate, seconds, elapsedSeconds, uncachedUrls, sendLag, samples }) {
  const failed = new Set(records.filter((record) => record.status < 200 || record.status >= 300));
  /** "uncached reads: HTTP 500" → how many, and the first URL that failed so. */
  const reasons = {};
  for (const record of failed) {
    const reason = `${record.kind}: ${record.error ?? `HTTP ${record.status}`}`;
    reasons[reason] ??= { count: 0, example: record.url ?? null };
    reasons[reason].count += 1;
  }
  const byKind = Object.fromEntries(
    ["cached", "uncached", "write"].map((kind) => {
      const own = records.filter((record) => record.kind === kind);
      const hits = own.filter((record) => record.hit).length;
      return [
        kind,
        { ...latency(own), cacheHits: hits, errors: own.filter((record) => failed.has(record)).length },
      ];
    }),
  );
  const answered = records.filter((record) => record.status !== 0);
  // Latency over time: a stall (a pool queue, a burst of cache refills) shows as one bad window.
  const windows = [];
  for (let from = 0; from < seconds; from += WINDOW_SECONDS) {
    const own = records.filter(
      (record) => record.dueAt >= from * 1000 && record.dueAt < (from + WINDOW_SECONDS) * 1000,
    );
    const inWindow = (item) => item.dueAt >= from * 1000 && item.dueAt < (from + WINDOW_SECONDS) * 1000;
    const { p50, p99 } = latency(own);
    const writes = latency(own.filter((record) => record.kind === "write"));
    windows.push({
      fromSecond: from,
      p50,
      p99,
      writeP99: writes.p99,
      errors: own.filter((record) => failed.has(record)).length,
      sendLagP99: latency(sendLag.filter(inWindow)).p99,
      ...windowSamples(samples, from * 1000, (from + WINDOW_SECONDS) * 1000),
    });
  }
  return {
    // This process's performance.now() when the run began: BENCH_SERVER_LOG's stamps are on the same clock.
    clockStart,
    offeredRps: rate,
    seconds,
    requests: records.length,
    achievedRps: Math.round((answered.length / elapsedSeconds) * 10) / 10,
    latencyMs: latency(records),
    errors: failed.size,
    errorReasons: reasons,
    uncachedUrls,
    byKind,
    windows,
  };
}

/** CPU ticks (user + system) of one process, or null when it is gone. */
function cpuTicks(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Linux's pressure stall information: microseconds in which some runnable task waited for a CPU (all
 * processes on the machine), or null without /proc/pressure (older kernels, other systems).
 */
function cpuStallMicros() {
  try {
    const some = readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0];
    return Number(/total=(\d+)/.exec(some)?.[1] ?? Number.NaN);
  } catch {
    return null;
  }
}

/**
 * Every PostgreSQL process's ticks by process id (the cluster on this machine: backends, checkpointer,
 * walwriter…). Kept per process because processes come and go: a sum would drop when a busy one exits.
 */
function postgresTicks() {
  const ticks = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
    } catch {
      continue;
    }
    const own = cpuTicks(entry);
    if (own !== null) ticks.set(entry, own);
  }
  return ticks;
}

const SAMPLE_MS = 500;
/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/**
 * Samples every half second: CPU of the server, of PostgreSQL and of this process (the load generator);
 * autovacuum workers running; checkpoints and WAL written so far. Without /proc it samples nothing.
 */
async function watchRun({ databaseUrl, serverPid, startedAt }) {
  const samples = [];
  const canRead = cpuTicks(process.pid) !== null;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let busy = false;
  const take = async () => {
    if (busy) return;
    busy = true;
    try {
      const at = performance.now() - startedAt;
      const { rows } = await db.query(
        `select (select count(*)::int from pg_stat_activity where backend_type = 'autovacuum worker') as autovacuum,
                (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter)::int as checkpoints,
                (select count(*)::int from pg_stat_activity where wait_event_type = 'Lock') as lock_waits`,
      );
      samples.push({
        at,
        server: canRead && serverPid ? cpuTicks(serverPid) : null,
        postgres: canRead ? postgresTicks() : null,
        generator: canRead ? cpuTicks(process.pid) : null,
        stallMicros: cpuStallMicros(),
        ...rows[0],
      });
    } finally {
      busy = false;
    }
  };
  await take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await take();
      await db.end();
      return samples;
    },
  };
}

/**
 * CPU ticks used between two samples: a process's own count, or each process's of a map (a process that
 * started in between counts from zero; one that ended in between is not counted, so never a negative share).
 */
function ticksBetween(first, last) {
  if (!(last instanceof Map)) return last - first;
  let ticks = 0;
  for (const [pid, own] of last) {
    const before = first.get(pid) ?? 0;
    ticks += own >= before ? own - before : own; // a lower count is a new process with a reused id
  }
  return ticks;
}

/** CPU shares (100% = one core) and PostgreSQL's background work between two times of the run. */
function windowSamples(samples, fromMs, toMs) {
  const first = samples.findLast((sample) => sample.at <= fromMs) ?? samples[0];
  const last = samples.find((sample) => sample.at >= toMs) ?? samples.at(-1);
  if (!first || !last || last.at <= first.at) return {};
  const seconds = (last.at - first.at) / 1000;
  const share = (key) =>
    first[key] === null || last[key] === null
      ? null
      : Math.round((ticksBetween(first[key], last[key]) / TICKS_PER_SECOND / seconds) * 100);
  const between = samples.filter((sample) => sample.at >= first.at && sample.at <= last.at);
  const stall =
    first.stallMicros === null || last.stallMicros === null
      ? null
      : Math.round((last.stallMicros - first.stallMicros) / 10 / (seconds * 1000));
  return {
    cpu: { server: share("server"), postgres: share("postgres"), generator: share("generator") },
    // Share of the window in which some task on the machine was ready to run and waited for a CPU.
    cpuWaitPercent: stall,
    autovacuum: between.some((sample) => sample.autovacuum > 0),
    checkpoint: last.checkpoints > first.checkpoints,
    lockWaits: Math.max(...between.map((sample) => sample.lock_waits)),
  };
}
