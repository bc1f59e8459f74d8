import type { Role } from "@boutique/shared/access";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";
import { signInAs } from "./helpers";
import { type Delivery, paypalDelivery, razorpayDelivery, stripeDelivery } from "./signed-webhooks";

/**
 * The API under generated input (decision 038): every route in the OpenAPI document, with paths, queries
 * and bodies drawn from its own schema and from the values that broke the shop before (ids past int4, NUL
 * characters, wrong types), as each role; and every webhook with correctly signed bodies of every shape.
 * Any 5xx, any answer slower than 1 s (twice in a row: one GC pause on a busy machine is not the shop's),
 * or a stack trace or SQL text in an answer fails the run. The seed is printed so a failure can be re-run:
 * FUZZ_SEED=… FUZZ_RUNS=… npx vitest run --project server test/fuzz.test.ts
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SLOW_MS = 1000;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  nullable?: boolean;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** The values that reached PostgreSQL as they came, or were parsed by the shop itself, before. */
const HOSTILE: unknown[] = [
  99_999_999_999,
  2_147_483_648,
  -1,
  0,
  1.5,
  "\u0000",
  "a\u0000b",
  "",
  " ",
  "%00",
  "'; select pg_sleep(2); --",
  "9".repeat(400),
  null,
  true,
  [],
  {},
  "1e400",
  "NaN",
  "../../etc/passwd",
  "<script>alert(1)</script>",
];

const hostile = fc.constantFrom(...HOSTILE);
const hostileText = fc.constantFrom(...HOSTILE.filter((value) => typeof value === "string"));

/** A value for a JSON schema: mostly well-formed (so the request reaches the shop's own code), sometimes not. */
function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed(schema ?? {}, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

/**
 * A well-formed value with one place in it (a leaf, or the whole) swapped for a hostile value: the rest
 * passes the route's schema, so the hostile part reaches the shop's own code.
 */
function mutatedFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(wellFormed(schema ?? {}, 0), fc.nat(), hostile)
    .map(([value, pick, replacement]) => swapOne(value, pick, replacement));
}

function swapOne(value: unknown, pick: number, replacement: unknown): unknown {
  const leaves: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node))
        walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
    }
    leaves.push(path);
  };
  walk(value, []);
  const path = leaves[pick % leaves.length] ?? [];
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

function wellFormed(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => wellFormed(choice, depth + 1)));
  if (schema.allOf?.length) return wellFormed(Object.assign({}, ...schema.allOf) as JsonSchema, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== "null") : schema.type;
  switch (type ?? (schema.properties ? "object" : undefined)) {
    case "integer": {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + 1, -2_147_483_648);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 2_147_483_647) - 1, 2_147_483_647);
      return fc.oneof(fc.integer({ min, max: Math.max(min, max) }), fc.constantFrom(1, 2, 3, 10));
    }
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "string":
      return stringOf(schema);
    case "array":
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = arbitraryFor(child, depth + 1);
      return fc.record(record, {
        // fast-check leaves each other key out of some samples.
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 80);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "uri":
      return fc.webUrl();
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case "date":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: "binary", minLength, maxLength }),
    fc.integer({ min: 1, max: 50 }).map(String),
    hostileText.map(String),
  );
}

/** A path parameter: a small id that names a demo row, a large one, or text. */
const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom("99999999999", "2147483647", "0", "-1", "abc", "%00", "a%00b", "1.5", "%E0%A4%A"),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

type Failure = { request: string; status: number; ms: number; why: string; body: string };

