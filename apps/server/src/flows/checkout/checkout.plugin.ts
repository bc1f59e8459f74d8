import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/database";
import { createPaymentProviders, type PaymentProviders } from "../../modules/payments/providers/index";
import { createSettingsService } from "../../modules/settings/settings.service";
import { type CheckoutFlow, createCheckoutFlow } from "./checkout.flow";

declare module "fastify" {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
    checkout: CheckoutFlow;
  }
}

/** The payment providers and the checkout flow, built once and shared by the routes, webhooks and jobs. */
export default fp(
  async function checkoutFlow(app: FastifyInstance) {
    const payments = app.config.payments;
    const providers = createPaymentProviders(payments, { log: app.log });
    const settings = app.settingsService;
    app.decorate("paymentProviders", providers);
    app.decorate(
      "checkout",
      createCheckoutFlow({
        db: app.db,
        log: app.log,
        smtpConfigured: app.config.smtpUrl !== null,
        publicUrl: app.config.publicUrl,
        providers,
        shipping: app.shippingService,
        // On the flow's transaction when in one: PGlite has one connection, and a read beside an open
        // transaction would wait for it.
        dollarRatePaise: (executor) =>
          (executor === app.db
            ? settings
            : createSettingsService({ db: executor as Database })
          ).getDollarRatePaise(),
        holdMinutes: payments.holdMinutes,
        reconcileAfterMinutes: payments.reconcileAfterMinutes,
        ordersChanged: () => app.cacheAreas.clear(["orders"]),
        // The recovery plugin is registered after this one: looked up when a checkout moves.
        checkoutMoved: (userId, move) => app.recovery.noteCheckout(userId, move),
      }),
    );
  },
  {
    name: "checkout-flow",
    dependencies: ["db", "config", "settings-service", "shipping-service", "answer-cache-fan-out"],
  },
);
