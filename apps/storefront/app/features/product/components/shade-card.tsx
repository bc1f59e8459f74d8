/**
 * The dyeing shade card: light (L) and dark (D) codes. It opens in place (a native <details>), and a
 * tap on a shade fills the colour code.
 */
const LIGHT = [
  "#f6d7d2",
  "#f9e3b4",
  "#fdf0c4",
  "#dcefd6",
  "#d3ebe9",
  "#d6e2f3",
  "#e4daf1",
  "#f3d9e6",
  "#efe3d3",
  "#e9e9e4",
  "#f7cfb6",
  "#d8e7c0",
];
const DARK = [
  "#7a1f3d",
  "#9b2335",
  "#b3541e",
  "#8a6408",
  "#3f5e2a",
  "#1f5c55",
  "#1d3f6e",
  "#3b2a63",
  "#5e1748",
  "#4a3b2a",
  "#2b2024",
  "#0f4c3a",
];

const SHADES = [
  ...LIGHT.map((hex, index) => ({ code: `L-${String(index + 1).padStart(2, "0")}`, hex })),
  ...DARK.map((hex, index) => ({ code: `D-${String(index + 1).padStart(2, "0")}`, hex })),
];

export function ShadeCard({ onPick }: { onPick: (code: string) => void }) {
  return (
    <details id="shade-card" className="mt-3 border border-line bg-white">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-maroon underline underline-offset-4">
        View the shade card
      </summary>
      <ul className="grid grid-cols-6 gap-2 p-3 sm:grid-cols-8">
        {SHADES.map((shade) => (
          <li key={shade.code}>
            <button
              type="button"
              onClick={() => onPick(shade.code)}
              className="block w-full text-center text-[0.7rem] text-ink"
              aria-label={`Use shade ${shade.code}`}
            >
              <span
                className="block aspect-square border border-line"
                style={{ backgroundColor: shade.hex }}
              />
              {shade.code}
            </button>
          </li>
        ))}
      </ul>
      <p className="px-3 pb-3 text-xs text-muted">
        Screens show colours a little differently; we dye to the physical card.
      </p>
    </details>
  );
}
