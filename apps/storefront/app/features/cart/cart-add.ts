import { CART_MESSAGES, onlyAvailableMessage } from "@boutique/shared/schemas/cart-messages";
import { browserApi } from "@storefront/lib/api-client";
import * as cartApi from "./api";
import { changeQuantity, messageOf } from "./cart-client";
import {
  type AddToCartInput,
  type CartResult,
  cartState,
  countServerChange,
  fromServerLine,
  serverCart,
  setGuestCart,
  setState,
} from "./cart-store";
import { lineKey, readGuestCart } from "./guest-cart";
import { withDefaults } from "./line-defaults";

// Apart from cart-client.ts: a new line needs the shared pricing rules, which the cart page never loads.

export async function addToCart(input: AddToCartInput): Promise<CartResult> {
  const { variantId, size, display } = input;
  if (cartState().signedIn) {
    try {
      countServerChange();
      // Which line is new shows against the cart before the add (loaded now if the page has not yet).
      const current = cartState().ready
        ? cartState().cart
        : (await cartApi.getCart(browserApi)).data.map(fromServerLine);
      const before = new Set(current.map((line) => line.cartId));
      const answer = await cartApi.addCartItem(browserApi, variantId, {
        ...(size ? { size } : {}),
        customization: input.customization ?? {},
      });
      setState(serverCart(answer));
      // The API adds one piece (spec §4); more of a new line are added by plus, which checks the stock.
      const added = cartState().cart.find((line) => !before.has(line.cartId));
      for (let count = 1; added && count < (input.quantity ?? 1); count += 1) {
        const line = cartState().cart.find((item) => item.cartId === added.cartId);
        if (!line) break;
        const more = await changeQuantity(line, "i");
        if (!more.ok) return { ok: true, message: `${CART_MESSAGES.added}. ${more.message}` };
      }
      return { ok: true, message: answer.message ?? CART_MESSAGES.added };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
  if (display.availableQuantity < 1) return { ok: false, message: onlyAvailableMessage(0) };
  const customization = withDefaults(display.kind, input.customization);
  const lineSize = size ?? "Free";
  const key = lineKey(variantId, lineSize, customization);
  const lines = readGuestCart();
  // Spec §4: the same line again is ignored.
  if (!lines.some((line) => line.key === key)) {
    lines.push({
      key,
      id: variantId,
      product_id: display.productId,
      name: display.name,
      image: display.image,
      category: display.category,
      color: display.color,
      size: lineSize,
      quantity: Math.min(Math.max(1, Math.floor(input.quantity ?? 1)), display.availableQuantity),
      available_quantity: display.availableQuantity,
      selling_price: display.sellingPrice,
      weight: display.weight ?? 0,
      kind: display.kind,
      customization,
    });
  }
  setGuestCart(lines);
  return { ok: true, message: CART_MESSAGES.added };
}
