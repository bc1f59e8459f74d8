import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
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
  /** auto: readable lines in a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
  LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** The back office's dashboard figures are reused this long unless an order changes here (0: never). */
  DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  PAYMENT_SANDBOX: z.enum(["on", "off"]).optional(),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalString.pipe(z.url().optional()),
  RAZORPAY_CHECKOUT_SCRIPT_URL: optionalString.pipe(z.url().optional()),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYPAL_API_URL: optionalString.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  // WhatsApp Business Cloud API (issue 26 §2): Graph's base URL, its version, the sending number's id, the
  // bearer token, the webhook's verify token and the app secret that signs it.
  WHATSAPP_API_URL: optionalString.pipe(z.url().optional()),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default("v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Media and generated documents on an S3-compatible store (decision 026); all four or none.
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),
  MEDIA_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  // Behaviour under trouble.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Past this event-loop delay (ms) new requests get 503 with Retry-After; 0 turns the check off. */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  ),
});

type Env = z.infer<typeof Env>;

/** Every environment variable the server reads: `.env.example` lists each one (config.test.ts). */
export const ENV_VARIABLES = Object.keys(Env.shape);

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutScriptUrl: string;
};
export type PayPalConfig = { clientId: string; clientSecret: string; webhookId: string; apiUrl: string };
export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };

/** The WhatsApp Business Cloud API (null: no number set up, so no WhatsApp messages). */
export type WhatsAppConfig = {
  apiUrl: string;
  version: string;
  phoneNumberId: string;
  token: string;
  verifyToken: string;
  appSecret: string;
};

export type PaymentsConfig = {
  /** The in-repo sandbox is mounted at /sandbox and the providers below point at it. */
  sandbox: boolean;
  /** A provider is null when it has no keys: it is then not offered. */
  razorpay: RazorpayConfig | null;
  paypal: PayPalConfig | null;
  stripe: StripeConfig | null;
  /** An unpaid order gives its stock back after this long. */
  holdMinutes: number;
  /** The reconciler asks the provider about orders pending longer than this. */
  reconcileAfterMinutes: number;
  /** How often the jobs (reconciler, expiry, mail delivery) run; 0 turns them off (tests drive them). */
  jobsIntervalSeconds: number;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
};

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
  logFormat: "auto" | "pretty" | "json";
  trustProxy: boolean;
  uploadsDir: string;
  /** How long a public catalogue answer may be served from memory; 0 turns the cache off (decision 010). */
  catalogCacheSeconds: number;
  dashboardCacheSeconds: number;
  payments: PaymentsConfig;
  whatsapp: WhatsAppConfig | null;
  /** null: media and documents on the local disk under dataDir. */
  s3: S3Config | null;
  /** Where media are served from instead of /api/images (a CDN in front of the bucket); null: this server. */
  mediaPublicUrl: string | null;
  database: { poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  shutdownGraceSeconds: number;
  overloadEventLoopDelayMs: number;
  /** null: /metrics is not served. */
  metricsToken: string | null;
  /** The Redis channel cache clears travel on (tests give each pair of instances their own). */
  cacheChannel?: string;
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
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
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
    publicUrl,
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
    logFormat: env.LOG_FORMAT,
    trustProxy: env.TRUST_PROXY === "true",
    uploadsDir: path.join(dataDir, "uploads"),
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
    dashboardCacheSeconds: env.DASHBOARD_CACHE_SECONDS,
    payments: resolvePayments(env, publicUrl),
    whatsapp: resolveWhatsApp(env, publicUrl),
    s3: resolveS3(env),
    mediaPublicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/$/, "") ?? null,
    database: {
      poolMax: env.DATABASE_POOL_MAX,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    overloadEventLoopDelayMs: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
    metricsToken: env.METRICS_TOKEN ?? null,
  };
}

