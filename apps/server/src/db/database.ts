import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config";
import * as schema from "./schema";

/** One type for both drivers: the query API is the same PostgreSQL dialect. */
export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the pool, for its figures (metrics). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob | File>;
};

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type OpenOptions = {
  /** A dumped PGlite data directory to start from (tests load one migrated template instead of running initdb). */
  pgliteTemplate?: Blob | File;
};

/** Any fixed number: the advisory lock instances starting together take around the migrations. */
const MIGRATION_LOCK = 7_340_261;

/**
 * Runs the migrations holding a session advisory lock on one connection, so instances that start together
 * migrate one after another (the later ones find nothing left to do) instead of racing on the same DDL.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations (and running them) is not bound by a request's timeout.
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    // Not back to the pool with the timeout off.
    client.release(true);
  }
}

/** Defaults for callers (tests, scripts) that do not pass the pool settings. */
const POOL_DEFAULTS: Config["database"] = { poolMax: 10, connectTimeoutMs: 2000, statementTimeoutMs: 15_000 };

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "pgliteDir"> & { database?: Config["database"] },
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const settings = config.database ?? POOL_DEFAULTS;
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: settings.poolMax,
      // A database that does not answer fails the request within this, instead of queueing it for ever.
      connectionTimeoutMillis: settings.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // The server cancels a runaway statement (the demo seed and migrations lift it for their lock waits);
      // a server that vanishes closes the socket, and keepAlive finds one that went silent.
      statement_timeout: settings.statementTimeoutMs,
    });
    // An idle connection dropped by the server is replaced by the pool; it is not a crash.
    pool.on("error", (error) => console.error("postgres pool:", error.message));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      pool,
      migrate: () => migrateOnce(pool),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  if (config.pgliteDir !== "memory") mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: config.pgliteDir === "memory" ? undefined : config.pgliteDir,
    loadDataDir: options.pgliteTemplate,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}
