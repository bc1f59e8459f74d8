import { DEFAULT_DOMESTIC_SHIPPING } from "@boutique/shared/pricing/shipping";
import { FREE_SHIPPING_FROM_MESSAGE, SHIPPING_FEE_MESSAGE } from "@boutique/shared/schemas/shipping";
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../src/db/schema";
import { headersByRole } from "./admin-fixtures";
import { buildTestApp } from "./helpers";

const URL = "/api/admin/settings/shipping";

describe("domestic shipping rule (decision 007)", () => {
  let app: FastifyInstance;
  let as: Record<"admin" | "Employee" | "Editor" | "user", Record<string, string>>;

  beforeAll(async () => {
    // With the server's read cache on, as in production: the read after a save must see the save.
    app = await buildTestApp({ catalogCacheSeconds: 60 });
    as = await headersByRole(app, ["admin", "Employee", "Editor", "user"]);
  });
  afterAll(() => app.close());

  const rule = async () => {
    const response = await app.inject({ method: "GET", url: "/api/shipping" });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const save = (body: unknown, headers: Record<string, string> = as.admin) =>
    app.inject({ method: "PUT", url: URL, headers, payload: body as object });

  it("answers the default rule in whole rupees before an admin sets one", async () => {
    expect(await rule()).toEqual({ domestic_flat: 200, domestic_free_from: 4000 });
    expect(DEFAULT_DOMESTIC_SHIPPING).toEqual({ flatPaise: 20_000, freeFromPaise: 400_000 });
    // The second read is served from the cache, so the update below must clear it.
    const again = await app.inject({ method: "GET", url: "/api/shipping" });
    expect(again.headers["x-cache"]).toBe("hit");
  });

  it("lets an admin change both figures; the next read shows them, stored in paise", async () => {
    const response = await save({ domestic_flat: 150, domestic_free_from: 2500 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Updated Successfully",
      domestic_flat: 150,
      domestic_free_from: 2500,
    });
    expect(await rule()).toEqual({ domestic_flat: 150, domestic_free_from: 2500 });
    const stored = await app.db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, ["domestic_shipping_flat", "domestic_free_shipping_from"]))
      .orderBy(siteSettings.key);
    expect(stored).toEqual([
      { key: "domestic_free_shipping_from", value: "250000" },
      { key: "domestic_shipping_flat", value: "15000" },
    ]);

    // Free shipping for everything is a valid rule too.
    expect((await save({ domestic_flat: 0, domestic_free_from: 0 })).statusCode).toBe(200);
    expect(await rule()).toEqual({ domestic_flat: 0, domestic_free_from: 0 });
    expect((await save({ domestic_flat: 150, domestic_free_from: 2500 })).statusCode).toBe(200);
  });

  it("refuses a fractional fee, an over-large threshold and bad bodies with the schema's message, changing nothing", async () => {
    const fractional = await save({ domestic_flat: 200.5, domestic_free_from: 4000 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toBe(SHIPPING_FEE_MESSAGE);

    const tooLarge = await save({ domestic_flat: 200, domestic_free_from: 2_000_000 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(FREE_SHIPPING_FROM_MESSAGE);

    for (const body of [
      { domestic_flat: -1, domestic_free_from: 4000 },
      { domestic_flat: "200", domestic_free_from: 4000 },
      { domestic_flat: 200 },
      { domestic_flat: 200, domestic_free_from: 4000, domestic_international: 0 },
    ])
      expect((await save(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await rule()).toEqual({ domestic_flat: 150, domestic_free_from: 2500 });
  });

  it("leaves the rule to an admin: staff and customers get 403, guests 401, and nothing changes", async () => {
    for (const role of ["Employee", "Editor", "user"] as const) {
      const refused = await save({ domestic_flat: 99, domestic_free_from: 999 }, as[role]);
      expect(refused.statusCode, role).toBe(403);
    }
    const guest = await save({ domestic_flat: 99, domestic_free_from: 999 }, {});
    expect(guest.statusCode).toBe(401);
    expect(await rule()).toEqual({ domestic_flat: 150, domestic_free_from: 2500 });
  });
});
