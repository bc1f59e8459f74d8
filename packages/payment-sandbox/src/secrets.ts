/**
 * The fixed test credentials the sandbox signs with when no provider variables are set. The shop uses the
 * same values then, so a test can sign a callback itself. They are listed in .env.example; never real keys.
 */
export type SandboxSecrets = {
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
  paypalClientId: string;
  paypalClientSecret: string;
  paypalWebhookId: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** WhatsApp Business Cloud API: the bearer token, the sending number's id, the app secret that signs webhooks. */
  whatsappToken: string;
  whatsappPhoneNumberId: string;
  whatsappAppSecret: string;
};

export const SANDBOX_TEST_SECRETS: SandboxSecrets = {
  razorpayKeyId: "rzp_test_sandbox0001",
  razorpayKeySecret: "sandbox_razorpay_key_secret",
  razorpayWebhookSecret: "sandbox_razorpay_webhook_secret",
  paypalClientId: "sandbox-paypal-client-id",
  paypalClientSecret: "sandbox-paypal-client-secret",
  paypalWebhookId: "SANDBOXWEBHOOK0001",
  stripeSecretKey: "sk_test_sandbox0001",
  stripeWebhookSecret: "whsec_sandbox0001",
  whatsappToken: "sandbox_whatsapp_token",
  whatsappPhoneNumberId: "100000000000001",
  whatsappAppSecret: "sandbox_whatsapp_app_secret",
};
