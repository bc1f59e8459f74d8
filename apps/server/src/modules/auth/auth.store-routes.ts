import {
  AuthProviders,
  AuthSession,
  ForgotPasswordBody,
  GoogleLoginBody,
  LoginBody,
  MessageAnswer,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from "@boutique/shared/schemas/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { RATE_LIMITS } from "../../plugins/rate-limit";
import { AUTH_MESSAGES } from "./auth.service";

export const Failure = z.looseObject({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 403: Failure, 429: Failure };
/** Per-address limit on every auth route; the per-account limit lives in the service. */
const perIpLimit = { rateLimit: RATE_LIMITS.perIp };
/** Sign-in, sign-up and reset touch only accounts and sessions, never a catalogue answer (decision 010). */
export const authWrite = { ...perIpLimit, cacheAreas: [] };
const customer = { staffOnly: false };

/** Customer sign-up, sign-in and password reset, on the spec's paths. */
export default async function authStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/register",
    {
      config: authWrite,
      schema: {
        tags: ["auth"],
        summary: "Sign up; emails a 6-digit code",
        description:
          "password is base64-encoded. `mobile` carries the last name (as the spec's form sends it); `phone` is an optional real phone number. 408 when the email is already registered.",
        body: RegisterBody,
        response: { 200: MessageAnswer, 408: Failure, 503: Failure, ...failures },
      },
    },
    async (request) => {
      const { message, userId } = await app.authService.register(request.body);
      // The sign-up form shows the consent notice on its own; signing up is consenting to the account's
      // purpose, and the offers box is a separate choice (decision 041).
      await app.privacy.recordConsent(userId, "account", true, "sign-up");
      if (request.body.marketing !== undefined) {
        await app.privacy.recordConsent(userId, "marketing_email", request.body.marketing, "sign-up");
      }
      return { message };
    },
  );

  app.post(
    "/api/register/verify",
    {
      config: authWrite,
      schema: {
        tags: ["auth"],
        summary: "Verify the emailed code; signs the user in",
        description:
          "The session comes back in the body and as an httpOnly cookie, as at sign-in. cart_items (the guest's browser cart, see GuestCartItem) joins the new account's cart, as on POST /api/login.",
        body: VerifyEmailBody,
        response: { 200: AuthSession, ...failures },
      },
    },
    async (request, reply) => {
      const session = await app.authService.verifyEmail(request.body);
      await app.cartService.mergeGuestCart(session.user.id, request.body.cart_items ?? []);
      app.setSessionCookie(reply, session.token);
      return session;
    },
  );

  app.post(
    "/api/register/forgotPassword",
    {
      config: authWrite,
      schema: {
        tags: ["auth"],
        summary: "Email a password reset code",
        description: "Answers 'OTP Sent' whether or not the email has an account.",
        body: ForgotPasswordBody,
        response: { 200: MessageAnswer, 503: Failure, ...failures },
      },
    },
    async (request) => app.authService.requestPasswordReset(request.body.email, customer),
  );

  app.put(
    "/api/register/reset",
    {
      config: authWrite,
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the emailed code",
        description:
          "password and email are base64-encoded; confirmPassword (base64) is optional and must match.",
        body: ResetPasswordBody,
        response: { 200: MessageAnswer, ...failures },
      },
    },
    async (request) => app.authService.resetPassword(request.body, customer),
  );

  app.post(
    "/api/login",
    {
      config: authWrite,
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "password is base64-encoded, like every password the storefront sends. The token comes back in the body and as an httpOnly cookie. cart_items (the guest's browser cart, see GuestCartItem) joins the server cart: bad, unknown or sold-out lines are skipped, quantities capped at stock.",
        body: LoginBody,
        response: { 200: AuthSession, ...failures },
      },
    },
    async (request, reply) => {
      const session = await app.authService.login(request.body, customer);
      await app.cartService.mergeGuestCart(session.user.id, request.body.cart_items ?? []);
      app.setSessionCookie(reply, session.token);
      return session;
    },
  );

  app.post(
    "/api/login/google",
    {
      config: authWrite,
      schema: {
        tags: ["auth"],
        summary: "Sign in with a Google ID token",
        description: "404 'Google sign-in is not enabled.' when GOOGLE_CLIENT_ID is not configured.",
        body: GoogleLoginBody,
        response: { 200: AuthSession, 404: Failure, ...failures },
      },
    },
    async (request, reply) => {
      const session = await app.authService.loginWithGoogle(request.body.token);
      await app.cartService.mergeGuestCart(session.user.id, request.body.cart_items ?? []);
      app.setSessionCookie(reply, session.token);
      return session;
    },
  );

  app.get(
    "/api/auth/providers",
    {
      schema: {
        tags: ["auth"],
        summary: "Which third-party sign-ins are enabled",
        response: { 200: AuthProviders },
      },
    },
    async () => {
      const clientId = app.authService.googleClientId();
      return { google: clientId ? { clientId } : null };
    },
  );

  app.post(
    "/api/logout",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["auth"],
        summary: "Sign out (clears the session cookie)",
        response: { 200: MessageAnswer },
      },
    },
    async (_request, reply) => {
      app.clearSessionCookie(reply);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
}
