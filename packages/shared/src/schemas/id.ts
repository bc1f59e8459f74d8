import { z } from "zod";

/**
 * Row ids are PostgreSQL integers (int4): past 2^31 - 1 an id can name no row, and the database would
 * refuse the query with an error. Every id the API reads is checked against this first.
 */
export const MAX_ID = 2_147_483_647;

/** The answer to a malformed id: `idNotValid("Product")` is "Product id is not valid." */
export const idNotValid = (what: string) => `${what} id is not valid.`;

/** An id in a JSON body: a whole number from 1 to MAX_ID, else `message`. */
export const idNumber = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** An id from a path, query or form field, read from its text; the same bounds. */
export const idParam = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
