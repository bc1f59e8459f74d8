import { z } from "zod";
import {
  COLOR_REQUIRED_MESSAGE,
  HEIGHTS,
  isFabricLength,
  isTurbanLength,
  LENGTHS_INCH,
  MEASUREMENT_MAX,
  MEASUREMENT_MIN,
  SLEEVE_LENGTHS,
  TURBAN_FABRICS,
  WAIST_SIZES,
  YES_NO,
} from "../pricing/options";
import { DeliveryEstimate } from "./delivery";
import { idNotValid, idParam } from "./id";

/** XS..XXL as the spec orders them, then "Free" for one-size items (same list as the catalogue's tables). */
const MEASUREMENT_RANGE = `Custom size measurements must be from ${MEASUREMENT_MIN} to ${MEASUREMENT_MAX} inches.`;

export const CART_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "Free"] as const;
export const CartSize = z.enum(CART_SIZES, { error: "Please select a size." });

// Without zod, so the storefront can show them without shipping the schema library to browsers.
export { CART_MESSAGES, onlyAvailableMessage } from "./cart-messages";

const Choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Please choose a valid ${label}.` }).optional();

/**
 * The shopper's choices for one line (spec §3 Customisation selections). Strict: anything else,
 * a price above all, is refused. Choosing 'No' for a colour change clears the colour (spec §4).
 */
export const Customization = z
  .strictObject({
    lehengaWaist: Choice(WAIST_SIZES as [string, ...string[]], "lehenga waist"),
    lehengaLength: Choice(LENGTHS_INCH as [string, ...string[]], "lehenga length"),
    height: Choice(HEIGHTS as [string, ...string[]], "height"),
    sleeveLength: Choice(SLEEVE_LENGTHS, "sleeve length"),
    padding: Choice(YES_NO, "padding"),
    sareeLength: Choice(LENGTHS_INCH as [string, ...string[]], "saree length"),
    sareeWaist: Choice(WAIST_SIZES as [string, ...string[]], "saree waist"),
    pettiCoat: Choice(["Yes", "No", "skip"], "petti coat"),
    turbanLength: z
      .number({ error: "Turban length must be 4.5 to 9.5 metres in steps of 0.25." })
      .refine(isTurbanLength, "Turban length must be 4.5 to 9.5 metres in steps of 0.25.")
      .optional(),
    Pico: z.union([z.literal(0), z.literal(1)], { error: "Pico must be 0 or 1." }).optional(),
    Fabric: Choice(TURBAN_FABRICS, "turban fabric"),
    fabricLength: z
      .number({ error: "Fabric length must be 1 to 200 metres in steps of 0.5." })
      .refine(isFabricLength, "Fabric length must be 1 to 200 metres in steps of 0.5.")
      .optional(),
    colorChange: Choice(YES_NO, "colour change"),
    selectedColor: z
      .string()
      .trim()
      .max(20, "Colour code is too long.")
      .transform((value) => value.toUpperCase())
      .refine((value) => /^[LD0-9-]*$/.test(value), "Colour code may hold only L, D, digits and hyphens.")
      .optional(),
    /** Custom size page: measurement name → inches. */
    measurements: z
      .record(
        z.string().trim().min(1).max(60),
        z
          .number({ error: "Custom size inputs must be numbers." })
          .min(MEASUREMENT_MIN, MEASUREMENT_RANGE)
          .max(MEASUREMENT_MAX, MEASUREMENT_RANGE),
      )
      .refine((map) => Object.keys(map).length <= 40, "Too many measurements.")
      .optional(),
    specialInstructions: z.string().trim().max(1000, "Special instructions are too long.").optional(),
  })
  .superRefine((value, context) => {
    if (value.colorChange === "Yes" && !value.selectedColor) {
      context.addIssue({ code: "custom", message: COLOR_REQUIRED_MESSAGE, path: ["selectedColor"] });
    }
  })
  .transform(({ selectedColor, ...rest }) =>
    rest.colorChange === "Yes" ? { ...rest, selectedColor } : rest,
  );
export type Customization = z.infer<typeof Customization>;

/** `:id` in the cart and wishlist paths that name a product is the colour variant id. */
export const VariantParams = z.object({ id: idParam(idNotValid("Product")) });
/** `:id` in the plus, minus and remove paths is the cart line id (`cart_id`). */
export const CartLineParams = z.object({ id: idParam(idNotValid("Cart item")) });

/**
 * POST /api/items/cart/:id. quantity is accepted for the old client and ignored: an add is always
 * one piece (spec §4). size may be left out for one-size items.
 */
export const AddCartItemBody = z.strictObject({
  quantity: z.number().int().min(1).max(1000).optional(),
  size: CartSize.optional(),
  customization: Customization.optional().default({}),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

/**
 * A line of a guest's browser cart sent with POST /api/login as cart_items. The browser keeps the
 * whole cart line (name, image, prices...); those display fields are dropped, never read: the
 * server prices everything from the database. `id` is the colour variant id, as in a cart item.
 * customization may be the object or the JSON text the spec's cart keeps.
 */
export const GuestCartItem = z.object({
  id: idParam(idNotValid("Product")),
  size: CartSize.optional(),
  quantity: z.coerce.number().int().min(1).max(1000).optional().default(1),
  customization: z
    .preprocess((value) => {
      if (typeof value !== "string") return value ?? {};
      if (value.trim() === "") return {};
      try {
        return JSON.parse(value);
      } catch {
        // Not JSON: let the object schema refuse it, so the line is skipped with a reason.
        return value;
      }
    }, Customization)
    .optional()
    .default({}),
});
export type GuestCartItem = z.infer<typeof GuestCartItem>;

/** Optional: a POST or PUT without a body arrives as null. */
export const WishlistBody = z.strictObject({ size: CartSize.optional() }).nullish();
export type WishlistBody = z.infer<typeof WishlistBody>;

/** One cart line as GET /api/items/cart lists it; money in rupees. */
export const CartLine = z.object({
  cart_id: z
    .number()
    .int()
    .describe("The cart line id; in a guest quote, the item's position in cart_items (from 0)"),
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  available_quantity: z.number().int(),
  selling_price: z
    .number()
    .describe("The catalogue price of one piece, or of one metre for turbans and fabrics"),
  unit_price: z
    .number()
    .describe("One unit of the chosen options (length, stitching), as line_price counts it"),
  line_price: z.number().describe("unit_price × quantity"),
  weight: z.number(),
  customization: z.record(z.string(), z.unknown()),
});
export type CartLine = z.infer<typeof CartLine>;

/**
 * The cart's money as the server works it out (packages/shared/pricing orderTotals), in rupees and
 * dollars: the pages show these figures and add nothing up themselves. Shipping is the domestic rule's
 * (decision 007), an estimate until checkout quotes the address.
 */
export const CartTotals = z.object({
  subtotal: z.number(),
  subtotal_usd: z.number().describe("The subtotal in dollars at dollar_rate, 2 decimals"),
  shipping: z.number().describe("Shipping within India by the shop's rule; checkout quotes the address"),
  total: z.number(),
  total_usd: z.number().describe("The total in dollars at dollar_rate, 2 decimals"),
  dollar_rate: z.number().describe("Rupees per dollar"),
  delivery: DeliveryEstimate.nullable()
    .optional()
    .describe("The earliest days these lines leave and arrive in India (issue 27 §3); null: an empty cart"),
});
export type CartTotals = z.infer<typeof CartTotals>;

export const CartAnswer = z.object({
  data: z.array(CartLine),
  /** Optional for readers of the older answer; the server always sends it. */
  totals: CartTotals.optional(),
  message: z.string().optional(),
});
export type CartAnswer = z.infer<typeof CartAnswer>;

/** The most lines one guest quote prices. */
export const CART_QUOTE_MAX_ITEMS = 50;

/**
 * POST /api/items/cart/quote: a guest's browser cart, the lines the sign-in merge takes (GuestCartItem),
 * to be priced from the catalogue. Strict, item by item too: a price, name or total is refused, not ignored.
 */
export const CartQuoteBody = z.strictObject({
  cart_items: z
    .array(z.strictObject(GuestCartItem.shape))
    .max(CART_QUOTE_MAX_ITEMS, `A cart can be priced with at most ${CART_QUOTE_MAX_ITEMS} items.`),
});
export type CartQuoteBody = z.infer<typeof CartQuoteBody>;
export type CartQuoteItem = z.input<typeof CartQuoteBody>["cart_items"][number];

/** The same lines and totals as the signed-in cart; items that are unknown or off sale are listed instead. */
export const CartQuoteAnswer = z.object({
  data: z.array(CartLine),
  totals: CartTotals,
  skipped: z.array(
    z.object({ index: z.number().int().describe("Position in cart_items"), reason: z.string() }),
  ),
});
export type CartQuoteAnswer = z.infer<typeof CartQuoteAnswer>;

export const WishlistLine = z.object({
  wishlist_id: z.number().int(),
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  selling_price: z.number(),
});
export type WishlistLine = z.infer<typeof WishlistLine>;

export const WishlistAnswer = z.object({ data: z.array(WishlistLine), message: z.string().optional() });
export type WishlistAnswer = z.infer<typeof WishlistAnswer>;
