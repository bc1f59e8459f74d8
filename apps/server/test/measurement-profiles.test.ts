import { PROFILE_MESSAGES } from "@boutique/shared/schemas/measurement-profile";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurementProfiles } from "../src/modules/measurements/measurements.tables";
import { injectJson } from "./admin-fixtures";
import { buildTestApp, signInAs } from "./helpers";

type Json = Record<string, unknown>;

describe("measurement profiles (issue 27 §2)", () => {
  let app: FastifyInstance;
  let me: { headers: Record<string, string>; userId: number };
  let stranger: Record<string, string>;
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers = me.headers,
  ) => injectJson<Json>(app, method, url, headers, payload);
  const mine = () =>
    app.db.select().from(measurementProfiles).where(eq(measurementProfiles.userId, me.userId));
  const mother = {
    name: "Mother",
    measurements: { Bust: 38, Waist: 33.5, "Kurta Length": 44 },
    note: "Loose fit",
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const signedIn = await signInAs(app, "user");
    me = { headers: signedIn.headers, userId: signedIn.user.id };
    stranger = (await signInAs(app, "user")).headers;
  });
  afterAll(() => app?.close());

  it("saves, lists, changes and deletes a profile, the owner's alone", async () => {
    const created = await call("POST", "/api/account/measurements", mother);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const profile = created.body.profile as Json;
    expect(profile).toMatchObject({ name: "Mother", measurements: mother.measurements, note: "Loose fit" });
    const id = profile.id as number;

    await call("POST", "/api/account/measurements", { name: "me", measurements: { Bust: 34 } });
    const listed = await call("GET", "/api/account/measurements");
    expect((listed.body.profiles as Json[]).map((row) => row.name)).toEqual(["me", "Mother"]);

    // Another customer sees none of it and can change none of it.
    expect((await call("GET", "/api/account/measurements", undefined, stranger)).body).toEqual({
      profiles: [],
    });
    for (const [method, body] of [
      ["PUT", mother],
      ["DELETE", undefined],
    ] as const) {
      expect(await call(method, `/api/account/measurements/${id}`, body, stranger)).toEqual({
        status: 404,
        body: { message: PROFILE_MESSAGES.notFound },
      });
    }

    const changed = await call("PUT", `/api/account/measurements/${id}`, {
      ...mother,
      measurements: { Bust: 39 },
    });
    expect(changed.status).toBe(200);
    expect((changed.body.profile as Json).measurements).toEqual({ Bust: 39 });
    expect(Date.parse((changed.body.profile as Json).updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(profile.updated_at as string),
    );

    expect((await call("DELETE", `/api/account/measurements/${id}`)).body).toEqual({
      message: PROFILE_MESSAGES.deleted,
    });
    expect((await mine()).map((row) => row.name)).toEqual(["me"]);
  });

  it("refuses what cannot be a profile with a clear message, and keeps what was there", async () => {
    const before = await mine();
    const refused: [Json, string][] = [
      [{ ...mother, name: " " }, PROFILE_MESSAGES.name],
      [{ ...mother, name: "x".repeat(41) }, PROFILE_MESSAGES.name],
      [{ ...mother, measurements: {} }, PROFILE_MESSAGES.noMeasurements],
      [{ ...mother, measurements: { Waist: 0 } }, PROFILE_MESSAGES.value],
      [{ ...mother, measurements: { Waist: 250 } }, PROFILE_MESSAGES.value],
      [{ ...mother, measurements: { Waist: "30" } }, PROFILE_MESSAGES.value],
      [{ ...mother, note: "x".repeat(501) }, PROFILE_MESSAGES.note],
      [{ ...mother, measurements: { "\u0000": 30 } }, ""],
      [{ ...mother, measurements: { " ": 30 } }, PROFILE_MESSAGES.measurementName],
      [{ ...mother, measurements: { ["x".repeat(61)]: 30 } }, PROFILE_MESSAGES.measurementName],
    ];
    for (const [body, message] of refused) {
      const response = await call("POST", "/api/account/measurements", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(String(response.body.message)).toContain(message);
    }
    // The same name in another letter case is taken.
    expect(await call("POST", "/api/account/measurements", { ...mother, name: "ME" })).toMatchObject({
      status: 409,
      body: { message: PROFILE_MESSAGES.nameTaken },
    });
    expect((await call("PUT", "/api/account/measurements/99999999999", mother)).status).toBe(400);
    expect((await call("GET", "/api/account/measurements", undefined, {})).status).toBe(401);
    expect(await mine()).toEqual(before);
  });

  it("keeps at most ten per customer, also when saved at once", async () => {
    const saves = Array.from({ length: 12 }, (_, n) =>
      call("POST", "/api/account/measurements", { name: `Cousin ${n}`, measurements: { Waist: 30 + n } }),
    );
    const statuses = (await Promise.all(saves)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(9); // "me" is the tenth
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await mine()).toHaveLength(10);
  });

  it("goes into the customer's data export", async () => {
    const exported = await app.inject({ method: "GET", url: "/api/account/data", headers: me.headers });
    expect(exported.statusCode).toBe(200);
    const names = (exported.json().measurement_profiles as Json[]).map((row) => row.name);
    expect(names).toContain("me");
    expect(names).toHaveLength(10);
  });
});
