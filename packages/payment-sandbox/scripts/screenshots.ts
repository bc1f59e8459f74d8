/**
 * Screenshots of the three sandbox pages at phone and desktop widths, to look at after changing them:
 *   npx tsx packages/payment-sandbox/scripts/screenshots.ts [out-dir]
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { SANDBOX_TEST_SECRETS as S } from "../src/secrets";
import { startSandboxServer } from "../src/server";
import { basic, call, startDemoShop } from "../src/testing";

const out = path.resolve(process.argv[2] ?? "/tmp/payment-sandbox-screens");
mkdirSync(out, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const sandbox = await startSandboxServer({ port: 0, webhookTarget: null, merchantName: "Rangrez Boutique" });
const root = sandbox.url;

const razorpayOrder = (
  await call(`${root}/razorpay/v1/orders`, {
    headers: { authorization: basic(S.razorpayKeyId, S.razorpayKeySecret) },
    body: { amount: 1249900, currency: "INR", receipt: "R-1001" },
  })
).json;
const demo = await startDemoShop({
  sandboxUrl: root,
  keyId: S.razorpayKeyId,
  orderId: razorpayOrder.id,
  amount: razorpayOrder.amount,
  receipt: "R-1001",
  autoOpen: true,
});

const token = (
  await call(`${root}/paypal/v1/oauth2/token`, {
    headers: { authorization: basic(S.paypalClientId, S.paypalClientSecret) },
    form: { grant_type: "client_credentials" },
  })
).json.access_token;
const paypalOrder = (
  await call(`${root}/paypal/v2/checkout/orders`, {
    headers: { authorization: `Bearer ${token}` },
    body: {
      intent: "CAPTURE",
      purchase_units: [
        { reference_id: "R-1001", invoice_id: "R-1001", amount: { currency_code: "USD", value: "149.70" } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: "http://127.0.0.1:9/return",
            cancel_url: "http://127.0.0.1:9/cancel",
            brand_name: "Rangrez Boutique",
            user_action: "PAY_NOW",
          },
        },
      },
    },
  })
).json;
const session = (
  await call(`${root}/stripe/v1/checkout/sessions`, {
    headers: { authorization: `Bearer ${S.stripeSecretKey}` },
    form: {
      mode: "payment",
      "line_items[0][price_data][currency]": "inr",
      "line_items[0][price_data][unit_amount]": "1249900",
      "line_items[0][price_data][product_data][name]": "Chanderi silk kurta set",
      "line_items[0][quantity]": "1",
      "line_items[1][price_data][currency]": "inr",
      "line_items[1][price_data][unit_amount]": "49900",
      "line_items[1][price_data][product_data][name]": "Shipping",
      "line_items[1][quantity]": "1",
      customer_email: "asha@example.com",
      success_url: "http://127.0.0.1:9/ok?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://127.0.0.1:9/cancel",
    },
  })
).json;

const pages = {
  razorpay: demo.url,
  paypal: paypalOrder.links.find((link: { rel: string }) => link.rel === "payer-action").href,
  stripe: session.url,
};
for (const [name, url] of Object.entries(pages)) {
  for (const width of [390, 1280]) {
    const file = path.join(out, `${name}-${width}.png`);
    // Async: the pages are served by this very process, so its event loop must keep running.
    await promisify(execFile)(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--hide-scrollbars",
        `--window-size=${width},844`,
        "--virtual-time-budget=2000",
        `--screenshot=${file}`,
        url,
      ],
      { timeout: 60_000 },
    );
    console.log(file);
  }
}
await demo.close();
await sandbox.close();
