import { z } from "zod";
import { idNotValid, idNumber } from "./id";

/**
 * Cash on delivery's settings, confirmation and staff actions (issue 26 §1) as the API reads and answers
 * them. Money is whole rupees here, kept in paise in the settings; the rule itself is
 * `pricing/cash-on-delivery.ts`.
 */

export const COD_MESSAGES = {
  maxOrder: "Order value cap must be a whole number of rupees from 1 to 10,00,000.",
  fee: "COD fee must be a whole number of rupees from 0 to 2,000.",
  prepaidDiscount: "Amount off for paying online must be a whole number of rupees from 0 to 2,000.",
  pincodes: "List pincodes or their first digits (1 to 6 digits each), separated by commas or spaces.",
  confirmHours: "Hours to confirm must be a whole number from 1 to 168.",
  rtoLimit: "Refused parcels must be a whole number from 1 to 20.",
  code: "Enter the 6-digit code from your message.",
  codeWrong: "That code is not right. Please check the message and try again.",
  codeTooManyTries: "Too many wrong codes. Ask for a new code, or call the shop to confirm.",
  linkNotValid: "This confirmation link is not valid. Enter the code from your message instead.",
  notAwaitingConfirmation: "This order is not waiting for confirmation.",
  notAwaitingCollection: "This order is not waiting for its cash.",
  notShipped: "Only a shipped parcel can come back refused.",
  notCod: "This order is not paid on delivery.",
  confirmed: "Thank you: your order is confirmed. Pay in cash when it arrives.",
  alreadyConfirmed: "Your order is already confirmed.",
  ended: "This order was not confirmed in time and has ended. Your cart is ready to order again.",
  codeSent: "We sent a new code.",
  resendTooSoon: "A code was sent a minute ago. Please wait before asking again.",
  reasonRequired: "Please say why the parcel came back (at most 200 characters).",
} as const;

const Rupees = (max: number, message: string, min = 0) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** GET/PUT /api/admin/cod-settings. */
export const CodSettings = z.strictObject({
  enabled: z.boolean({ error: "Say whether cash on delivery is on." }),
  max_order: Rupees(1_000_000, COD_MESSAGES.maxOrder, 1),
  fee: Rupees(2000, COD_MESSAGES.fee),
  prepaid_discount: Rupees(2000, COD_MESSAGES.prepaidDiscount),
  refused_pincodes: z
    .string({ error: COD_MESSAGES.pincodes })
    .max(4000, COD_MESSAGES.pincodes)
    .transform((text) => [...new Set(text.split(/[\s,]+/).filter(Boolean))])
    .pipe(
      z.array(z.string().regex(/^[1-9][0-9]{0,5}$/, COD_MESSAGES.pincodes)).max(500, COD_MESSAGES.pincodes),
    ),
  custom_allowed: z.boolean({ error: "Say whether made-to-measure pieces may go COD." }),
  confirm_hours: z
    .number({ error: COD_MESSAGES.confirmHours })
    .int(COD_MESSAGES.confirmHours)
    .min(1, COD_MESSAGES.confirmHours)
    .max(168, COD_MESSAGES.confirmHours),
  rto_limit: z
    .number({ error: COD_MESSAGES.rtoLimit })
    .int(COD_MESSAGES.rtoLimit)
    .min(1, COD_MESSAGES.rtoLimit)
    .max(20, COD_MESSAGES.rtoLimit),
});
export type CodSettingsInput = z.input<typeof CodSettings>;

export const CodSettingsAnswer = z.object({
  enabled: z.boolean(),
  max_order: z.number(),
  fee: z.number(),
  prepaid_discount: z.number(),
  refused_pincodes: z.array(z.string()),
  custom_allowed: z.boolean(),
  confirm_hours: z.number().int(),
  rto_limit: z.number().int(),
});
export type CodSettingsAnswer = z.infer<typeof CodSettingsAnswer>;

const Code = z
  .string({ error: COD_MESSAGES.code })
  .trim()
  .regex(/^[0-9]{6}$/, COD_MESSAGES.code);

/** POST /api/checkout/cod/confirm: the signed-in shopper types the code. */
export const CodConfirmBody = z.strictObject({
  order_id: idNumber(idNotValid("Order")),
  code: Code,
});

/** POST /api/cod/confirm: the link from the message (no sign-in); the token names the order. */
export const CodLinkBody = z.strictObject({
  token: z
    .string({ error: COD_MESSAGES.linkNotValid })
    .min(10, COD_MESSAGES.linkNotValid)
    .max(200, COD_MESSAGES.linkNotValid)
    .regex(/^[A-Za-z0-9_.-]+$/, COD_MESSAGES.linkNotValid),
});

/** POST /api/checkout/cod/resend. */
export const CodResendBody = z.strictObject({ order_id: idNumber(idNotValid("Order")) });

/** POST /api/admin/orders/{id}/cod/returned: why the parcel came back. */
export const CodReturnBody = z.strictObject({
  reason: z
    .string({ error: COD_MESSAGES.reasonRequired })
    .trim()
    .min(1, COD_MESSAGES.reasonRequired)
    .max(200, COD_MESSAGES.reasonRequired),
});

export const CodAnswer = z.object({
  message: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
});
export type CodAnswer = z.infer<typeof CodAnswer>;

/** What the link's page shows before the shopper presses Confirm: no personal data, only the order. */
export const CodLinkAnswer = z.object({
  order_number: z.string(),
  total: z.number(),
  status: z.string(),
  awaiting: z.boolean(),
});
