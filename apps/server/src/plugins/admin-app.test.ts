import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import adminApp from "./admin-app";

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/admin-assets/assets/app-abc123.js"></script></body></html>';

let app: FastifyInstance;
let distDir: string;

/** The router options of app.ts, the admin plugin and a stand-in for the storefront's catch-all. */
async function buildServer(options: { built: boolean }) {
  distDir = mkdtempSync(path.join(tmpdir(), "admin-dist-"));
  if (options.built) {
    mkdirSync(path.join(distDir, "assets"));
    writeFileSync(path.join(distDir, "index.html"), INDEX);
    writeFileSync(path.join(distDir, "assets", "app-abc123.js"), "console.log('admin')");
  }
  app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  await app.register(adminApp, { distDir });
  app.get("/*", async () => "storefront");
  await app.ready();
}

afterEach(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("admin app serving", () => {
  it.each([
    "/admin",
    "/Admin",
    "/admin/",
    "/admin/dashboard",
    "/Admin/AllProduct",
    "/admin/allproduct",
    "/admin/ordersDetail?id=12",
    "/Adduser",
    "/adduser",
    "/ForgotPass",
    "/forgotpass",
  ])("answers %s with the SPA page, never cached", async (url) => {
    await buildServer({ built: true });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(INDEX);
  });

  it("serves hashed assets under /admin-assets/ with a long immutable cache", async () => {
    await buildServer({ built: true });
    const response = await app.inject({ method: "GET", url: "/admin-assets/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('admin')");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers 404 for a missing asset instead of the page", async () => {
    await buildServer({ built: true });
    const missing = await app.inject({ method: "GET", url: "/admin-assets/assets/gone.js" });
    expect(missing.statusCode).toBe(404);
    const page = await app.inject({ method: "GET", url: "/admin-assets/index.html" });
    expect(page.statusCode).not.toBe(200);
  });

  it("leaves every other path to the storefront", async () => {
    await buildServer({ built: true });
    for (const url of ["/", "/wishlist", "/administrator", "/assets/app.js", "/product/admin"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.body, url).toBe("storefront");
    }
  });

  it("says how to build the back office when it is missing", async () => {
    await buildServer({ built: false });
    const response = await app.inject({ method: "GET", url: "/admin/dashboard" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain("npm run build");
  });
});
