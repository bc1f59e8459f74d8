import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { testConfig } from "../src/config";
import { openDatabase } from "../src/db/database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

/** Migrates one PGlite database and hands its dump to every test file (PostgreSQL runs skip this). */
export default async function setup(project: TestProject) {
  const config = testConfig();
  if (config.databaseUrl) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const database = await openDatabase(config);
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), "boutique-pglite-"));
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
