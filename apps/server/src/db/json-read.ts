import { createHash } from "node:crypto";
import { is, Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./database";
import { type Executor, rowsOf } from "./transaction";

const dialect = new PgDialect();

type PgLike = {
  query(config: {
    name: string | undefined;
    text: string;
    values: unknown[];
    rowMode?: "array";
  }): Promise<{ rows: unknown[] }>;
};
type PgliteLike = {
  waitReady: Promise<void>;
  query(text: string, values: unknown[], options?: { rowMode: "array" }): Promise<{ rows: unknown[] }>;
};

const clientOf = (db: Database) => (db as unknown as { $client: PgLike | PgliteLike }).$client;

/**
 * A statement's name is its text's hash: the same text is parsed and planned once per connection. Texts are
 * few (sorts, scopes, which filters are on), but a listing asked with many odd weight bands makes a text of
 * its own each time: past MAX_NAMED texts a statement runs unnamed, so neither this map nor each
 * connection's prepared statements grow without bound.
 */
const MAX_NAMED = 500;
const names = new Map<string, string>();
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `read_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * One statement of the storefront's hot reads, run as a named prepared statement on PostgreSQL: each
 * connection parses it once and, after a few runs, reuses a generic plan, so a read no longer pays the
 * planning of its CTEs (measured at more than its execution: 2.6 ms against 1.1 ms for a category page).
 * Rows come back as arrays, with no column names or type parsing; the statements select JSON as text
 * (`::text`), which is sent as it is (decision 030). Values are parameters, so the texts are few (nameOf).
 */
export async function readRows(db: Database, query: SQL): Promise<unknown[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run(db, text, params, nameOf);
}

async function run(
  db: Database,
  text: string,
  values: unknown[],
  name: (text: string) => string | undefined,
): Promise<unknown[][]> {
  const client = clientOf(db);
  if ("waitReady" in client)
    return (await client.query(text, values, { rowMode: "array" })).rows as unknown[][];
  return (await client.query({ name: name(text), text, values, rowMode: "array" })).rows as unknown[][];
}

/**
 * A hot statement of a write path (the cart's reads around each change), as a named prepared statement like
 * readRows but with rows as objects, parsed as `db.execute` parses them for the types these statements
 * select (numbers, text, booleans, JSON: not timestamps, which drizzle keeps as text). Measured on the cart:
 * planning its joins cost ~2.5 ms a statement, more than running it (bench/README.md, numbers of 2026-11-29).
 */
export async function readNamed<T>(db: Executor, query: SQL): Promise<T[]> {
  // A transaction has no client of its own here: its statements run as drizzle runs them.
  if (!("$client" in db)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = clientOf(db);
  if ("waitReady" in client) return (await client.query(text, params)).rows as T[];
  return (await client.query({ name: nameOf(text), text, values: params })).rows as T[];
}

/** The first column of the first row: the answer's JSON text (or null when the statement found nothing). */
export async function readText(db: Database, query: SQL): Promise<string | null> {
  const [row] = await readRows(db, query);
  return (row?.[0] as string | null | undefined) ?? null;
}

/**
 * A hot read compiled once: its text, its statement name and, per parameter, the argument it takes
 * (`sql.placeholder("name")` in the query) or the constant it was written with. A read then costs an
 * array of values, not the query builder's objects, the text rebuilt, and the text hashed for its name
 * (together about a tenth of an uncached product page's server CPU).
 */
export type PreparedRead<Args extends Record<string, unknown>> = (
  db: Database,
  args: Args,
) => Promise<unknown[][]>;

export function prepareRead<Args extends Record<string, unknown>>(query: SQL): PreparedRead<Args> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  // Per parameter: the argument's name, or null and the constant.
  const slots: [string | null, unknown][] = params.map((param) =>
    is(param, Placeholder) ? [(param as Placeholder<string>).name, undefined] : [null, param],
  );
  return (db, args) =>
    run(
      db,
      text,
      slots.map(([arg, value]) => (arg === null ? value : args[arg])),
      () => name,
    );
}
