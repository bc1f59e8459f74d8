import { ConsentBody, ConsentsAnswer, EraseBody } from "@boutique/shared/schemas/privacy";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";
import { withReleasedFiles } from "../media/with-uploads";
import { CONSENT_NOTICE_VERSION } from "./privacy.service";

const Failure = z.looseObject({ message: z.string() });
const tags = ["privacy"];

/** Data rights (decision 041): the signed-in customer's consents, download and erasure. */
export default async function privacyStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/account/consents",
    {
      config: { access: "user" },
      schema: { tags, summary: "What you have consented to, and when", response: { 200: ConsentsAnswer } },
    },
    async (request) => ({
      notice: CONSENT_NOTICE_VERSION,
      consents: await app.privacy.currentConsents(signedInUser(request).id),
    }),
  );

  app.put(
    "/api/account/consents",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Give or withdraw one consent (kept with its time)",
        body: ConsentBody,
        response: { 200: ConsentsAnswer.extend({ message: z.string() }), 400: Failure },
      },
    },
    async (request) => {
      const answer = await app.privacy.setConsent(
        signedInUser(request),
        request.body.purpose,
        request.body.granted,
      );
      return { ...answer, notice: CONSENT_NOTICE_VERSION };
    },
  );

  app.get(
    "/api/account/data",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Download everything the shop keeps about you (JSON)",
        description:
          "Account, addresses, orders with their measurements, reviews, wishlist, questions and consents.",
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const data = await app.privacy.exportData(signedInUser(request));
      return reply
        .header("content-disposition", 'attachment; filename="rangrez-my-data.json"')
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.post(
    "/api/account/erase",
    {
      // Reviews go (ratings change) and the account's orders lose their names.
      config: { access: "user", cacheAreas: ["catalog", "orders"] },
      schema: {
        tags,
        summary: 'Erase your account and personal data now (send confirm: "ERASE")',
        description:
          "GST invoices and their orders are kept for eight years with the name and address the invoice shows; everything else goes at once.",
        body: EraseBody,
        response: { 200: z.object({ message: z.string() }), 400: Failure, 409: Failure },
      },
    },
    async (request, reply) => {
      // Their review and return pictures are removed once the erasure has committed.
      const answer = await withReleasedFiles(request, (release) =>
        app.privacy.erase(signedInUser(request), request.body.confirm, release),
      );
      // The session ends with the account.
      app.clearSessionCookie(reply);
      return answer;
    },
  );
}