/** Text that means internals leaked: a stack frame, a module path or PostgreSQL's words. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|syntax error at|violates .* constraint|relation "|column "|invalid input syntax|ZodError|TypeError|ReferenceError/i;

function checkAnswer(request: string, status: number, ms: number, body: string): Failure | null {
  if (status >= 500) return { request, status, ms, why: "5xx", body };
  if (ms > SLOW_MS) return { request, status, ms, why: "slower than 1 s", body: body.slice(0, 200) };
  const contentIsJson = body.startsWith("{") || body.startsWith("[");
  if (contentIsJson && LEAK.test(body)) return { request, status, ms, why: "internals in the answer", body };
  return null;
}

describe("fuzz: no 5xx, no slow answer, no internals for generated input", () => {
  let w: CheckoutWorld;
  const tokens: Partial<Record<Role | "anonymous", Record<string, string>>> = { anonymous: {} };

  beforeAll(async () => {
    w = await buildCheckoutWorld();
    for (const role of ["user", "admin", "Editor", "Employee"] as const) {
      tokens[role] = (await signInAs(w.app, role)).headers;
    }
  }, 180_000);
  afterAll(async () => {
    await w?.close();
  });

  async function send(
    method: string,
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ): Promise<{ status: number; ms: number; body: string }> {
    const started = performance.now();
    const response = await w.app.inject({
      method: method as "GET",
      url,
      headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, ms: performance.now() - started, body: response.body };
  }

  /** Sends a request; one that is only slow is sent again before it counts as a failure. */
  async function probe(method: string, url: string, headers: Record<string, string>, payload?: string) {
    const request = `${method} ${url}${payload === undefined ? "" : ` ${payload.slice(0, 300)}`}`;
    const first = await send(method, url, headers, payload);
    const failure = checkAnswer(request, first.status, first.ms, first.body);
    if (failure?.why !== "slower than 1 s") return failure;
    const again = await send(method, url, headers, payload);
    return checkAnswer(request, again.status, again.ms, again.body);
  }

  it("every route in the OpenAPI document, as every role", { timeout: 600_000 }, async () => {
    const document = w.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: Failure[] = [];
    let sent = 0;
    const random = fc.sample(fc.integer(), { seed: SEED, numRuns: 1 })[0]!;
    let runIndex = Math.abs(random);
    for (const [path, methods] of Object.entries(document.paths)) {
      // The docs' own pages and the webhooks (fuzzed with signed bodies below).
      if (path.startsWith("/api/docs") || path.startsWith("/api/webhooks/") || path.includes("*")) continue;
      for (const [method, operation] of Object.entries(methods)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
        const request = fc.record({
          role: fc.constantFrom("anonymous", "user", "admin", "Editor", "Employee"),
          path: fc.record(
            Object.fromEntries(parameters.filter((p) => p.in === "path").map((p) => [p.name, pathValue])),
          ),
          query: fc.record(
            Object.fromEntries(
              parameters.filter((p) => p.in === "query").map((p) => [p.name, arbitraryFor(p.schema)]),
            ),
            { requiredKeys: [] },
          ),
          body: bodySchema
            ? fc.oneof(arbitraryFor(bodySchema), mutatedFor(bodySchema), mutatedFor(bodySchema))
            : fc.constant(undefined),
        });
        for (const sample of fc.sample(request, { seed: SEED + runIndex++, numRuns: RUNS })) {
          const url = fillPath(path, sample.path as Record<string, string>) + queryOf(sample.query);
          const payload = sample.body === undefined ? undefined : JSON.stringify(sample.body);
          const headers = tokens[sample.role as Role] ?? {};
          const failure = await probe(method.toUpperCase(), url, headers, payload);
          sent++;
          if (failure) failures.push(failure);
        }
      }
    }
    console.info(`fuzz: ${sent} requests over ${Object.keys(document.paths).length} paths, seed ${SEED}`);
    expect(sent).toBeGreaterThan(500);
    expect(failures, `seed ${SEED}`).toEqual([]);
  });

  it("every webhook, with correctly signed bodies of every shape", { timeout: 300_000 }, async () => {
    const anyShape = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({
        event: fc.constantFrom("payment.captured", "payment.failed", "order.paid", "refund.processed"),
        payload: fc.jsonValue({ maxDepth: 4 }),
      }),
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 20 }),
        type: fc.constantFrom(
          "checkout.session.completed",
          "checkout.session.expired",
          "checkout.session.async_payment_failed",
          "charge.refunded",
        ),
        data: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ object: fc.jsonValue({ maxDepth: 3 }) })),
      }),
      hostile,
    );
    // Well-formed events of the kinds the shop acts on, then each with one place swapped for a hostile
    // value: what reaches the shop's own reading past the envelope.
    const razorpayEvent = fc.record({
      event: fc.constantFrom("payment.captured", "payment.failed", "order.paid"),
      payload: fc.record({
        payment: fc.record({
          entity: fc.record({
            id: fc.string({ minLength: 1, maxLength: 20 }),
            order_id: fc.string({ minLength: 1, maxLength: 20 }),
            amount: fc.nat(),
            currency: fc.constantFrom("INR", "USD", "inr"),
            status: fc.constantFrom("captured", "failed"),
          }),
        }),
      }),
    });
    const stripeEvent = fc.record({
      id: fc.string({ minLength: 1, maxLength: 20 }),
      type: fc.constantFrom("checkout.session.completed", "checkout.session.expired"),
      data: fc.record({
        object: fc.record({
          id: fc.string({ minLength: 1, maxLength: 20 }),
          payment_status: fc.constantFrom("paid", "unpaid"),
          amount_total: fc.nat(),
          currency: fc.constantFrom("inr", "usd"),
          payment_intent: fc.string({ maxLength: 20 }),
        }),
      }),
    });
    const swapped = (events: fc.Arbitrary<unknown>) =>
      fc
        .tuple(events, fc.nat(), hostile)
        .map(([value, pick, replacement]) => swapOne(value, pick, replacement));
    const shapes = fc.oneof(
      anyShape,
      swapped(razorpayEvent),
      swapped(stripeEvent),
      razorpayEvent,
      stripeEvent,
    );
    const paypalTypes = fc.constantFrom(
      "PAYMENT.CAPTURE.COMPLETED",
      "PAYMENT.CAPTURE.DENIED",
      "CHECKOUT.ORDER.APPROVED",
      "PAYMENT.CAPTURE.REFUNDED",
    );
    const failures: Failure[] = [];
    let sent = 0;
    const runs = RUNS * 8;
    for (const [index, shape] of fc.sample(shapes, { seed: SEED, numRuns: runs }).entries()) {
      const text = JSON.stringify(shape) ?? "null";
      const deliveries: [string, Delivery][] = [
        ["razorpay", razorpayDelivery(text)],
        ["stripe", stripeDelivery(text)],
        // Bytes that are not JSON at all, signed.
        ["razorpay", razorpayDelivery(text.slice(0, Math.max(1, text.length - 1)))],
      ];
      if (index % 2 === 0) {
        const [type] = fc.sample(paypalTypes, { seed: SEED + index, numRuns: 1 });
        deliveries.push(["paypal", await paypalDelivery(w.sandbox.url, type!, shape)]);
      }
      for (const [provider, delivery] of deliveries) {
        const started = performance.now();
        const response = await w.app.inject({
          method: "POST",
          url: `/api/webhooks/${provider}`,
          headers: delivery.headers,
          payload: delivery.body,
        });
        sent++;
        const failure = checkAnswer(
          `POST /api/webhooks/${provider} ${delivery.body.slice(0, 300)}`,
          response.statusCode,
          performance.now() - started,
          response.body,
        );
        if (failure) failures.push(failure);
        // A genuine delivery is never refused: it is acknowledged, as applied, ignored or failed.
        else if (provider !== "paypal" && response.statusCode !== 200) {
          failures.push({
            request: delivery.body,
            status: response.statusCode,
            ms: 0,
            why: "not 200",
            body: response.body,
          });
        }
      }
    }
    console.info(`fuzz: ${sent} signed webhooks, seed ${SEED}`);
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? "1");
}

function queryOf(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
