import { seedDatabase } from "../scripts/seed";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await seedDatabase({ db: database.db, config, log: app.log });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down");
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Shop ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
