/**
 * The WhatsApp message templates the shop sends (issue 26 §2), as they are submitted to Meta for approval:
 * utility templates in English, the body with numbered parameters. The shop sends the name and the
 * parameters; the sandbox, like WhatsApp, shows the body filled in. Every one ends with the way out.
 */
export const WHATSAPP_LANGUAGE = "en";

const WAY_OUT = "Reply STOP to stop these WhatsApp messages.";

export const WHATSAPP_TEMPLATES = {
  cod_confirmation: {
    body: `Your Rangrez Boutique order {{1}} ({{2}}, cash on delivery) waits for you. Your confirmation code is {{3}}, or confirm here: {{4}} ${WAY_OUT}`,
  },
  order_confirmed: {
    body: `Thank you! Your Rangrez Boutique order {{1}} ({{2}}) is confirmed. We will message you when it ships: {{3}} ${WAY_OUT}`,
  },
  checkout_reminder: {
    body: `You left {{1}} in your Rangrez Boutique checkout ({{2}}). Your cart is kept for you: {{3}} ${WAY_OUT}`,
  },
  tailoring_stage: {
    body: `Your Rangrez Boutique order {{1}}: {{2}} is now at the {{3}} stage. Follow it here: {{4}} ${WAY_OUT}`,
  },
  piece_approval: {
    body: `Your Rangrez Boutique order {{1}}: {{2}} is finished. Please see the photos and approve it, or ask for a change, by {{3}} (no answer by then counts as approval): {{4}} ${WAY_OUT}`,
  },
  order_ready: {
    body: `Your Rangrez Boutique order {{1}} is finished and packed, ready to be handed to the courier. We will send the tracking link as soon as it leaves: {{2}} ${WAY_OUT}`,
  },
  order_shipped: {
    body: `Your Rangrez Boutique order {{1}} has shipped with {{2}}. Tracking {{3}}: {{4}} ${WAY_OUT}`,
  },
} as const;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;

export function isWhatsAppTemplate(name: string): name is WhatsAppTemplate {
  return Object.hasOwn(WHATSAPP_TEMPLATES, name);
}

/** The body with its parameters in place, as the phone shows it. */
export function renderWhatsAppTemplate(name: WhatsAppTemplate, params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[name].body.replace(
    /\{\{(\d+)\}\}/g,
    (whole, index: string) => params[Number(index) - 1] ?? whole,
  );
}

/** How many parameters a template's body takes. */
export function templateParameterCount(name: WhatsAppTemplate): number {
  return new Set(WHATSAPP_TEMPLATES[name].body.match(/\{\{\d+\}\}/g) ?? []).size;
}

/** How a template is named to staff (the order page's WhatsApp messages). */
export const WHATSAPP_TEMPLATE_LABELS: Record<WhatsAppTemplate, string> = {
  cod_confirmation: "Cash-on-delivery code",
  order_confirmed: "Order confirmed",
  checkout_reminder: "Checkout reminder",
  tailoring_stage: "Tailoring stage",
  piece_approval: "Photos to approve",
  order_ready: "Packed, ready to ship",
  order_shipped: "Shipped with tracking",
};
