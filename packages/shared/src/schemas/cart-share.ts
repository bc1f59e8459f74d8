import { z } from "zod";
import { CART_QUOTE_MAX_ITEMS, CartQuoteAnswer, GuestCartItem } from "./cart";
import { CART_SHARE_MESSAGES } from "./cart-share-words";

/**
 * The cart sent as a link (issue 26 §2): POST /api/cart/share stores the lines and answers the link, the
 * WhatsApp message with the lines and total, and wa.me's address; GET /api/cart/shared/{token} opens the
 * same lines, priced now, for whoever follows the link.
 */
export { CART_SHARE_MESSAGES };

export const CartShareBody = z.strictObject({
  cart_items: z
    .array(z.strictObject(GuestCartItem.shape))
    .min(1, CART_SHARE_MESSAGES.empty)
    .max(CART_QUOTE_MAX_ITEMS, `A cart can be shared with at most ${CART_QUOTE_MAX_ITEMS} items.`),
});

export const CartShareAnswer = z.object({
  url: z.string().describe("The link that opens this cart"),
  text: z.string().describe("The message: the lines, the total and the link"),
  whatsapp_url: z.string().nullable().describe("https://wa.me/<shop number>?text=…; null without a number"),
  expires_at: z.string(),
});
export type CartShareAnswer = z.infer<typeof CartShareAnswer>;

export const SharedCartParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, CART_SHARE_MESSAGES.notValid)
    .describe("The link's token"),
});

export const SharedCartAnswer = CartQuoteAnswer.extend({
  expires_at: z.string(),
  /** The lines to put in a cart, as POST /api/items/cart and the browser cart take them, with each kind. */
  cart_items: z.array(
    z.object({
      id: z.number().int(),
      size: z.string().optional(),
      quantity: z.number().int(),
      customization: z.record(z.string(), z.unknown()),
      kind: z.string(),
    }),
  ),
});
export type SharedCartAnswer = z.infer<typeof SharedCartAnswer>;
