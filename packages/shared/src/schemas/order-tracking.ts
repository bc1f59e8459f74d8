import { z } from "zod";
import { OrderEvent, PaymentStatus, PayType } from "./checkout";
import { FulfilmentStatus } from "./order-lifecycle";

/**
 * /OrderTracking for anyone with the order number and the order's email: the stages and dates, and the
 * carrier's tracking once shipped. Nothing else about the order is revealed (no address, lines or money).
 */
export const TRACKING_MESSAGES = {
  notFound: "We could not find an order with that number and email.",
  numberRequired: "Please enter your order number, e.g. RB000123.",
  emailRequired: "Please enter the email address you ordered with.",
} as const;

export const TrackOrderBody = z.object({
  order_number: z
    .string({ error: TRACKING_MESSAGES.numberRequired })
    .trim()
    .regex(/^(?:rb)?\d{1,9}$/i, TRACKING_MESSAGES.numberRequired),
  email: z
    .string({ error: TRACKING_MESSAGES.emailRequired })
    .trim()
    .min(3, TRACKING_MESSAGES.emailRequired)
    .max(254),
});
export type TrackOrderBody = z.infer<typeof TrackOrderBody>;

export const TrackingAnswer = z.object({
  order_number: z.string(),
  created: z.string(),
  status: PaymentStatus,
  pay_type: PayType,
  fulfilment: FulfilmentStatus,
  made_to_measure: z.boolean().describe("The order holds made-to-measure pieces (tailoring stages apply)"),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  need_by: z.string().nullable().describe("YYYY-MM-DD: the day the customer needs it"),
  deliver_by: z.string().nullable().describe("YYYY-MM-DD: the day promised at checkout"),
  timeline: z.array(OrderEvent.omit({ data: true })),
});
export type TrackingAnswer = z.infer<typeof TrackingAnswer>;

/** 'RB000123', 'rb123' or '123' as the order's id. */
export function orderIdFromNumber(value: string): number | null {
  const match = /^(?:rb)?0*(\d{1,9})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
}
