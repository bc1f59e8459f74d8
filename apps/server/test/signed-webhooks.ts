import { createHmac, randomUUID } from "node:crypto";
import { SANDBOX_TEST_SECRETS } from "@boutique/payment-sandbox/secrets";
import Stripe from "stripe";

/**
 * Webhook deliveries signed as each provider signs them, for bodies of any shape: Razorpay's documented
 * HMAC, the `stripe` package's own test header, and PayPal's mock-event call against the sandbox (PayPal
 * events can only be verified by PayPal, so the sandbox must have sent them).
 */
export type Delivery = { headers: Record<string, string>; body: string };

export function razorpayDelivery(body: string, eventId: string = randomUUID()): Delivery {
  const signature = createHmac("sha256", SANDBOX_TEST_SECRETS.razorpayWebhookSecret)
    .update(body)
    .digest("hex");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      "x-razorpay-event-id": eventId,
    },
  };
}

const stripe = new Stripe(SANDBOX_TEST_SECRETS.stripeSecretKey);

export function stripeDelivery(body: string): Delivery {
  const header = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: SANDBOX_TEST_SECRETS.stripeWebhookSecret,
  });
  return { body, headers: { "content-type": "application/json", "stripe-signature": header } };
}

let paypalToken: { url: string; token: string } | null = null;

/** A PayPal event with this type and resource, sent (and signed) by the sandbox at `sandboxUrl`. */
export async function paypalDelivery(
  sandboxUrl: string,
  eventType: string,
  resource: unknown,
): Promise<Delivery> {
  if (paypalToken?.url !== sandboxUrl) {
    const { paypalClientId, paypalClientSecret } = SANDBOX_TEST_SECRETS;
    const answer = await fetch(`${sandboxUrl}/paypal/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${paypalClientId}:${paypalClientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    const { access_token } = (await answer.json()) as { access_token: string };
    paypalToken = { url: sandboxUrl, token: access_token };
  }
  const simulated = await fetch(`${sandboxUrl}/paypal/v1/notifications/simulate-event`, {
    method: "POST",
    headers: { authorization: `Bearer ${paypalToken.token}`, "content-type": "application/json" },
    body: JSON.stringify({ event_type: eventType, resource }),
  });
  if (simulated.status !== 202) throw new Error(`simulate-event answered ${simulated.status}`);
  const { id } = (await simulated.json()) as { id: string };
  const events = (await (await fetch(`${sandboxUrl}/events?provider=paypal`)).json()) as (Delivery & {
    id: string;
  })[];
  const event = events.find((candidate) => candidate.id === id);
  if (!event) throw new Error("the simulated event is not in the sandbox's log");
  return { headers: event.headers, body: event.body };
}
