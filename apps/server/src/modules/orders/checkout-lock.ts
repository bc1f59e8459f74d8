import { sql } from "drizzle-orm";
import type { Executor } from "../../db/transaction";

/** Namespace of the per-customer checkout lock: the first of two int4 advisory keys (ASCII "CHKO"). */
const CHECKOUT_LOCK = 0x43484b4f;

/**
 * Holds this customer's checkout until the transaction ends: placing an order, replacing pending ones and
 * erasing the account (decision 041) take it, so none of them sees the customer's orders half made.
 */
export async function lockCustomerCheckout(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${userId})`);
}
