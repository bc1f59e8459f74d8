import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A column of the outer query, written with its table's name for use inside a correlated subquery. In a
 * one-table select drizzle renders `${coupons.id}` as a bare `"id"`, which inside
 * `(select … from coupon_redemptions r where r.coupon_id = "id")` names the redemption's own id.
 */
export function outerColumn(column: PgColumn | AnyColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
