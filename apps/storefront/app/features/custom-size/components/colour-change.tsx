import { ColourCodeField } from "@storefront/features/product/components/colour-code-lazy";
import { Suspense } from "react";

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
          <Suspense>
            <ColourCodeField
              id="custom-colour"
              value={selectedColor}
              error={error}
              onChange={(code) => onChange({ colorChange, selectedColor: code })}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
