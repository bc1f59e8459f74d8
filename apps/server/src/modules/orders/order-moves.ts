import { canMoveFulfilment, canMovePayment, canMoveTailoring } from "@boutique/shared/order-transitions";
import {
  type FulfilmentStatus,
  LIFECYCLE_MESSAGES,
  type OrderPaymentStatus,
  TAILORING_STAGES,
  type TailoringStage,
} from "@boutique/shared/schemas/order-lifecycle-words";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/transaction";
import { ConflictError } from "../../lib/errors";
import { insertOrderEvent, type NewOrder, type OrderLineRow, type OrderRow } from "./orders.repository";
import { orderLines, orders } from "./orders.tables";

/**
 * The one writer of an order's payment status, its fulfilment and a line's tailoring stage (style §6).
 * Each move is checked against the tables in `packages/shared/src/order-transitions.ts`, refused with an
 * `IllegalMoveError` when they do not list it, and written with its entry in the order's history, in the
 * caller's transaction (which holds the order's row lock: `lockOrder`). `test/order-moves.test.ts` fails
 * when another file writes those columns.
 */

/** Who made the move: a staff member, or the shop itself (a payment report, a job) when left out. */
export type MoveActor = { id: number | null; name: string };

type MoveOptions = { actor?: MoveActor; data?: Record<string, unknown> };

/** A move the tables do not allow: a 409 with the stage's message, naming where from and where to. */
export class IllegalMoveError extends ConflictError {
  constructor(
    readonly kind: "payment" | "fulfilment" | "tailoring",
    readonly from: string | null,
    readonly to: string,
  ) {
    super(
      kind === "payment"
        ? `An order's payment cannot move from ${from} to ${to}.`
        : LIFECYCLE_MESSAGES.stageDoesNotFollow,
      { from, to },
    );
  }
}

/** What else a payment move writes on the order row. */
type PaymentColumns = Partial<
  Pick<
    NewOrder,
    "statusMessage" | "reservation" | "paidAt" | "amountCharged" | "refundedAmount" | "expiresAt"
  >
>;

/**
 * Moves the order's payment. `exception` records a move the tables do not allow but that has already
 * happened at the provider (a refund taken on an order that cannot move): written, with the reason in its
 * history entry, instead of refused, so the shop's record matches the money.
 */
export async function movePayment(
  tx: Executor,
  order: OrderRow,
  to: OrderPaymentStatus,
  options: MoveOptions & { set?: PaymentColumns; exception?: string } = {},
): Promise<OrderRow> {
  if (!canMovePayment(order.status, to) && !options.exception) {
    throw new IllegalMoveError("payment", order.status, to);
  }
  const data = options.exception ? { ...options.data, exception: options.exception } : options.data;
  return writeMove(
    tx,
    order,
    "payment",
    order.status,
    to,
    { ...options.set, status: to },
    { ...options, data },
  );
}

/** What else a fulfilment move writes on the order row: the shipment, and the stock hold it ends. */
type FulfilmentColumns = Partial<Pick<NewOrder, "carrier" | "trackingNumber" | "dhlUrl" | "reservation">>;

/** Moves the order's goods on (or cancels them, with the refund of everything left). */
export async function moveFulfilment(
  tx: Executor,
  order: OrderRow,
  to: FulfilmentStatus,
  options: MoveOptions & { set?: FulfilmentColumns } = {},
): Promise<OrderRow> {
  if (!canMoveFulfilment(order.fulfilment, to))
    throw new IllegalMoveError("fulfilment", order.fulfilment, to);
  return writeMove(
    tx,
    order,
    "fulfilment",
    order.fulfilment,
    to,
    { ...options.set, fulfilment: to },
    options,
  );
}

/** Moves a made-to-measure line to its next tailoring stage; the order's modified time moves with it. */
export async function moveTailoring(
  tx: Executor,
  order: OrderRow,
  line: OrderLineRow,
  to: TailoringStage,
  options: MoveOptions = {},
): Promise<OrderLineRow> {
  if (!canMoveTailoring(line.tailoringStage, to)) {
    throw new IllegalMoveError("tailoring", line.tailoringStage, to);
  }
  return setTailoringStage(tx, order, line, to, options);
}

/**
 * A finished piece the customer asked to change goes back to an earlier stage staff choose (issue 27 §4):
 * the one move backwards, recorded in the timeline as such (`data.rework`). From there it moves on as usual.
 */
export async function reworkTailoring(
  tx: Executor,
  order: OrderRow,
  line: OrderLineRow,
  to: TailoringStage,
  options: MoveOptions = {},
): Promise<OrderLineRow> {
  const back = TAILORING_STAGES.indexOf(to);
  if (line.tailoringStage === null || back >= TAILORING_STAGES.indexOf(line.tailoringStage)) {
    throw new IllegalMoveError("tailoring", line.tailoringStage, to);
  }
  return setTailoringStage(tx, order, line, to, { ...options, data: { ...options.data, rework: true } });
}

/** The line's stage and its event, once a move is allowed. */
async function setTailoringStage(
  tx: Executor,
  order: OrderRow,
  line: OrderLineRow,
  to: TailoringStage,
  options: MoveOptions,
): Promise<OrderLineRow> {
  await tx.update(orderLines).set({ tailoringStage: to }).where(eq(orderLines.id, line.id));
  await writeMove(tx, order, "tailoring", line.tailoringStage, to, {}, { ...options, lineId: line.id });
  return { ...line, tailoringStage: to };
}

async function writeMove(
  tx: Executor,
  order: OrderRow,
  kind: "payment" | "fulfilment" | "tailoring",
  from: string | null,
  to: string,
  values: Partial<NewOrder>,
  { actor, data, lineId }: MoveOptions & { lineId?: number },
): Promise<OrderRow> {
  const modifiedAt = new Date();
  await tx
    .update(orders)
    .set({ ...values, modifiedAt })
    .where(eq(orders.id, order.id));
  await insertOrderEvent(tx, {
    orderId: order.id,
    ...(lineId ? { lineId } : {}),
    kind,
    fromState: from,
    toState: to,
    ...(actor ? { actorId: actor.id, actorName: actor.name } : {}),
    ...(data ? { data } : {}),
  });
  return { ...order, ...values, modifiedAt } as OrderRow;
}
