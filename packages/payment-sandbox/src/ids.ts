import { randomInt, randomUUID } from "node:crypto";

const DIGITS = "0123456789";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** `length` characters drawn uniformly from `alphabet` with a cryptographic generator. */
export function randomChars(length: number, alphabet: string): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Razorpay ids: a prefix and 14 letters or digits, e.g. `order_Ob5Zx2kFq9LmPa`. */
export function razorpayId(prefix: "order" | "pay" | "rfnd" | "card"): string {
  return `${prefix}_${randomChars(14, DIGITS + UPPER + LOWER)}`;
}

/** Razorpay's `x-razorpay-event-id`: unique per event. */
export function razorpayEventId(): string {
  return randomChars(14, DIGITS + UPPER + LOWER);
}

/** PayPal order, capture and refund ids are 17 upper-case letters or digits; payer ids 13. */
export function paypalId(length: 13 | 17 = 17): string {
  return randomChars(length, DIGITS + UPPER);
}

/** PayPal's `debug_id` on error answers. */
export function paypalDebugId(): string {
  return randomChars(13, DIGITS + LOWER);
}

/** PayPal webhook event ids: `WH-` and a dashed id. */
export function paypalEventId(): string {
  return `WH-${randomChars(17, DIGITS + UPPER)}-${randomChars(17, DIGITS + UPPER)}`;
}

export function transmissionId(): string {
  return randomUUID();
}

/** Stripe ids: a prefix and 24 letters or digits (Checkout Sessions are longer). */
export function stripeId(prefix: "pi" | "ch" | "pm" | "re" | "evt" | "req"): string {
  return `${prefix}_${randomChars(24, DIGITS + UPPER + LOWER)}`;
}

export function stripeSessionId(): string {
  return `cs_test_${randomChars(58, DIGITS + UPPER + LOWER)}`;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
