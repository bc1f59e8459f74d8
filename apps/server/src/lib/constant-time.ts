import { timingSafeEqual } from "node:crypto";

/**
 * Whether two secrets (a signature, a token, a verify token) are equal, in time that says nothing of how much
 * of one matched. Lengths are compared first: timingSafeEqual throws on unequal lengths, and the length of a
 * signature is public anyway.
 */
export function sameSecret(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
