import { z } from "zod";

/** Data rights (DPDP Act 2023; decision 041): the purposes a customer consents to, in the order shown. */
export const CONSENT_PURPOSES = ["account", "marketing_email", "whatsapp"] as const;
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
};

export const ConsentState = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  at: z.string().nullable().describe("When this choice was made; null when it never was"),
});
export const ConsentsAnswer = z.object({
  notice: z.string().describe("The version of the notice in force"),
  consents: z.array(ConsentState),
});
export type ConsentsAnswer = z.infer<typeof ConsentsAnswer>;

export const ConsentBody = z.strictObject({
  purpose: z.enum(CONSENT_PURPOSES, { error: "Choose what the consent is for." }),
  granted: z.boolean({ error: "Say whether you give or withdraw it." }),
});

export const EraseBody = z.strictObject({ confirm: z.string().max(20) });

export const DataRequestsAnswer = z.object({
  requests: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      kind: z.enum(["export", "erasure"]),
      status: z.enum(["received", "completed"]),
      outcome: z.record(z.string(), z.unknown()),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  reads: z.array(
    z.object({
      id: z.number().int(),
      staff: z.string(),
      what: z.string(),
      detail: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
});
export type DataRequestsAnswer = z.infer<typeof DataRequestsAnswer>;
