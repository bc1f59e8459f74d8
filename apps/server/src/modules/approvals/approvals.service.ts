import { formatCalendarDate, shopDay } from "@boutique/shared/delivery-dates";
import { LAST_TAILORING_STAGE } from "@boutique/shared/order-transitions";
import {
  type ApprovalAnswer,
  type ApprovalDecisionBody,
  APPROVAL_MESSAGES as M,
  type PieceApproval,
} from "@boutique/shared/schemas/approval";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import { LIFECYCLE_MESSAGES, type TailoringStage } from "@boutique/shared/schemas/order-lifecycle";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/transaction";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { readDeliveryRules } from "../delivery/delivery.service";
import type { ReleaseFiles } from "../media/with-uploads";
import { mailOrderStep, type OrderMailDeps, whatsappOrderStep } from "../orders/order-mail";
import { reworkTailoring } from "../orders/order-moves";
import { lockOrder, type OrderLineRow, type OrderRow } from "../orders/orders.repository";
import { orderLines } from "../orders/orders.tables";
import { pieceApprovals } from "./approvals.tables";

type ApprovalRow = typeof pieceApprovals.$inferSelect;
type Actor = { id: number; name: string };

const DAY_MS = 86_400_000;

/** Whether a piece counts as approved at `now`: answered yes, heard on the phone, or no answer in time. */
export function isApproved(row: Pick<ApprovalRow, "state" | "answerBy">, now: Date): boolean {
  return row.state === "approved" || (row.state === "awaiting" && row.answerBy <= now);
}

export function presentApproval(row: ApprovalRow, now: Date = new Date()): PieceApproval {
  const silent = row.state === "awaiting" && row.answerBy <= now;
  return {
    line_id: row.lineId,
    state: silent ? "approved" : row.state,
    approved_by: silent ? "no_answer" : row.approvedBy,
    photos: row.photos,
    video: row.video,
    round: row.round,
    asked_at: row.askedAt.toISOString(),
    answer_by: row.answerBy.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    note: row.note,
  };
}

/** Every approval of an order's pieces, for its page. */
export async function listApprovals(executor: Executor, orderId: number): Promise<PieceApproval[]> {
  const rows = await executor.select().from(pieceApprovals).where(eq(pieceApprovals.orderId, orderId));
  const now = new Date();
  return rows.map((row) => presentApproval(row, now));
}

/**
 * The made-to-measure pieces of an order that hold it from being packed: no photos sent yet, a change
 * asked for, or photos awaiting an answer with days still to give. Read in the packing move's transaction.
 */
export async function piecesAwaitingApproval(
  tx: Executor,
  lines: readonly OrderLineRow[],
  now: Date = new Date(),
): Promise<OrderLineRow[]> {
  const measured = lines.filter((line) => line.madeToMeasure && !line.cancelledAt);
  if (measured.length === 0) return [];
  const rows = await tx
    .select()
    .from(pieceApprovals)
    .where(
      inArray(
        pieceApprovals.lineId,
        measured.map((line) => line.id),
      ),
    );
  const byLine = new Map(rows.map((row) => [row.lineId, row]));
  return measured.filter((line) => {
    const row = byLine.get(line.id);
    return !row || !isApproved(row, now);
  });
}

export type ApprovalsDeps = OrderMailDeps & { db: Database };

/**
 * Approval before dispatch (issue 27 §4, decision 054): staff send photos of a finished made-to-measure
 * piece, the customer approves it or asks for a change, staff record an approval heard on the phone or send
 * the piece back to a stage. Each runs in one transaction with the order locked, so an answer and a packing
 * move never cross.
 */
