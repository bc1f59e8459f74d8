import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { type Config, testConfig } from "../src/config";
import { openDatabase } from "../src/db/database";

export type TestApp = FastifyInstance & { config: Config };

/**
 * A fresh app on a fresh database: in-memory PGlite, or a throwaway PostgreSQL database
 * when DATABASE_URL is set (dropped again on close).
 */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  let config = testConfig(overrides);
  let dropDatabase: (() => Promise<void>) | null = null;
  if (config.databaseUrl) {
    const { url, drop } = await createThrowawayDatabase(config.databaseUrl);
    config = { ...config, databaseUrl: url };
    dropDatabase = drop;
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, serveApps: false, logger: false });
  await app.ready();
  if (dropDatabase) {
    const drop = dropDatabase;
    const close = app.close.bind(app);
    app.close = (async () => {
      await close();
      await drop();
    }) as typeof app.close;
  }
  return app;
}

async function createThrowawayDatabase(adminUrl: string) {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
