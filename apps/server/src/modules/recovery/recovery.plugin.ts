import {
  AbandonedCheckoutsAnswer,
  AbandonedCheckoutsQuery,
  RecoverySettings,
  RecoverySettingsAnswer,
  RecoveryTokenBody,
  RecoveryTokenQuery,
  RestoreAnswer,
  UnsubscribeInfo,
} from "@boutique/shared/schemas/checkout-recovery";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";
import { createRecoveryService, type RecoveryService } from "./recovery.service";

declare module "fastify" {
  interface FastifyInstance {
    recovery: RecoveryService;
  }
}

const Failure = z.looseObject({ message: z.string() });
const Message = z.object({ message: z.string() });

/** Checkouts that come back (issue 26 §3): the service the checkout and the jobs call, and its routes. */
export default fp(
  async function recoveryPlugin(app: FastifyInstance) {
    app.decorate(
      "recovery",
      createRecoveryService({
        db: app.db,
        cartService: app.cartService,
        publicUrl: app.config.publicUrl,
        secret: app.config.jwtSecret,
        smtpConfigured: app.config.smtpUrl !== null,
        log: app.log,
      }),
    );
    await app.register(recoveryRoutes);
  },
  { name: "recovery", dependencies: ["db", "config", "services"] },
);

async function recoveryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const recovery = app.recovery;
  const tags = ["checkout"];

  app.post(
    "/api/checkout/recover",
    {
      config: { access: "user", cacheAreas: [] },
      schema: {
        tags,
        summary: "Put a left checkout's pieces back in your cart (the link in its reminder)",
        description:
          "A line already in the cart keeps the larger quantity, so following the link twice adds nothing. 404 for a link that is not ours; 410 once the pieces were ordered or the link expired.",
        body: RecoveryTokenBody,
        response: { 200: RestoreAnswer, 400: Failure, 401: Failure, 404: Failure, 410: Failure },
      },
    },
    (request) => recovery.restore(signedInUser(request).id, request.body.token),
  );

  app.get(
    "/api/checkout/reminders/unsubscribe",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags,
        summary:
          "What the way-out link's page shows: the address, partly hidden, and whether reminders are off",
        querystring: RecoveryTokenQuery,
        response: { 200: UnsubscribeInfo, 400: Failure, 404: Failure },
      },
    },
    (request) => recovery.unsubscribeInfo(request.query.token),
  );

  app.post(
    "/api/checkout/reminders/unsubscribe",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags,
        summary: "Stop reminders of checkouts you leave (the link in a reminder; no sign-in)",
        description:
          "Recorded as a withdrawal of the cart_reminders consent; saying it twice changes nothing more. Opening the link changes nothing: its page posts here.",
        body: RecoveryTokenBody,
        response: { 200: Message, 400: Failure, 404: Failure },
      },
    },
    (request) => recovery.unsubscribe(request.body.token),
  );

  app.get(
    "/api/admin/abandoned-checkouts",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["orders"],
        summary: "Checkouts left unpaid: who, value, when, reminders sent, and whether they came back",
        querystring: AbandonedCheckoutsQuery,
        response: { 200: AbandonedCheckoutsAnswer, 400: Failure },
      },
    },
    (request) => recovery.list(request.query),
  );

  app.get(
    "/api/admin/recovery-settings",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary: "Reminders of left checkouts: on or off, the first delay in minutes, the second in hours",
        response: { 200: RecoverySettingsAnswer },
      },
    },
    () => recovery.settings.read(),
  );

  app.put(
    "/api/admin/recovery-settings",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["settings"],
        summary: "Change the reminders' rules, all together",
        body: RecoverySettings,
        response: { 200: RecoverySettingsAnswer.extend({ message: z.string() }), 400: Failure },
      },
    },
    async (request) => {
      await recovery.settings.write(request.body);
      return { ...(await recovery.settings.read()), message: "Reminder settings saved." };
    },
  );
}
