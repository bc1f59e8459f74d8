import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { formatRupees, paiseToRupees } from "@boutique/shared/pricing/currency";
import { COD_MESSAGES, type CodAnswer } from "@boutique/shared/schemas/cash-on-delivery";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/transaction";
import { rowsOf } from "../../db/transaction";
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from "../../lib/errors";
import { redeemCoupon } from "../../modules/coupons/coupons.redemptions";
import { releaseStock } from "../../modules/inventory/stock.repository";
import { issueCreditNote, issueInvoice } from "../../modules/invoices/issue-documents";
import { mailOrderStep, whatsappOrderStep } from "../../modules/orders/order-mail";
import { type MoveActor, moveFulfilment, movePayment } from "../../modules/orders/order-moves";
import {
  lockOrder,
  type OrderRow,
  orderStockItems,
  removeOrderedCartLines,
} from "../../modules/orders/orders.repository";
import { codConfirmations, orders } from "../../modules/orders/orders.tables";
import { insertPayment } from "../../modules/payments/payments.repository";
import { readCodRules } from "../../modules/settings/cod-settings";
import type { SessionUser } from "../../plugins/auth";
import type { CheckoutContext } from "./checkout-context";
import { markFailed, type SettleDeps } from "./settle-payment";

/**
 * Cash on delivery after the order is placed (issue 26 §1): the shopper confirms it with the 6-digit code
 * or the link from the message (or staff by phone), or it ends when the hours to confirm pass; staff then
 * collect the cash, or take the parcel back refused (RTO). Every step locks the order row and moves it
 * through order-moves.ts, so a confirmation racing the expiry ends one way, and RTO gives stock back once.
 */

export const COD_STATUS_MESSAGES = {
  awaiting: "Waiting for your confirmation",
  confirmed: "Confirmed: pay in cash on delivery",
  collected: "Cash collected",
  ended: "Not confirmed in time",
  cancelled: "Cancelled before dispatch",
  returned: "Refused on delivery",
} as const;

/** Wrong codes allowed before the code stops working (a new one can be sent). */
const MAX_WRONG_TRIES = 5;
const RESEND_GAP_MS = 60_000;

const hashCode = (orderId: number, code: string) =>
  createHash("sha256").update(`${orderId}:${code}`).digest("hex");

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The confirm link's token: the order id and the row's random secret. */
const linkToken = (orderId: number, secret: string) => `${orderId}.${secret}`;

function parseToken(token: string): { orderId: number; secret: string } | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{16,64})$/.exec(token);
  if (!match) return null;
  const orderId = Number(match[1]);
  return orderId <= 2_147_483_647 ? { orderId, secret: match[2]! } : null;
}

function answerOf(order: OrderRow, message: string): CodAnswer {
  return { message, order_id: order.id, order_number: orderNumber(order.id), status: order.status };
}

/** A new code and link for the order, mailed (and sent on WhatsApp); the earlier code stops working. */
export async function sendCodeMail(tx: Executor, deps: SettleDeps, order: OrderRow, confirmHours: number) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const secret = randomBytes(18).toString("base64url");
  const values = {
    codeHash: hashCode(order.id, code),
    linkSecret: secret,
    wrongTries: 0,
    sentAt: new Date(),
  };
  await tx
    .insert(codConfirmations)
    .values({ orderId: order.id, ...values })
    .onConflictDoUpdate({ target: codConfirmations.orderId, set: values });
  const link = `${deps.publicUrl}/cod/confirm?token=${linkToken(order.id, secret)}`;
  await mailOrderStep(tx, deps, order, "cod_confirm_code", {
    title: `Confirm your order: code ${code}`,
    lines: [
      `Your order is to be paid in cash on delivery (Rs ${paiseToRupees(order.total).toLocaleString("en-IN")}). Please confirm it so we can start: enter ${code} on your order page, or press the button below.`,
      `An order not confirmed within ${confirmHours} hours ends and its pieces go back on sale.`,
    ],
    action: { label: "Confirm my order", url: link },
  });
  // And on WhatsApp, where the customer opted in (issue 26 §2).
  await whatsappOrderStep(tx, order, "cod_confirmation", [
    orderNumber(order.id),
    formatRupees(order.total),
    code,
    link,
  ]);
}

