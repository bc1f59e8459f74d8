import { type LineChoice, pricedKindOf } from "./line-price";
import { FABRIC_LENGTH_DEFAULT, TURBAN_FABRICS, TURBAN_LENGTH_DEFAULT } from "./options";

/**
 * A cart line's choices as the product page sends them and the cart keeps them, turned into what its
 * price depends on (decision 009). Pure: the server prices every line with these; the browser only uses
 * the defaults, so a guest's line is the same line the server would make of it.
 */

/** A line's customisation: the keys that set a price, and any other choice (sizes, notes), which does not. */
type PricedChoices = {
  [choice: string]: unknown;
  turbanLength?: unknown;
  Pico?: unknown;
  Fabric?: unknown;
  fabricLength?: unknown;
};

/**
 * The choices that matter for this kind of product with the defaults filled in: a turban without a
 * length is the product page's 4.5 m, no Pico, Rubia; a fabric without one is 1 m. Priced keys of another
 * kind are dropped, so the same choice is always the same line.
 */
export function withLineDefaults<T extends PricedChoices>(categoryKind: string, customization: T): T {
  const { turbanLength, Pico, Fabric, fabricLength, ...rest } = customization;
  const priced = pricedKindOf(categoryKind);
  if (priced === "turban") {
    return {
      ...rest,
      turbanLength: turbanLength ?? TURBAN_LENGTH_DEFAULT,
      Pico: Pico ?? 0,
      Fabric: Fabric ?? TURBAN_FABRICS[0],
    } as T;
  }
  if (priced === "fabric") return { ...rest, fabricLength: fabricLength ?? FABRIC_LENGTH_DEFAULT } as T;
  return rest as T;
}

/**
 * How a line is priced, from its category kind and customisation: turbans by length and Pico stitching,
 * fabrics by metres (the defaults above when a length is missing), everything else by the piece.
 * A length that is not a number gives NaN, which linePrice refuses.
 */
export function lineChoiceOf(categoryKind: string, customization: PricedChoices): LineChoice {
  const priced = pricedKindOf(categoryKind);
  if (priced === "turban") {
    return {
      kind: "turban",
      lengthMetres: Number(customization.turbanLength ?? TURBAN_LENGTH_DEFAULT),
      pico: customization.Pico === 1,
    };
  }
  if (priced === "fabric") {
    return { kind: "fabric", metres: Number(customization.fabricLength ?? FABRIC_LENGTH_DEFAULT) };
  }
  return { kind: "piece" };
}
