import {
  canMoveFulfilment,
  FULFILMENT_MAY_MOVE,
  LAST_TAILORING_STAGE,
} from "@boutique/shared/order-transitions";
import { APPROVAL_MESSAGES } from "@boutique/shared/schemas/approval";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import {
  type FulfilmentStatus,
  LIFECYCLE_MESSAGES,
  TAILORING_LABELS,
  type TailoringStage,
} from "@boutique/shared/schemas/order-lifecycle";
import type { OrderStatusUpdate } from "@boutique/shared/schemas/orders-admin";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/transaction";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import type { SessionUser } from "../../plugins/auth";
import type { SettingsService } from "../settings/settings.service";
import { mailOrderStep, whatsappOrderStep } from "./order-mail";
import { IllegalMoveError, moveFulfilment, moveTailoring } from "./order-moves";
import { listOrderLines, lockOrder, type OrderLineRow, type OrderRow } from "./orders.repository";
import { orderLines, orderNotes } from "./orders.tables";

type Deps = {
  db: Database;
  settings: SettingsService;
  /**
   * Issues the order's GST invoice in the move's transaction (the invoices module's, passed in so the two
   * modules do not import each other): a cash-on-delivery order is supplied when it ships.
   */
  issueInvoice: (tx: Executor, order: OrderRow, at: Date) => Promise<unknown>;
  smtpConfigured: boolean;
  publicUrl: string;
  /**
   * The made-to-measure pieces not yet approved by their customer (the approvals module's, passed in so the
   * two modules do not import each other).
   */
  piecesAwaitingApproval: (tx: Executor, lines: readonly OrderLineRow[]) => Promise<OrderLineRow[]>;
};

const staffName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * An order after payment: staff move it forward through order-moves.ts (the one writer of its stages),
 * each change stored with its time and the staff member, and the customer told by mail in the same
 * transaction. Cancelling belongs to refunds (money and stock go back together).
 */
