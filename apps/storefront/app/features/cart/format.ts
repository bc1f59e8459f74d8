import { formatDollars, formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import { domesticShippingWords } from "@storefront/features/pages/content/policy";

/** 'Rs 12,499' from an answer's rupee figure. */
export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** '$149.70' from an answer's dollar figure (in cents only to be written out). */
export const dollars = (amount: number) => formatDollars(Math.round(amount * 100));

/** The line under the cart summary: the domestic rule in words, and how abroad is charged. */
export function freeShippingNote(rule: DomesticShippingRule): string {
  return `${domesticShippingWords(rule)} International shipping is quoted by weight at checkout.`;
}

const LABELS: Record<string, string> = {
  lehengaWaist: "Lehenga waist",
  lehengaLength: "Lehenga length",
  sareeWaist: "Saree waist",
  sareeLength: "Saree length",
  height: "Height",
  sleeveLength: "Sleeve",
  padding: "Padding",
  pettiCoat: "Petticoat",
};

/** The line's choices in words, for the cart table's customisation column (spec §2 Cart). */
export function customizationSummary(customization: Record<string, unknown>): string[] {
  const parts: string[] = [];
  const value = (key: string) => customization[key];
  if (typeof value("turbanLength") === "number") {
    parts.push(`Length ${value("turbanLength")} m`);
    parts.push(value("Pico") === 1 ? "Pico stitching" : "No stitching");
    if (typeof value("Fabric") === "string") parts.push(`Fabric ${value("Fabric")}`);
  }
  if (typeof value("fabricLength") === "number") parts.push(`Length ${value("fabricLength")} m`);
  if (value("colorChange") === "Yes" && typeof value("selectedColor") === "string") {
    parts.push(`Colour change to ${value("selectedColor")}`);
  }
  for (const [key, label] of Object.entries(LABELS)) {
    const choice = value(key);
    if (typeof choice === "string" && choice) parts.push(`${label} ${choice}`);
  }
  const measurements = value("measurements");
  if (measurements && typeof measurements === "object") {
    const sizes = Object.entries(measurements as Record<string, unknown>).map(
      ([name, inches]) => `${name} ${inches} in`,
    );
    if (sizes.length > 0) parts.push(`Custom size: ${sizes.join(", ")}`);
  }
  const note = value("specialInstructions");
  if (typeof note === "string" && note) parts.push(`Note: ${note}`);
  return parts;
}
