import { formatRupees } from "@boutique/shared/pricing/currency";
import { button, type Email, escapeHtml, paragraph, renderLayout, SHOP_NAME, textFooter } from "./layout";

export type CheckoutReminderMail = {
  firstName: string;
  /** 1 or 2: the second says it is the last. */
  reminder: number;
  lines: { name: string; color: string; size: string; quantity: number; linePaise: number }[];
  totalPaise: number;
  recoverUrl: string;
  unsubscribeUrl: string;
  /** The day the link stops working, YYYY-MM-DD. */
  until: string;
};

/** A reminder of a checkout left unpaid (issue 26 §3): the pieces, the total, the way back and the way out. */
export function checkoutReminderTemplate(mail: CheckoutReminderMail): Email {
  const greeting = mail.firstName ? `Dear ${mail.firstName},` : "Hello,";
  const last = mail.reminder > 1;
  const intro = last
    ? "Your pieces are still waiting in your checkout. This is the last reminder we will send."
    : "You left these pieces in your checkout. We have kept your cart, so you can pick up where you left off.";
  const lineText = mail.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.color ? `, ${line.color}` : ""}${line.size && line.size !== "Free" ? `, ${line.size}` : ""}: ${formatRupees(line.linePaise)}`,
  );
  const total = `Total at today's prices: ${formatRupees(mail.totalPaise)}`;
  const html = renderLayout({
    title: last ? "Still thinking it over?" : "You left something in your checkout",
    preheader: `${mail.lines[0]?.name ?? "Your pieces"} and your cart are kept for you.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      `<ul style="padding-left:18px;margin:0 0 16px">${lineText.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      paragraph(`<strong>${escapeHtml(total)}</strong>`),
      button("Return to checkout", mail.recoverUrl),
      paragraph(
        `<span style="font-size:13px;color:#6b5d62">The link works until ${escapeHtml(mail.until)}. Questions about sizes or made-to-measure? Reply to this email. Do not want these reminders? <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#7a1f3d">Stop reminders</a>.</span>`,
      ),
    ].join("\n"),
  });
  const text = [
    greeting,
    "",
    intro,
    "",
    ...lineText,
    "",
    total,
    "",
    `Return to checkout: ${mail.recoverUrl}`,
    `(The link works until ${mail.until}.)`,
    "",
    `Stop these reminders: ${mail.unsubscribeUrl}`,
    textFooter(),
  ].join("\n");
  const subject = last
    ? `${SHOP_NAME}: your pieces are still waiting`
    : `${SHOP_NAME}: you left something in your checkout`;
  return { subject, html, text };
}
