import { randomUUID } from "node:crypto";
import { canMoveFulfilment, canMovePayment } from "@boutique/shared/order-transitions";
import { formatDollars, formatRupees } from "@boutique/shared/pricing/currency";
import { linePaidMinor } from "@boutique/shared/pricing/order-totals";
import {
  customerCancellableUntil,
  REFUND_MESSAGES,
  type RefundBody,
  type RefundRow,
} from "@boutique/shared/schemas/refund";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { type Executor, rowsOf } from "../../db/transaction";
import { ConflictError, DomainError, NotFoundError, ValidationError } from "../../lib/errors";
import type { SessionUser } from "../../plugins/auth";
import { releaseStock } from "../inventory/stock.repository";
import { issueCreditNote } from "../invoices/issue-documents";
import { mailOrderStep } from "../orders/order-mail";
import { moveFulfilment, movePayment } from "../orders/order-moves";
import {
  cancelOrderLines,
  insertOrderEvent,
  listOrderLines,
  lockOrder,
  type OrderRow,
} from "../orders/orders.repository";
import { orderLines, orders } from "../orders/orders.tables";
import { readSettings } from "../settings/settings.repository";
import { type PaymentRow, storedCharge } from "./payments.repository";
import { payments, refunds } from "./payments.tables";
import type { PaymentProviders } from "./providers/index";

type RefundRecord = typeof refunds.$inferSelect;
/** A return approved after delivery refunds its lines (and puts them back on the shelf) though the order is not cancellable. */
export type RefundOptions = { returnedAfterDelivery?: boolean };

/** The provider's failure, told to the staff member; nothing else changed. */
class RefundRefusedError extends DomainError {
  override readonly statusCode = 502;
}

type Deps = {
  db: Database;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  smtpConfigured: boolean;
  publicUrl: string;
};

export function presentRefund(row: RefundRecord): RefundRow {
  return {
    id: row.id,
    amount: row.amount / 100,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    line_ids: row.lineIds,
    created: row.createdAt.toISOString(),
  };
}

/**
 * Refunds and cancellations (decision 025). The refund row is written and committed before the provider is
 * asked, under a key the provider sees as its idempotency key: a retried request, a double click, a
 * crash and a later job pass all end as one refund there and here. Money, payment status, the lines'
 * stock and the order's stage change together once the provider has taken it.
 */
