#!/usr/bin/env node
// Back-office orders benchmark (decision 023): the production bundle on a throwaway PostgreSQL database holding
// BENCH_ORDERS paid, pending, failed and refunded orders (50,000 by default, with their lines, addresses and
// customers, spread over two years), then each staff read loaded with autocannon:
//   - a reference: GET /api/health, measured in the same run (this machine's speed moves 2-4x by day);
//   - the list (first page, a deep page, filters, a search by name, by email and by order number);
//   - the dashboard (day, week and month: every figure is an SQL aggregate over the paid orders);
//   - the recent orders and the header's new-orders count.
// Nothing here is cached by the server (staff reads never are), so every request is the uncached path.
// Budget: p99 under 100 ms for each read, no errors. Exits 1 on a miss.
//
//   npm run build && npm run bench:orders
//   BENCH_ORDERS=20000 BENCH_DURATION=5 npm run bench:orders
//   BENCH_SEED_ONLY_URL=postgres://…/db node bench/orders.mjs   # seed a migrated database and stop
import autocannon from "autocannon";
import pg from "pg";
import { positiveNumber, runBench, startServer, stopServer } from "./lib/server.mjs";

const ORDERS = Math.round(positiveNumber("BENCH_ORDERS", 50_000));
const DURATION_S = positiveNumber("BENCH_DURATION", 8);
/** Staff reading the list at once (a busy back office), and opening the dashboard at once uncached. */
const LIST_CONNECTIONS = Math.round(positiveNumber("BENCH_CONNECTIONS", 4));
const DASHBOARD_CONNECTIONS = Math.round(positiveNumber("BENCH_DASHBOARD_CONNECTIONS", 1));
const BUDGET = { p99Ms: 100, errors: 0 };
const ADMIN = { email: "bench-admin@example.com", password: "Bench-admin-password-1" };

const READS = [
  ["list, first page", "/api/admin/orders/all"],
  ["list, page 1000", "/api/admin/orders/all?page=1000&page_size=25"],
  ["list, paid in production", "/api/admin/orders/all?status=paid&fulfilment=in_production"],
  [
    "list, PayPal in dollars, a month",
    "/api/admin/orders/all?pay_type=PayPal&currency=USD&from=2026-01-01&to=2026-01-31",
  ],
  ["list, search a name", "/api/admin/orders/all?q=Kapoor"],
  ["list, search an email", "/api/admin/orders/all?q=buyer4242%40"],
  ["list, an order number", "/api/admin/orders/all?q=RB012345"],
  ["dashboard, by day", "/api/admin/orders/dashboard?period=day"],
  ["dashboard, by week", "/api/admin/orders/dashboard?period=week"],
  ["dashboard, by month", "/api/admin/orders/dashboard?period=month"],
  ["recent orders", "/api/admin/orders"],
  ["new paid orders count", "/api/admin/orders/new-count"],
];

