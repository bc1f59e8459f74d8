import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCountries } from "../scripts/seed-content";
import { buildTestApp } from "./helpers";

describe("GET /api/countries", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedCountries(app.db);
  });
  afterAll(() => app.close());

  it("lists every seeded country by name, India among them, to anyone", async () => {
    const response = await app.inject({ method: "GET", url: "/api/countries" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { code: string; name: string }[] };
    expect(data.length).toBeGreaterThan(240);
    expect(data).toContainEqual({ code: "IN", name: "India" });
    const names = data.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
