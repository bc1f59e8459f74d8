/** The cart link's messages, without zod, for the storefront (cart-share.ts has the schemas). */
export const CART_SHARE_MESSAGES = {
  empty: "Your cart is empty.",
  notValid: "This cart link is not valid.",
  expired: "This cart link has expired. Ask for a new one.",
} as const;