const S3_KEYS = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** All four S3 settings, or none: a half-configured store would fail at the first upload instead of now. */
function resolveS3(env: Env): S3Config | null {
  const missing = S3_KEYS.filter((key) => !env[key]);
  if (missing.length === S3_KEYS.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Object storage is half configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. Set all of ${S3_KEYS.join(", ")}, or none to keep media on the local disk.`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}

const PROVIDER_KEYS = [
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "STRIPE_SECRET_KEY",
] as const;

/**
 * The sandbox is on by default in development and tests when no provider key is set, so a newcomer can
 * buy with no account anywhere; in production it never is. With it on, every provider without keys
 * of its own uses the sandbox's test keys and URLs.
 */
function resolvePayments(env: Env, publicUrl: string): PaymentsConfig {
  const anyKeys = PROVIDER_KEYS.some((key) => env[key]);
  const sandbox =
    env.NODE_ENV !== "production" && (env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === "on" : !anyKeys);
  const test = SANDBOX_TEST_SECRETS;
  const base = `${publicUrl}/sandbox`;
  const pick = (value: string | undefined, fallback: string) => value ?? (sandbox ? fallback : undefined);

  const razorpayKeyId = pick(env.RAZORPAY_KEY_ID, test.razorpayKeyId);
  const razorpayKeySecret = pick(env.RAZORPAY_KEY_SECRET, test.razorpayKeySecret);
  const paypalClientId = pick(env.PAYPAL_CLIENT_ID, test.paypalClientId);
  const paypalClientSecret = pick(env.PAYPAL_CLIENT_SECRET, test.paypalClientSecret);
  const stripeSecretKey = pick(env.STRIPE_SECRET_KEY, test.stripeSecretKey);
  return {
    sandbox,
    razorpay:
      razorpayKeyId && razorpayKeySecret
        ? {
            keyId: razorpayKeyId,
            keySecret: razorpayKeySecret,
            webhookSecret: pick(env.RAZORPAY_WEBHOOK_SECRET, test.razorpayWebhookSecret) ?? "",
            apiUrl: env.RAZORPAY_API_URL ?? (sandbox ? `${base}/razorpay` : "https://api.razorpay.com"),
            checkoutScriptUrl:
              env.RAZORPAY_CHECKOUT_SCRIPT_URL ??
              (sandbox ? `${base}/razorpay/v1/checkout.js` : "https://checkout.razorpay.com/v1/checkout.js"),
          }
        : null,
    paypal:
      paypalClientId && paypalClientSecret
        ? {
            clientId: paypalClientId,
            clientSecret: paypalClientSecret,
            webhookId: pick(env.PAYPAL_WEBHOOK_ID, test.paypalWebhookId) ?? "",
            apiUrl: env.PAYPAL_API_URL ?? (sandbox ? `${base}/paypal` : "https://api-m.paypal.com"),
          }
        : null,
    stripe: stripeSecretKey
      ? {
          secretKey: stripeSecretKey,
          webhookSecret: pick(env.STRIPE_WEBHOOK_SECRET, test.stripeWebhookSecret) ?? "",
          apiUrl: env.STRIPE_API_URL ?? (sandbox ? `${base}/stripe` : "https://api.stripe.com"),
        }
      : null,
    holdMinutes: env.ORDER_HOLD_MINUTES,
    reconcileAfterMinutes: env.RECONCILE_AFTER_MINUTES,
    jobsIntervalSeconds: env.JOBS_INTERVAL_SECONDS,
  };
}

/** The sandbox's WhatsApp when the payment sandbox is on and no number of the shop's own is set. */
export const SANDBOX_WHATSAPP_VERIFY_TOKEN = "sandbox_whatsapp_verify_token";

function resolveWhatsApp(env: Env, publicUrl: string): WhatsAppConfig | null {
  const own = env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_TOKEN;
  const sandbox =
    !own &&
    env.NODE_ENV !== "production" &&
    (env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === "on" : !PROVIDER_KEYS.some((key) => env[key]));
  if (!own && !sandbox) return null;
  const test = SANDBOX_TEST_SECRETS;
  return {
    apiUrl:
      env.WHATSAPP_API_URL ?? (sandbox ? `${publicUrl}/sandbox/whatsapp` : "https://graph.facebook.com"),
    version: env.WHATSAPP_API_VERSION,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? test.whatsappPhoneNumberId,
    token: env.WHATSAPP_TOKEN ?? test.whatsappToken,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? (sandbox ? SANDBOX_WHATSAPP_VERIFY_TOKEN : ""),
    appSecret: env.WHATSAPP_APP_SECRET ?? (sandbox ? test.whatsappAppSecret : ""),
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
    DASHBOARD_CACHE_SECONDS: "0",
    // Tests run the jobs themselves, one pass at a time.
    JOBS_INTERVAL_SECONDS: "0",
    // Test files share two cores; the overload check has a test of its own.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
  });
  return { ...base, pgliteDir: "memory", ...overrides };
}
