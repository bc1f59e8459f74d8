import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { AuthRepository, OtpPurpose } from "./auth.repository";

export const OTP_RULES = {
  digits: 6,
  lifetimeMinutes: 10,
  /** The fifth wrong try kills the code. */
  maxWrongTries: 5,
} as const;

type OtpDeps = { repository: AuthRepository; secret: string; now?: () => Date };

/**
 * Six-digit one-time codes for email verification and password reset. Only an HMAC of the code is
 * stored (a database leak does not reveal live codes); one live code per account and purpose.
 */
export function createOtpService({ repository, secret, now = () => new Date() }: OtpDeps) {
  function digest(userId: number, purpose: OtpPurpose, code: string): string {
    return createHmac("sha256", secret).update(`${purpose}:${userId}:${code}`).digest("hex");
  }

  return {
    /** Creates a new code (replacing the live one) and answers it in clear, for the email only. */
    async issueCode(userId: number, purpose: OtpPurpose): Promise<string> {
      const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, "0");
      const expiresAt = new Date(now().getTime() + OTP_RULES.lifetimeMinutes * 60_000);
      await repository.replaceCode(userId, purpose, digest(userId, purpose, code), expiresAt);
      return code;
    },

    /** True once for the right, live code; a wrong try counts against the code. */
    async checkCode(userId: number, purpose: OtpPurpose, code: string): Promise<boolean> {
      const live = await repository.findLiveCode(userId, purpose);
      if (!live) return false;
      if (live.expiresAt.getTime() <= now().getTime()) return false;
      if (live.attempts >= OTP_RULES.maxWrongTries) return false;
      const expected = Buffer.from(live.codeHash, "hex");
      const actual = Buffer.from(digest(userId, purpose, code), "hex");
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
        return repository.consumeCode(live.id, OTP_RULES.maxWrongTries);
      }
      await repository.countWrongTry(live.id, OTP_RULES.maxWrongTries);
      return false;
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
