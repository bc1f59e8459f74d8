import { CHECKOUT_MESSAGES } from "@boutique/shared/schemas/checkout";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/transaction";
import { ConflictError, ValidationError } from "../../lib/errors";
import { couponRedemptions, coupons } from "./coupons.tables";

/**
 * Coupons at checkout. A coupon is reserved by the order that uses it when the charge is created, with
 * the coupon row locked, so a usage limit or a once-per-customer rule holds however many checkouts race;
 * it is redeemed when the order is paid and released when the order fails or expires.
 */

export type CheckoutCoupon = typeof coupons.$inferSelect;

const ACTIVE = ["reserved", "redeemed"] as const;

export async function findCouponByCode(executor: Executor, code: string): Promise<CheckoutCoupon | null> {
  const [row] = await executor.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`);
  return row ?? null;
}

/** Throws the message the shopper sees when this customer may not use the coupon now. */
async function assertUsable(executor: Executor, coupon: CheckoutCoupon, userId: number, orderId?: number) {
  if (coupon.expiresAt && coupon.expiresAt.getTime() < Date.now()) {
    throw new ValidationError(CHECKOUT_MESSAGES.couponExpired, { field: "coupon" });
  }
  const notThisOrder = orderId === undefined ? sql`true` : sql`r.order_id <> ${orderId}`;
  const [usage] = rowsOf<{ total: number; mine: number; paid_orders: number }>(
    await executor.execute(sql`
      select
        (select count(*)::int from coupon_redemptions r
          where r.coupon_id = ${coupon.id} and r.status in ('reserved', 'redeemed') and ${notThisOrder}) as total,
        (select count(*)::int from coupon_redemptions r
          where r.coupon_id = ${coupon.id} and r.user_id = ${userId} and r.status in ('reserved', 'redeemed')
            and ${notThisOrder}) as mine,
        (select count(*)::int from orders o where o.user_id = ${userId} and o.status = 'paid') as paid_orders`),
  );
  if (coupon.firstOrderOnly && (Number(usage?.paid_orders) > 0 || Number(usage?.mine) > 0)) {
    throw new ValidationError(CHECKOUT_MESSAGES.couponFirstOrderOnly, { field: "coupon" });
  }
  if (coupon.oncePerCustomer && Number(usage?.mine) > 0) {
    throw new ValidationError(CHECKOUT_MESSAGES.couponUsedByYou, { field: "coupon" });
  }
  if (coupon.usageLimit !== null && Number(usage?.total) >= coupon.usageLimit) {
    throw new ConflictError(CHECKOUT_MESSAGES.couponUsedUp, { field: "coupon" });
  }
}

/** The coupon for a code as this customer may use it now, or the reason they may not. */
export async function checkCoupon(executor: Executor, code: string, userId: number): Promise<CheckoutCoupon> {
  const coupon = await findCouponByCode(executor, code);
  if (!coupon) throw new ValidationError(CHECKOUT_MESSAGES.couponUnknown, { field: "coupon" });
  await assertUsable(executor, coupon, userId);
  return coupon;
}

/** Holds the coupon for an order inside the checkout's transaction; the coupon row lock serialises racers. */
export async function reserveCoupon(tx: Executor, couponId: number, userId: number, orderId: number) {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
  if (!coupon) throw new ValidationError(CHECKOUT_MESSAGES.couponUnknown, { field: "coupon" });
  await assertUsable(tx, coupon, userId, orderId);
  await tx.insert(couponRedemptions).values({ couponId, userId, orderId });
}

/** The paid order keeps its coupon (a released one is taken back: the money was taken with its discount). */
export async function redeemCoupon(tx: Executor, orderId: number) {
  await tx
    .update(couponRedemptions)
    .set({ status: "redeemed", updatedAt: new Date() })
    .where(eq(couponRedemptions.orderId, orderId));
}

/** An unpaid order gives its coupon back. */
export async function releaseCoupon(tx: Executor, orderId: number) {
  await tx
    .update(couponRedemptions)
    .set({ status: "released", updatedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), inArray(couponRedemptions.status, [...ACTIVE])));
}
