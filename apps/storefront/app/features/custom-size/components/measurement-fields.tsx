import { plausibilityQuestion } from "@boutique/shared/plausible-measurements";
import { MEASUREMENT_MAX, MEASUREMENT_MIN } from "@boutique/shared/pricing/options";

export function measurementId(name: string): string {
  return `measure-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** Spec §5 "Custom size inputs numeric": a positive number of inches, up to two decimals. */
export function measurementError(name: string, raw: string | undefined): string | null {
  const text = (raw ?? "").trim();
  if (text === "") return `Please enter your ${name} in inches.`;
  const value = Number(text);
  if (
    !Number.isFinite(value) ||
    value < MEASUREMENT_MIN ||
    value > MEASUREMENT_MAX ||
    !/^\d+(\.\d{1,2})?$/.test(text)
  )
    return `${name} must be a number of inches from ${MEASUREMENT_MIN} to ${MEASUREMENT_MAX}.`;
  return null;
}

/** One numeric field per measurement of the category (spec §2), two a row from phones up. */
export function MeasurementFields({
  names,
  values,
  errors,
  onChange,
  onFocus,
}: {
  names: string[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onFocus: (name: string) => void;
}) {
  return (
    <fieldset>
      <legend className="field-label">Your measurements</legend>
      <p id="measure-unit" className="-mt-1 mb-3 text-xs text-muted">
        All measurements in inches.
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3">
        {names.map((name) => {
          const id = measurementId(name);
          const error = errors[name];
          // Asked, not refused (issue 27 §2): a tailor sees every kind of body, and a typo is what it catches.
          const raw = (values[name] ?? "").trim();
          const question = !error && raw !== "" ? plausibilityQuestion(name, Number(raw)) : null;
          const describedBy = [error ? `${id}-error` : null, question ? `${id}-check` : null, "measure-unit"];
          return (
            <div key={name}>
              <label htmlFor={id} className="mb-1 block text-sm text-ink">
                {name}
              </label>
              <div className="relative">
                <input
                  id={id}
                  name={`measurements.${name}`}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={MEASUREMENT_MAX}
                  step="any"
                  value={values[name] ?? ""}
                  onFocus={() => onFocus(name)}
                  onChange={(event) => onChange(name, event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy.filter(Boolean).join(" ")}
                  className="field-input pr-10 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
                />
                <span
                  aria-hidden
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted"
                >
                  in
                </span>
              </div>
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-xs text-red-800">
                  {error}
                </p>
              ) : null}
              {question ? (
                <p id={`${id}-check`} className="mt-1 text-xs font-medium text-gold-deep">
                  {question}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
