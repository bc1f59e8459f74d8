/**
 * PostgreSQL can store no NUL character (U+0000) in text or jsonb: a string holding one fails the query.
 * The shop refuses such input once, at the edge (plugins/input-rules.ts), and strips it from what it must
 * keep anyway (a provider's signed event).
 */

export const NUL_MESSAGE = "Text may not contain a NUL character.";

/** The path of the first string (or key) holding a NUL character, "" for the value itself, else null. */
export function findNul(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null || depth > 32) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The same value with every NUL character in its strings and keys replaced by U+FFFD. */
export function withoutNul<T>(value: T): T {
  const text = JSON.stringify(value);
  // JSON writes U+0000 as the escape \u0000; an escaped backslash before "u0000" is text, and is kept.
  if (text === undefined || !text.includes("\\u0000")) return value;
  return JSON.parse(text.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, "$1\\ufffd")) as T;
}
