import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/boutique-e2e-${process.pid}`;
/**
 * Journeys run on parallel workers, each against a server and a database of its own (a journey that buys the
 * last unit of a piece must not change what another worker's journey sees). Worker n uses port `port + n`;
 * on PostgreSQL, the database DATABASE_URL names with `_e2e_n` after it, made new at the start (decision 042).
 * A worker (its browser and its server) keeps about one core busy: one worker per two cores, so a two-core
 * machine runs one (two took 7.4 minutes there against one's 6.6, each journey twice as long).
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
const serverURL = (index: number) => `http://127.0.0.1:${port + index}`;
const databaseFor = (index: number) => {
  if (!process.env.DATABASE_URL) return {};
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `${url.pathname}_e2e_${index}`;
  return { DATABASE_URL: url.toString() };
};

export const E2E = {
  baseURL: serverURL(0),
  serverURL,
  adminEmail: "admin@e2e.example",
  adminPassword: "E2eAdmin#2026",
  mailSink: "http://127.0.0.1:2526",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E.baseURL,
    // Recording a trace for every journey cost a third of the suite's time (cart + checkout: 2.5 → 1.6 min);
    // in CI a failed journey is run once more with its trace (a flake that passes on the retry leaves the trace
    // of the passing run, and the failed attempt's screenshot), at a desk every failure keeps one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: "node e2e/support/mail-sink.mjs",
      url: `${E2E.mailSink}/messages`,
      // The sink only collects mail; tests read it filtered by their own unique addresses, so one
      // left running by another run is as good as a new one.
      reuseExistingServer: true,
      timeout: 20_000,
    },
    ...Array.from({ length: workers }, (_, index) => ({
      command: `node e2e/support/fresh-database.mjs && rm -rf ${dataDir}-${index} && npx tsx apps/server/src/main.ts`,
      url: `${serverURL(index)}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        NODE_ENV: "test",
        PORT: String(port + index),
        HOST: "127.0.0.1",
        DATA_DIR: `${dataDir}-${index}`,
        PUBLIC_URL: serverURL(index),
        JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-00",
        ADMIN_EMAIL: E2E.adminEmail,
        ADMIN_PASSWORD: E2E.adminPassword,
        SMTP_URL: "smtp://127.0.0.1:2525",
        LOG_LEVEL: "warn",
        SEED_DEMO: "true",
        ...databaseFor(index),
      },
    })),
  ],
});
