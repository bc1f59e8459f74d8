import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import { formatRupees } from "@boutique/shared/pricing/currency";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import type { WhatsAppTemplate } from "@boutique/shared/whatsapp-templates";
import type { Executor } from "../../db/transaction";
import { enqueueMail } from "../mail/mail.outbox";
import { orderPaidTemplate } from "../mail/templates/order-paid";
import { type OrderStageMail, orderStageTemplate } from "../mail/templates/order-stage";
import { queueWhatsApp } from "../whatsapp/whatsapp.service";
import { findOrderShipping, listOrderLines, type OrderRow, type OrderShippingRow } from "./orders.repository";

/**
 * The one place that mails a customer about their order: the confirmation once paid, and every later step
 * (a failed payment, production, tailoring, shipping, a refund or a cancellation, a return's decision).
 * Mail goes to the outbox in the caller's transaction, so it leaves only if the change commits.
 */
export type OrderMailDeps = { publicUrl: string; smtpConfigured: boolean };

type StepMail = Omit<OrderStageMail, "firstName" | "orderNumber" | "orderUrl"> & {
  /** Where 'See your order' leads, when not the order's own page. */
  orderUrl?: string;
};

/** A step of the order, greeting the customer by the first name the order was shipped to. */
export async function mailOrderStep(
  tx: Executor,
  deps: OrderMailDeps,
  order: Pick<OrderRow, "id" | "email">,
  kind: string,
  mail: StepMail,
): Promise<void> {
  if (!order.email) return;
  const shipping = await findOrderShipping(tx, order.id);
  const email = orderStageTemplate({
    ...mail,
    firstName: shipping?.firstName ?? "",
    orderNumber: orderNumber(order.id),
    orderUrl: mail.orderUrl ?? `${deps.publicUrl}/OrderDetails/${order.id}`,
  });
  await enqueueMail(tx, { ...email, to: order.email, kind }, deps.smtpConfigured);
}

/**
 * The same step on WhatsApp (issue 26 §2), to the order's delivery mobile, when the customer opted in: queued
 * in the caller's transaction, sent by the jobs. Answers whether one was queued.
 */
export async function whatsappOrderStep(
  tx: Executor,
  order: Pick<OrderRow, "id" | "userId">,
  template: WhatsAppTemplate,
  params: string[],
  known?: OrderShippingRow | null,
): Promise<boolean> {
  const shipping = known === undefined ? await findOrderShipping(tx, order.id) : known;
  if (!shipping) return false;
  return queueWhatsApp(tx, {
    userId: order.userId,
    orderId: order.id,
    mobile: shipping.mobile,
    countryCode: shipping.country,
    template,
    params,
  });
}

/** The confirmation of a paid order: its lines, totals, address and invoice. */
export async function mailOrderPaid(tx: Executor, deps: OrderMailDeps, order: OrderRow): Promise<void> {
  if (!order.email) return;
  const [lines, shipping] = await Promise.all([
    listOrderLines(tx, order.id),
    findOrderShipping(tx, order.id),
  ]);
  const mail = orderPaidTemplate({
    firstName: shipping?.firstName ?? "",
    orderNumber: orderNumber(order.id),
    orderUrl: `${deps.publicUrl}/OrderConfirmation/${order.id}`,
    payType: order.payType,
    lines: lines.map((line) => ({
      name: line.name,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      linePaise: line.lineTotal,
    })),
    subtotalPaise: order.subtotal,
    discountPaise: order.discount,
    shippingPaise: order.shipping,
    totalPaise: order.total,
    chargedUsdCents: order.currency === "USD" ? order.amountCharged : null,
    address: shipping
      ? [shipping.address1, shipping.address2, shipping.city, shipping.state, shipping.zip, shipping.country]
          .filter(Boolean)
          .join(", ")
      : "",
    invoiceUrl: order.invoiceUrl ? `${deps.publicUrl}${order.invoiceUrl}` : null,
    deliverBy: order.deliverBy && formatCalendarDate(order.deliverBy),
    needBy: order.needBy && formatCalendarDate(order.needBy),
  });
  await enqueueMail(tx, { ...mail, to: order.email, kind: "order_paid" }, deps.smtpConfigured);
  await whatsappOrderStep(
    tx,
    order,
    "order_confirmed",
    [orderNumber(order.id), formatRupees(order.total), `${deps.publicUrl}/OrderDetails/${order.id}`],
    shipping,
  );
}