export function codVerbs({ deps }: CheckoutContext) {
  const { db } = deps;
  const staffName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

  /** Confirms a locked order awaiting confirmation: the stock stays held until the cash is collected. */
  async function confirmLocked(
    tx: Executor,
    order: OrderRow,
    method: "code" | "link" | "phone",
    actor?: MoveActor,
  ) {
    const confirmed = await movePayment(tx, order, "awaiting_collection", {
      set: { statusMessage: COD_STATUS_MESSAGES.confirmed, expiresAt: null },
      data: { method },
      ...(actor ? { actor } : {}),
    });
    await tx
      .update(codConfirmations)
      .set({ confirmedAt: new Date(), method, actorId: actor?.id ?? null, actorName: actor?.name ?? "" })
      .where(eq(codConfirmations.orderId, order.id));
    await redeemCoupon(tx, order.id);
    if (order.userId !== null) await removeOrderedCartLines(tx, order.id, order.userId);
    await whatsappOrderStep(tx, order, "order_confirmed", [
      orderNumber(order.id),
      `${formatRupees(order.total)}, cash on delivery`,
      `${deps.publicUrl}/OrderDetails/${order.id}`,
    ]);
    await mailOrderStep(tx, deps, order, "cod_confirmed", {
      title: "Your order is confirmed",
      lines: [
        "Thank you for confirming. We are getting your order ready and will write when it ships.",
        `Please keep Rs ${paiseToRupees(order.total).toLocaleString("en-IN")} in cash ready for the courier.`,
      ],
    });
    return confirmed;
  }

  /** An order past its hours ends here (stock and coupon back), whoever finds it first. */
  async function endLocked(tx: Executor, order: OrderRow) {
    const ended = await markFailed(tx, order, null, COD_STATUS_MESSAGES.ended);
    await mailOrderStep(tx, deps, order, "cod_ended", {
      title: "Your order was not confirmed",
      lines: [
        "We did not hear from you in time, so the order has ended and nothing is owed.",
        "Your pieces are still in your cart if you would like to order again.",
      ],
      action: { label: "Back to your cart", url: `${deps.publicUrl}/Cart` },
    });
    return ended;
  }

  const isPastDeadline = (order: OrderRow) =>
    order.expiresAt !== null && order.expiresAt.getTime() <= Date.now();

  /**
   * One confirmation attempt under the order's lock. A wrong code is counted (committed) before the
   * refusal; past the deadline the order ends instead. Answers what to tell the shopper, or the error.
   */
  async function attempt(
    orderId: number,
    check: (order: OrderRow, row: typeof codConfirmations.$inferSelect) => "ok" | "wrong" | "refused",
    method: "code" | "link",
    owner?: number,
  ): Promise<CodAnswer> {
    const outcome = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.payType !== "COD" || (owner !== undefined && order.userId !== owner)) {
        return { error: new NotFoundError("Order not found") } as const;
      }
      if (order.status === "awaiting_collection" || order.status === "paid") {
        return { answer: answerOf(order, COD_MESSAGES.alreadyConfirmed) } as const;
      }
      if (order.status !== "awaiting_confirmation") {
        return {
          error: new ConflictError(
            order.status === "failed" ? COD_MESSAGES.ended : COD_MESSAGES.notAwaitingConfirmation,
          ),
        } as const;
      }
      if (isPastDeadline(order)) {
        await endLocked(tx, order);
        return { error: new ConflictError(COD_MESSAGES.ended) } as const;
      }
      const [row] = await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, order.id));
      if (!row) return { error: new ConflictError(COD_MESSAGES.notAwaitingConfirmation) } as const;
      if (method === "code" && row.wrongTries >= MAX_WRONG_TRIES) {
        return { error: new TooManyRequestsError(COD_MESSAGES.codeTooManyTries) } as const;
      }
      const checked = check(order, row);
      if (checked === "refused") return { error: new ValidationError(COD_MESSAGES.linkNotValid) } as const;
      if (checked === "wrong") {
        await tx
          .update(codConfirmations)
          .set({ wrongTries: sql`${codConfirmations.wrongTries} + 1` })
          .where(eq(codConfirmations.orderId, order.id));
        return { error: new ValidationError(COD_MESSAGES.codeWrong, { field: "code" }) } as const;
      }
      const confirmed = await confirmLocked(tx, order, method);
      return { answer: answerOf(confirmed, COD_MESSAGES.confirmed) } as const;
    });
    if ("error" in outcome) throw outcome.error;
    deps.ordersChanged?.();
    return outcome.answer;
  }

  return {
    /** POST /api/checkout/cod/confirm: the signed-in owner types the code. */
    confirmCodByCode(user: SessionUser, orderId: number, code: string): Promise<CodAnswer> {
      return attempt(
        orderId,
        (order, row) => (sameText(row.codeHash, hashCode(order.id, code)) ? "ok" : "wrong"),
        "code",
        user.id,
      );
    },

    /** POST /api/cod/confirm: the link from the message, without signing in (the secret is the key). */
    confirmCodByLink(token: string): Promise<CodAnswer> {
      const parsed = parseToken(token);
      if (!parsed) throw new ValidationError(COD_MESSAGES.linkNotValid);
      return attempt(
        parsed.orderId,
        (_order, row) => (sameText(row.linkSecret, parsed.secret) ? "ok" : "refused"),
        "link",
      );
    },

    /** GET /api/cod/confirm?token=: what the link's page shows before the shopper presses Confirm. */
    async codLinkInfo(token: string) {
      const parsed = parseToken(token);
      if (!parsed) throw new ValidationError(COD_MESSAGES.linkNotValid);
      const [row] = await db
        .select({ order: orders, secret: codConfirmations.linkSecret })
        .from(orders)
        .innerJoin(codConfirmations, eq(codConfirmations.orderId, orders.id))
        .where(eq(orders.id, parsed.orderId));
      if (!row || !sameText(row.secret, parsed.secret)) throw new ValidationError(COD_MESSAGES.linkNotValid);
      return {
        order_number: orderNumber(row.order.id),
        total: paiseToRupees(row.order.total),
        status: row.order.status,
        awaiting: row.order.status === "awaiting_confirmation" && !isPastDeadline(row.order),
      };
    },

    /** POST /api/checkout/cod/resend: a new code (at most one a minute); the old one stops working. */
    async resendCodCode(user: SessionUser, orderId: number): Promise<CodAnswer> {
      const rules = await readCodRules(db);
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.userId !== user.id || order.payType !== "COD")
          throw new NotFoundError("Order not found");
        if (order.status !== "awaiting_confirmation" || isPastDeadline(order)) {
          throw new ConflictError(COD_MESSAGES.notAwaitingConfirmation);
        }
        const [row] = await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, order.id));
        if (row && Date.now() - row.sentAt.getTime() < RESEND_GAP_MS) {
          throw new TooManyRequestsError(COD_MESSAGES.resendTooSoon);
        }
        await sendCodeMail(tx, deps, order, rules.confirmHours);
        return answerOf(order, COD_MESSAGES.codeSent);
      });
    },

    /** Staff confirmed the order by phone (recorded with their name). */
    async confirmCodByStaff(orderId: number, actor: SessionUser): Promise<CodAnswer> {
      const answer = await db.transaction(async (tx) => {
        const order = await lockCod(tx, orderId);
        if (order.status !== "awaiting_confirmation")
          throw new ConflictError(COD_MESSAGES.notAwaitingConfirmation);
        const confirmed = await confirmLocked(tx, order, "phone", { id: actor.id, name: staffName(actor) });
        return answerOf(confirmed, COD_MESSAGES.confirmed);
      });
      deps.ordersChanged?.();
      return answer;
    },

    /**
     * The cash is in (staff, or the courier's remittance): the order is paid, its stock taken. The
     * invoice was issued when it shipped; one is issued now if it was not.
     */
    async collectCod(orderId: number, actor: SessionUser): Promise<CodAnswer> {
      const answer = await db.transaction(async (tx) => {
        const order = await lockCod(tx, orderId);
        if (order.status !== "awaiting_collection")
          throw new ConflictError(COD_MESSAGES.notAwaitingCollection);
        const paidAt = new Date();
        const paid = await movePayment(tx, order, "paid", {
          set: { statusMessage: COD_STATUS_MESSAGES.collected, reservation: "taken", paidAt },
          actor: { id: actor.id, name: staffName(actor) },
          data: { payType: "COD" },
        });
        // The record the refunds read: the cash as the one captured payment of the order.
        await insertPayment(tx, {
          orderId: order.id,
          payType: "COD",
          amount: order.amountCharged,
          currency: "INR",
          status: "paid",
          providerPaymentId: `cash-${order.id}`,
          details: { collectedBy: staffName(actor) },
        });
        await issueInvoice(tx, paid, paidAt);
        return answerOf(paid, COD_STATUS_MESSAGES.collected);
      });
      deps.ordersChanged?.();
      return answer;
    },

    /**
     * The parcel came back refused or undeliverable (RTO): the stock goes back once, and the invoice
     * issued at shipping is cancelled by a credit note for its whole value.
     */
    async returnCod(orderId: number, reason: string, actor: SessionUser): Promise<CodAnswer> {
      const answer = await db.transaction(async (tx) => {
        const order = await lockCod(tx, orderId);
        if (order.status !== "awaiting_collection")
          throw new ConflictError(COD_MESSAGES.notAwaitingCollection);
        if (order.fulfilment !== "shipped") throw new ConflictError(COD_MESSAGES.notShipped);
        const who = { id: actor.id, name: staffName(actor) };
        if (order.reservation === "held") await releaseStock(tx, await orderStockItems(tx, order.id));
        const moved = await movePayment(tx, order, "returned_to_origin", {
          set: { statusMessage: COD_STATUS_MESSAGES.returned, reservation: "released" },
          actor: who,
          data: { reason },
        });
        const returned = await moveFulfilment(tx, moved, "returned", { actor: who, data: { reason } });
        await issueCreditNote(tx, returned, { id: null, amount: order.amountCharged }, new Date());
        return answerOf(returned, COD_STATUS_MESSAGES.returned);
      });
      deps.ordersChanged?.();
      return answer;
    },

    /** Staff cancel a COD order before it ships: nothing was paid, so the stock and coupon go back. */
    async cancelCod(orderId: number, actor: SessionUser): Promise<CodAnswer> {
      const answer = await db.transaction(async (tx) => {
        const order = await lockCod(tx, orderId);
        const beforeDispatch = order.fulfilment === "pending" || order.fulfilment === "in_production";
        const unpaid = order.status === "awaiting_confirmation" || order.status === "awaiting_collection";
        if (!unpaid || !beforeDispatch) throw new ConflictError(COD_MESSAGES.notAwaitingCollection);
        const who = { id: actor.id, name: staffName(actor) };
        const failed = await markFailed(tx, order, null, COD_STATUS_MESSAGES.cancelled, who);
        const cancelled =
          order.status === "awaiting_collection"
            ? await moveFulfilment(tx, failed, "cancelled", { actor: who })
            : failed;
        await mailOrderStep(tx, deps, order, "cod_cancelled", {
          title: "Your order was cancelled",
          lines: ["Your cash-on-delivery order was cancelled before it left us, so nothing is owed."],
        });
        return answerOf(cancelled, COD_STATUS_MESSAGES.cancelled);
      });
      deps.ordersChanged?.();
      return answer;
    },

    /**
     * A jobs pass: COD orders past their hours to confirm end (stock and coupon back). Rows another
     * instance holds are skipped; each is read again under its lock, so a confirmation that got there
     * first stands.
     */
    async endUnconfirmedCod(limit = 50): Promise<number> {
      const due = rowsOf<{ id: number }>(
        await db.execute(sql`
          select id from orders
          where status = 'awaiting_confirmation' and expires_at <= now()
          order by expires_at limit ${limit}`),
      );
      let ended = 0;
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          // The row itself, locked (skipping one another instance holds) and read again under the lock.
          const [order] = await tx
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.id, Number(id)),
                eq(orders.status, "awaiting_confirmation"),
                lte(orders.expiresAt, new Date()),
              ),
            )
            .for("update", { skipLocked: true });
          if (!order) return false;
          await endLocked(tx, order);
          return true;
        });
        if (done) ended += 1;
      }
      if (ended > 0) deps.ordersChanged?.();
      return ended;
    },
  };

  async function lockCod(tx: Executor, orderId: number): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError("Order not found");
    if (order.payType !== "COD") throw new ConflictError(COD_MESSAGES.notCod);
    return order;
  }
}
