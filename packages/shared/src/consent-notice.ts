// Kept apart from schemas/privacy.ts, and free of zod, so the sign-up page can show the notice without
// loading the schema library (first-load JavaScript budget, bench/page-budgets.json).

/** Data rights (DPDP Act 2023; decision 041): the purposes a customer consents to, in the order shown. */
export const CONSENT_PURPOSES = ["account", "marketing_email", "whatsapp", "cart_reminders"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The notice, one line per purpose: what is collected, for what. Shown wherever consent is asked. */
export const CONSENT_NOTICE: Record<ConsentPurpose, { title: string; collects: string; withdraw: string }> = {
  account: {
    title: "Your account and orders",
    collects:
      "Your name, email, phone, delivery addresses, measurements and orders, to sell, tailor and deliver what you order and to keep the GST invoices the law asks for.",
    withdraw: "Withdraw by erasing your account under My Account → Privacy & data.",
  },
  marketing_email: {
    title: "Offers by email",
    collects: "Your email, to send new collections and offers, at most a few times a month.",
    withdraw: "Withdraw at any time under My Account → Privacy & data, or from the link in any such email.",
  },
  whatsapp: {
    title: "Order updates on WhatsApp",
    collects: "Your phone number, to send order and tailoring updates on WhatsApp.",
    withdraw: "Withdraw at any time under My Account → Privacy & data.",
  },
  cart_reminders: {
    title: "Reminders of a checkout you left",
    collects:
      "Your email (and WhatsApp, where you agreed to it above), to remind you once or twice of a checkout you left unpaid, with a link back to it.",
    withdraw: "Withdraw at any time under My Account → Privacy & data, or from the link in any reminder.",
  },
};

/**
 * What holds for a purpose the customer never chose: reminders of a checkout they left are sent until they
 * opt out (decision 049: each one carries its way out); everything else waits for a yes.
 */
export const CONSENT_DEFAULTS: Record<ConsentPurpose, boolean> = {
  account: false,
  marketing_email: false,
  whatsapp: false,
  cart_reminders: true,
};
