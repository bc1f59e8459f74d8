import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import {
  COUPON_MESSAGES,
  type CouponRow,
  couponExpiryInstant,
  type NewCoupon,
} from "@boutique/shared/schemas/coupon";
import type { Database } from "../../db/database";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { type CouponRecord, createCouponsRepository } from "./coupons.repository";

/** The spec's coupon fields: percent, cap in rupees (paise inside, decision 001), dates as ISO text. */
export function toCouponRow(row: CouponRecord): CouponRow {
  return {
    id: row.id,
    code: row.code,
    discount: row.discountPercent,
    max_discount: row.maxDiscount === null ? null : paiseToRupees(row.maxDiscount),
    first_order_only: row.firstOrderOnly,
    usage_limit: row.usageLimit,
    used: Number(row.used ?? 0),
    once_per_customer: row.oncePerCustomer,
    created_date: row.createdAt.toISOString(),
    expiry_date: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** Back-office coupons: list, add (codes unique in any case) and delete. */
export function createCouponsService({ db }: { db: Database }) {
  const repository = createCouponsRepository(db);
  const list = async () => (await repository.list()).map(toCouponRow);

  return {
    list,
    async add(input: NewCoupon) {
      const row = await repository.insert({
        code: input.code,
        discountPercent: input.discount,
        maxDiscount: input.max === undefined ? null : rupeesToPaise(input.max),
        expiresAt: input.expDate ? couponExpiryInstant(input.expDate) : null,
        usageLimit: input.usageLimit ?? null,
        oncePerCustomer: input.oncePerCustomer ?? false,
      });
      if (!row) throw new ConflictError(COUPON_MESSAGES.exists, { field: "code" });
      return { message: COUPON_MESSAGES.added, data: toCouponRow(row) };
    },
    async remove(id: number) {
      const row = await repository.remove(id);
      if (!row) throw new NotFoundError(COUPON_MESSAGES.notFound);
      return { message: COUPON_MESSAGES.deleted };
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
