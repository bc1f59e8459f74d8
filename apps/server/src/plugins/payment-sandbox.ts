import { sandboxPlugin } from "@boutique/payment-sandbox/sandbox";
import type { FastifyInstance } from "fastify";

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
    },
    publicUrl: `${app.config.publicUrl}/sandbox`,
    webhookTarget: app.config.publicUrl,
    log: app.log,
  });
}
