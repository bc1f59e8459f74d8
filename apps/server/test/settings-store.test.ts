import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../src/db/schema";
import { buildTestApp } from "./helpers";

describe("storefront settings endpoints", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("GET /api/dollar answers the default rate before staff set one", async () => {
    const response = await app.inject({ method: "GET", url: "/api/dollar" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ value: 83.5 }]);
  });

  it("GET /api/marque and /api/dollar read the stored settings in the spec's order", async () => {
    await app.db.insert(siteSettings).values([
      { key: "insta_handle", value: "@rangrez.boutique" },
      { key: "marquee_1", value: "Free shipping in India above Rs 4,000" },
      { key: "marquee_2", value: "Festive sale: up to 30% off" },
      { key: "insta_count", value: "48.2K" },
      { key: "dollar_rate", value: "8425" },
    ]);
    const marquee = await app.inject({ method: "GET", url: "/api/marque" });
    expect(marquee.statusCode).toBe(200);
    expect(marquee.json().map((row: { value: string }) => row.value)).toEqual([
      "Free shipping in India above Rs 4,000",
      "Festive sale: up to 30% off",
      "48.2K",
      "@rangrez.boutique",
    ]);
    const dollar = await app.inject({ method: "GET", url: "/api/dollar" });
    expect(dollar.json()[0].value).toBe(84.25);
  });
});
