import { z } from "zod";
import { type CalendarDate, isCalendarDate } from "../delivery-dates";
import { idNotValid, idParam } from "./id";
import { TAILORING_STAGES, type TailoringStage } from "./order-lifecycle-words";

/**
 * Delivery dates (issue 27 §3, decision 053) as the API reads and answers them: the shop's calendar and
 * working days (GET/PUT /api/admin/delivery-settings), a product's and a checkout's earliest dates, and
 * the need-by date a shopper may give. The arithmetic is `delivery-dates.ts`.
 */

export const PROCESSING_DAYS_MAX = 60;
export const TRANSIT_DAYS_MAX = 60;
export const STAGE_DAYS_MAX = 30;
export const HOLIDAYS_MAX = 60;
/** A need-by date further off than this is a typo, not a plan. */
export const NEED_BY_MAX_DAYS = 366;

export const DELIVERY_MESSAGES = {
  dispatchDays: `Days to dispatch must be a whole number from 0 to ${PROCESSING_DAYS_MAX}.`,
  processingDays: `Days to dispatch must be a whole number from 0 to ${PROCESSING_DAYS_MAX}, or left empty to use the category's.`,
  transitDays: `Courier days must be a whole number from 1 to ${TRANSIT_DAYS_MAX}.`,
  stageDays: `Each tailoring stage takes a whole number of days from 0 to ${STAGE_DAYS_MAX}.`,
  cutoffHour: "The cut-off must be a whole hour from 0 to 24.",
  holiday: "Holidays are dates written YYYY-MM-DD.",
  holidays: `List at most ${HOLIDAYS_MAX} holidays.`,
  needBy: "Enter the date you need it by as YYYY-MM-DD.",
  needByPast: "The date you need it by has passed. Choose a later one.",
  needByTooFar: "Choose a date within a year.",
  rushDays: `Rush tailoring takes a whole number of days from 1 to ${STAGE_DAYS_MAX}.`,
  rushFee: "The rush fee is a whole number of rupees from 0 to 50,000.",
  rushUnavailable: "Rush tailoring is not offered for this order.",
  /** A need-by date the shop cannot meet: the earliest it can, so the shopper can choose again. */
  tooSoon: (earliest: string) =>
    `We cannot deliver that soon. The earliest we can deliver is ${earliest}: choose that day or a later one.`,
} as const;

const M = DELIVERY_MESSAGES;

const Days = (max: number, message: string, min = 0) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const CalendarDay = z
  .string({ error: M.holiday })
  .trim()
  .refine(isCalendarDate, { error: M.holiday }) as z.ZodType<CalendarDate, string>;

/**
 * Rush tailoring (issue 27 §3): when staff offer it, a made-to-measure piece can be made in fewer working
 * days for a fee per piece, added to the piece's price.
 */
export const RushSettings = z.strictObject({
  enabled: z.boolean({ error: "Say whether rush tailoring is offered." }),
  tailoring_days: Days(STAGE_DAYS_MAX, M.rushDays, 1).describe("Working days a rushed piece takes to make"),
  fee: Days(50_000, M.rushFee).describe("Rupees added to each made-to-measure piece"),
});

