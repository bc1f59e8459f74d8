import { codeBlock, type Email, escapeHtml, paragraph, renderLayout, SHOP_NAME, textFooter } from "./layout";

export function verifyEmailTemplate({
  firstName,
  code,
  minutes,
}: {
  firstName: string;
  code: string;
  minutes: number;
}): Email {
  const greeting = firstName ? `Dear ${firstName},` : "Hello,";
  const subject = `${code} is your ${SHOP_NAME} verification code`;
  const html = renderLayout({
    title: "Verify your email address",
    preheader: `Your verification code is ${code}.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(`Thank you for joining ${SHOP_NAME}. Enter this code to verify your email address:`),
      codeBlock(code),
      paragraph(
        `The code is valid for ${minutes} minutes. If you did not sign up, you can ignore this email.`,
      ),
    ].join("\n"),
  });
  const text = `${greeting}\n\nThank you for joining ${SHOP_NAME}. Your verification code is:\n\n    ${code}\n\nThe code is valid for ${minutes} minutes. If you did not sign up, you can ignore this email.\n${textFooter()}`;
  return { subject, html, text };
}
