import { rupeesToPaise } from "@boutique/shared/pricing/currency";
import { type LineChoice, linePrice, type PricedKind } from "@boutique/shared/pricing/line-price";
import {
  FABRIC_LENGTH_DEFAULT,
  TURBAN_FABRICS,
  TURBAN_LENGTH_DEFAULT,
} from "@boutique/shared/pricing/options";
import type { CustomizationInput } from "./api";

/**
 * The guest cart kept in the browser (spec §3: state key `cartItems`). Each line carries what the cart
 * page shows; POST /api/login reads only id, size, quantity and customization (GuestCartItem) and
 * prices everything again from the database.
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
  selling_price: number;
  weight: number;
  kind: PricedKind;
  customization: CustomizationInput;
};

/** Fills the defaults the server fills (decision 009), so the browser price and the server's agree. */
export function withDefaults(kind: PricedKind, input: CustomizationInput = {}): CustomizationInput {
  const { selectedColor, ...rest } = input;
  const base: CustomizationInput = rest.colorChange === "Yes" ? { ...rest, selectedColor } : rest;
  if (kind === "turban") {
    return {
      ...base,
      turbanLength: base.turbanLength ?? TURBAN_LENGTH_DEFAULT,
      Pico: base.Pico ?? 0,
      Fabric: base.Fabric ?? TURBAN_FABRICS[0],
    };
  }
  if (kind === "fabric") return { ...base, fabricLength: base.fabricLength ?? FABRIC_LENGTH_DEFAULT };
  return base;
}

export function choiceOf(kind: PricedKind, customization: CustomizationInput): LineChoice {
  if (kind === "turban") {
    return {
      kind,
      lengthMetres: customization.turbanLength ?? TURBAN_LENGTH_DEFAULT,
      pico: customization.Pico === 1,
    };
  }
  if (kind === "fabric") return { kind, metres: customization.fabricLength ?? FABRIC_LENGTH_DEFAULT };
  return { kind: "piece" };
}

/** One unit of the line in paise, by the shared pricing rules (the server recomputes it). */
export function guestUnitPaise(line: Pick<GuestLine, "kind" | "selling_price" | "customization">): number {
  try {
    return linePrice(rupeesToPaise(line.selling_price), choiceOf(line.kind, line.customization));
  } catch {
    // A damaged stored line (a negative price, an odd length) must not break the page.
    return 0;
  }
}

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
