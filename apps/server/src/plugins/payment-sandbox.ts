import { sandboxPlugin } from "@boutique/payment-sandbox/sandbox";
import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The in-repo payment sandbox under /sandbox (PAYMENT_SANDBOX=on; never in production): the providers'
 * APIs, their pages with 'Pay now', 'Fail payment' and 'Cancel', and webhooks back to this shop. It signs
 * with the keys the shop is configured with, so each side checks the other as the real ones do.
 */
export default async function paymentSandbox(app: FastifyInstance) {
  const { razorpay, paypal, stripe } = app.config.payments;
  if (!razorpay || !paypal || !stripe)
    throw new Error("the payment sandbox needs every provider's test keys");
  // Its pages and test calls change no catalogue answer.
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, cacheAreas: [] };
  });
  await app.register(sandboxPlugin, {
    prefix: "/sandbox",
    secrets: {
      razorpayKeyId: razorpay.keyId,
      razorpayKeySecret: razorpay.keySecret,
      razorpayWebhookSecret: razorpay.webhookSecret,
      paypalClientId: paypal.clientId,
      paypalClientSecret: paypal.clientSecret,
      paypalWebhookId: paypal.webhookId,
      stripeSecretKey: stripe.secretKey,
      stripeWebhookSecret: stripe.webhookSecret,
      // WhatsApp's stand-in signs with the shop's own test secrets (the sandbox's when none are set).
      whatsappToken: app.config.whatsapp?.token ?? SANDBOX_TEST_SECRETS.whatsappToken,
      whatsappPhoneNumberId: app.config.whatsapp?.phoneNumberId ?? SANDBOX_TEST_SECRETS.whatsappPhoneNumberId,
      whatsappAppSecret: app.config.whatsapp?.appSecret ?? SANDBOX_TEST_SECRETS.whatsappAppSecret,
    },
    publicUrl: `${app.config.publicUrl}/sandbox`,
    webhookTarget: app.config.publicUrl,
    log: app.log,
  });

  await app.register(sandboxClock);
}

/**
 * The sandbox's clock for checkouts left unpaid (issue 26 §3): moves one customer's open checkout back in time
 * and runs the reminders, so a newcomer trying the shop (or a journey) sees the reminder an hour's wait would
 * bring. Only with the sandbox, so never in production.
 */
async function sandboxClock(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/sandbox/clock/left-checkouts",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags: ["sandbox"],
        summary: "Sandbox only: a customer's open checkout left `minutes` earlier, then the reminders' pass",
        body: z.strictObject({
          email: z.string().trim().min(3).max(200),
          minutes: z.number().int().min(1).max(10_080),
        }),
        response: {
          200: z.object({ moved: z.number().int(), reminded: z.number().int(), closed: z.number().int() }),
        },
      },
    },
    async (request) => {
      const moved = await app.recovery.leftEarlier(request.body.email, request.body.minutes);
      const pass = await app.recovery.pass();
      app.jobs.deliverMailSoon();
      return { moved, ...pass };
    },
  );
}
