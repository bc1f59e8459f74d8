import { z } from "zod";

/**
 * Checkouts that come back (issue 26 §3, decision 049). A checkout that reached the address or payment step
 * and was not paid within the first delay is abandoned: the shopper gets a reminder by email (and WhatsApp
 * where they opted in) with a signed link that puts the cart back and opens /Checkout, a second after the
 * second delay, and none once they buy or opt out.
 */
export const RECOVERY_DEFAULTS = {
  enabled: true,
  firstMinutes: 60,
  /** 0: no second reminder. */
  secondHours: 24,
} as const;

/** Days after its last reminder (or its last visit) that a checkout stops being followed, and its link expires. */
export const RECOVERY_WINDOW_DAYS = 7;

/** The dashboard's recovery figures look at checkouts abandoned in these last days. */
export const RECOVERY_DASHBOARD_DAYS = 30;

export const RECOVERY_MESSAGES = {
  linkNotValid: "This link is not valid.",
  linkExpired: "This link has expired. Your cart is still here if you saved it.",
  alreadyOrdered: "You have already ordered these pieces. See them under My Account → Orders.",
  nothingLeft: "None of these pieces is on sale any more.",
  restored: "Your cart is back. Pick up where you left off.",
  unsubscribed: "You will not get reminders of checkouts you leave.",
  firstMinutes: "Give the first reminder's delay in minutes, from 15 to 1440.",
  secondHours: "Give the second reminder's delay in hours, from 0 (none) to 168.",
  secondAfterFirst: "The second reminder must come after the first.",
} as const;

/** A checkout's standing as the back office shows it. */
export const RECOVERY_STATUSES = [
  "abandoned",
  "recovered",
  "ordered",
  "opted_out",
  "emptied",
  "lapsed",
] as const;
export type RecoveryStatus = (typeof RECOVERY_STATUSES)[number];

export const RECOVERY_STATUS_LABELS: Record<RecoveryStatus, string> = {
  abandoned: "Not paid",
  recovered: "Recovered",
  ordered: "Ordered without a reminder",
  opted_out: "Opted out",
  emptied: "Cart emptied",
  lapsed: "Lapsed",
};

/** The link in a reminder: the checkout's id and a signature over it, `123.AbC…`. */
export const RecoveryToken = z
  .string({ error: RECOVERY_MESSAGES.linkNotValid })
  .regex(/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{20,64}$/, RECOVERY_MESSAGES.linkNotValid);

export const RecoveryTokenBody = z.strictObject({ token: RecoveryToken });
export const RecoveryTokenQuery = z.object({ token: RecoveryToken });

export const RestoreAnswer = z.object({
  message: z.string(),
  restored: z.number().int().describe("Lines put back (or already in the cart)"),
  skipped: z.number().int().describe("Lines no longer on sale or sold out"),
});
export type RestoreAnswer = z.infer<typeof RestoreAnswer>;

export const UnsubscribeInfo = z.object({
  email: z.string().describe("The address the reminders go to, partly hidden"),
  unsubscribed: z.boolean().describe("Whether reminders are already off"),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfo>;

export const RecoverySettings = z
  .strictObject({
    enabled: z.boolean({ error: "Say whether reminders are sent." }),
    first_minutes: z
      .number({ error: RECOVERY_MESSAGES.firstMinutes })
      .int(RECOVERY_MESSAGES.firstMinutes)
      .min(15, RECOVERY_MESSAGES.firstMinutes)
      .max(1440, RECOVERY_MESSAGES.firstMinutes),
    second_hours: z
      .number({ error: RECOVERY_MESSAGES.secondHours })
      .int(RECOVERY_MESSAGES.secondHours)
      .min(0, RECOVERY_MESSAGES.secondHours)
      .max(168, RECOVERY_MESSAGES.secondHours),
  })
  .refine((value) => value.second_hours === 0 || value.second_hours * 60 > value.first_minutes, {
    message: RECOVERY_MESSAGES.secondAfterFirst,
    path: ["second_hours"],
  });
export type RecoverySettingsInput = z.input<typeof RecoverySettings>;
export const RecoverySettingsAnswer = z.object({
  enabled: z.boolean(),
  first_minutes: z.number().int(),
  second_hours: z.number().int(),
});
export type RecoverySettingsAnswer = z.infer<typeof RecoverySettingsAnswer>;

export const RecoveryFigures = z.object({
  abandoned: z.number().int().describe("Checkouts left unpaid past the first delay"),
  abandoned_value: z.number(),
  reminded: z.number().int().describe("Of those, sent at least one reminder"),
  recovered: z.number().int().describe("Bought after a reminder"),
  recovered_value: z.number().describe("What the recovered orders came to, rupees"),
  recovery_rate: z.number().nullable().describe("Recovered of those reminded, 0-1"),
});
export type RecoveryFigures = z.infer<typeof RecoveryFigures>;

export const AbandonedCheckoutsQuery = z.object({
  status: z.enum(RECOVERY_STATUSES, { error: "Choose a status from the list." }).optional(),
  page: z.coerce.number({ error: "Page is not valid." }).int().min(1).max(10_000).default(1),
});

export const AbandonedCheckoutRow = z.object({
  id: z.number().int(),
  customer: z.string(),
  email: z.string(),
  user_id: z.number().int().nullable(),
  pieces: z.number().int(),
  summary: z.string().describe("The pieces' names"),
  value: z.number().describe("The checkout's total when it was left, rupees"),
  step: z.enum(["address", "payment"]),
  left_at: z.string().describe("The shopper's last move in the checkout"),
  reminders_sent: z.number().int(),
  last_reminded_at: z.string().nullable(),
  restored_at: z.string().nullable().describe("When the reminder's link was followed"),
  status: z.enum(RECOVERY_STATUSES),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  order_total: z.number().nullable(),
});
export type AbandonedCheckoutRow = z.infer<typeof AbandonedCheckoutRow>;

export const AbandonedCheckoutsAnswer = z.object({
  rows: z.array(AbandonedCheckoutRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  figures: RecoveryFigures.describe(`The last ${RECOVERY_DASHBOARD_DAYS} days`),
});
export type AbandonedCheckoutsAnswer = z.infer<typeof AbandonedCheckoutsAnswer>;