export function createApprovalsService(deps: ApprovalsDeps) {
  const { db } = deps;

  /** The order (locked) and one of its lines; another order's line is not found. */
  async function lockLine(tx: Executor, orderId: number, lineId: number) {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError(LIFECYCLE_MESSAGES.orderNotFound);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)));
    if (!line) throw new NotFoundError(LIFECYCLE_MESSAGES.lineNotFound);
    const [approval] = await tx.select().from(pieceApprovals).where(eq(pieceApprovals.lineId, line.id));
    return { order, line, approval: approval ?? null };
  }

  /** The piece's row after a change, as the page shows it. */
  async function answer(tx: Executor, lineId: number, message: string): Promise<ApprovalAnswer> {
    const [row] = await tx.select().from(pieceApprovals).where(eq(pieceApprovals.lineId, lineId));
    return { message, approval: presentApproval(row!) };
  }

  /** The customer is told by mail, and on WhatsApp when they opted in, in the write's transaction. */
  async function askCustomer(tx: Executor, order: OrderRow, line: OrderLineRow, answerBy: Date) {
    const orderUrl = `${deps.publicUrl}/OrderDetails/${order.id}`;
    const by = formatCalendarDate(shopDay(answerBy).date);
    await mailOrderStep(tx, deps, order, "order_piece_approval", {
      title: `Your ${line.name} is ready: please approve it`,
      lines: [
        "Your made-to-measure piece is finished. See the photos on your order's page, and approve it or tell us what to change before we pack it.",
        `If we do not hear from you by ${by}, we will take it as approved and send it on its way.`,
      ],
      action: { label: "See the photos", url: orderUrl },
    });
    await whatsappOrderStep(tx, order, "piece_approval", [orderNumber(order.id), line.name, by, orderUrl]);
  }

  return {
    piecesAwaiting: piecesAwaitingApproval,

    /** Staff send photos of a finished piece: a first round, new photos for an awaiting one, or after a change. */
    async send(
      orderId: number,
      lineId: number,
      media: { photos: string[]; video: string | null },
      actor: Actor,
      release: ReleaseFiles,
    ): Promise<ApprovalAnswer> {
      if (media.photos.length === 0) throw new ValidationError(M.photosRequired, { field: "photos" });
      const days = (await readDeliveryRules(db)).approval_days;
      return db.transaction(async (tx) => {
        const { order, line, approval } = await lockLine(tx, orderId, lineId);
        if (!line.madeToMeasure) throw new ConflictError(M.notMadeToMeasure);
        if (line.cancelledAt) throw new ConflictError(LIFECYCLE_MESSAGES.lineCancelled);
        if (order.fulfilment !== "in_production") throw new ConflictError(M.notInProduction);
        if (line.tailoringStage !== LAST_TAILORING_STAGE) throw new ConflictError(M.notLastStage);
        if (approval?.state === "approved") throw new ConflictError(M.alreadyApproved);
        const now = new Date();
        const answerBy = new Date(now.getTime() + days * DAY_MS);
        const values = {
          state: "awaiting" as const,
          approvedBy: null,
          photos: media.photos,
          video: media.video,
          askedAt: now,
          answerBy,
          answeredAt: null,
          note: "",
          staffName: actor.name,
        };
        if (approval) {
          await tx
            .update(pieceApprovals)
            .set({
              ...values,
              round: approval.state === "changes_requested" ? approval.round + 1 : approval.round,
            })
            .where(eq(pieceApprovals.id, approval.id));
          // The photos of the round before are no longer shown.
          release([...approval.photos, approval.video]);
        } else {
          await tx.insert(pieceApprovals).values({ ...values, orderId: order.id, lineId: line.id });
        }
        await askCustomer(tx, order, line, answerBy);
        return answer(tx, line.id, M.sent);
      });
    },

    /** The customer's answer on their order's page: approve, or ask for a change with a note. */
    async decide(
      customerId: number,
      orderId: number,
      lineId: number,
      body: ApprovalDecisionBody,
    ): Promise<ApprovalAnswer> {
      return db.transaction(async (tx) => {
        const { order, line, approval } = await lockLine(tx, orderId, lineId);
        // Someone else's order is not found, before anything about it is told.
        if (order.userId !== customerId) throw new NotFoundError(LIFECYCLE_MESSAGES.orderNotFound);
        if (approval?.state !== "awaiting") throw new ConflictError(M.nothingAwaiting);
        if (order.fulfilment !== "in_production") throw new ConflictError(M.left);
        const now = new Date();
        if (body.decision === "approve") {
          await tx
            .update(pieceApprovals)
            .set({ state: "approved", approvedBy: "customer", answeredAt: now })
            .where(eq(pieceApprovals.id, approval.id));
          return answer(tx, line.id, M.approved);
        }
        await tx
          .update(pieceApprovals)
          .set({ state: "changes_requested", answeredAt: now, note: body.note })
          .where(eq(pieceApprovals.id, approval.id));
        return answer(tx, line.id, M.changeRequested);
      });
    },

    /** Staff record that the customer approved on the phone. */
    async approveByPhone(orderId: number, lineId: number, actor: Actor): Promise<ApprovalAnswer> {
      return db.transaction(async (tx) => {
        const { order, line, approval } = await lockLine(tx, orderId, lineId);
        if (!approval || approval.state === "approved") throw new ConflictError(M.nothingAwaiting);
        if (order.fulfilment !== "in_production") throw new ConflictError(M.left);
        await tx
          .update(pieceApprovals)
          .set({ state: "approved", approvedBy: "phone", answeredAt: new Date(), staffName: actor.name })
          .where(eq(pieceApprovals.id, approval.id));
        return answer(tx, line.id, M.approvedByPhone);
      });
    },

    /** After a change is asked for, staff send the piece back to the stage they choose (in the timeline). */
    async rework(
      orderId: number,
      lineId: number,
      stage: TailoringStage,
      actor: Actor,
    ): Promise<ApprovalAnswer> {
      return db.transaction(async (tx) => {
        const { order, line, approval } = await lockLine(tx, orderId, lineId);
        if (approval?.state !== "changes_requested") throw new ConflictError(M.notAwaitingChange);
        if (order.fulfilment !== "in_production") throw new ConflictError(M.left);
        await reworkTailoring(tx, order, line, stage, { actor, data: { note: approval.note } });
        return answer(tx, line.id, M.reworked);
      });
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
