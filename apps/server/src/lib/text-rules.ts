/**
 * PostgreSQL can store no NUL character (U+0000) in text or jsonb, and jsonb refuses a lone UTF-16
 * surrogate ("\ud800" in JSON): a string holding either fails the query. The shop refuses such input once,
 * at the edge (plugins/input-rules.ts), and replaces them in what it must keep anyway (a provider's signed
 * event) with U+FFFD.
 */

export const NUL_MESSAGE = "Text may not contain a NUL character.";
export const UNICODE_MESSAGE = "Text must be valid Unicode.";

/** The first string (or key) PostgreSQL cannot store: its path ("" for the value itself) and why. */
export function findBadText(value: unknown, path = "", depth = 0): { path: string; message: string } | null {
  if (typeof value === "string") return badString(value) ? { path, message: badString(value)! } : null;
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value) || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const keyProblem = badString(key);
    if (keyProblem) return { path: childPath, message: keyProblem };
    const found = findBadText(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

function badString(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (!text.isWellFormed()) return UNICODE_MESSAGE;
  return null;
}

/** The same value with every NUL character and lone surrogate in its strings and keys replaced by U+FFFD. */
export function withoutNul<T>(value: T): T {
  return clean(value, 0) as T;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "\ufffd").toWellFormed();
  if (typeof value !== "object" || value === null || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [clean(key, depth + 1) as string, clean(child, depth + 1)]),
  );
}
