import { button, type Email, escapeHtml, paragraph, renderLayout, textFooter } from "./layout";

export type OrderStageMail = {
  firstName: string;
  orderNumber: string;
  orderUrl: string;
  /** What happened, in the customer's words: 'Your order is being made', 'Your order has shipped'. */
  title: string;
  /** One or two sentences under the title. */
  lines: string[];
  /** Carrier, tracking number and link once shipped. */
  tracking?: { carrier: string; number: string; url: string };
  /** The button, when it is not 'See your order' (a failed payment asks to try again). */
  action?: { label: string; url: string };
};

/** Every later step of an order (production, tailoring stages, shipped, delivered, payment failed). */
export function orderStageTemplate(mail: OrderStageMail): Email {
  const greeting = mail.firstName ? `Dear ${mail.firstName},` : "Hello,";
  const tracking = mail.tracking;
  const trackingHtml = tracking
    ? paragraph(
        `Carrier: <strong>${escapeHtml(tracking.carrier)}</strong><br>Tracking number: <strong>${escapeHtml(
          tracking.number,
        )}</strong><br><a href="${escapeHtml(tracking.url)}" style="color:#7a1f3d">Track the parcel</a>`,
      )
    : "";
  const html = renderLayout({
    title: mail.title,
    preheader: `${mail.title}: order ${mail.orderNumber}`,
    body: [
      paragraph(escapeHtml(greeting)),
      ...mail.lines.map((line) => paragraph(escapeHtml(line))),
      trackingHtml,
      button(mail.action?.label ?? "See your order", mail.action?.url ?? mail.orderUrl),
    ].join("\n"),
  });
  const text = [
    greeting,
    "",
    `${mail.title} (order ${mail.orderNumber})`,
    ...mail.lines,
    ...(tracking
      ? ["", `Carrier: ${tracking.carrier}`, `Tracking number: ${tracking.number}`, `Track: ${tracking.url}`]
      : []),
    "",
    mail.action ? `${mail.action.label}: ${mail.action.url}` : `See your order: ${mail.orderUrl}`,
    textFooter(),
  ].join("\n");
  return { subject: `${mail.title} · ${mail.orderNumber}`, html, text };
}
