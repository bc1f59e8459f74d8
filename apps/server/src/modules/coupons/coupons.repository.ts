import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outerColumn } from "../../db/outer-column";
import { coupons } from "./coupons.tables";

export type CouponRecord = typeof coupons.$inferSelect & { used?: number };

/** Orders holding or having used a coupon (its reserved and redeemed redemptions). */
const used = sql<number>`(select count(*)::int from coupon_redemptions r
  where r.coupon_id = ${outerColumn(coupons.id)} and r.status in ('reserved', 'redeemed'))`;

/** The coupons table; the back office lists, adds and deletes, the checkout reserves and redeems. */
export function createCouponsRepository(db: Database) {
  return {
    list(): Promise<CouponRecord[]> {
      return db
        .select({ ...getTableColumns(coupons), used })
        .from(coupons)
        .orderBy(desc(coupons.createdAt), desc(coupons.id));
    },
    /** Null when the code exists already in any case (unique on lower(code)). */
    async insert(values: {
      code: string;
      discountPercent: number;
      maxDiscount: number | null;
      expiresAt: Date | null;
      usageLimit: number | null;
      oncePerCustomer: boolean;
    }): Promise<CouponRecord | null> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async remove(id: number): Promise<CouponRecord | null> {
      const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
      return row ?? null;
    },
  };
}
