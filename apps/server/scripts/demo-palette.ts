/** Named colours of the demo catalogue (the variant's name is the colour name). */
export const PALETTE = {
  Ivory: "#f3ead8",
  Maroon: "#6d1a2a",
  Red: "#b3192f",
  "Rani Pink": "#c2185b",
  Peach: "#f4a482",
  Mustard: "#d4a017",
  Emerald: "#1f7a4d",
  "Bottle Green": "#0f4d36",
  Teal: "#167a7a",
  Navy: "#1b2a52",
  "Royal Blue": "#2747a8",
  Lavender: "#a99bd1",
  Wine: "#5a1530",
  Black: "#1d1d1f",
  Gold: "#c9a13b",
  Mint: "#9fd8bf",
  "Powder Blue": "#a9c8e6",
  Rust: "#a4471e",
  Saffron: "#e8821e",
  Beige: "#d9c3a0",
  "Onion Pink": "#e6a5a8",
  Magenta: "#a3166f",
  Olive: "#6b6b2a",
  Plum: "#5e2750",
} as const;

export type ColourName = keyof typeof PALETTE;

/** Deterministic PRNG (mulberry32) so every seed of the demo gives the same shop. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    /** `count` distinct items, in random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0)
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;
