import { lineChoiceOf } from "./line-choice";

/**
 * Stock is kept in the unit a piece is sold in: pieces, or metres for goods sold by length (turbans and
 * fabrics, decision 040). One unit of a line (quantity 1) takes its length from the row, or one piece.
 */
export function stockPerUnit(categoryKind: string, customization: Record<string, unknown>): number {
  const choice = lineChoiceOf(categoryKind, customization);
  if (choice.kind === "turban") return choice.lengthMetres;
  if (choice.kind === "fabric") return choice.metres;
  return 1;
}

/** How many units of a line a stock row can fill: 20 m of fabric fills three 6 m cuts. */
export function unitsInStock(stock: number, perUnit: number): number {
  if (!(perUnit > 0) || !Number.isFinite(perUnit) || !(stock > 0)) return 0;
  // Lengths and stock are quarter metres, exact in binary; the margin only guards a caller's arithmetic.
  return Math.floor(stock / perUnit + 1e-9);
}

/** What a line of `quantity` units takes from its row. */
export function stockTaken(quantity: number, perUnit: number): number {
  return quantity * perUnit;
}
