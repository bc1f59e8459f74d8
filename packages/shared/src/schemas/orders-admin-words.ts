/**
 * The back office orders list's constants without zod, so the list screen loads no schema code.
 * orders-admin.ts re-exports them beside its schemas.
 */

export const ORDERS_EXPORT_FILE_NAME = "orders.xlsx";
export const ORDERS_PAGE_SIZES = [10, 25, 50, 100] as const;
/** An export holds at most this many orders; the sheet says so when it is cut. */
export const ORDERS_EXPORT_LIMIT = 10_000;
