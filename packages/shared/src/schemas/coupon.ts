import { z } from "zod";

/** Discount coupons staff manage under /admin/discountCopouns (back-office spec §3, §5, §8). */

export const COUPON_MESSAGES = {
  fillAll: "Please fill all values",
  added: "coupon Added Successfully",
  deleted: "coupon Deleted Successfully",
  exists: "coupon already exists",
  notFound: "coupon not found",
  code: "The code may use only letters, digits, - and _ (3 to 30 characters).",
  discount: "The discount must be a whole percent from 1 to 100.",
  max: "The maximum discount must be an amount in rupees above 0, with at most two decimals; leave it blank for no cap.",
  expiry: "The expiry date must be a date (YYYY-MM-DD).",
  expired: "The expiry date has passed.",
  usageLimit:
    "The usage limit must be a whole number of orders from 1 to 1,000,000; leave it blank for no limit.",
} as const;

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
/** Rs 1 crore: far above any order, inside the integer paise column. */
export const COUPON_MAX_RUPEES = 10_000_000;

/** Blank form inputs (and null) mean "not given"; numeric text from a form reads as a number. */
const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() === "" ? undefined : Number(value.trim());
  return value;
};

/** A coupon ends at the close of its expiry day in India, where the shop is. */
export function couponExpiryInstant(date: string): Date {
  return new Date(`${date}T23:59:59.999+05:30`);
}

/** A real day: "2099-02-30" has the right shape, but Date would roll it over to March. */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** POST /api/admin/coupons (JSON code, discount, max, expDate). max and expDate may be left out. */
export const NewCoupon = z.strictObject({
  code: z
    .string({ error: COUPON_MESSAGES.fillAll })
    .trim()
    .min(1, COUPON_MESSAGES.fillAll)
    .regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.code)
    // Codes are typed by customers in any case; one spelling is stored and shown.
    .transform((code) => code.toUpperCase()),
  discount: z.preprocess(
    blankToUndefined,
    z
      .number({ error: COUPON_MESSAGES.fillAll })
      .int(COUPON_MESSAGES.discount)
      .min(1, COUPON_MESSAGES.discount)
      .max(100, COUPON_MESSAGES.discount),
  ),
  max: z
    .preprocess(
      blankToUndefined,
      z
        .number({ error: COUPON_MESSAGES.max })
        .positive(COUPON_MESSAGES.max)
        .max(COUPON_MAX_RUPEES, COUPON_MESSAGES.max)
        .refine((rupees) => Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6, COUPON_MESSAGES.max)
        .optional(),
    )
    // 0 is refused, not read as "no cap": the storefront's coupon line uses 0 for "no coupon", and a
    // cap of 0 would give nothing. Blank (or left out) is the one way to say "no cap".
    .describe("Cap on the discount in rupees, above 0; left out or blank means no cap"),
  expDate: z
    .preprocess(
      (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
      z
        .string({ error: COUPON_MESSAGES.expiry })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, COUPON_MESSAGES.expiry)
        .refine(isCalendarDate, COUPON_MESSAGES.expiry)
        .refine((date) => couponExpiryInstant(date).getTime() >= Date.now(), COUPON_MESSAGES.expired)
        .optional(),
    )
    .describe("Last day the coupon works (YYYY-MM-DD, India time); left out means it never expires"),
  usageLimit: z
    .preprocess(
      blankToUndefined,
      z
        .number({ error: COUPON_MESSAGES.usageLimit })
        .int(COUPON_MESSAGES.usageLimit)
        .min(1, COUPON_MESSAGES.usageLimit)
        .max(1_000_000, COUPON_MESSAGES.usageLimit)
        .optional(),
    )
    .describe("How many paid or pending orders may use it in all; left out or blank means no limit"),
  oncePerCustomer: z
    .boolean({ error: "Once per customer must be true or false." })
    .optional()
    .describe("Each customer may use it on one order"),
});
export type NewCoupon = z.infer<typeof NewCoupon>;

export const CouponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: z.number().int().describe("Percent"),
  max_discount: z.number().nullable().describe("Cap in rupees; null means no cap"),
  first_order_only: z.boolean().describe("Only a customer's first paid order may use it"),
  usage_limit: z.number().int().nullable().describe("Orders that may use it in all; null means no limit"),
  used: z.number().int().describe("Orders holding or having used it (pending or paid)"),
  once_per_customer: z.boolean(),
  created_date: z.string().describe("ISO 8601"),
  expiry_date: z.string().nullable().describe("ISO 8601 end of the last valid day; null never expires"),
});
export type CouponRow = z.infer<typeof CouponRow>;
