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

  it("GET /api/policies names the grievance officer and the shop's windows from the settings", async () => {
    const before = (await app.inject({ method: "GET", url: "/api/policies" })).json();
    expect(before).toMatchObject({
      complaint_ack_hours: 48,
      delivery_estimate: "2-4 weeks",
      cancellation_window_hours: 24,
      return_window_days: 6,
    });
    await app.db.insert(siteSettings).values([
      { key: "grievance_officer_name", value: "Meera Kapoor" },
      { key: "grievance_officer_email", value: "grievance@rangrez.in" },
      { key: "delivery_estimate", value: "3-5 weeks" },
    ]);
    app.answerCache.clear();
    const after = await app.inject({ method: "GET", url: "/api/policies" });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      grievance_officer: { name: "Meera Kapoor", email: "grievance@rangrez.in" },
      delivery_estimate: "3-5 weeks",
    });
  });
});
