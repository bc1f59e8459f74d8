import { createWebhookIntake } from "../../modules/payments/webhook-intake";
import { codVerbs } from "./cash-on-delivery";
import { chargeVerbs } from "./charge";
import { type CheckoutDeps, createCheckoutContext } from "./checkout-context";
import { orderPageVerbs } from "./order-pages";
import { returnVerbs } from "./payment-return";
import { quoteVerbs } from "./quote";
import { reconcileVerbs } from "./reconcile";

export type { CheckoutDeps } from "./checkout-context";

/**
 * Cart → paid order across modules (architecture §3, flows/), one file per verb sharing one context
 * (checkout-context.ts): the quote, the charge (price on the server, hold stock and coupon with the
 * order in one transaction, start the provider's charge), the shopper's return, the reconciler and the
 * order pages. Whoever reports a payment first (the browser, a webhook, the reconciler) settles it
 * through the one transition in settle-payment.ts; webhooks come in through the payments module.
 */
export function createCheckoutFlow(deps: CheckoutDeps) {
  const context = createCheckoutContext(deps);
  const webhooks = createWebhookIntake({
    db: deps.db,
    log: deps.log,
    providers: deps.providers,
    settle: context.settle,
  });
  return {
    payTypes: () => deps.providers.available(),
    ...quoteVerbs(context),
    ...chargeVerbs(context),
    ...returnVerbs(context),
    handleWebhook: webhooks.handleWebhook,
    ...reconcileVerbs(context),
    ...codVerbs(context),
    ...orderPageVerbs(context),
    /** Names for tests and the jobs. */
    settleFromProvider: context.settleFromProvider,
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;
