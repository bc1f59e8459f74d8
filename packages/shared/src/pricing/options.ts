/** Choices the product page offers per category kind (spec §5 and §9), shared by page, cart and server. */

/** Turban lengths in metres: 4.5 to 9.5 in steps of 0.25; the product page opens on 4.5. */
export const TURBAN_LENGTH_MIN = 4.5;
export const TURBAN_LENGTH_MAX = 9.5;
export const TURBAN_LENGTH_STEP = 0.25;
export const TURBAN_LENGTH_DEFAULT = 4.5;
export const TURBAN_LENGTHS: readonly number[] = steps(
  TURBAN_LENGTH_MIN,
  TURBAN_LENGTH_MAX,
  TURBAN_LENGTH_STEP,
);
export const TURBAN_FABRICS = ["Rubia", "Full Voile"] as const;
export type TurbanFabric = (typeof TURBAN_FABRICS)[number];
/** Pico stitching: Rs 50 when chosen. */
export const PICO_STITCHING_PAISE = 5000;

/** Fabrics are sold by the metre: 1 to 200 in steps of 0.5, default 1. */
export const FABRIC_LENGTH_MIN = 1;
export const FABRIC_LENGTH_MAX = 200;
export const FABRIC_LENGTH_STEP = 0.5;
export const FABRIC_LENGTH_DEFAULT = 1;

export const COLOR_REQUIRED_MESSAGE = "Please select color.";

/** Custom size measurements, in inches (spec §5): less than 1 or more than 200 is a typo, not a body. */
export const MEASUREMENT_MIN = 1;
export const MEASUREMENT_MAX = 200;

function steps(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  // Count in whole steps so 0.25 never drifts (4.5 + 0.25 * n is exact in binary).
  for (let index = 0; min + index * step <= max; index += 1) out.push(min + index * step);
  return out;
}

function isOnStep(value: number, min: number, max: number, step: number): boolean {
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const count = (value - min) / step;
  return Math.abs(count - Math.round(count)) < 1e-9;
}

export function isTurbanLength(value: number): boolean {
  return isOnStep(value, TURBAN_LENGTH_MIN, TURBAN_LENGTH_MAX, TURBAN_LENGTH_STEP);
}

export function isFabricLength(value: number): boolean {
  return isOnStep(value, FABRIC_LENGTH_MIN, FABRIC_LENGTH_MAX, FABRIC_LENGTH_STEP);
}

/** A shade-card colour code as typed: upper-cased, keeping only L, D, digits and hyphens. */
export function normaliseColorCode(input: string): string {
  return input.toUpperCase().replace(/[^LD0-9-]/g, "");
}

/** Lehenga and saree waist sizes 0 to 21. */
export const WAIST_SIZES: readonly string[] = Array.from({ length: 22 }, (_, index) => String(index));
/** Lehenga and saree lengths 36 to 44 inches. */
export const LENGTHS_INCH: readonly string[] = Array.from({ length: 9 }, (_, index) => `${36 + index} inch`);
/** Heights 4ft5 to 6ft0, inch by inch. */
export const HEIGHTS: readonly string[] = Array.from({ length: 20 }, (_, index) => {
  const inches = 4 * 12 + 5 + index;
  return `${Math.floor(inches / 12)}ft${inches % 12}`;
});
export const SLEEVE_LENGTHS = ["Cap", "Half", "Three Quarter", "Full"] as const;
export const YES_NO = ["Yes", "No"] as const;
