import {
  button,
  codeBlock,
  type Email,
  escapeHtml,
  paragraph,
  renderLayout,
  SHOP_NAME,
  textFooter,
} from "./layout";

/** The spec's welcome offer: a flat 10% off the first order. */
export const WELCOME_CODE = "WELCOME10";
export const WELCOME_DISCOUNT_PERCENT = 10;

export function welcomeTemplate({ firstName, shopUrl }: { firstName: string; shopUrl: string }): Email {
  const greeting = firstName ? `Dear ${firstName},` : "Hello,";
  const subject = `Welcome to ${SHOP_NAME}: ${WELCOME_DISCOUNT_PERCENT}% off your first order`;
  const html = renderLayout({
    title: `Welcome to ${SHOP_NAME}`,
    preheader: `Use ${WELCOME_CODE} for ${WELCOME_DISCOUNT_PERCENT}% off your first order.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(
        "Your account is ready. Discover lehengas, sarees, suits, turbans and fabrics made by hand, and have them tailored to your measurements.",
      ),
      paragraph(
        `As a welcome gift, enjoy <strong>${WELCOME_DISCOUNT_PERCENT}% off your first order</strong> with this code:`,
      ),
      codeBlock(WELCOME_CODE),
      button("Start shopping", shopUrl),
    ].join("\n"),
  });
  const text = `${greeting}\n\nYour ${SHOP_NAME} account is ready. Discover lehengas, sarees, suits, turbans and fabrics made by hand, and have them tailored to your measurements.\n\nAs a welcome gift, enjoy ${WELCOME_DISCOUNT_PERCENT}% off your first order with the code ${WELCOME_CODE}.\n\nStart shopping: ${shopUrl}\n${textFooter()}`;
  return { subject, html, text };
}
