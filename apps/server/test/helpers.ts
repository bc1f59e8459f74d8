import { randomBytes } from "node:crypto";
import type { Role } from "@boutique/shared/access";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, testConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { hashPassword } from "../src/lib/passwords";
import { users } from "../src/modules/auth/auth.tables";
import { emailOutbox } from "../src/modules/mail/mail.tables";

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
  let app: FastifyInstance;
  try {
    const database = await openDatabase(config, { pgliteTemplate: await pgliteTemplate() });
    await database.migrate();
    app = await buildApp({ config, database, serveApps: false, logger: false });
    await app.ready();
  } catch (error) {
    // The tests of a start that must fail (a wrong REDIS_URL or bucket) would leave their database behind.
    await dropDatabase?.();
    throw error;
  }
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

let template: Promise<Blob | undefined> | undefined;
/** The migrated database made once by global-setup.ts; loading it is several times faster than initdb. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject("pgliteTemplate");
    if (!file) return undefined;
    const { readFile } = await import("node:fs/promises");
    return new Blob([await readFile(file)]);
  })();
  return template;
}

/** A fresh PostgreSQL database beside the one adminUrl names, and how to drop it again. */
export async function createThrowawayDatabase(adminUrl: string) {
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

let userCounter = 0;

/** A user row made directly in the database (verified unless told otherwise). */
export async function createUser(
  app: FastifyInstance,
  options: { role?: Role; email?: string; password?: string; verified?: boolean; firstName?: string } = {},
) {
  userCounter += 1;
  const email = options.email ?? `user${userCounter}-${randomBytes(3).toString("hex")}@example.com`;
  const password = options.password ?? "Secret123";
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: options.firstName ?? "Test",
      lastName: "User",
      role: options.role ?? "user",
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning();
  return { ...row, password };
}

/** A user of the given role with a signed token, and the headers that carry it. */
export async function signInAs(app: FastifyInstance, role: Role = "user") {
  const user = await createUser(app, { role });
  const { token } = await app.tokens.sign({ userId: user.id, role: user.role });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** The newest mail of a kind sent to an address, from the outbox. */
export async function lastMail(app: FastifyInstance, to: string, kind?: string) {
  const rows = await app.db
    .select()
    .from(emailOutbox)
    .where(
      kind ? and(eq(emailOutbox.recipient, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.recipient, to),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The 6-digit code in the newest mail of a kind. */
export async function lastCode(app: FastifyInstance, to: string, kind: string): Promise<string> {
  const mail = await lastMail(app, to, kind);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${kind} code mailed to ${to}`);
  return code;
}

export const b64 = (value: string) => Buffer.from(value, "utf8").toString("base64");
