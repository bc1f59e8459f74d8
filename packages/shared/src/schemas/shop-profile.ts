import { z } from "zod";
import { SHOP_PROFILE_DEFAULTS, type ShopProfile as ShopProfileShape } from "./shop-profile-words";

/**
 * The shop's one profile (issue 26 §5): the name and address printed on invoices are the ones the footer,
 * the contact page and the product page show, with the phone, email, WhatsApp number and hours beside them.
 * Staff edit the name and address on Invoices & GST, the rest on the same screen's shop profile.
 */
export const SHOP_PROFILE_MESSAGES = {
  phone: "Enter the shop's phone number, as customers should dial it.",
  email: "Enter the shop's email address.",
  whatsapp: "Enter the WhatsApp number with its country code, digits only (e.g. 919811042517).",
  hours: "Enter the shop's hours, at most 80 characters.",
} as const;

export const ShopContactUpdate = z.strictObject({
  shop_phone: z
    .string({ error: SHOP_PROFILE_MESSAGES.phone })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,19}$/, SHOP_PROFILE_MESSAGES.phone),
  shop_email: z
    .string({ error: SHOP_PROFILE_MESSAGES.email })
    .trim()
    .max(120)
    .email(SHOP_PROFILE_MESSAGES.email),
  shop_whatsapp: z
    .string({ error: SHOP_PROFILE_MESSAGES.whatsapp })
    .trim()
    .regex(/^[1-9][0-9]{7,14}$/, SHOP_PROFILE_MESSAGES.whatsapp),
  shop_hours: z
    .string({ error: SHOP_PROFILE_MESSAGES.hours })
    .trim()
    .min(1, SHOP_PROFILE_MESSAGES.hours)
    .max(80, SHOP_PROFILE_MESSAGES.hours),
});
export type ShopContactUpdate = z.infer<typeof ShopContactUpdate>;

/** GET /api/shop: what the storefront shows of the shop (the type, without zod: shop-profile-words.ts). */
export const ShopProfile = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Digits with the country code, for https://wa.me/<whatsapp>. */
  whatsapp: z.string(),
  hours: z.string(),
}) satisfies z.ZodType<ShopProfileShape>;
export type ShopProfile = ShopProfileShape;
export { SHOP_PROFILE_DEFAULTS };
