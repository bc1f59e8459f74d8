import { SHIPPING_ZONE_MESSAGES as M, type ShippingZone } from "@boutique/shared/schemas/shipping-zones";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCountries } from "../scripts/seed-content";
import { headersByRole } from "./admin-fixtures";
import { buildTestApp } from "./helpers";

const ZONES = "/api/admin/shipping/zones";

describe("international shipping by zone and weight", () => {
  let app: FastifyInstance;
  let as: Record<"admin" | "Employee" | "Editor" | "user", Record<string, string>>;

  beforeAll(async () => {
    // With the read cache on, as in production: the public list must follow an admin's edit.
    app = await buildTestApp({ catalogCacheSeconds: 60 });
    await seedCountries(app.db);
    as = await headersByRole(app, ["admin", "Employee", "Editor", "user"]);
  });
  afterAll(() => app.close());

  const quote = (countryCode: string, weightGrams: number, itemsAfterDiscountPaise = 500_000) =>
    app.shippingService.quote({ countryCode, weightGrams, itemsAfterDiscountPaise });
  const zones = async (): Promise<ShippingZone[]> => {
    const response = await app.inject({ method: "GET", url: ZONES, headers: as.admin });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const zoneNamed = async (name: string) => {
    const zone = (await zones()).find((candidate) => candidate.name === name);
    if (!zone) throw new Error(`no zone ${name}`);
    return zone;
  };
  const send = (method: "POST" | "PUT" | "DELETE", url: string, body?: unknown, headers = as.admin) =>
    app.inject({ method, url, headers, payload: body as object | undefined });

  describe("the default zones (migration 0004)", () => {
    it("quotes a 1.2 kg parcel to the US at North America's 2 kg band", async () => {
      expect(await quote("US", 1200)).toEqual({
        deliverable: true,
        chargePaise: 400_000,
        zone: "North America",
      });
      // A band holds parcels up to and including its weight; an empty parcel takes the lightest band.
      expect(await quote("us", 500)).toEqual({
        deliverable: true,
        chargePaise: 180_000,
        zone: "North America",
      });
      expect(await quote("CA", 0)).toMatchObject({ chargePaise: 180_000 });
      expect(await quote("GB", 501)).toEqual({
        deliverable: true,
        chargePaise: 270_000,
        zone: "UK and Europe",
      });
      expect(await quote("NP", 400)).toMatchObject({ zone: "South Asia", chargePaise: 90_000 });
    });

    it("charges India by the domestic rule, whatever the weight", async () => {
      expect(await quote("IN", 15_000, 150_000)).toEqual({
        deliverable: true,
        chargePaise: 20_000,
        zone: null,
      });
      expect(await quote("IN", 50_000_000, 400_000)).toEqual({
        deliverable: true,
        chargePaise: 0,
        zone: null,
      });
      const saved = await send("PUT", "/api/admin/settings/shipping", {
        domestic_flat: 150,
        domestic_free_from: 2500,
      });
      expect(saved.statusCode).toBe(200);
      expect(await quote("IN", 800, 240_000)).toMatchObject({ chargePaise: 15_000 });
      await send("PUT", "/api/admin/settings/shipping", { domestic_flat: 200, domestic_free_from: 4000 });
    });

    it("quotes inside a flow's transaction, India too (PGlite's one connection must not wait on itself)", async () => {
      const quoted = await app.db.transaction(async (tx) =>
        Promise.all([
          app.shippingService.quote(
            { countryCode: "IN", weightGrams: 900, itemsAfterDiscountPaise: 100_000 },
            tx,
          ),
          app.shippingService.quote(
            { countryCode: "US", weightGrams: 900, itemsAfterDiscountPaise: 100_000 },
            tx,
          ),
        ]),
      );
      expect(quoted).toEqual([
        { deliverable: true, chargePaise: 20_000, zone: null },
        { deliverable: true, chargePaise: 260_000, zone: "North America" },
      ]);
    });

    it("cannot deliver to a country in no zone, nor a parcel heavier than every band", async () => {
      expect(await quote("PK", 500)).toEqual({ deliverable: false });
      expect(await quote("RU", 500)).toEqual({ deliverable: false });
      expect(await quote("US", 20_000)).toMatchObject({ deliverable: true, chargePaise: 2_500_000 });
      expect(await quote("US", 20_001)).toEqual({ deliverable: false });
    });

    it("refuses a weight that is not whole grams (a caller's bug, not a shopper's input)", async () => {
      await expect(quote("US", -1)).rejects.toThrow(RangeError);
      await expect(quote("US", 1.5)).rejects.toThrow(RangeError);
    });

    it("lists six zones in order, India in none, bands lightest first in rupees", async () => {
      const list = await zones();
      expect(list.map((zone) => zone.name)).toEqual([
        "South Asia",
        "Middle East",
        "UK and Europe",
        "North America",
        "Australia and New Zealand",
        "Rest of world",
      ]);
      const northAmerica = list[3]!;
      expect(northAmerica.countries).toEqual([
        { code: "CA", name: "Canada" },
        { code: "US", name: "United States" },
      ]);
      expect(northAmerica.bands).toEqual([
        { max_weight_grams: 500, charge: 1800 },
        { max_weight_grams: 1000, charge: 2600 },
        { max_weight_grams: 2000, charge: 4000 },
        { max_weight_grams: 5000, charge: 7800 },
        { max_weight_grams: 10_000, charge: 14_000 },
        { max_weight_grams: 20_000, charge: 25_000 },
      ]);
      const codes = list.flatMap((zone) => zone.countries.map((country) => country.code));
      expect(codes).not.toContain("IN");
      expect(codes).not.toContain("PK");
      expect(new Set(codes).size).toBe(codes.length);
    });

    it("shows shoppers the same zones without ids", async () => {
      const response = await app.inject({ method: "GET", url: "/api/shipping/zones" });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toHaveLength(6);
      expect(data[3]).toEqual({
        name: "North America",
        countries: (await zoneNamed("North America")).countries,
        bands: (await zoneNamed("North America")).bands,
      });
    });
  });

  describe("an admin edits the zones and the quotes follow", () => {
    it("replaces a zone's bands (sent in any order, kept lightest first)", async () => {
      const northAmerica = await zoneNamed("North America");
      const bands = [...northAmerica.bands, { max_weight_grams: 3000, charge: 4900.5 }].reverse();
      const response = await send("PUT", `${ZONES}/${northAmerica.id}`, { bands });
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe(M.updated);
      expect(data.bands.map((band: { max_weight_grams: number }) => band.max_weight_grams)).toEqual([
        500, 1000, 2000, 3000, 5000, 10_000, 20_000,
      ]);
      expect(data.countries).toEqual(northAmerica.countries);
      expect(await quote("US", 2500)).toMatchObject({ chargePaise: 490_050 });
      expect(await quote("US", 1200)).toMatchObject({ chargePaise: 400_000 });
      // The public list, read from the cache before, shows the new band.
      const shown = (await app.inject({ method: "GET", url: "/api/shipping/zones" })).json();
      expect(shown.data[3].bands).toContainEqual({ max_weight_grams: 3000, charge: 4900.5 });
    });

    it("adds a zone whose countries leave the zone they were in", async () => {
      const response = await send("POST", ZONES, {
        name: "Indian Ocean",
        countries: ["MU", "sc"],
        bands: [
          { max_weight_grams: 1000, charge: 1500 },
          { max_weight_grams: 500, charge: 1100 },
        ],
      });
      expect(response.statusCode).toBe(201);
      const { message, data } = response.json();
      expect(message).toBe(M.added);
      expect(data).toMatchObject({
        name: "Indian Ocean",
        sort: 7,
        countries: [
          { code: "MU", name: "Mauritius" },
          { code: "SC", name: "Seychelles" },
        ],
        bands: [
          { max_weight_grams: 500, charge: 1100 },
          { max_weight_grams: 1000, charge: 1500 },
        ],
      });
      expect(await quote("MU", 700)).toEqual({
        deliverable: true,
        chargePaise: 150_000,
        zone: "Indian Ocean",
      });
      expect(await quote("SC", 1001)).toEqual({ deliverable: false });
      const rest = await zoneNamed("Rest of world");
      expect(rest.countries.map((country) => country.code)).not.toContain("MU");
    });

    it("renames a zone alone, keeping its countries and bands", async () => {
      const zone = await zoneNamed("Indian Ocean");
      const response = await send("PUT", `${ZONES}/${zone.id}`, { name: "  Indian Ocean islands " });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ ...zone, name: "Indian Ocean islands" });
      expect(await quote("MU", 700)).toMatchObject({ zone: "Indian Ocean islands" });
    });

    it("moves countries between zones on an edit, and an emptied zone delivers nowhere", async () => {
      const ocean = await zoneNamed("Indian Ocean islands");
      const southAsia = await zoneNamed("South Asia");
      const moved = await send("PUT", `${ZONES}/${southAsia.id}`, {
        countries: [...southAsia.countries.map((country) => country.code), "MU"],
      });
      expect(moved.statusCode).toBe(200);
      expect(await quote("MU", 700)).toMatchObject({ zone: "South Asia", chargePaise: 130_000 });
      expect((await zoneNamed("Indian Ocean islands")).countries).toEqual([
        { code: "SC", name: "Seychelles" },
      ]);
      const emptied = await send("PUT", `${ZONES}/${ocean.id}`, { countries: [] });
      expect(emptied.statusCode).toBe(200);
      expect(await quote("SC", 100)).toEqual({ deliverable: false });
      // A zone with no country is not shown to shoppers.
      const shown = (await app.inject({ method: "GET", url: "/api/shipping/zones" })).json();
      expect(shown.data.map((zone: { name: string }) => zone.name)).not.toContain("Indian Ocean islands");
    });

    it("refuses a name another zone has, in any case (409, nothing changed)", async () => {
      const before = await zones();
      const added = await send("POST", ZONES, {
        name: "middle EAST",
        countries: [],
        bands: [{ max_weight_grams: 500, charge: 1 }],
      });
      expect(added.statusCode).toBe(409);
      expect(added.json()).toEqual({ message: M.exists, field: "name" });
      const renamed = await send("PUT", `${ZONES}/${before[0]!.id}`, {
        name: "North america",
        countries: ["LK"],
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toEqual({ message: M.exists, field: "name" });
      expect(await zones()).toEqual(before);
    });

    it("deletes a zone after which its countries are not deliverable", async () => {
      const ocean = await zoneNamed("Indian Ocean islands");
      await send("PUT", `${ZONES}/${ocean.id}`, { countries: ["SC"] });
      expect(await quote("SC", 100)).toMatchObject({ deliverable: true });
      const response = await send("DELETE", `${ZONES}/${ocean.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: M.deleted });
      expect(await quote("SC", 100)).toEqual({ deliverable: false });
      expect((await zones()).map((zone) => zone.id)).not.toContain(ocean.id);
      const again = await send("DELETE", `${ZONES}/${ocean.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: M.notFound });
      const gone = await send("PUT", `${ZONES}/${ocean.id}`, { name: "Back" });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe("bad input answers 400 with the message and changes nothing", () => {
    const cases: [string, unknown, string, string | undefined][] = [
      ["no band", { bands: [] }, M.noBands, "bands"],
      [
        "a weight of 0",
        { bands: [{ max_weight_grams: 0, charge: 100 }] },
        M.weight,
        "bands.0.max_weight_grams",
      ],
      [
        "a fractional weight",
        {
          bands: [
            { max_weight_grams: 500, charge: 100 },
            { max_weight_grams: 750.5, charge: 100 },
          ],
        },
        M.weight,
        "bands.1.max_weight_grams",
      ],
      [
        "a charge too high",
        { bands: [{ max_weight_grams: 500, charge: 60_000 }] },
        M.charge,
        "bands.0.charge",
      ],
      ["a charge in text", { bands: [{ max_weight_grams: 500, charge: "100" }] }, M.charge, "bands.0.charge"],
      [
        "one weight twice",
        {
          bands: [
            { max_weight_grams: 500, charge: 100 },
            { max_weight_grams: 500, charge: 200 },
          ],
        },
        M.bandTwice,
        "bands.1.max_weight_grams",
      ],
      ["a country twice", { countries: ["US", "CA", "US"] }, M.countryTwice, "countries.2"],
      ["a bad country code", { countries: ["USA"] }, M.country, "countries.0"],
      ["India", { name: "Home", countries: ["US", "IN"] }, M.india, "countries.1"],
      [
        "an unknown country",
        { name: "Nowhere", countries: ["US", "XX"] },
        M.unknownCountry("XX"),
        "countries.1",
      ],
      ["a blank name", { name: "  " }, M.name, "name"],
      ["nothing to change", {}, M.nothingToChange, undefined],
    ];

    it.each(cases)("refuses %s", async (_label, body, message, field) => {
      const before = await zones();
      const northAmerica = before.find((zone) => zone.name === "North America")!;
      const response = await send("PUT", `${ZONES}/${northAmerica.id}`, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.message).toBe(message);
      expect(answer.field).toBe(field);
      expect(await zones()).toEqual(before);
    });

    it("refuses unknown fields, a bad id and a new zone without bands", async () => {
      const before = await zones();
      const northAmerica = before.find((zone) => zone.name === "North America")!;
      const extra = await send("PUT", `${ZONES}/${northAmerica.id}`, { name: "NA", sort: 1 });
      expect(extra.statusCode).toBe(400);
      const badId = await send("PUT", `${ZONES}/abc`, { name: "NA" });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toBe(M.notFound);
      const noBands = await send("POST", ZONES, { name: "Empty", countries: ["SC"] });
      expect(noBands.statusCode).toBe(400);
      expect(noBands.json()).toMatchObject({ message: M.noBands, field: "bands" });
      expect(await zones()).toEqual(before);
    });
  });

  describe("who may", () => {
    const routes: [string, string, unknown][] = [
      ["GET", ZONES, undefined],
      ["POST", ZONES, { name: "Staff zone", countries: [], bands: [{ max_weight_grams: 500, charge: 1 }] }],
      ["PUT", `${ZONES}/1`, { name: "Staff zone" }],
      ["DELETE", `${ZONES}/1`, undefined],
    ];

    it.each(routes)(
      "%s %s: admin only (Editor, Employee and customers 403, guests 401)",
      async (method, url, body) => {
        const before = await zones();
        for (const role of ["Editor", "Employee", "user"] as const) {
          const response = await app.inject({
            method: method as "GET",
            url,
            headers: as[role],
            payload: body as object | undefined,
          });
          expect(response.statusCode, role).toBe(403);
        }
        const guest = await app.inject({ method: method as "GET", url, payload: body as object | undefined });
        expect(guest.statusCode).toBe(401);
        expect(await zones()).toEqual(before);
      },
    );
  });
});
