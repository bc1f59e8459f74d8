import { cn } from "@admin/lib/cn";
import { Eye, EyeOff } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The message shown beside the field and announced with it. */
  error?: string;
  hint?: ReactNode;
};

const inputClass =
  "block h-10 w-full rounded-md border bg-white px-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus-ring disabled:bg-stone-100";

/** A labelled input with its hint and error tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, id, className, type = "text", ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            inputClass,
            isPassword && "pr-10",
            error ? "border-red-600 focus-visible:outline-red-600" : "border-stone-300",
          )}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-controls={inputId}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-stone-500 hover:text-stone-800 focus-ring"
          >
            {revealed ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            {/* Named by its content, not aria-label, so finding the field by its label stays unambiguous. */}
            <span className="sr-only">Show password</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A message about the whole form (a failed sign-in), announced when it appears. */
export function FormAlert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-brand-100 bg-brand-50 text-brand-900",
      )}
    >
      {children}
    </div>
  );
}
