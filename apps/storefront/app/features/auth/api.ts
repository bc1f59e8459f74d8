import { encodeBase64 as toBase64 } from "@boutique/shared/schemas/auth";
import { type ApiFetch, jsonInit, requestJson } from "@storefront/lib/api-client";

// Spec §5: passwords (and the reset email) travel to the API base64-encoded.

export type AuthProviders = { google: { clientId: string } | null };

export async function getAuthProviders(api: ApiFetch): Promise<AuthProviders> {
  const body = await requestJson<Partial<AuthProviders>>(api, "/api/auth/providers");
  return { google: body?.google?.clientId ? { clientId: body.google.clientId } : null };
}

/** The API sets the session cookie on success; callers forward the raw answer's Set-Cookie. */
export function login(api: ApiFetch, input: { email: string; password: string; cartItems: unknown[] }) {
  return api(
    "/api/login",
    jsonInit("POST", { email: input.email, password: toBase64(input.password), cart_items: input.cartItems }),
  );
}

export function loginWithGoogle(api: ApiFetch, input: { credential: string; cartItems: unknown[] }) {
  return api("/api/login/google", jsonInit("POST", { token: input.credential, cart_items: input.cartItems }));
}

/** The spec's sign-up sends the last name in `mobile`. */
export function register(
  api: ApiFetch,
  input: { name: string; lastName: string; email: string; password: string; marketing?: boolean },
): Promise<unknown> {
  return requestJson(
    api,
    "/api/register",
    jsonInit("POST", {
      email: input.email,
      password: toBase64(input.password),
      name: input.name,
      mobile: input.lastName,
      marketing: input.marketing ?? false,
    }),
  );
}

/** Signs the new account in: the API sets the session cookie, which callers forward from the raw answer. */
export function verifyOtp(api: ApiFetch, input: { email: string; otp: string; cartItems: unknown[] }) {
  return api(
    "/api/register/verify",
    jsonInit("POST", { otp: input.otp, email: input.email, cart_items: input.cartItems }),
  );
}

/** POST /api/checkout/guest/code: a guest checkout's email gets a code (issue 26 §4). */
export function sendGuestCode(api: ApiFetch, email: string) {
  return api("/api/checkout/guest/code", jsonInit("POST", { email }));
}

/** POST /api/checkout/guest/verify: the code signs the guest in; callers forward the session cookie. */
export function verifyGuestCode(api: ApiFetch, input: { email: string; otp: string; cartItems: unknown[] }) {
  return api(
    "/api/checkout/guest/verify",
    jsonInit("POST", { otp: input.otp, email: input.email, cart_items: input.cartItems }),
  );
}

export function sendPasswordResetOtp(api: ApiFetch, email: string): Promise<unknown> {
  return requestJson(api, "/api/register/forgotPassword", jsonInit("POST", { email }));
}

export function resetPassword(
  api: ApiFetch,
  input: { email: string; otp: string; password: string },
): Promise<unknown> {
  return requestJson(
    api,
    "/api/register/reset",
    jsonInit("PUT", { password: toBase64(input.password), email: toBase64(input.email), otp: input.otp }),
  );
}
