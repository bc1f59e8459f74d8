import { ADDRESS_MESSAGES, type Address } from "@boutique/shared/schemas/address";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCountries } from "../scripts/seed-content";
import { addresses } from "../src/modules/customers/customers.tables";
import { buildTestApp, signInAs } from "./helpers";

type Answer = { message?: string; data: Address | Address[] };
type Headers = Record<string, string>;

const home = {
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@example.com",
  mobile: "+91 98765 43210",
  country: "IN",
  state: "Karnataka",
  city: "Bengaluru",
  address1: "12 MG Road",
  address2: "Flat 4",
  zip: "560001",
};
const office = {
  ...home,
  address1: "1 Fifth Avenue",
  address2: "",
  city: "New York",
  state: "NY",
  country: "US",
};

describe("address API", () => {
  let app: FastifyInstance;
  let ip = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCountries(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function call(headers: Headers, method: string, url: string, payload?: unknown) {
    const response = await app.inject({
      method: method as "GET",
      url,
      headers,
      payload: payload as object | undefined,
      remoteAddress: `10.9.${++ip >> 8}.${ip & 255}`,
    });
    return { status: response.statusCode, body: response.json() as Answer & { message: string } };
  }
  const list = async (headers: Headers) =>
    (await call(headers, "GET", "/api/items/address")).body.data as Address[];
  const add = async (headers: Headers, body: object = home) => {
    const added = await call(headers, "POST", "/api/items/address", body);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.data as Address;
  };
  const storedFor = (userId: number) => app.db.select().from(addresses).where(eq(addresses.userId, userId));

  it("refuses guests on every route", async () => {
    expect((await call({}, "GET", "/api/items/address")).status).toBe(401);
    expect((await call({}, "POST", "/api/items/address", home)).status).toBe(401);
    expect((await call({}, "PUT", "/api/items/address/1", home)).status).toBe(401);
    expect((await call({}, "DELETE", "/api/items/address/1")).status).toBe(401);
    expect((await call({}, "POST", "/api/items/address/default/1")).status).toBe(401);
  });

  it("adds an address, the first one as the default, and lists the default first, then the newest", async () => {
    const { headers } = await signInAs(app);
    expect(await list(headers)).toEqual([]);
    const added = await call(headers, "POST", "/api/items/address", home);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe("Address Added Successfully");
    const first = added.body.data as Address;
    expect(first).toEqual({
      id: expect.any(Number),
      ...home,
      mobile: "+919876543210",
      default: "Y",
    });
    const second = await add(headers, office);
    expect(second.default).toBe("N");
    const third = await add(headers, {
      ...office,
      address1: "2 Park Lane",
      city: undefined,
      address2: undefined,
    });
    expect(third).toMatchObject({ city: "", address2: "", default: "N" });
    expect((await list(headers)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it("updates an address, keeping its default flag", async () => {
    const { headers } = await signInAs(app);
    const first = await add(headers);
    const updated = await call(headers, "PUT", `/api/items/address/${first.id}`, {
      ...office,
      country: "gb",
      zip: " SW1A 1AA ",
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.message).toBe("Address Updated successfully");
    expect(updated.body.data).toEqual({
      ...office,
      id: first.id,
      country: "GB",
      zip: "SW1A 1AA",
      mobile: "+919876543210",
      default: "Y",
    });
    expect(await list(headers)).toEqual([updated.body.data]);
  });

  it("answers the spec's message for a missing or blank required field and stores nothing", async () => {
    const { headers, user } = await signInAs(app);
    for (const field of [
      "first_name",
      "last_name",
      "country",
      "state",
      "address1",
      "zip",
      "mobile",
      "email",
    ]) {
      const blank = await call(headers, "POST", "/api/items/address", { ...home, [field]: "  " });
      expect(blank.status, field).toBe(400);
      expect(blank.body.message, field).toBe("Please fill all required fileds");
      const { [field as keyof typeof home]: _gone, ...without } = home;
      const missing = await call(headers, "POST", "/api/items/address", without);
      expect(missing.body.message, field).toBe("Please fill all required fileds");
    }
    // A bad email next to a blank zip still names the missing field first.
    const both = await call(headers, "POST", "/api/items/address", { ...home, email: "x", zip: "" });
    expect(both.body.message).toBe("Please fill all required fileds");
    expect(await storedFor(user.id)).toEqual([]);
    const first = await add(headers);
    const put = await call(headers, "PUT", `/api/items/address/${first.id}`, { ...home, state: "" });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe("Please fill all required fileds");
    expect((await list(headers))[0]).toEqual(first);
  });

  it("refuses a bad email, mobile, country, over-long field or unknown field, storing nothing", async () => {
    const { headers, user } = await signInAs(app);
    const cases: [object, string][] = [
      [{ email: "asha@" }, ADDRESS_MESSAGES.email],
      [{ mobile: "12345" }, ADDRESS_MESSAGES.mobile],
      [{ mobile: "98765abc43" }, ADDRESS_MESSAGES.mobile],
      [{ country: "India" }, "Please choose a country from the list"],
      [{ country: "ZZ" }, "Please choose a country from the list"],
      [{ first_name: "a".repeat(61) }, ADDRESS_MESSAGES.firstNameTooLong],
      [{ address1: "a".repeat(201) }, ADDRESS_MESSAGES.address1TooLong],
      [{ zip: "1".repeat(13) }, ADDRESS_MESSAGES.zipTooLong],
    ];
    for (const [change, message] of cases) {
      const answer = await call(headers, "POST", "/api/items/address", { ...home, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.message, JSON.stringify(change)).toBe(message);
    }
    expect((await call(headers, "POST", "/api/items/address", { ...home, default: "Y" })).status).toBe(400);
    expect((await call(headers, "POST", "/api/items/address", { ...home, user_id: 1 })).status).toBe(400);
    expect(await storedFor(user.id)).toEqual([]);
    const first = await add(headers);
    const zz = await call(headers, "PUT", `/api/items/address/${first.id}`, { ...home, country: "ZZ" });
    expect(zz.status).toBe(400);
    expect(zz.body.message).toBe("Please choose a country from the list");
    expect(await list(headers)).toEqual([first]);
  });

  it("answers 400 to a malformed id", async () => {
    const { headers } = await signInAs(app);
    for (const id of ["abc", "0", "-3", "2147483648"]) {
      const answer = await call(headers, "PUT", `/api/items/address/${id}`, home);
      expect(answer.status, id).toBe(400);
      expect(answer.body.message).toBe("Address id is not valid.");
      expect((await call(headers, "DELETE", `/api/items/address/${id}`)).status, id).toBe(400);
      expect((await call(headers, "POST", `/api/items/address/default/${id}`)).status, id).toBe(400);
    }
  });

  it("keeps each customer's addresses to themselves: another's id is 404 and changes nothing", async () => {
    const owner = await signInAs(app);
    const stranger = await signInAs(app);
    const first = await add(owner.headers);
    const second = await add(owner.headers, office);
    await add(stranger.headers);
    const before = await list(owner.headers);
    expect((await list(stranger.headers)).map((a) => a.id)).not.toContain(first.id);

    for (const [method, url, body] of [
      ["PUT", `/api/items/address/${second.id}`, { ...home, first_name: "Mallory" }],
      ["DELETE", `/api/items/address/${second.id}`, undefined],
      ["POST", `/api/items/address/default/${second.id}`, undefined],
      ["PUT", "/api/items/address/999999", home],
      ["DELETE", "/api/items/address/999999", undefined],
      ["POST", "/api/items/address/default/999999", undefined],
    ] as const) {
      const answer = await call(stranger.headers, method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.message).toBe("Address not found");
    }
    expect(await list(owner.headers)).toEqual(before);
  });

  it("moves the default to another address in one step", async () => {
    const { headers, user } = await signInAs(app);
    const first = await add(headers);
    const second = await add(headers, office);
    const moved = await call(headers, "POST", `/api/items/address/default/${second.id}`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe("Default address updated");
    expect((moved.body.data as Address[]).map((a) => [a.id, a.default])).toEqual([
      [second.id, "Y"],
      [first.id, "N"],
    ]);
    // Again on the same address: still exactly one default.
    const again = await call(headers, "POST", `/api/items/address/default/${second.id}`);
    expect(again.status).toBe(200);
    expect((await storedFor(user.id)).filter((row) => row.isDefault).map((row) => row.id)).toEqual([
      second.id,
    ]);
  });

  it("refuses to remove the default address and removes another", async () => {
    const { headers } = await signInAs(app);
    const first = await add(headers);
    const second = await add(headers, office);
    const refused = await call(headers, "DELETE", `/api/items/address/${first.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "The default address cannot be removed. Make another address the default first.",
    );
    expect(await list(headers)).toHaveLength(2);
    const removed = await call(headers, "DELETE", `/api/items/address/${second.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Address deleted");
    expect(removed.body.data).toEqual([first]);
    expect((await call(headers, "DELETE", `/api/items/address/${second.id}`)).status).toBe(404);
  });

  it("keeps at most 20 addresses per customer", async () => {
    const { headers, user } = await signInAs(app);
    for (let i = 0; i < 20; i += 1) await add(headers, { ...home, address1: `${i} MG Road` });
    const refused = await call(headers, "POST", "/api/items/address", home);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("You can keep up to 20 addresses");
    expect(await storedFor(user.id)).toHaveLength(20);
    // Another customer is not affected by this one's count.
    await add((await signInAs(app)).headers);
  });

  it("holds the first-address default and the cap under simultaneous adds", async () => {
    const { headers, user } = await signInAs(app);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(headers, "POST", "/api/items/address", { ...home, address1: `${i} MG Road` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(20).fill(201), ...Array(4).fill(400)]);
    const rows = await storedFor(user.id);
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });
});
