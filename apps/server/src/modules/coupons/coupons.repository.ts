import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { coupons } from "./coupons.tables";

export type CouponRecord = typeof coupons.$inferSelect;

/** The coupons table (owned by checkout, which redeems them); the back office lists, adds and deletes. */
export function createCouponsRepository(db: Database) {
  return {
    list(): Promise<CouponRecord[]> {
      return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
    },
    /** Null when the code exists already in any case (unique on lower(code)). */
    async insert(values: {
      code: string;
      discountPercent: number;
      maxDiscount: number | null;
      expiresAt: Date | null;
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
