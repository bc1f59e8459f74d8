/** "500 g", "1 kg", "2.5 kg": band weights as staff and couriers say them. */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  const kilograms = grams / 1000;
  return `${Number.isInteger(kilograms) ? kilograms : kilograms.toFixed(3).replace(/\.?0+$/, "")} kg`;
}
