import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/transaction";
import { withoutNul } from "../../lib/text-rules";
import { payments, type WebhookOutcome, webhookEvents } from "./payments.tables";
import type { StoredCharge } from "./providers/provider";

/** Payment attempts and webhook events: the payments module's own tables. */

export type PaymentRow = typeof payments.$inferSelect;

/** A payment row as the providers take it back: their ids, the amount, and the key that keeps calls idempotent. */
export function storedCharge(payment: PaymentRow): StoredCharge {
  return {
    providerOrderId: payment.providerOrderId ?? "",
    providerPaymentId: payment.providerPaymentId,
    amount: payment.amount,
    currency: payment.currency,
    idempotencyKey: String(
      payment.details.idempotencyKey ?? `order-${payment.orderId}-payment-${payment.id}`,
    ),
  };
}
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(tx: Executor, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(payment).returning();
  if (!row) throw new Error("payment was not inserted");
  return row;
}

export async function updatePayment(tx: Executor, paymentId: number, values: Partial<NewPayment>) {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

export async function findPayment(executor: Executor, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The attempt a provider's charge id names. */
export async function findPaymentByProviderOrder(
  executor: Executor,
  payType: PaymentRow["payType"],
  providerOrderId: string,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.payType, payType), eq(payments.providerOrderId, providerOrderId)));
  return row ?? null;
}

/** The order's newest attempt (one per order today; a retry makes a new order). */
export async function latestPayment(executor: Executor, orderId: number): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Stores a webhook once per provider event id; false when it was already stored and applied. */
export async function recordWebhookEvent(
  executor: Executor,
  event: {
    provider: "razorpay" | "paypal" | "stripe";
    eventId: string;
    type: string;
    payload: Record<string, unknown>;
  },
): Promise<{ id: number; fresh: boolean }> {
  // A provider's event is kept as it came, but for the NUL characters PostgreSQL cannot store.
  const [inserted] = await executor
    .insert(webhookEvents)
    .values(withoutNul(event))
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted) return { id: inserted.id, fresh: true };
  // A delivery whose first try failed half way is applied again (applying is idempotent).
  const [pending] = await executor
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, event.provider),
        eq(webhookEvents.eventId, withoutNul(event.eventId)),
        isNull(webhookEvents.processedAt),
      ),
    );
  return pending ? { id: pending.id, fresh: true } : { id: 0, fresh: false };
}

/** The event was processed: what came of it, and why when it was not applied. */
export async function finishWebhookEvent(
  executor: Executor,
  id: number,
  outcome: WebhookOutcome,
  reason: string | null = null,
) {
  await executor
    .update(webhookEvents)
    .set({
      processedAt: sql`now()`,
      outcome,
      reason: reason && withoutNul(reason.slice(0, 500)),
      error: null,
    })
    .where(eq(webhookEvents.id, id));
}

/** Processing stopped half way: the error is kept and a redelivery applies the event again. */
export async function markWebhookEventError(executor: Executor, id: number, error: string) {
  await executor
    .update(webhookEvents)
    .set({ error: withoutNul(error.slice(0, 500)) })
    .where(eq(webhookEvents.id, id));
}
