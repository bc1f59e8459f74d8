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

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "pgliteDir">,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection dropped by the server is replaced by the pool; it is not a crash.
    pool.on("error", (error) => console.error("postgres pool:", error.message));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
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