export function createFulfilmentService(deps: Deps) {
  const { db } = deps;

  async function lockMovable(tx: Executor, orderId: number): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError(LIFECYCLE_MESSAGES.orderNotFound);
    if (!FULFILMENT_MAY_MOVE.includes(order.status)) throw new ConflictError(LIFECYCLE_MESSAGES.notPaid);
    return order;
  }

  return {
    /** POST /api/admin/orders/{id}: the next fulfilment stage ('completed' is delivered). */
    async moveOrder(orderId: number, update: OrderStatusUpdate, actor: SessionUser): Promise<void> {
      const to: FulfilmentStatus = update.status === "completed" ? "delivered" : update.status;
      if (to === "cancelled") throw new ConflictError(LIFECYCLE_MESSAGES.cancelThroughRefund);
      if (to === "returned") throw new ConflictError(LIFECYCLE_MESSAGES.returnThroughCod);
      const shipment =
        to === "shipped"
          ? { carrier: update.carrier, number: update.tracking_number, url: update.tracking_url }
          : null;
      if (shipment && !(shipment.carrier && shipment.number && shipment.url)) {
        throw new ValidationError(LIFECYCLE_MESSAGES.shippingDetailsRequired);
      }
      await db.transaction(async (tx) => {
        const order = await lockMovable(tx, orderId);
        // Checked before the tailoring below, so a stage out of turn is answered as such.
        if (!canMoveFulfilment(order.fulfilment, to)) {
          throw new IllegalMoveError("fulfilment", order.fulfilment, to);
        }
        if (to === "ready_to_ship") {
          const lines = await listOrderLines(tx, order.id);
          const unfinished = lines.some(
            (line) => line.madeToMeasure && !line.cancelledAt && line.tailoringStage !== LAST_TAILORING_STAGE,
          );
          if (unfinished) throw new ConflictError(LIFECYCLE_MESSAGES.tailoringUnfinished);
          // Issue 27 §4: the customer has seen and approved every made-to-measure piece (or not answered).
          const waiting = await deps.piecesAwaitingApproval(tx, lines);
          if (waiting.length > 0) {
            throw new ConflictError(APPROVAL_MESSAGES.awaiting(waiting.map((line) => line.name)));
          }
        }
        await moveFulfilment(tx, order, to, {
          actor: { id: actor.id, name: staffName(actor) },
          ...(shipment
            ? {
                set: { carrier: shipment.carrier!, trackingNumber: shipment.number!, dhlUrl: shipment.url! },
                data: {
                  carrier: shipment.carrier,
                  tracking_number: shipment.number,
                  tracking_url: shipment.url,
                },
              }
            : {}),
        });
        // GST: a cash-on-delivery order is supplied when it ships, so its invoice is issued then.
        if (to === "shipped" && order.payType === "COD") await deps.issueInvoice(tx, order, new Date());
        if (to === "ready_to_ship") {
          await whatsappOrderStep(tx, order, "order_ready", [
            orderNumber(order.id),
            `${deps.publicUrl}/OrderDetails/${order.id}`,
          ]);
        }
        if (shipment) {
          await whatsappOrderStep(tx, order, "order_shipped", [
            orderNumber(order.id),
            shipment.carrier!,
            shipment.number!,
            shipment.url!,
          ]);
        }
        const mail = STAGE_MAILS[to];
        if (mail) {
          await mailOrderStep(tx, deps, order, `order_${to}`, {
            ...mail,
            ...(shipment
              ? { tracking: { carrier: shipment.carrier!, number: shipment.number!, url: shipment.url! } }
              : {}),
          });
        }
      });
    },

    /** POST /api/admin/orders/{id}/lines/{lineId}/stage: a made-to-measure line's next tailoring stage. */
    async moveLine(
      orderId: number,
      lineId: number,
      stage: TailoringStage,
      actor: SessionUser,
    ): Promise<void> {
      const tailoringMails = await deps.settings.tailoringEmailsOn();
      await db.transaction(async (tx) => {
        const order = await lockMovable(tx, orderId);
        const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId));
        if (!line || line.orderId !== order.id) throw new NotFoundError(LIFECYCLE_MESSAGES.lineNotFound);
        if (!line.madeToMeasure) throw new ConflictError(LIFECYCLE_MESSAGES.notMadeToMeasure);
        if (line.cancelledAt) throw new ConflictError(LIFECYCLE_MESSAGES.lineCancelled);
        if (order.fulfilment !== "in_production") throw new ConflictError(LIFECYCLE_MESSAGES.notInProduction);
        await moveTailoring(tx, order, line, stage, { actor: { id: actor.id, name: staffName(actor) } });
        if (tailoringMails) {
          await mailOrderStep(tx, deps, order, `order_tailoring_${stage}`, {
            title: `${TAILORING_LABELS[stage]}: ${line.name}`,
            lines: [TAILORING_MAIL_LINES[stage]],
          });
          await whatsappOrderStep(tx, order, "tailoring_stage", [
            orderNumber(order.id),
            line.name,
            TAILORING_LABELS[stage].toLowerCase(),
            `${deps.publicUrl}/OrderDetails/${order.id}`,
          ]);
        }
      });
    },

    async addNote(orderId: number, body: string, actor: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(LIFECYCLE_MESSAGES.orderNotFound);
        await tx
          .insert(orderNotes)
          .values({ orderId, authorId: actor.id, authorName: staffName(actor), body });
      });
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;

const STAGE_MAILS: Partial<Record<FulfilmentStatus, { title: string; lines: string[] }>> = {
  in_production: {
    title: "Your order is being made",
    lines: ["Our tailors have started on your order. We will write again as it moves on."],
  },
  shipped: {
    title: "Your order has shipped",
    lines: ["Your order is on its way. You can follow the parcel with the carrier's tracking link."],
  },
  delivered: {
    title: "Your order was delivered",
    lines: ["We hope you love it. If anything is not right, write to us within the return window."],
  },
};

const TAILORING_MAIL_LINES: Record<TailoringStage, string> = {
  measurements_checked: "Our master tailor has checked your measurements against the design.",
  cutting: "Your fabric is being cut to your measurements.",
  stitching: "Your garment is being stitched.",
  finishing: "Your garment is in finishing and quality check before it is packed.",
};
