import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Config } from "../../config";
import { NotFoundError, UnauthorizedError } from "../../lib/errors";

export const GOOGLE_DISABLED_MESSAGE = "Google sign-in is not enabled.";
export const GOOGLE_REFUSED_MESSAGE = "Google sign-in failed. Please try again.";

export type GoogleIdentity = {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
};

/**
 * Checks a Google ID token: signature against Google's published keys (cached by jose),
 * audience = our client id, issuer = Google, not expired, email verified by Google.
 */
export function createGoogleVerifier(google: Config["google"], keys?: JWTVerifyGetKey) {
  const jwks = google.clientId ? (keys ?? createRemoteJWKSet(new URL(google.jwksUrl))) : null;

  return {
    enabled: Boolean(google.clientId),
    clientId: google.clientId,
    async verifyIdToken(token: string): Promise<GoogleIdentity> {
      if (!jwks || !google.clientId) throw new NotFoundError(GOOGLE_DISABLED_MESSAGE);
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          audience: google.clientId,
          issuer: google.issuers,
          algorithms: ["RS256"],
        }));
      } catch (error) {
        // A bad token is the caller's problem; anything else (Google's keys unreachable) is ours and is logged.
        if (error instanceof errors.JOSEError) throw new UnauthorizedError(GOOGLE_REFUSED_MESSAGE);
        throw error;
      }
      const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
      if (!email || payload.email_verified !== true || typeof payload.sub !== "string") {
        throw new UnauthorizedError(GOOGLE_REFUSED_MESSAGE);
      }
      return {
        sub: payload.sub,
        email,
        firstName: typeof payload.given_name === "string" ? payload.given_name.slice(0, 80) : "",
        lastName: typeof payload.family_name === "string" ? payload.family_name.slice(0, 80) : "",
      };
    },
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
