import { createHmac } from "node:crypto";
import { sameSecret } from "../../../lib/constant-time";

/** Lower-case hex HMAC-SHA256, the form Razorpay and Stripe sign with. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Compares a computed hex signature with a received one in constant time (lib/constant-time.ts). */
export const safeEqualHex = sameSecret;
