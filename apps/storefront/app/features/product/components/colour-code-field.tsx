import { normaliseColorCode } from "@boutique/shared/pricing/options";
import { ShadeCard } from "./shade-card";

/**
 * Spec §2/§5 colour change: the colour code from the shade card, typed or picked from the card, and the
 * 'Please select color.' answer under it. Fabrics by the metre and the custom size page both use it.
 */
export function ColourCodeField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (code: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="field-label">
        Colour code from the shade card
      </label>
      <input
        id={id}
        name="selectedColor"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. L-12 or D-07"
        value={value}
        onChange={(event) => onChange(normaliseColorCode(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-input max-w-60 uppercase"
      />
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <ShadeCard onPick={onChange} />
    </>
  );
}
