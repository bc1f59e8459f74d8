/**
 * What a body measurement usually is, in inches, by the word its name holds (issue 27 §2). A value outside
 * is asked about, never refused: "Waist 60 in: is that right?". Tailors see every kind of body; a typo
 * (6 for 36, 360 for 36) is what the question catches. Without zod, for the storefront's forms.
 */
const RANGES: [RegExp, number, number][] = [
  [/under ?bust/i, 22, 52],
  [/bust|chest/i, 26, 58],
  [/waist/i, 20, 52],
  [/hip|seat/i, 28, 62],
  [/shoulder/i, 10, 24],
  [/neck/i, 10, 24],
  [/arm ?hole/i, 10, 28],
  [/bicep|upper arm/i, 7, 24],
  [/wrist/i, 4, 10],
  [/sleeve/i, 3, 32],
  [/thigh/i, 12, 36],
  [/height/i, 36, 84],
  [/length/i, 8, 64],
];

/** The question to ask about a value outside what the measurement usually is; null when it looks right. */
export function plausibilityQuestion(name: string, inches: number): string | null {
  if (!Number.isFinite(inches)) return null;
  const range = RANGES.find(([pattern]) => pattern.test(name));
  if (!range) return null;
  const [, low, high] = range;
  return inches < low || inches > high ? `${name} ${inches} in: is that right?` : null;
}
