import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Rangrez Boutique <hello@rangrez.example>"),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
  ADMIN_EMAIL: z.email().default("admin@rangrez.example"),
  ADMIN_PASSWORD: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  /** null: the embedded PGlite database under dataDir/db; "memory": an in-memory PGlite (tests). */
  databaseUrl: string | null;
  pgliteDir: string | "memory";
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string | null;
  google: { clientId: string | null; jwksUrl: string; issuers: string[] };
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  uploadsDir: string;
  /** How long a public catalogue answer may be served from memory; 0 turns the cache off (decision 010). */
  catalogCacheSeconds: number;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up; process.env is read nowhere else. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, "db"),
    redisUrl: env.REDIS_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    jwtSecret: resolveJwtSecret(env.NODE_ENV, env.JWT_SECRET, dataDir),
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? null,
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? null,
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuers: env.GOOGLE_ISSUERS.split(",").map((issuer) => issuer.trim()),
    },
    seedDemo: env.SEED_DEMO === "true",
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === "true",
    uploadsDir: path.join(dataDir, "uploads"),
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
  };
}

function resolveJwtSecret(nodeEnv: string, secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  if (nodeEnv === "production") {
    throw new ConfigError(
      "JWT_SECRET is not set. In production it must be a random string of at least 32 characters, e.g. `openssl rand -hex 32`.",
    );
  }
  // Development keeps one generated secret in DATA_DIR so sign-ins survive restarts.
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString("hex");
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** A configuration for tests: in-memory PGlite unless DATABASE_URL points at PostgreSQL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(process.cwd(), "data", "test"),
    JWT_SECRET: "test-secret-test-secret-test-secret-0000",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.TEST_REDIS_URL,
    // Tests change rows directly and read them back at once; the cache has tests of its own.
    CATALOG_CACHE_SECONDS: "0",
  });
  return { ...base, pgliteDir: "memory", ...overrides };
}
