import { codeBlock, type Email, escapeHtml, paragraph, renderLayout, SHOP_NAME, textFooter } from "./layout";

export function passwordResetTemplate({
  firstName,
  code,
  minutes,
}: {
  firstName: string;
  code: string;
  minutes: number;
}): Email {
  const greeting = firstName ? `Dear ${firstName},` : "Hello,";
  const subject = `${code} is your ${SHOP_NAME} password reset code`;
  const html = renderLayout({
    title: "Reset your password",
    preheader: `Your password reset code is ${code}.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(
        "We received a request to reset the password of your account. Enter this code to choose a new one:",
      ),
      codeBlock(code),
      paragraph(
        `The code is valid for ${minutes} minutes. If you did not ask for a reset, ignore this email: your password stays as it is.`,
      ),
    ].join("\n"),
  });
  const text = `${greeting}\n\nWe received a request to reset the password of your ${SHOP_NAME} account. Your reset code is:\n\n    ${code}\n\nThe code is valid for ${minutes} minutes. If you did not ask for a reset, ignore this email: your password stays as it is.\n${textFooter()}`;
  return { subject, html, text };
}