/** GET/PUT /api/admin/delivery-settings: the working days every promise is made from. */
export const DeliverySettings = z.strictObject({
  dispatch_days: Days(PROCESSING_DAYS_MAX, M.dispatchDays).describe(
    "Working days a ready-made piece takes to leave, unless its category or product says otherwise",
  ),
  stage_days: z
    .strictObject(
      Object.fromEntries(
        TAILORING_STAGES.map((stage) => [stage, Days(STAGE_DAYS_MAX, M.stageDays)]),
      ) as Record<TailoringStage, ReturnType<typeof Days>>,
      { error: M.stageDays },
    )
    .describe("Working days each tailoring stage takes: a made-to-measure piece leaves after all of them"),
  domestic_transit_days: Days(TRANSIT_DAYS_MAX, M.transitDays, 1).describe(
    "Working days the courier takes within India (other countries: their zone's)",
  ),
  cutoff_hour: Days(24, M.cutoffHour).describe(
    "Orders placed at or after this hour (India time) start the next working day; 24: no cut-off",
  ),
  holidays: z
    .array(CalendarDay, { error: M.holiday })
    .max(HOLIDAYS_MAX, M.holidays)
    .transform((days) => [...new Set(days)].sort())
    .describe("Days the workshop and couriers do not work, besides Sundays"),
  rush: RushSettings.optional().describe("Left out: unchanged"),
  approval_days: Days(14, "Days to approve must be a whole number from 1 to 14.", 1)
    .optional()
    .describe(
      "Days a customer has to approve a finished made-to-measure piece (issue 27 §4); left out: unchanged",
    ),
  fit_days: Days(60, "Days for a free alteration must be a whole number from 1 to 60.", 1)
    .optional()
    .describe(
      "Days after delivery a made-to-measure piece may go back for a free alteration; left out: unchanged",
    ),
  fit_shipping_paid: z
    .boolean({ error: "Say whether the shop pays the courier for alterations." })
    .optional()
    .describe("The shop pays the courier both ways for a fit alteration; left out: unchanged"),
});
export type DeliverySettingsInput = z.input<typeof DeliverySettings>;

export const DeliverySettingsAnswer = z.object({
  dispatch_days: z.number().int(),
  stage_days: z.object(
    Object.fromEntries(TAILORING_STAGES.map((stage) => [stage, z.number().int()])) as Record<
      TailoringStage,
      z.ZodNumber
    >,
  ),
  domestic_transit_days: z.number().int(),
  cutoff_hour: z.number().int(),
  holidays: z.array(z.string()),
  rush: z.object({ enabled: z.boolean(), tailoring_days: z.number().int(), fee: z.number().int() }),
  approval_days: z.number().int(),
  fit_days: z.number().int(),
  fit_shipping_paid: z.boolean(),
});
export type DeliverySettingsAnswer = z.infer<typeof DeliverySettingsAnswer>;

/** The earliest days a parcel can leave and arrive. */
export const DeliveryEstimate = z.object({
  dispatch_on: z.string().describe("YYYY-MM-DD: the day it can leave the shop"),
  deliver_on: z.string().describe("YYYY-MM-DD: the earliest day it can arrive"),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

/** GET /api/products/{id}/delivery?country=IN. */
export const ProductDeliveryQuery = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "Country must be a two-letter ISO code such as IN" })
    .default("IN"),
});

export const ProductDeliveryAnswer = z.object({
  country: z.string(),
  deliverable: z.boolean().describe("Whether the shop ships to the country at all"),
  ready_made: DeliveryEstimate.nullable().describe("In a standard size; null where it does not ship"),
  made_to_measure: DeliveryEstimate.nullable().describe("Made to measure: after the tailoring stages"),
});
export type ProductDeliveryAnswer = z.infer<typeof ProductDeliveryAnswer>;

/** The need-by date a shopper may give at checkout (optional); whether the shop can meet it is the server's. */
export const NeedBy = z
  .string({ error: M.needBy })
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), { error: M.needBy })
  .transform((value) => (value === "" ? undefined : value))
  .optional()
  .describe("YYYY-MM-DD: when the shopper needs the order; refused when the shop cannot deliver by then");

export const ProductDeliveryParams = z.object({ id: idParam(idNotValid("Product")) });
export const CategoryDeliveryParams = z.object({ id: idParam(idNotValid("Category")) });

/** PUT /api/admin/category/{id}/delivery and /api/admin/products/{id}/delivery: null takes the parent's. */
export const ProcessingDaysBody = z.strictObject({
  processing_days: Days(PROCESSING_DAYS_MAX, M.processingDays).nullable(),
});

export const ProcessingDaysAnswer = z.object({
  processing_days: z.number().int().nullable().describe("Its own days to dispatch; null: inherited"),
  inherited: z.number().int().describe("The days it takes without its own: its category's, else the shop's"),
  message: z.string().optional(),
});
export type ProcessingDaysAnswer = z.infer<typeof ProcessingDaysAnswer>;
