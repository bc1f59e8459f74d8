import { isAllowed, type Policy, type Role } from "@boutique/shared/access";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../src/config";
import { ADMIN_API_ACCESS } from "../src/plugins/access-table";
import auth from "../src/plugins/auth";
import { buildTestApp, signInAs } from "./helpers";

/** Dummy values for path parameters: ids that match nothing, a valid-looking email, a real tag. */
const PARAMS: Record<string, string> = {
  id: "999999",
  parent_id: "999999",
  email: "x@example.com",
  tag: "Women",
  kind: "question",
};
const STAFF_AND_USER: Role[] = ["user", "Employee", "Editor", "admin"];

function fillPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(PARAMS[name] ?? "999999"),
  );
}

let app: Awaited<ReturnType<typeof buildTestApp>>;
let routes: { method: string; path: string; url: string; policy: Policy }[] = [];
const tokens = new Map<Role, string>();
let ip = 0;

async function callAs(role: Role | "guest", method: string, url: string) {
  const headers: Record<string, string> = {};
  if (role !== "guest") headers.authorization = `Bearer ${tokens.get(role)}`;
  const withBody = method !== "GET" && method !== "DELETE";
  return app.inject({
    method: method as "GET",
    url,
    headers,
    payload: withBody ? {} : undefined,
    remoteAddress: `10.5.${++ip >> 8}.${ip & 255}`,
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  for (const role of STAFF_AND_USER) tokens.set(role, (await signInAs(app, role)).token);
  routes = [...app.routeAccess.entries()]
    .filter(([key]) => key.split(" ")[1].startsWith("/api/admin"))
    .map(([key, policy]) => {
      const [method, path] = key.split(" ");
      return { method, path, url: fillPath(path), policy };
    });
});
afterAll(() => app.close());

describe("role matrix over every /api/admin route", () => {
  it("has /api/admin routes to check, each with the policy of the access table", () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.policy).toBe(ADMIN_API_ACCESS[`${route.method} ${route.path}`]);
  });

  it("answers 401 to guests on every non-public route (and on the HEAD twin of each GET)", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (route.method === "GET" && route.policy !== "public") {
        const head = await callAs("guest", "HEAD", route.url);
        if (head.statusCode !== 401) wrong.push(`HEAD ${route.path} (${route.policy}) -> ${head.statusCode}`);
      }
      const response = await callAs("guest", route.method, route.url);
      const expected =
        route.policy === "public"
          ? response.statusCode !== 401 && response.statusCode !== 403
          : response.statusCode === 401;
      if (!expected) wrong.push(`${route.method} ${route.path} (${route.policy}) -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(STAFF_AND_USER)("answers 403 to %s exactly where the policy excludes the role", async (role) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await callAs(role, route.method, route.url);
      const allowed = isAllowed(route.policy, role);
      const ok = allowed
        ? response.statusCode !== 401 && response.statusCode !== 403
        : response.statusCode === 403;
      if (!ok)
        wrong.push(`${route.method} ${route.path} (${route.policy}) as ${role} -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("never answers 5xx to an allowed role sending dummy input", async () => {
    const failing: string[] = [];
    for (const route of routes) {
      const response = await callAs("admin", route.method, route.url);
      if (response.statusCode >= 500) failing.push(`${route.method} ${route.path} -> ${response.statusCode}`);
    }
    expect(failing).toEqual([]);
  });
});

describe("signed-in routes outside /api/admin", () => {
  it("answer 401 to guests before looking at the request body", async () => {
    const guarded = [...app.routeAccess.entries()].filter(
      ([key, policy]) => !key.split(" ")[1].startsWith("/api/admin") && policy !== "public",
    );
    expect(guarded.map(([key]) => key)).toContain("PUT /api/account/password");
    const wrong: string[] = [];
    for (const [key] of guarded) {
      const [method, path] = key.split(" ");
      const response = await callAs("guest", method, fillPath(path));
      if (response.statusCode !== 401) wrong.push(`${key} -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the access table is enforced when routes are registered", () => {
  async function miniApp(register: (instance: ReturnType<typeof Fastify>) => void) {
    const instance = Fastify();
    await instance.register(
      fp(
        async (i) => {
          i.decorate("config", testConfig());
        },
        { name: "config" },
      ),
    );
    // The auth plugin only touches the database when a request carries a token.
    await instance.register(
      fp(
        async (i) => {
          i.decorate("db", {} as never);
        },
        { name: "db" },
      ),
    );
    await instance.register(auth);
    await instance.register(async (child) => register(child as never));
    return instance;
  }

  it("refuses to start with an /api/admin route missing from ADMIN_API_ACCESS", async () => {
    const instance = await miniApp((child) =>
      child.get("/api/admin/not-in-the-table", async () => ({})),
    ).catch((error: Error) => error);
    const error =
      instance instanceof Error
        ? instance
        : await instance.ready().then(
            () => null,
            (e: Error) => e,
          );
    expect(error?.message).toMatch(/No access rule for GET \/api\/admin\/not-in-the-table/);
  });

  it("starts when the table lists routes that are not registered, and guards the ones that are", async () => {
    expect(Object.keys(ADMIN_API_ACCESS).length).toBeGreaterThan(1);
    const instance = await miniApp((child) => child.get("/api/admin/users", async () => ({ ok: true })));
    await instance.ready();
    expect(instance.routeAccess.get("GET /api/admin/users")).toBe("admin");
    expect(instance.routeAccess.size).toBe(1);
    const response = await instance.inject({ method: "GET", url: "/api/admin/users" });
    expect(response.statusCode).toBe(401);
    // The HEAD route Fastify adds for each GET runs the same handler: it must be guarded too.
    const head = await instance.inject({ method: "HEAD", url: "/api/admin/users" });
    expect(head.statusCode).toBe(401);
    await instance.close();
  });
});
