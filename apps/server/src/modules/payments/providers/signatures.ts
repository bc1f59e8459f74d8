import { createHmac, timingSafeEqual } from "node:crypto";

/** Lower-case hex HMAC-SHA256, the form Razorpay and Stripe sign with. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/**
 * Compares a computed hex signature with a received one in constant time. Lengths are checked first
 * (timingSafeEqual throws on unequal lengths; the length of a hex HMAC is public anyway).
 */
export function safeEqualHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
