import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { type InputHTMLAttributes, useId, useState } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Remove whitespace as it is typed (spec §5: inputs strip whitespace). */
  compact?: boolean;
  /** Keep digits only (OTP). */
  digitsOnly?: boolean;
};

/** A labelled input with its message underneath, tied together for screen readers. */
export function Field({
  label,
  error,
  hint,
  compact,
  digitsOnly,
  id,
  className = "",
  onInput,
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="field-input"
        onInput={(event) => {
          const target = event.currentTarget;
          if (digitsOnly) target.value = target.value.replace(/\D/g, "");
          else if (compact) target.value = target.value.replace(/\s/g, "");
          onInput?.(event);
        }}
        {...input}
      />
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field {...props} type={visible ? "text" : "password"} compact />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        className="absolute top-[2.1rem] right-1 p-2 text-muted hover:text-maroon"
        aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        aria-pressed={visible}
      >
        {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </button>
    </div>
  );
}

/** A message under a whole form: role=alert so it is announced when it appears. */
export function FormMessage({
  message,
  tone = "error",
}: {
  message?: string | null;
  tone?: "error" | "success";
}) {
  if (!message) return null;
  const style =
    tone === "error"
      ? "border-red-800/30 bg-red-50 text-red-900"
      : "border-emerald-800/30 bg-emerald-50 text-emerald-900";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`border px-4 py-3 text-sm ${style}`}>
      {message}
    </p>
  );
}
