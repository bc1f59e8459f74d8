import { seedDatabase } from "../scripts/seed";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { isServiceUnavailable } from "./lib/unavailable";

/** A start-up failure a person can fix (a setting, a service that is down): one line, no stack trace. */
function explain(error: unknown, config: Config | null): string | null {
  if (error instanceof ConfigError) return error.message;
  // A statement timeout (57014) is not "unreachable": that failure keeps its stack trace.
  const timedOut = (error as { cause?: { code?: string } }).cause?.code === "57014";
  if (config?.databaseUrl && isServiceUnavailable(error) && !timedOut) {
    const where = new URL(config.databaseUrl);
    const reason = (error as Error).message || (error as { code?: string }).code || "no answer";
    return `PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname} did not answer: ${reason}. Check DATABASE_URL and that the database is running.`;
  }
  // It answered but refused us: a wrong password, user or database name (SQLSTATE 28000, 28P01, 3D000).
  const code = (error as { code?: unknown }).code;
  if (config?.databaseUrl && (code === "28000" || code === "28P01" || code === "3D000")) {
    const where = new URL(config.databaseUrl);
    return `PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname} refused the connection: ${(error as Error).message}. Check DATABASE_URL.`;
  }
  return null;
}

async function main() {
  let config: Config | null = null;
  try {
    config = loadConfig();
    const database = await openDatabase(config);
    await database.migrate();
    const app = await buildApp({ config, database });
    // The demo seed may wait for another instance's (drawing its pictures) longer than a request may.
    const seed = { config, log: app.log, media: app.storage.media };
    await database.withoutTimeouts((db) => seedDatabase({ db, ...seed }));
    const grace = config.shutdownGraceSeconds;
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        // Stop listening, let requests in flight finish, stop the jobs (a running pass ends first), close
        // the pool; past the grace period the process exits anyway.
        app.log.info({ signal, graceSeconds: grace }, "shutting down");
        setTimeout(() => {
          app.log.error(`requests still running after ${grace} s; exiting`);
          process.exit(1);
        }, grace * 1000).unref();
        app.close().then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      });
    }
    await app.listen({ host: config.host, port: config.port });
    app.log.info(`Shop ready at ${config.publicUrl} (database: ${database.kind})`);
  } catch (error) {
    const message = explain(error, config);
    if (message) {
      console.error(message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
