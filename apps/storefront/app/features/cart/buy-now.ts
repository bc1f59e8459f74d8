import type { CustomizationInput } from "./api";
import type { LineDisplay } from "./cart-store";

/**
 * The piece chosen with Buy Now, kept for this tab (sessionStorage `buyNow`) so /BuyNow shows it,
 * also after a guest signs in on the way. The prices shown are the server's (its quote for the line).
 */
export type BuyNowChoice = {
  variantId: number;
  size: string;
  quantity: number;
  customization: CustomizationInput;
  display: LineDisplay;
  productHref: string;
};

const KEY = "buyNow";

export function saveBuyNow(choice: BuyNowChoice) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Blocked storage: the Buy Now page will say there is nothing to buy.
  }
}

export function readBuyNow(): BuyNowChoice | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as BuyNowChoice | null;
    return parsed && typeof parsed.variantId === "number" && parsed.display ? parsed : null;
  } catch {
    return null;
  }
}

export function clearBuyNow() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept when storage is blocked.
  }
}
