import { withLineDefaults } from "@boutique/shared/pricing/line-choice";
import type { PricedKind } from "@boutique/shared/pricing/line-price";
import type { CustomizationInput } from "./api";

// Apart from guest-cart.ts: the shared pricing rules it needs stay off the pages that only read the cart.

/**
 * The line the server would make of these choices (decision 009's defaults, by the shared rule), so the
 * same choice is one line here and on the server; a colour is kept only when the colour changes.
 */
export function withDefaults(kind: PricedKind, input: CustomizationInput = {}): CustomizationInput {
  const { selectedColor, ...rest } = input;
  return withLineDefaults(kind, rest.colorChange === "Yes" ? { ...rest, selectedColor } : rest);
}