/** Orders in proportions a boutique would see: most paid and moving, some pending, failed or refunded. */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query("begin");
    await client.query(`
      insert into users (email, first_name, last_name, role, created_at)
      select 'buyer' || g || '@example.com', (array['Meera','Priya','Anaya','Kavya','Riya'])[1 + g % 5],
        (array['Kapoor','Shah','Rao','Iyer','Singh','Gill'])[1 + g % 6], 'user', now() - (g % 700) * interval '1 day'
      from generate_series(1, 5000) g`);
    await client.query(
      `
      with base as (
        select g, (g % 100) as bucket, now() - ((g::bigint * 7919) % (730 * 24 * 60)) * interval '1 minute' as at,
          (50000 + (g::bigint * 104729) % 1500000)::int as total
        from generate_series(1, $1::int) g
      )
      insert into orders (user_id, pay_type, status, fulfilment, subtotal, discount, shipping, total,
        amount_charged, currency, dollar_rate, email, reservation, paid_at, refunded_amount, created_at, modified_at)
      select (select id from users where email = 'buyer' || (1 + g % 5000) || '@example.com'),
        case when bucket < 15 then 'PayPal' when bucket < 20 then 'Stripe' else 'Razorpay' end,
        case when bucket between 80 and 89 then 'pending' when bucket between 90 and 94 then 'failed'
          when bucket between 95 and 97 then 'partially_refunded' when bucket >= 98 then 'refunded' else 'paid' end,
        case when bucket >= 80 and bucket < 95 then 'pending' when bucket >= 98 then 'cancelled'
          else (array['pending','in_production','ready_to_ship','shipped','delivered','delivered','delivered'])[1 + g % 7] end,
        total, 0, 0, total,
        case when bucket < 15 then total * 100 / 8350 else total end,
        case when bucket < 15 then 'USD' else 'INR' end,
        case when bucket < 15 then 8350 else null end,
        'buyer' || (1 + g % 5000) || '@example.com',
        case when bucket between 80 and 89 then 'held' when bucket between 90 and 94 then 'released' else 'taken' end,
        case when bucket < 80 or bucket >= 95 then at + interval '3 minutes' else null end,
        case when bucket between 95 and 97 then (case when bucket < 15 then total * 100 / 8350 else total end) / 4
          when bucket >= 98 then (case when bucket < 15 then total * 100 / 8350 else total end) else 0 end,
        at, at
      from base`,
      [ORDERS],
    );
    await client.query(`
      insert into order_shipping (order_id, first_name, last_name, full_name, address1, city, state, zip, country, mobile)
      select o.id, u.first_name, u.last_name, u.first_name || ' ' || u.last_name, (o.id % 200) || ' Lodhi Colony',
        'New Delhi', 'Delhi', '110003', case when o.currency = 'USD' then 'GB' else 'IN' end, '98' || lpad((o.id % 100000000)::text, 8, '0')
      from orders o join users u on u.id = o.user_id`);
    // What the checkout writes for each order (orderSearchText): name, email and mobile, lower-cased.
    await client.query(`
      update orders o set search = lower(concat_ws(' ', s.full_name, o.email, s.mobile))
      from order_shipping s where s.order_id = o.id`);
    await client.query(`
      insert into order_lines (order_id, name, category, color, size, quantity, stock_quantity, selling_price, line_total,
        weight_grams, made_to_measure, tailoring_stage)
      select o.id, (array['Mustard Saree','Rust Lehenga','Ivory Anarkali','Teal Dupatta','Silk by the metre'])[1 + (o.id + n) % 5],
        'Suits', 'Mustard', 'M', 1, 1, o.total / (1 + o.id % 3), o.total / (1 + o.id % 3), 800,
        (o.id + n) % 4 = 0,
        case when (o.id + n) % 4 = 0 and o.fulfilment = 'in_production'
          then (array['measurements_checked','cutting','stitching','finishing'])[1 + o.id % 4] else null end
      from orders o cross join lateral generate_series(1, 1 + o.id % 3) n`);
    await client.query("commit");
    await client.query("analyze");
    const counts = await client.query(
      "select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines",
    );
    return { ...counts.rows[0], seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

function load(base, url, token, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${url}`,
        connections,
        duration: DURATION_S,
        timeout: 10,
        headers: token ? { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } : {},
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

if (process.env.BENCH_SEED_ONLY_URL) {
  // Seeds a database that already has the schema (for EXPLAIN ANALYZE by hand) and stops.
  console.log(await seed(process.env.BENCH_SEED_ONLY_URL));
  process.exit(0);
}

async function signIn(base) {
  const login = await fetch(`${base}/api/login/admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: Buffer.from(ADMIN.password).toString("base64") }),
  });
  const token = (await login.json()).token;
  if (!token) throw new Error(`admin sign-in failed: ${login.status}`);
  return token;
}

async function measure(base, token, read, url, connections) {
  const check = await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const result = await load(base, url, token, connections);
  return {
    read,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    budgeted: token !== null,
  };
}

runBench(async () => {
  const env = {
    SEED_DEMO: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JOBS_INTERVAL_SECONDS: "0",
  };
  // Pass 1, nothing cached: the list (never cached) and the dashboard computed on every request.
  const uncached = await startServer({ db: "postgres", env: { ...env, DASHBOARD_CACHE_SECONDS: "0" } });
  console.log(`Server up in ${uncached.startupMs} ms; seeding ${ORDERS} orders…`);
  const seeded = await seed(uncached.databaseUrl);
  console.log(`${seeded.orders} orders with ${seeded.lines} lines in ${seeded.seconds.toFixed(1)} s`);
  let token = await signIn(uncached.base);
  const rows = [
    await measure(uncached.base, null, "reference: /api/health", "/api/health", LIST_CONNECTIONS),
  ];
  for (const [read, url] of READS) {
    const connections = url.includes("/dashboard") ? DASHBOARD_CONNECTIONS : LIST_CONNECTIONS;
    rows.push(await measure(uncached.base, token, `${read} (uncached)`, url, connections));
  }
  await stopServer();

  // Pass 2, the shipped setting: dashboard figures reused for DASHBOARD_CACHE_SECONDS while no order changes.
  const cached = await startServer({ db: "postgres", env: { ...env, DATABASE_URL: uncached.databaseUrl } });
  token = await signIn(cached.base);
  for (const [read, url] of READS.filter(([, url]) => url.includes("/dashboard"))) {
    rows.push(await measure(cached.base, token, `${read} (cached)`, url, LIST_CONNECTIONS * 2));
  }

  console.log(`\n${ORDERS} orders, ${DURATION_S} s per read, PostgreSQL:`);
  console.log(
    "read".padEnd(40),
    "conns".padStart(5),
    "req/s".padStart(7),
    "p50 ms".padStart(7),
    "p99 ms".padStart(7),
    "errors".padStart(7),
    " budget",
  );
  let passed = true;
  for (const row of rows) {
    const ok = !row.budgeted || (row.p99 < BUDGET.p99Ms && row.errors <= BUDGET.errors);
    passed &&= ok;
    console.log(
      row.read.padEnd(40),
      String(row.connections).padStart(5),
      String(Math.round(row.rps)).padStart(7),
      String(row.p50).padStart(7),
      String(row.p99).padStart(7),
      String(row.errors).padStart(7),
      row.budgeted
        ? ok
          ? " ok"
          : ` FAIL (p99 < ${BUDGET.p99Ms} ms, ${BUDGET.errors} errors)`
        : " (reference)",
    );
  }
  return passed;
});
