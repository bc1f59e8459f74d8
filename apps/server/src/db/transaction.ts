import { sql } from "drizzle-orm";
import type { Database } from "./database";

/** A transaction handed to a callback by `db.transaction`. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What a repository function runs its statements on: the database, or the transaction of a flow that
 * spans modules (checkout: stock, coupon, order and payment commit together or not at all).
 */
export type Executor = Database | Tx;

type Rows<T> = { rows: T[] };
/** The rows of a raw `execute(sql...)` answer, as both drivers return them. */
export const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** A list of ids as one bound int[] parameter: `where id = any(${intArray(ids)})`. */
export const intArray = (values: readonly number[]) => sql`${`{${values.map(Number).join(",")}}`}::int[]`;

/** A text[] literal: each value quoted, with its quotes and backslashes escaped. */
export const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/** A list of texts as one bound text[] parameter: `where name = any(${textArray(names)})`. */
export const textArray = (values: readonly string[]) => sql`${textArrayLiteral(values)}::text[]`;
