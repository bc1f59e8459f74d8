import type { PricedKind } from "@boutique/shared/pricing/line-price";
import type { CustomizationInput } from "./api";

/**
 * The guest cart kept in the browser (spec §3: state key `cartItems`). Each line carries what the cart
 * page shows before the server answers; the prices shown come from POST /api/items/cart/quote, and
 * POST /api/login reads only id, size, quantity and customization (GuestCartItem), pricing it again.
 */
export const GUEST_CART_KEY = "cartItems";
/** Browser-kept state the spec clears on logout (§4), besides the cart. */
export const OTHER_BROWSER_KEYS = ["wishlist", "shippingInfo", "buyNow"] as const;

export type GuestLine = {
  key: string;
  id: number;
  product_id: number;
  name: string;
  image: string | null;
  category: string;
  color: string;
  size: string;
  quantity: number;
  available_quantity: number;
  /** The catalogue price the product page showed, kept as the older cart kept it; nothing is priced by it. */
  selling_price: number;
  weight: number;
  kind: PricedKind;
  customization: CustomizationInput;
};

/** Same colour, size and choices in any key order: the same line (spec §4: a duplicate add is ignored). */
export function lineKey(id: number, size: string, customization: CustomizationInput): string {
  const sorted = Object.keys(customization)
    .sort()
    .filter((key) => customization[key as keyof CustomizationInput] !== undefined)
    .map((key) => [key, customization[key as keyof CustomizationInput]]);
  return `${id}|${size}|${JSON.stringify(sorted)}`;
}

export function readGuestCart(): GuestLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.flatMap(toGuestLine) : [];
  } catch {
    // Blocked or corrupted storage: an empty cart beats a broken page.
    return [];
  }
}

export function writeGuestCart(lines: GuestLine[]) {
  try {
    if (lines.length === 0) window.localStorage.removeItem(GUEST_CART_KEY);
    else window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
}

/** Logout forgets everything; sign-in only the guest cart (already merged), keeping the Buy Now choice. */
export function clearBrowserKeys(keys: readonly string[] = [GUEST_CART_KEY, ...OTHER_BROWSER_KEYS]) {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
    if (keys.includes("buyNow")) window.sessionStorage.removeItem("buyNow");
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/**
 * A stored line, also one the older shop left behind (customization as JSON text, no key or kind):
 * shown as well as it can be; the server reprices it at sign-in anyway.
 */
function toGuestLine(value: unknown): GuestLine[] {
  if (!value || typeof value !== "object") return [];
  const line = value as Record<string, unknown>;
  const id = Number(line.id);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof line.name !== "string") return [];
  let customization: unknown = line.customization ?? {};
  if (typeof customization === "string") {
    try {
      customization = customization.trim() ? JSON.parse(customization) : {};
    } catch {
      customization = {};
    }
  }
  if (!customization || typeof customization !== "object") customization = {};
  const kind: PricedKind = line.kind === "turban" || line.kind === "fabric" ? line.kind : "piece";
  const size = typeof line.size === "string" && line.size ? line.size : "Free";
  const number = (field: unknown, fallback: number) =>
    Number.isFinite(Number(field)) ? Number(field) : fallback;
  const choices = customization as CustomizationInput;
  return [
    {
      key: typeof line.key === "string" ? line.key : lineKey(id, size, choices),
      id,
      product_id: number(line.product_id, id),
      name: line.name,
      image: typeof line.image === "string" ? line.image : null,
      category: typeof line.category === "string" ? line.category : "",
      color: typeof line.color === "string" ? line.color : "",
      size,
      quantity: Math.max(1, Math.floor(number(line.quantity, 1))),
      available_quantity: number(line.available_quantity, 1),
      selling_price: number(line.selling_price, 0),
      weight: number(line.weight, 0),
      kind,
      customization: choices,
    },
  ];
}
