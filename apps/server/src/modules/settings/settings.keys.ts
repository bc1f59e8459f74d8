import { DEFAULT_DOMESTIC_SHIPPING } from "@boutique/shared/pricing/shipping";

/** Site-setting keys and the defaults used until staff set a value. */
export const SETTING_DEFAULTS = {
  marquee_1: "",
  marquee_2: "",
  insta_count: "",
  insta_handle: "",
  /** Paise per US dollar: 8350 is Rs 83.50 to the dollar. */
  dollar_rate: "8350",
  /** Shipping within India in paise (decision 007): the fee per order, and the subtotal that ships free. */
  domestic_shipping_flat: String(DEFAULT_DOMESTIC_SHIPPING.flatPaise),
  domestic_free_shipping_from: String(DEFAULT_DOMESTIC_SHIPPING.freeFromPaise),
  return_window_days: "6",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

/** The marquee list's order, as the storefront reads it by index; `type` is the admin's name for each. */
export const MARQUEE_ENTRIES = [
  { key: "marquee_1", type: "1" },
  { key: "marquee_2", type: "2" },
  { key: "insta_count", type: "InstaCount" },
  { key: "insta_handle", type: "InstaId" },
] as const satisfies readonly { key: SettingKey; type: string }[];
