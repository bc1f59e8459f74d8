import { codeBlock, type Email, escapeHtml, paragraph, renderLayout, SHOP_NAME, textFooter } from "./layout";

/** Why the code is asked: signing up, or checking out as a guest (issue 26 §4). */
const REASONS = {
  "sign-up": {
    subject: "verification code",
    ask: `Thank you for joining ${SHOP_NAME}. Enter this code to verify your email address:`,
    ignore: "If you did not sign up, you can ignore this email.",
  },
  guest: {
    subject: "checkout code",
    ask: "Enter this code to confirm your email and go on to your checkout. We will send your order's updates here:",
    ignore: "If you did not start a checkout, you can ignore this email.",
  },
} as const;

export function verifyEmailTemplate({
  firstName,
  code,
  minutes,
  reason = "sign-up",
}: {
  firstName: string;
  code: string;
  minutes: number;
  reason?: keyof typeof REASONS;
}): Email {
  const words = REASONS[reason];
  const greeting = firstName ? `Dear ${firstName},` : "Hello,";
  const subject = `${code} is your ${SHOP_NAME} ${words.subject}`;
  const html = renderLayout({
    title: "Verify your email address",
    preheader: `Your verification code is ${code}.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(words.ask)),
      codeBlock(code),
      paragraph(`The code is valid for ${minutes} minutes. ${escapeHtml(words.ignore)}`),
    ].join("\n"),
  });
  const text = `${greeting}\n\n${words.ask}\n\n    ${code}\n\nThe code is valid for ${minutes} minutes. ${words.ignore}\n${textFooter()}`;
  return { subject, html, text };
}
