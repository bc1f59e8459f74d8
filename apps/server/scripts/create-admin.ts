import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../src/config";
import type { Database } from "../src/db/database";
import { hashPassword } from "../src/lib/passwords";
import { users } from "../src/modules/auth/auth.tables";

/** Creates the first admin once; a generated password is printed a single time. */
export async function ensureAdmin(
  db: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (existing) return;
  const password = config.adminPassword ?? randomBytes(9).toString("base64url");
  await db
    .insert(users)
    .values({
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
      firstName: "Shop",
      lastName: "Admin",
      role: "admin",
      emailVerifiedAt: sql`now()`,
    })
    .onConflictDoNothing();
  if (config.adminPassword) {
    log.info(`Admin account ${config.adminEmail} created with ADMIN_PASSWORD.`);
  } else {
    log.warn(
      `Admin account created: ${config.adminEmail} / ${password}  (shown once; change it after signing in)`,
    );
  }
}
