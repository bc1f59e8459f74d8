// The reference the API bench compares the shop with, run as its own node process with the node flags of
// "start:server": bare Fastify answering `/hello` ({hello: "world"}) and `/rows/:page` (one query, 30 flat
// rows of a 1,000-row product-like table, as JSON). No schemas, no hooks, no compression, no logging: the
// least a Fastify + PostgreSQL server can do per request, on the same machine in the same run.
//
// It listens on a free port of 127.0.0.1 and prints `listening <port>`. Environment: REFERENCE_DATABASE_URL
// (PostgreSQL, with a pg Pool of DATABASE_POOL_MAX, default 10 as in the server's config) or
// REFERENCE_DATABASE=pglite (an in-memory PGlite, the engine of the shop's PGlite mode). The table is made
// on start if missing.
import { fileURLToPath } from "node:url";
import Fastify from "fastify";

export const ROWS_PER_PAGE = 30;
export const TABLE_ROWS = 1000;
/** Pages 1..33 of 30 rows each all lie inside the 1,000 rows, so every answer has exactly 30. */
export const ROW_PAGES = Math.floor(TABLE_ROWS / ROWS_PER_PAGE);

const TABLE = "bench_reference_products";
const CREATE = `create table if not exists ${TABLE} (
  id integer primary key,
  name text not null,
  slug text not null unique,
  price numeric(10, 2) not null,
  image text not null,
  created_at timestamptz not null
)`;
const FILL = `insert into ${TABLE} (id, name, slug, price, image, created_at)
  select n, 'Banarasi silk saree ' || n, 'banarasi-silk-saree-' || n, 999 + (n * 37) % 9000 + 0.5,
         '/uploads/products/saree-' || n || '.jpg', now() - n * interval '1 hour'
  from generate_series(1, ${TABLE_ROWS}) as n
  on conflict (id) do nothing`;
const SELECT = `select id, name, slug, price, image, created_at from ${TABLE} order by id limit ${ROWS_PER_PAGE} offset $1`;

async function openDatabase() {
  if (process.env.REFERENCE_DATABASE === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite();
    return { query: (text, values) => db.query(text, values), close: () => db.close() };
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: process.env.REFERENCE_DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX || 10),
  });
  return { query: (text, values) => pool.query(text, values), close: () => pool.end() };
}

async function main() {
  const db = await openDatabase();
  await db.query(CREATE);
  await db.query(FILL);
  await db.query(`analyze ${TABLE}`);

  const app = Fastify({ logger: false });
  app.get("/hello", async () => ({ hello: "world" }));
  app.get("/rows/:page", async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1 || page > ROW_PAGES) return reply.code(404).send();
    const { rows } = await db.query(SELECT, [(page - 1) * ROWS_PER_PAGE]);
    return rows;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  // The bench reads the port from this line.
  console.log(`listening ${app.server.address().port}`);

  const stop = () =>
    app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

// Imported by bench/lib/reference.mjs for its constants; run as a process, it serves.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
