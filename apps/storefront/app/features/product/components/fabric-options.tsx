import { FABRIC_LENGTH_MAX, FABRIC_LENGTH_MIN, FABRIC_LENGTH_STEP } from "@boutique/shared/pricing/options";
import { Suspense } from "react";
import { ColourCodeField } from "./colour-code-lazy";

export type FabricChoice = { metres: string; colorChange: "Yes" | "No"; selectedColor: string };

/**
 * Spec §5: metres 1-200 in half metres; colour change Yes/No with the shade card and a colour code
 * (upper-cased, only L, D, digits and hyphens). Choosing No clears the code (spec §4).
 */
export function FabricOptions({
  value,
  onChange,
  lengthError,
  colorError,
}: {
  value: FabricChoice;
  onChange: (next: FabricChoice) => void;
  lengthError: string | null;
  colorError: string | null;
}) {
  return (
    <div className="mt-6 space-y-4">
      <div className="max-w-48">
        <label htmlFor="fabric-length" className="field-label">
          Length (metres)
        </label>
        <input
          id="fabric-length"
          name="fabricLength"
          type="number"
          inputMode="decimal"
          min={FABRIC_LENGTH_MIN}
          max={FABRIC_LENGTH_MAX}
          step={FABRIC_LENGTH_STEP}
          value={value.metres}
          onChange={(event) => onChange({ ...value, metres: event.target.value })}
          aria-invalid={lengthError ? true : undefined}
          aria-describedby={lengthError ? "fabric-length-error" : undefined}
          className="field-input"
        />
        {lengthError ? (
          <p id="fabric-length-error" className="field-error">
            {lengthError}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="field-label">Do you want to change the color?</legend>
        <div className="flex gap-4">
          {(["Yes", "No"] as const).map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="colorChange"
                value={option}
                checked={value.colorChange === option}
                onChange={() =>
                  onChange({
                    ...value,
                    colorChange: option,
                    selectedColor: option === "No" ? "" : value.selectedColor,
                  })
                }
                className="h-4 w-4 accent-maroon"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      {value.colorChange === "Yes" ? (
        <div>
          <Suspense>
            <ColourCodeField
              id="fabric-colour"
              value={value.selectedColor}
              error={colorError}
              onChange={(code) => onChange({ ...value, selectedColor: code })}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