export function createRefundsService(deps: Deps) {
  const { db } = deps;

  /** The paid attempt the money came through. */
  async function paidPayment(executor: Executor, orderId: number): Promise<PaymentRow | null> {
    const [row] = await executor
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")))
      .orderBy(desc(payments.id))
      .limit(1);
    return row ?? null;
  }

  /** Step one: check, then record the refund as pending (its own transaction, committed). */
  async function open(
    orderId: number,
    body: RefundBody,
    actor: SessionUser,
    clientKey: string | null,
    options: RefundOptions,
  ) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new NotFoundError("Order not found");
      const key = clientKey ? `client-${orderId}-${clientKey}` : `refund-${orderId}-${randomUUID()}`;
      if (clientKey) {
        const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
        if (earlier) return { refund: earlier, replay: true };
      }
      if (order.status !== "paid" && order.status !== "partially_refunded") {
        throw new ConflictError(REFUND_MESSAGES.notPaid);
      }
      if (body.cancel && !canMoveFulfilment(order.fulfilment, "cancelled")) {
        throw new ConflictError(REFUND_MESSAGES.cannotCancel);
      }
      const lines = await listOrderLines(tx, order.id);
      const chosen = body.cancel
        ? lines.filter((line) => !line.cancelledAt)
        : (body.line_ids ?? []).map((id) => {
            const line = lines.find((candidate) => candidate.id === id);
            if (!line) throw new NotFoundError(REFUND_MESSAGES.lineNotFound);
            if (line.cancelledAt) throw new ConflictError(REFUND_MESSAGES.lineCancelled);
            return line;
          });
      const returned = options.returnedAfterDelivery === true && order.fulfilment === "delivered";
      if (
        chosen.length > 0 &&
        !body.cancel &&
        !returned &&
        !canMoveFulfilment(order.fulfilment, "cancelled")
      ) {
        throw new ConflictError(REFUND_MESSAGES.cannotCancel);
      }
      const [held] = await tx
        .select({ pending: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "pending")));
      const refundable = order.amountCharged - order.refundedAmount - Number(held?.pending ?? 0);
      if (refundable <= 0) throw new ConflictError(REFUND_MESSAGES.nothingToRefund);
      const linesValue = chosen.reduce((sum, line) => sum + linePaidMinor(order, line.lineTotal), 0);
      const amount =
        body.amount !== undefined
          ? Math.round(body.amount * 100)
          : body.cancel || chosen.length === 0
            ? refundable
            : Math.min(refundable, linesValue);
      if (amount <= 0 || amount > refundable) throw new ValidationError(REFUND_MESSAGES.tooMuch);
      const payment = await paidPayment(tx, order.id);
      if (!payment?.providerPaymentId) throw new ConflictError(REFUND_MESSAGES.notPaid);
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          paymentId: payment.id,
          amount,
          currency: order.currency,
          reason: body.reason,
          idempotencyKey: key,
          lineIds: chosen.map((line) => line.id),
          actorId: actor.id,
        })
        .returning();
      return { refund: refund!, replay: false };
    });
  }

  /** Step two: the provider, asked with the refund's own key (the same refund however often asked). */
  async function askProvider(
    refund: RefundRecord,
  ): Promise<{ ok: true; providerRefundId: string } | { ok: false; error: string }> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment?.providerPaymentId) return { ok: false, error: "no captured payment" };
    // Cash collected on delivery goes back the way staff choose (UPI, bank transfer): recorded, not sent.
    if (payment.payType === "COD") return { ok: true, providerRefundId: `cash-refund-${refund.id}` };
    const provider = deps.providers.get(payment.payType);
    if (!provider) return { ok: false, error: `${payment.payType} is not configured` };
    try {
      const answer = await provider.refund(
        { ...storedCharge(payment), providerPaymentId: payment.providerPaymentId },
        refund.amount,
        refund.idempotencyKey,
      );
      if (answer.status === "failed") return { ok: false, error: "the provider reports the refund failed" };
      return { ok: true, providerRefundId: answer.refundId };
    } catch (error) {
      deps.log.warn({ err: error, refundId: refund.id }, "refund refused by the provider");
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Step three: once, whoever gets here first (the request or a job pass). */
  async function settle(refundId: number, outcome: Awaited<ReturnType<typeof askProvider>>) {
    await db.transaction(async (tx) => {
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
      if (refund?.status !== "pending") return;
      if (!outcome.ok) {
        await tx
          .update(refunds)
          .set({ status: "failed", updatedAt: new Date() })
          .where(eq(refunds.id, refund.id));
        return;
      }
      const order = (await lockOrder(tx, refund.orderId))!;
      const refunded = order.refundedAmount + refund.amount;
      const status = refunded >= order.amountCharged ? "refunded" : "partially_refunded";
      // The provider has moved the money: an order the tables would not move records it as the exception.
      const exception = canMovePayment(order.status, status)
        ? undefined
        : "a refund taken on an order that cannot move";
      if (exception) {
        deps.log.error({ refundId, orderId: order.id, from: order.status, to: status }, exception);
      }
      await tx
        .update(refunds)
        .set({ status: "succeeded", providerRefundId: outcome.providerRefundId, updatedAt: new Date() })
        .where(eq(refunds.id, refund.id));
      const lines = refund.lineIds.length
        ? await tx.select().from(orderLines).where(inArray(orderLines.id, refund.lineIds))
        : [];
      const returning = lines.filter((line) => !line.cancelledAt);
      if (returning.length > 0) {
        await cancelOrderLines(
          tx,
          returning.map((line) => line.id),
        );
        if (order.reservation === "taken") {
          await releaseStock(
            tx,
            returning.flatMap((line) =>
              line.variantId === null
                ? []
                : [{ variantId: line.variantId, size: line.size, quantity: line.stockQuantity }],
            ),
          );
        }
      }
      const allLines = await listOrderLines(tx, order.id);
      const nothingLeft = allLines.every((line) => line.cancelledAt);
      // Cancelling the order is refunding all its lines: with none left, it is cancelled.
      const cancel = returning.length > 0 && nothingLeft && canMoveFulfilment(order.fulfilment, "cancelled");
      const actorName = refund.actorId ? await nameOf(tx, refund.actorId) : "";
      const actor = { id: refund.actorId, name: actorName };
      await insertOrderEvent(tx, {
        orderId: order.id,
        kind: "refund",
        fromState: null,
        toState: "succeeded",
        actorId: refund.actorId,
        actorName,
        data: {
          amount: refund.amount / 100,
          currency: refund.currency,
          reason: refund.reason,
          lines: refund.lineIds,
        },
      });
      const moved = await movePayment(tx, order, status, {
        actor,
        set: { refundedAmount: refunded },
        exception,
      });
      if (cancel) {
        await moveFulfilment(tx, moved, "cancelled", {
          actor,
          ...(order.reservation === "taken" ? { set: { reservation: "released" } } : {}),
        });
      }
      // A credit note against the invoice (Rule 53); the money has moved, so a failure to issue it is
      // logged for staff, never a reason to lose the refund's record.
      await tx
        .transaction((savepoint) => issueCreditNote(savepoint, order, refund, new Date()))
        .catch((error: unknown) =>
          deps.log.error({ err: error, refundId: refund.id }, "could not issue the refund's credit note"),
        );
      await tellCustomer(tx, order, refund, cancel);
    });
  }

  async function nameOf(tx: Executor, userId: number): Promise<string> {
    const result = await tx.execute(
      sql`select trim(first_name || ' ' || last_name) as name, email from users where id = ${userId}`,
    );
    const [row] = rowsOf<{ name: string; email: string }>(result);
    return row ? row.name || row.email : "";
  }

  function tellCustomer(tx: Executor, order: OrderRow, refund: RefundRecord, cancelled: boolean) {
    const amount = refund.currency === "USD" ? formatDollars(refund.amount) : formatRupees(refund.amount);
    return mailOrderStep(tx, deps, order, cancelled ? "order_cancelled" : "order_refunded", {
      title: cancelled ? "Your order is cancelled" : "Your refund is on its way",
      lines: [
        ...(cancelled ? ["Your order has been cancelled, at no charge to you."] : []),
        `We have refunded ${amount} to your original payment method. Banks usually show it within 7-10 working days.`,
      ],
    });
  }

  return {
    /** POST /api/admin/orders/{id}/refunds. */
    async refund(
      orderId: number,
      body: RefundBody,
      actor: SessionUser,
      clientKey: string | null,
      options: RefundOptions = {},
    ) {
      const opened = await open(orderId, body, actor, clientKey, options);
      if (!opened.replay || opened.refund.status === "pending") {
        const outcome = await askProvider(opened.refund);
        await settle(opened.refund.id, outcome);
        if (!outcome.ok)
          throw new RefundRefusedError(REFUND_MESSAGES.providerFailed, { provider: outcome.error });
      } else if (opened.refund.status === "failed") {
        // A retry of a refund the provider refused is the same refusal, not a success: nothing was refunded.
        throw new RefundRefusedError(REFUND_MESSAGES.providerFailed);
      }
      const [row] = await db.select().from(refunds).where(eq(refunds.id, opened.refund.id));
      return presentRefund(row!);
    },

    /**
     * POST /api/orders/{id}/cancel: the owner cancels, free, within cancellation_window_hours of payment and
     * before work starts; everything is refunded and the pieces go back. Answers the message to show.
     */
    async cancelByCustomer(user: SessionUser, orderId: number): Promise<string> {
      const [order] = await db
        .select({
          userId: orders.userId,
          status: orders.status,
          fulfilment: orders.fulfilment,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order || order.userId !== user.id) throw new NotFoundError("Order not found");
      const settings = await readSettings(db, ["cancellation_window_hours"] as const);
      const hours = Number.parseInt(settings.cancellation_window_hours, 10) || 0;
      const until = customerCancellableUntil(
        { status: order.status, fulfilment: order.fulfilment, paid_at: order.paidAt?.toISOString() ?? null },
        hours,
      );
      if (!until || until.getTime() < Date.now()) {
        throw new ConflictError(REFUND_MESSAGES.customerWindowClosed.replace("{hours}", String(hours)));
      }
      // One key per attempt: a double click or a retry after a lost answer is the same cancellation; after
      // the gateway refused one, the next try is a new attempt.
      const [failed] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "failed")));
      await this.refund(
        orderId,
        { cancel: true, reason: "Cancelled by the customer" },
        user,
        `customer-cancel-${Number(failed?.count ?? 0)}`,
      );
      return REFUND_MESSAGES.customerCancelled;
    },

    async list(orderId: number): Promise<RefundRow[]> {
      const rows = await db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(desc(refunds.id));
      return rows.map(presentRefund);
    },

    /**
     * A job pass: refunds left pending by a crash between the commit and the provider's answer are
     * asked again with the same key (the provider answers the refund it already made, or makes it once).
     */
    async settleStale(olderThanSeconds = 60): Promise<number> {
      // The claim stamps updated_at in the statement that picks the rows, skipping rows another instance
      // holds: each stale refund is asked about by one instance per interval.
      const stale = rowsOf<{ id: number }>(
        await db.execute(sql`
          update ${refunds} set updated_at = now()
          where id in (
            select id from ${refunds}
            where status = 'pending' and updated_at < now() - make_interval(secs => ${olderThanSeconds})
            order by id limit 20
            for update skip locked)
          returning id`),
      );
      for (const { id } of stale) {
        const [refund] = await db.select().from(refunds).where(eq(refunds.id, id));
        if (refund?.status === "pending") await settle(refund.id, await askProvider(refund));
      }
      return stale.length;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
