import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./helpers";

describe("GET /api/health", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("reports the database as reachable", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: expect.stringMatching(/pglite|postgres/) });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("/api/nothing-here");
  });

  it("publishes the OpenAPI document", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    for (const path of ["/api/health", "/api/health/live", "/api/health/ready"]) {
      expect(paths[path]?.get?.responses?.["200"], path).toBeDefined();
    }
    expect(paths["/api/health/ready"].get.responses["503"]).toBeDefined();
  });

  it("gives JSON answers their own security headers, and documents a document's", async () => {
    for (const url of ["/api/health", "/api/nothing-here", "/api/categories"]) {
      const headers = (await app.inject({ method: "GET", url })).headers;
      expect(headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers["x-frame-options"], url).toBe("DENY");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-site");
      expect(headers["referrer-policy"], url).toBeUndefined();
    }
    // Storefront pages are checked in the browser journeys (checkout.spec.ts); here, the OpenAPI page.
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
