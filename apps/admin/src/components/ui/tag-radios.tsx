import { cn } from "@admin/lib/cn";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type Props = {
  legend: string;
  options: readonly string[];
  /** react-hook-form's register(...) for the field, with any onChange it needs. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** The grid's columns, one an option: "grid-cols-2" or "grid-cols-3". */
  columnsClassName: string;
};

/** A tag chosen from a few big toggles (Men / Women / Kids): real radios, styled, the error tied to the group. */
export function TagRadios({ legend, options, registration, error, columnsClassName }: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-800">{legend}</legend>
      <div className={cn("grid gap-2", columnsClassName)}>
        {options.map((option) => (
          <label key={option} className="relative">
            <input type="radio" value={option} className="peer sr-only" {...registration} />
            <span
              className={cn(
                "flex h-10 cursor-pointer items-center justify-center rounded-md border bg-white text-sm font-medium text-stone-700 shadow-sm",
                "peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
                error ? "border-red-600" : "border-stone-300",
              )}
            >
              {option}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
