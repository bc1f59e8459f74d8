import { AuthSession, GuestCodeBody, GuestVerifyBody } from "@boutique/shared/schemas/auth";
import {
  CodAnswer,
  CodConfirmBody,
  CodLinkAnswer,
  CodLinkBody,
  CodResendBody,
} from "@boutique/shared/schemas/cash-on-delivery";
import {
  CancelAnswer,
  CancelBody,
  ChargeAnswer,
  ChargeBody,
  CouponAnswer,
  CouponBody,
  GUEST_CHECKOUT_OFF,
  OrderListAnswer,
  PaymentConfigAnswer,
  QuoteAnswer,
  QuoteBody,
  ShippingQuoteAnswer,
  ShippingQuoteParams,
  VerifyAnswer,
  VerifyBody,
} from "@boutique/shared/schemas/checkout";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ForbiddenError } from "../../lib/errors";
import { signedInUser } from "../../plugins/auth";
import { RATE_LIMITS } from "../../plugins/rate-limit";
import { readSettings } from "../settings/settings.repository";

const Failure = z.looseObject({ message: z.string() });
const Message = z.object({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 404: Failure, 409: Failure };
const user = { access: "user" } as const;
/** A quote or a coupon check changes nothing any kept answer shows. */
const userWrite = { ...user, cacheAreas: [] } as const;
/**
 * Orders show in the dashboard's figures, on every instance (decision 027). The stock held, sold and given
 * back shows in catalogue answers too: PostgreSQL tells every instance which ones after the commit
 * (plugins/answer-cache/database-notices.ts, decision 030), so no catalogue area is cleared here.
 */
const orderWrite = { ...user, cacheAreas: ["orders"], awaitsCatalogNotices: true } as const;
const TRUSTS_NOTHING =
  "Prices, amounts, discounts, totals and lines sent by the browser are ignored: the server prices its own cart (or the Buy Now `line`).";

/** Spec §7 /api/checkout/payment/*: quote, coupon, shipping, charge, verify, cancel and the customer's orders. */
export default async function checkoutStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const checkout = app.checkout;
  const tags = ["checkout"];

  app.get(
    "/api/checkout/payment/config",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags,
        summary: "Payment methods on offer, and whether this is the test sandbox",
        response: { 200: PaymentConfigAnswer },
      },
    },
    async () => ({
      sandbox: app.config.payments.sandbox,
      pay_types: checkout.payTypes(),
      razorpay_script: app.config.payments.razorpay?.checkoutScriptUrl ?? null,
      guest_checkout: await guestCheckoutOn(),
    }),
  );

  const guestCheckoutOn = async () =>
    (await readSettings(app.db, ["guest_checkout"])).guest_checkout === "on";
  const guestOnly = async () => {
    if (!(await guestCheckoutOn())) throw new ForbiddenError(GUEST_CHECKOUT_OFF);
  };

  app.post(
    "/api/checkout/guest/code",
    {
      config: { access: "public", cacheAreas: [], rateLimit: RATE_LIMITS.perIp },
      schema: {
        tags,
        summary: "Check out as a guest: mail a 6-digit code to this email (issue 26 §4)",
        description:
          "The code (POST /api/checkout/guest/verify) signs the shopper in, to an account with no password made for this email, or to their own account. 403 when guest checkout is off; 429 for a second code within a minute.",
        body: GuestCodeBody,
        response: { 200: Message, 400: Failure, 403: Failure, 429: Failure, 503: Failure },
      },
    },
    async (request) => {
      await guestOnly();
      return app.authService.guestCode(request.body.email);
    },
  );

  app.post(
    "/api/checkout/guest/verify",
    {
      config: { access: "public", cacheAreas: [], rateLimit: RATE_LIMITS.perIp },
      schema: {
        tags,
        summary: "The guest's code: signs them in and goes on to the checkout",
        description:
          "As POST /api/register/verify: the session comes back in the body and as a cookie, and cart_items (the browser's cart) joins the account's.",
        body: GuestVerifyBody,
        response: { 200: AuthSession, 400: Failure, 403: Failure, 429: Failure },
      },
    },
    async (request, reply) => {
      await guestOnly();
      const { firstVerified, ...session } = await app.authService.guestVerify(request.body);
      // Ordering as a guest is agreeing to the account's purpose (the order must be kept and mailed),
      // recorded once the mailbox is proven.
      if (firstVerified) await app.privacy.recordConsent(session.user.id, "account", true, "guest checkout");
      await app.cartService.mergeGuestCart(session.user.id, request.body.cart_items ?? []);
      app.setSessionCookie(reply, session.token);
      return session;
    },
  );

  app.post(
    "/api/checkout/payment/quote",
    {
      config: userWrite,
      schema: {
        tags,
        summary: "The lines and totals the checkout shows, priced by the server",
        description: `${TRUSTS_NOTHING} With an address: its shipping, or deliverable false ('Address not deliverable').`,
        body: QuoteBody,
        response: { 200: QuoteAnswer, ...failures },
      },
    },
    (request) => checkout.quote(signedInUser(request), request.body),
  );

  app.post(
    "/api/checkout/payment/coupon",
    {
      config: userWrite,
      schema: {
        tags,
        summary: "Check a coupon for your cart",
        description: "400 for an unknown, expired or first-order-only code; 409 when it is used up.",
        body: CouponBody,
        response: { 200: CouponAnswer, ...failures },
      },
    },
    (request) => checkout.applyCoupon(signedInUser(request), request.body.code, request.body.line),
  );

  app.get(
    "/api/checkout/payment/shipping/:addressId/:totalWeight",
    {
      config: userWrite,
      schema: {
        tags,
        summary: "Shipping charge to one of your addresses",
        description:
          "totalWeight is ignored: the server weighs the cart it holds. status false: 'Address not deliverable'.",
        params: ShippingQuoteParams,
        response: { 200: ShippingQuoteAnswer, ...failures },
      },
    },
    (request) => checkout.shippingQuote(signedInUser(request), request.params.addressId),
  );

  app.post(
    "/api/checkout/payment/charge",
    {
      config: orderWrite,
      schema: {
        tags,
        summary: "Place the order and start its payment",
        description: `${TRUSTS_NOTHING} Holds the stock and coupon with the order; 409 'Only {n} quantity available.' when the stock cannot cover a line. The same unchanged cart while its order is pending answers the same order. PayPal and Stripe answer a url to send the shopper to; Razorpay its order id, amount, currency and key for the checkout script.`,
        body: ChargeBody,
        response: { 200: ChargeAnswer, ...failures, 502: Failure },
      },
    },
    async (request) => {
      const answer = await checkout.charge(signedInUser(request), request.body);
      // Cash on delivery: the shopper waits on the page for the code in the mail.
      if (answer.pay_type === "COD") app.jobs.deliverMailSoon();
      return answer;
    },
  );

  app.post(
    "/api/checkout/payment/verify",
    {
      config: orderWrite,
      schema: {
        tags,
        summary: "Confirm a payment the browser came back from",
        description:
          "Razorpay: razorpay_order_id, razorpay_payment_id, razorpay_signature and order_id; PayPal: order_id, token and PayerID; Stripe: order_id and session_id. The signature and the amount are checked against the stored order; 400 'We could not verify this payment.' otherwise. Safe to repeat.",
        body: VerifyBody,
        response: { 200: VerifyAnswer, ...failures },
      },
    },
    (request) => checkout.verify(signedInUser(request), request.body),
  );

  app.post(
    "/api/checkout/payment/cancel",
    {
      config: orderWrite,
      schema: {
        tags,
        summary: "Cancel an unpaid order's payment",
        description:
          "The stock and coupon go back and the cart stays as it was; an order the provider reports paid stays paid.",
        body: CancelBody,
        response: { 200: CancelAnswer, ...failures },
      },
    },
    (request) => checkout.cancel(signedInUser(request), request.body),
  );

  app.get(
    "/api/checkout/payment/orders",
    {
      config: user,
      schema: {
        tags,
        summary: "Your orders, newest first",
        response: { 200: OrderListAnswer, 401: Failure },
      },
    },
    (request) => checkout.listOrders(signedInUser(request)),
  );

  app.post(
    "/api/checkout/cod/confirm",
    {
      config: orderWrite,
      schema: {
        tags,
        summary: "Confirm your cash-on-delivery order with the 6-digit code from your message",
        description:
          "400 for a wrong code (counted: after 5, 429 until a new code is sent); 409 when the order is no longer waiting (it ended after the hours to confirm). Confirming twice answers 'already confirmed'.",
        body: CodConfirmBody,
        response: { 200: CodAnswer, ...failures, 429: Failure },
      },
    },
    (request) => checkout.confirmCodByCode(signedInUser(request), request.body.order_id, request.body.code),
  );

  app.post(
    "/api/checkout/cod/resend",
    {
      config: userWrite,
      schema: {
        tags,
        summary: "Send a new confirmation code (at most one a minute); the earlier code stops working",
        body: CodResendBody,
        response: { 200: CodAnswer, ...failures, 429: Failure },
      },
    },
    async (request) => {
      const answer = await checkout.resendCodCode(signedInUser(request), request.body.order_id);
      app.jobs.deliverMailSoon();
      return answer;
    },
  );

  app.get(
    "/api/cod/confirm",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags,
        summary: "What the confirm link's page shows: the order number, total and whether it still waits",
        description:
          "No sign-in: the token from the message is the key. Nothing else of the account is shown.",
        querystring: CodLinkBody,
        response: { 200: CodLinkAnswer, 400: Failure },
      },
    },
    (request) => checkout.codLinkInfo(request.query.token),
  );

  app.post(
    "/api/cod/confirm",
    {
      config: { access: "public", cacheAreas: ["orders"], awaitsCatalogNotices: true },
      schema: {
        tags,
        summary: "Confirm a cash-on-delivery order from the link in its message (no sign-in)",
        description:
          "A link is never confirmed by opening it (link previews open links): the page posts here when the shopper presses Confirm.",
        body: CodLinkBody,
        response: { 200: CodAnswer, ...failures },
      },
    },
    (request) => checkout.confirmCodByLink(request.body.token),
  );
}
