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
import { enqueueMail } from "../mail/mail.outbox";
import { type OrderStageMail, orderStageTemplate } from "../mail/templates/order-stage";
import type { SettingsService } from "../settings/settings.service";
import { canMoveFulfilment, canMoveTailoring, LAST_TAILORING_STAGE } from "./order-status";
import {
  findOrderShipping,
  insertOrderEvent,
  listOrderLines,
  lockOrder,
  type OrderRow,
  updateOrder,
} from "./orders.repository";
import { orderLines, orderNotes } from "./orders.tables";

/** Orders whose money was taken move on; a fully refunded one does not. */
const MOVABLE_PAYMENT = new Set<OrderRow["status"]>(["paid", "partially_refunded"]);

type Deps = {
  db: Database;
  settings: SettingsService;
  smtpConfigured: boolean;
  publicUrl: string;
};

const staffName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * An order after payment: staff move it forward through the one transition table (order-status.ts),
 * each change stored with its time and the staff member, and the customer told by mail in the same
 * transaction. Cancelling belongs to refunds (money and stock go back together).
 */
export function createFulfilmentService(deps: Deps) {
  const { db } = deps;

  async function lockMovable(tx: Executor, orderId: number): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError(LIFECYCLE_MESSAGES.orderNotFound);
    if (!MOVABLE_PAYMENT.has(order.status)) throw new ConflictError(LIFECYCLE_MESSAGES.notPaid);
    return order;
  }

  async function tellCustomer(
    tx: Executor,
    order: OrderRow,
    kind: string,
    mail: Omit<OrderStageMail, "firstName" | "orderNumber" | "orderUrl">,
  ) {
    if (!order.email) return;
    const shipping = await findOrderShipping(tx, order.id);
    const email = orderStageTemplate({
      ...mail,
      firstName: shipping?.firstName ?? "",
      orderNumber: orderNumber(order.id),
      orderUrl: `${deps.publicUrl}/OrderDetails/${order.id}`,
    });
    await enqueueMail(tx, { ...email, to: order.email, kind }, deps.smtpConfigured);
  }

  return {
    /** POST /api/admin/orders/{id}: the next fulfilment stage ('completed' is delivered). */
    async moveOrder(orderId: number, update: OrderStatusUpdate, actor: SessionUser): Promise<void> {
      const to: FulfilmentStatus = update.status === "completed" ? "delivered" : update.status;
      if (to === "cancelled") throw new ConflictError(LIFECYCLE_MESSAGES.cancelThroughRefund);
      const shipment =
        to === "shipped"
          ? { carrier: update.carrier, number: update.tracking_number, url: update.tracking_url }
          : null;
      if (shipment && !(shipment.carrier && shipment.number && shipment.url)) {
        throw new ValidationError(LIFECYCLE_MESSAGES.shippingDetailsRequired);
      }
      await db.transaction(async (tx) => {
        const order = await lockMovable(tx, orderId);
        if (!canMoveFulfilment(order.fulfilment, to)) {
          throw new ConflictError(LIFECYCLE_MESSAGES.stageDoesNotFollow, { from: order.fulfilment, to });
        }
        if (to === "ready_to_ship") {
          const lines = await listOrderLines(tx, order.id);
          const unfinished = lines.some(
            (line) => line.madeToMeasure && !line.cancelledAt && line.tailoringStage !== LAST_TAILORING_STAGE,
          );
          if (unfinished) throw new ConflictError(LIFECYCLE_MESSAGES.tailoringUnfinished);
        }
        await updateOrder(tx, order.id, {
          fulfilment: to,
          ...(shipment
            ? { carrier: shipment.carrier!, trackingNumber: shipment.number!, dhlUrl: shipment.url! }
            : {}),
        });
        await insertOrderEvent(tx, {
          orderId: order.id,
          kind: "fulfilment",
          fromState: order.fulfilment,
          toState: to,
          actorId: actor.id,
          actorName: staffName(actor),
          data: shipment
            ? { carrier: shipment.carrier, tracking_number: shipment.number, tracking_url: shipment.url }
            : {},
        });
        const mail = STAGE_MAILS[to];
        if (mail) {
          await tellCustomer(tx, order, `order_${to}`, {
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
        if (!canMoveTailoring(line.tailoringStage, stage)) {
          throw new ConflictError(LIFECYCLE_MESSAGES.stageDoesNotFollow, {
            from: line.tailoringStage,
            to: stage,
          });
        }
        await tx.update(orderLines).set({ tailoringStage: stage }).where(eq(orderLines.id, line.id));
        await updateOrder(tx, order.id, {});
        await insertOrderEvent(tx, {
          orderId: order.id,
          lineId: line.id,
          kind: "tailoring",
          fromState: line.tailoringStage,
          toState: stage,
          actorId: actor.id,
          actorName: staffName(actor),
        });
        if (tailoringMails) {
          await tellCustomer(tx, order, `order_tailoring_${stage}`, {
            title: `${TAILORING_LABELS[stage]}: ${line.name}`,
            lines: [TAILORING_MAIL_LINES[stage]],
          });
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
