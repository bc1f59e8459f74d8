import { formatDollars, formatRupees } from "@boutique/shared/pricing/currency";
import { button, type Email, escapeHtml, paragraph, renderLayout, SHOP_NAME, textFooter } from "./layout";

export type OrderPaidMail = {
  firstName: string;
  orderNumber: string;
  orderUrl: string;
  payType: string;
  lines: { name: string; color: string; size: string; quantity: number; linePaise: number }[];
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** What was charged in dollars (PayPal), else null. */
  chargedUsdCents: number | null;
  address: string;
  /** The GST invoice's link (it carries its own key), once issued. */
  invoiceUrl: string | null;
  /** The day promised at checkout and the day the customer needs it, "Thu, 10 Dec 2026" (issue 27 §3). */
  deliverBy: string | null;
  needBy: string | null;
};

const row = (label: string, value: string, strong = false) =>
  `<tr><td style="padding:4px 0;color:#6b5d62">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${
    strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)
  }</td></tr>`;

/** The confirmation sent once when an order is paid. */
export function orderPaidTemplate(order: OrderPaidMail): Email {
  const greeting = order.firstName ? `Dear ${order.firstName},` : "Hello,";
  const charged = order.chargedUsdCents === null ? "" : ` (charged ${formatDollars(order.chargedUsdCents)})`;
  const lineText = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.color ? `, ${line.color}` : ""}${line.size ? `, ${line.size}` : ""}: ${formatRupees(line.linePaise)}`,
  );
  // The day promised at checkout; orders placed before dates were promised keep the general words.
  const when = order.deliverBy
    ? `We will deliver it by ${order.deliverBy}${order.needBy ? ` (you need it by ${order.needBy})` : ""}, and write when it ships.`
    : "Made-to-measure pieces take 2-4 weeks; we will write when your order ships.";
  const sums: [string, string, boolean?][] = [
    ["Subtotal", formatRupees(order.subtotalPaise)],
    ...(order.discountPaise > 0
      ? [["Discount", `-${formatRupees(order.discountPaise)}`] as [string, string]]
      : []),
    ["Shipping", order.shippingPaise === 0 ? "Free" : formatRupees(order.shippingPaise)],
    ["Total", `${formatRupees(order.totalPaise)}${charged}`, true],
  ];
  const html = renderLayout({
    title: `Thank you for your order ${order.orderNumber}`,
    preheader: `We have received your payment for order ${order.orderNumber}.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(
        `We have received your payment by ${escapeHtml(order.payType)} for order <strong>${escapeHtml(order.orderNumber)}</strong>. ${escapeHtml(when)}`,
      ),
      `<ul style="padding-left:18px;margin:0 0 16px">${lineText.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${sums
        .map(([label, value, strong]) => row(label, value, strong))
        .join("")}</table>`,
      paragraph(`Delivering to: ${escapeHtml(order.address)}`),
      order.invoiceUrl
        ? paragraph(
            `Your GST invoice: <a href="${escapeHtml(order.invoiceUrl)}" style="color:#7a1f3d">download the PDF</a>.`,
          )
        : "",
      button("View your order", order.orderUrl),
    ].join("\n"),
  });
  const text = [
    greeting,
    "",
    `We have received your payment by ${order.payType} for order ${order.orderNumber}. ${when}`,
    "",
    ...lineText,
    "",
    ...sums.map(([label, value]) => `${label}: ${value}`),
    "",
    `Delivering to: ${order.address}`,
    `View your order: ${order.orderUrl}`,
    ...(order.invoiceUrl ? [`Your GST invoice (PDF): ${order.invoiceUrl}`] : []),
    textFooter(),
  ].join("\n");
  return { subject: `${SHOP_NAME}: order ${order.orderNumber} is confirmed`, html, text };
}
