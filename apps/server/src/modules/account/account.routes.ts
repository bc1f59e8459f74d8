import {
  AccountDetailsBody,
  AccountUser,
  ChangePasswordBody,
  CreatePasswordBody,
  MessageAnswer,
} from "@boutique/shared/schemas/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 429: Failure };

/** The account page: who is signed in, their details, their password. Signed-in users only. */
export default async function accountRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/me",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "The signed-in user",
        response: { 200: AccountUser, 401: Failure },
      },
    },
    async (request) => app.accountService.describe(signedInUser(request)),
  );

  app.post(
    "/api/account/details",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "Update first name, last name and phone",
        body: AccountDetailsBody,
        response: { 200: MessageAnswer, ...failures },
      },
    },
    async (request) => app.accountService.updateDetails(signedInUser(request).id, request.body),
  );

  app.put(
    "/api/account/password",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "Change the password",
        description:
          "oldPassword and newPassword are base64-encoded, like every password the storefront sends.",
        body: ChangePasswordBody,
        response: { 200: MessageAnswer, ...failures },
      },
    },
    async (request) => app.accountService.changePassword(signedInUser(request).id, request.body),
  );

  app.post(
    "/api/account/password",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "Choose the first password of an account made at a guest checkout (issue 26 §4)",
        description:
          "password is base64-encoded and held to the sign-up rule. 409 when the account already has one (change it with PUT).",
        body: CreatePasswordBody,
        response: { 200: MessageAnswer, ...failures, 409: Failure },
      },
    },
    async (request) => app.accountService.createPassword(signedInUser(request).id, request.body.password),
  );
}
