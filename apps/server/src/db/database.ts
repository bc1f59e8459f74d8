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
  /**
   * Work that may wait longer than a request (the demo seed waiting for another instance's): one
   * connection of its own without the statement and query timeouts, closed afterwards.
   */
  withoutTimeouts<T>(work: (db: Database) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` (delivered after the notifying transaction commits). On PostgreSQL a
   * connection of its own, reconnected after a loss with `onReconnect` called (notices sent meanwhile
   * are lost). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
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
 * Runs the migrations holding a session advisory lock, so instances that start together migrate one after
 * another (the later ones find nothing left to do) instead of racing on the same DDL. Waiting for another
 * instance's migrations is not bound by a request's timeouts: the caller gives a connection without them.
 */
async function migrateOnce(client: pg.Client): Promise<void> {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  }
}

/** How much longer than the server's statement timeout the client waits for an answer before giving up. */
const QUERY_TIMEOUT_MARGIN_MS = 1000;

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
      // The server cancels a runaway statement; a vanished server closes the socket.
      statement_timeout: settings.statementTimeoutMs || undefined,
      // A server gone silent (a partition, no reset) cannot cancel anything: the client gives up a little
      // after the server would have, instead of waiting hours for TCP to notice. The pool drops a client whose
      // query failed so (one inside a transaction, when its next query fails the same way).
      query_timeout: settings.statementTimeoutMs
        ? settings.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS
        : undefined,
      // Probes idle connections after 10 s of silence (not the system's two hours): the pool hears of dead ones sooner.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection dropped by the server is replaced by the pool; it is not a crash.
    pool.on("error", (error) => console.error("postgres pool:", error.message));
    const db = drizzlePg(pool, { schema });
    const databaseUrl = config.databaseUrl;
    async function withoutTimeouts<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: settings.connectTimeoutMs,
        keepAlive: true,
      });
      // A connection lost mid-work fails the work (its query rejects); without a listener it would crash the process.
      client.on("error", (error) => console.error("postgres:", error.message));
      await client.connect();
      try {
        // The database's own default may bound statements too; these waits are meant to be long.
        await client.query("set statement_timeout = 0");
        return await work(client);
      } finally {
        await client.end().catch((error: Error) => console.error("postgres: closing:", error.message));
      }
    }
    return {
      db,
      kind: "postgres",
      pool,
      migrate: () => withoutTimeouts(migrateOnce),
      withoutTimeouts: (work) => withoutTimeouts((client) => work(drizzlePg(client, { schema }))),
      ping: async () => {
        await pool.query("select 1");
      },
      listen: (channel, onNotice, onReconnect) =>
        listenOnPostgres(databaseUrl, settings.connectTimeoutMs, channel, onNotice, onReconnect),
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
    withoutTimeouts: (work) => work(db),
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

/** Retried every second or so while the database is away. */
const LISTEN_RETRY_MS = 1000;

async function listenOnPostgres(
  databaseUrl: string,
  connectTimeoutMs: number,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotice(message.payload ?? "");
    });
    next.on("error", (error) => console.error(`postgres listen ${channel}:`, error.message));
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const reconnect = () => {
    if (stopped) return;
    connect().then(onReconnect, () => {
      retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
