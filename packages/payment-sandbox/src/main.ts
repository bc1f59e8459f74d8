import { SANDBOX_TEST_SECRETS, type SandboxSecrets } from "./secrets";
import { startSandboxServer } from "./server";

/**
 * `npm run sandbox`: the payment sandbox on its own port. Environment: SANDBOX_PORT (4010), SANDBOX_HOST
 * (127.0.0.1), SANDBOX_SHOP_URL (http://127.0.0.1:3000; "none" keeps webhooks for manual delivery),
 * SANDBOX_PUBLIC_URL (how browsers reach it, default http://host:port/sandbox) and the providers' key
 * variables, each falling back to the fixed test value.
 */

const env = process.env;
const pick = (name: string, fallback: string) => (env[name] && env[name] !== "" ? env[name] : fallback);
const test = SANDBOX_TEST_SECRETS;

const secrets: SandboxSecrets = {
  razorpayKeyId: pick("RAZORPAY_KEY_ID", test.razorpayKeyId),
  razorpayKeySecret: pick("RAZORPAY_KEY_SECRET", test.razorpayKeySecret),
  razorpayWebhookSecret: pick("RAZORPAY_WEBHOOK_SECRET", test.razorpayWebhookSecret),
  paypalClientId: pick("PAYPAL_CLIENT_ID", test.paypalClientId),
  paypalClientSecret: pick("PAYPAL_CLIENT_SECRET", test.paypalClientSecret),
  paypalWebhookId: pick("PAYPAL_WEBHOOK_ID", test.paypalWebhookId),
  stripeSecretKey: pick("STRIPE_SECRET_KEY", test.stripeSecretKey),
  stripeWebhookSecret: pick("STRIPE_WEBHOOK_SECRET", test.stripeWebhookSecret),
  whatsappToken: pick("WHATSAPP_TOKEN", test.whatsappToken),
  whatsappPhoneNumberId: pick("WHATSAPP_PHONE_NUMBER_ID", test.whatsappPhoneNumberId),
  whatsappAppSecret: pick("WHATSAPP_APP_SECRET", test.whatsappAppSecret),
};

const port = Number(pick("SANDBOX_PORT", "4010"));
const host = pick("SANDBOX_HOST", "127.0.0.1");
const shop = pick("SANDBOX_SHOP_URL", "http://127.0.0.1:3000");

const sandbox = await startSandboxServer({
  port,
  host,
  webhookTarget: shop === "none" ? null : shop,
  publicUrl: env.SANDBOX_PUBLIC_URL || undefined,
  secrets,
  logger: { level: pick("LOG_LEVEL", "info") },
});

const root = env.SANDBOX_PUBLIC_URL || sandbox.url;
console.log(`Payment sandbox on ${root}
  Razorpay API  ${root}/razorpay      checkout.js ${root}/razorpay/v1/checkout.js
  PayPal API    ${root}/paypal
  Stripe API    ${root}/stripe
  Webhooks to   ${shop === "none" ? "nowhere (manual delivery: GET /sandbox/events)" : `${shop}/api/webhooks/{razorpay,paypal,stripe}`}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
