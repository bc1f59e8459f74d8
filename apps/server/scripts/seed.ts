import { count, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../src/config";
import type { Database } from "../src/db/database";
import { type BlobStore, createStorage } from "../src/lib/storage";
import { categories, products, productVariants } from "../src/modules/catalog/catalog.tables";
import { ensureAdmin } from "./create-admin";
import { seedCatalogue } from "./seed-catalogue";
import { seedContent, seedCountries } from "./seed-content";
import { createImageSink } from "./seed-images";

type SeedContext = {
  db: Database;
  config: Config;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** Draw the demo pictures (default). Tests turn it off: file names are still stored, nothing is drawn. */
  renderImages?: boolean;
  /** Where the pictures go (the app's media store); by default the one the configuration names. */
  media?: BlobStore;
};

/** Any number: it only has to be the same for every instance that might seed at once. */
const DEMO_SEED_LOCK = 7_311_001;

/** Idempotent: the admin account and the country list always; the demo shop once, on an empty catalogue. */
export async function seedDatabase({ db, config, log, renderImages = true, media }: SeedContext) {
  await ensureAdmin(db, config, log);
  await seedCountries(db);
  if (config.seedDemo) await seedDemoShop({ db, config, log, renderImages, media });
}

export async function seedDemoShop({ db, config, log, renderImages = true, media }: SeedContext) {
  const started = performance.now();
  const summary = await db.transaction(async (transaction) => {
    // Two instances starting together: the second waits here, then finds the catalogue filled.
    // Drawing the demo pictures takes longer than a request's statement timeout: this wait may too.
    await transaction.execute(sql`set local statement_timeout = 0`);
    await transaction.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const tx = transaction as unknown as Database;
    const [{ value: existing }] = await tx.select({ value: count() }).from(categories);
    if (existing > 0) return null;
    const images = createImageSink({ store: media ?? createStorage(config).media, render: renderImages });
    const productCount = await seedCatalogue(tx, images);
    await seedContent(tx, images);
    // Pictures are drawn before the commit, so no row ever names a file that is not on disk.
    const { rendered } = await images.flush();
    const [{ value: variantCount }] = await tx.select({ value: count() }).from(productVariants);
    return { productCount, variantCount, rendered };
  });
  if (!summary) return;
  // Planner statistics for the rows just written: until autovacuum gets to them (a minute or more), plans
  // rest on an empty catalogue's guesses, and the catalogue's prepared reads are planned on the first runs.
  await db.execute(sql`analyze`);
  const [{ value: total }] = await db.select({ value: count() }).from(products);
  log.info(
    `Demo shop seeded: ${total} products (${summary.variantCount} colours), ${summary.rendered} images drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
