import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../src/config";
import type { Database } from "../src/db/database";
import { ensureAdmin } from "./create-admin";

type SeedContext = { db: Database; config: Config; log: Pick<FastifyBaseLogger, "info" | "warn"> };

/** Idempotent: the admin account always; the demo catalogue once, on an empty catalogue. */
export async function seedDatabase({ db, config, log }: SeedContext) {
  await ensureAdmin(db, config, log);
}
