import { type Email, escapeHtml, paragraph, renderLayout, SHOP_NAME, textFooter } from "./layout";

/** Staff answered a shopper's question (back-office inbox): the question, then the answer. */
export function questionAnswerTemplate({
  name,
  question,
  answer,
  productName,
}: {
  name: string;
  question: string;
  answer: string;
  productName: string | null;
}): Email {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const subject = productName ? `Your question about ${productName}` : `Your question to ${SHOP_NAME}`;
  const html = renderLayout({
    title: subject,
    preheader: answer.slice(0, 120),
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(`You asked: <em>${escapeHtml(question)}</em>`),
      paragraph(`Our answer: ${escapeHtml(answer)}`),
    ].join("\n"),
  });
  const text = `${greeting}\n\nYou asked: ${question}\n\nOur answer: ${answer}\n${textFooter()}`;
  return { subject, html, text };
}
