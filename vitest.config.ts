import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where PGlite's test
    // files wait on each other's CPU and PostgreSQL's on the server's. Two workers take the API suite from
    // 440 to 222 s on PostgreSQL and the whole run from 414 to about 280 s on PGlite (three gain nothing).
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          // Files share a worker's modules instead of importing the app again each (a third of the suite's
          // time: 181 s against 280 on PGlite, 171 against ~250 on PostgreSQL). Every file builds its own
          // app on its own database; what modules keep (prepared statement names, a change counter) holds
          // for any number of apps, as it already must within a file.
          isolate: false,
        },
      },
      {
        test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"] },
      },
      {
        test: { name: "storefront", root: "apps/storefront", include: ["app/**/*.test.ts"] },
      },
      {
        test: {
          name: "payment-sandbox",
          root: "packages/payment-sandbox",
          include: ["src/**/*.test.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
