import { COD_DEFAULTS } from "@boutique/shared/pricing/cash-on-delivery";
import { DEFAULT_DOMESTIC_SHIPPING } from "@boutique/shared/pricing/shipping";
import { RECOVERY_DEFAULTS } from "@boutique/shared/schemas/checkout-recovery";
import { SHOP_PROFILE_DEFAULTS } from "@boutique/shared/schemas/shop-profile";

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
  /** "on": made-to-measure pieces may be returned for a refund like the rest; "off": altered instead. */
  made_to_measure_returns: "off",
  /** Orders (decisions 023, 025): what the customer is promised, and when a cancellation is free. */
  delivery_estimate: "2-4 weeks",
  cancellation_window_hours: "24",
  /** "on" or "off": mail the customer at each tailoring stage. */
  tailoring_emails: "on",
  /**
   * The supplier on GST invoices (Rule 46): name, address, GSTIN, state and its two-digit code. The name and
   * address are also the shop's everywhere else (GET /api/shop: footer, contact page), with these contacts.
   */
  supplier_name: SHOP_PROFILE_DEFAULTS.name,
  supplier_address: SHOP_PROFILE_DEFAULTS.address,
  shop_phone: SHOP_PROFILE_DEFAULTS.phone,
  shop_email: SHOP_PROFILE_DEFAULTS.email,
  /** Digits with the country code, for https://wa.me/<number>. */
  shop_whatsapp: SHOP_PROFILE_DEFAULTS.whatsapp,
  shop_hours: SHOP_PROFILE_DEFAULTS.hours,
  supplier_gstin: "07AAAAA0000A1Z5",
  supplier_state: "Delhi",
  supplier_state_code: "07",
  /** Invoice series prefix (letters only): 'RB' gives RB/2026-27/00001. */
  invoice_prefix: "RB",
  /** Letter of Undertaking reference for zero-rated exports. */
  lut_reference: "",
  /** The grievance officer named on the contact page (Consumer Protection (E-Commerce) Rules 2020). */
  grievance_officer_name: "Grievance Officer",
  grievance_officer_email: "grievance@rangrez.example",
  /**
   * Cash on delivery (issue 26 §1; pricing/cash-on-delivery.ts): on or off, the largest order, the fee and
   * the amount off for paying online (paise), pincodes or prefixes refused (comma-separated), whether
   * made-to-measure, turbans and cut fabric may go COD, hours to confirm, and refused parcels allowed.
   */
  cod_enabled: "off",
  cod_max_order: String(COD_DEFAULTS.maxOrderPaise),
  cod_fee: String(COD_DEFAULTS.feePaise),
  cod_prepaid_discount: String(COD_DEFAULTS.prepaidDiscountPaise),
  cod_refused_pincodes: "",
  cod_custom_allowed: "off",
  cod_confirm_hours: String(COD_DEFAULTS.confirmHours),
  cod_rto_limit: String(COD_DEFAULTS.rtoLimit),
  /** Days a cart sent as a link (on WhatsApp) opens (issue 26 §2). */
  cart_share_days: "7",
  /**
   * Reminders of a checkout left unpaid (issue 26 §3, decision 049): on or off, minutes after the shopper's
   * last move for the first, hours for the second (0: none).
   */
  /** "on": a shopper checks out with an emailed code and no password (issue 26 §4); "off": sign in first. */
  guest_checkout: "on",
  recovery_enabled: RECOVERY_DEFAULTS.enabled ? "on" : "off",
  recovery_first_minutes: String(RECOVERY_DEFAULTS.firstMinutes),
  recovery_second_hours: String(RECOVERY_DEFAULTS.secondHours),
  /**
   * Delivery dates (issue 27 §3, decision 053): working days a ready-made piece takes to leave, each
   * tailoring stage's days, the courier's days within India, the hour (India time) after which an order
   * starts the next working day (24: none), and the holidays besides Sundays (YYYY-MM-DD, comma-separated).
   */
  dispatch_days: "2",
  stage_days_measurements_checked: "1",
  stage_days_cutting: "2",
  stage_days_stitching: "6",
  stage_days_finishing: "2",
  domestic_transit_days: "4",
  order_cutoff_hour: "14",
  holidays: "",
  /** Rush tailoring: offered or not, the working days a rushed piece takes, the fee per piece (paise). */
  rush_enabled: "off",
  rush_tailoring_days: "5",
  rush_fee: "250000",
  /** Approval before dispatch (issue 27 §4): days the customer has to answer before no answer approves. */
  approval_days: "3",
  /**
   * Fit assurance (issue 27 §5): days after delivery a made-to-measure piece may be sent for a free
   * alteration, and whether the shop pays the courier both ways.
   */
  fit_days: "7",
  fit_shipping_paid: "on",
} as const;

export const DELIVERY_SETTING_KEYS = [
  "dispatch_days",
  "stage_days_measurements_checked",
  "stage_days_cutting",
  "stage_days_stitching",
  "stage_days_finishing",
  "domestic_transit_days",
  "order_cutoff_hour",
  "holidays",
  "rush_enabled",
  "rush_tailoring_days",
  "rush_fee",
  "approval_days",
  "fit_days",
  "fit_shipping_paid",
] as const satisfies readonly SettingKey[];

export const RECOVERY_SETTING_KEYS = [
  "recovery_enabled",
  "recovery_first_minutes",
  "recovery_second_hours",
] as const satisfies readonly SettingKey[];

export const COD_SETTING_KEYS = [
  "cod_enabled",
  "cod_max_order",
  "cod_fee",
  "cod_prepaid_discount",
  "cod_refused_pincodes",
  "cod_custom_allowed",
  "cod_confirm_hours",
  "cod_rto_limit",
] as const satisfies readonly SettingKey[];

export type SettingKey = keyof typeof SETTING_DEFAULTS;

/** The marquee list's order, as the storefront reads it by index; `type` is the admin's name for each. */
export const MARQUEE_ENTRIES = [
  { key: "marquee_1", type: "1" },
  { key: "marquee_2", type: "2" },
  { key: "insta_count", type: "InstaCount" },
  { key: "insta_handle", type: "InstaId" },
] as const satisfies readonly { key: SettingKey; type: string }[];
