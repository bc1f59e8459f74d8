import type { OrderRow } from "../../modules/orders/orders.repository";
import { claimPendingOrders } from "../../modules/orders/orders.repository";
import type { CheckoutContext } from "./checkout-context";

/** The reconciler's pass over orders still pending (decision 021): settled from the provider, or ended. */
export function reconcileVerbs({ deps, settleFromProvider }: CheckoutContext) {
  const { db } = deps;
  return {
    /** One reconciler pass: orders pending past the threshold are settled from the provider or expired. */
    async reconcile(options: { olderThanMinutes?: number; limit?: number; claimGapSeconds?: number } = {}) {
      const ids = await claimPendingOrders(db, {
        olderThanMinutes: options.olderThanMinutes ?? deps.reconcileAfterMinutes,
        limit: options.limit ?? 50,
        claimGapSeconds: options.claimGapSeconds ?? 60,
      });
      const results = [];
      for (const id of ids) results.push(await settleFromProvider(id, "reconciler"));
      return results.filter((order): order is OrderRow => order !== null);
    },
  };
}
