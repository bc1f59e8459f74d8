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
});
