import { PICO_STITCHING_PAISE } from "./options";

/** How a line is priced: turbans and fabrics by length, everything else by the piece. */
export type PricedKind = "turban" | "fabric" | "piece";

export type LineChoice =
  | { kind: "turban"; lengthMetres: number; pico: boolean }
  | { kind: "fabric"; metres: number }
  | { kind: "piece" };

/**
 * price × length in integer paise. Lengths are whole hundredths of a metre (0.25, 0.5 steps), so
 * the product is computed on integers and rounded once, half up, to the paisa.
 */
function priceTimesLength(pricePaise: number, metres: number): number {
  assertPaise(pricePaise);
  const hundredths = Math.round(metres * 100);
  if (!Number.isFinite(metres) || metres <= 0 || Math.abs(hundredths - metres * 100) > 1e-6) {
    throw new RangeError(
      `length must be a positive number of metres with at most two decimals, got ${metres}`,
    );
  }
  return Math.round((pricePaise * hundredths) / 100);
}

function assertPaise(value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`price must be integer paise, got ${value}`);
}

/** Spec §9: turban line = selling price × length + stitching (Pico Rs 50 when chosen). */
export function turbanLinePrice(sellingPaise: number, lengthMetres: number, pico: boolean): number {
  return priceTimesLength(sellingPaise, lengthMetres) + (pico ? PICO_STITCHING_PAISE : 0);
}

/** Spec §9: fabrics are priced per metre, line = price × metres. */
export function fabricLinePrice(pricePaise: number, metres: number): number {
  return priceTimesLength(pricePaise, metres);
}

/** The price of one line (one unit of the chosen options) in paise; other kinds are their price. */
export function linePrice(sellingPaise: number, choice: LineChoice): number {
  switch (choice.kind) {
    case "turban":
      return turbanLinePrice(sellingPaise, choice.lengthMetres, choice.pico);
    case "fabric":
      return fabricLinePrice(sellingPaise, choice.metres);
    case "piece":
      assertPaise(sellingPaise);
      return sellingPaise;
  }
}

/** The category kinds of the catalogue mapped to how their lines are priced. */
export function pricedKindOf(categoryKind: string): PricedKind {
  return categoryKind === "turban" || categoryKind === "fabric" ? categoryKind : "piece";
}
