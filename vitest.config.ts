import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
