import {
  AdminLoginBody,
  AuthSession,
  ForgotPasswordBody,
  MessageAnswer,
  ResetPasswordBody,
} from "@boutique/shared/schemas/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authWrite, Failure } from "./auth.store-routes";

const failures = { 400: Failure, 401: Failure, 429: Failure };
const staff = { staffOnly: true };

/** Staff sign-in and password reset. Only admin, Editor and Employee accounts get through. */
export default async function authAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/login/admin",
    {
      config: authWrite,
      schema: {
        tags: ["auth", "admin"],
        summary: "Staff sign-in",
        description:
          "password is base64-encoded. A customer account gets the same 401 'Incorrect Email ID or Password' as a wrong password, so the form does not tell which emails are customers.",
        body: AdminLoginBody,
        response: { 200: AuthSession, ...failures },
      },
    },
    async (request, reply) => {
      const session = await app.authService.login(request.body, staff);
      app.setSessionCookie(reply, session.token);
      return session;
    },
  );

  app.post(
    "/api/register/admin/forgotPassword",
    {
      config: authWrite,
      schema: {
        tags: ["auth", "admin"],
        summary: "Email a staff password reset code",
        description: "Answers 'OTP Sent' for any email; only staff accounts receive a code.",
        body: ForgotPasswordBody,
        response: { 200: MessageAnswer, 503: Failure, ...failures },
      },
    },
    async (request) => app.authService.requestPasswordReset(request.body.email, staff),
  );

  app.put(
    "/api/register/admin/reset",
    {
      config: authWrite,
      schema: {
        tags: ["auth", "admin"],
        summary: "Set a new staff password with the emailed code",
        description:
          "password and email are base64-encoded; confirmPassword (base64) is optional and must match ('New password are not matching').",
        body: ResetPasswordBody,
        response: { 200: MessageAnswer, ...failures },
      },
    },
    async (request) => app.authService.resetPassword(request.body, staff),
  );
}
