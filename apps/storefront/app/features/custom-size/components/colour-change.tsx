import { normaliseColorCode } from "@boutique/shared/pricing/options";
import { ShadeCard } from "../../product/components/shade-card";

/**
 * Spec §2: the toggle 'Do you want to change the color' and the shade card. Turning it off clears
 * the code (spec §4), as on the fabric page.
 */
export function ColourChange({
  colorChange,
  selectedColor,
  error,
  onChange,
}: {
  colorChange: "Yes" | "No";
  selectedColor: string;
  error: string | null;
  onChange: (next: { colorChange: "Yes" | "No"; selectedColor: string }) => void;
}) {
  const on = colorChange === "Yes";
  return (
    <div className="border-t border-line pt-5">
      <label className="flex cursor-pointer items-center justify-between gap-4">
        <span className="text-sm font-medium text-ink">Do you want to change the color</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(event) =>
            onChange({
              colorChange: event.target.checked ? "Yes" : "No",
              selectedColor: event.target.checked ? selectedColor : "",
            })
          }
          className="peer sr-only"
        />
        <span
          aria-hidden
          className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-maroon peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-maroon after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      {on ? (
        <div className="mt-4">
          <label htmlFor="custom-colour" className="field-label">
            Colour code from the shade card
          </label>
          <input
            id="custom-colour"
            name="selectedColor"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. L-12 or D-07"
            value={selectedColor}
            onChange={(event) =>
              onChange({ colorChange, selectedColor: normaliseColorCode(event.target.value) })
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "custom-colour-error" : undefined}
            className="field-input max-w-60 uppercase"
          />
          {error ? (
            <p id="custom-colour-error" role="alert" className="field-error">
              {error}
            </p>
          ) : null}
          <ShadeCard onPick={(code) => onChange({ colorChange, selectedColor: code })} />
        </div>
      ) : null}
    </div>
  );
}
