import { type Role, TOKEN_COOKIE } from "@boutique/shared/access";
import { jwtVerify, SignJWT } from "jose";

export { TOKEN_COOKIE };
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { userId: number; role: Role };

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
      const token = await new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    /** Null for anything that is not a valid, unexpired token of ours. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId)) return null;
        return { userId, role: payload.role as Role };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
