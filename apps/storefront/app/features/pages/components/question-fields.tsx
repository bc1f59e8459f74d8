import type { ReactNode } from "react";
import type { useQuestionForm } from "./use-question-form";

type FormState = ReturnType<typeof useQuestionForm>;

/**
 * The question, email and name fields, the message area and the submit button that the contact page and
 * the product page's Ask a Question tab both show; each wraps them in its own form.
 */
export function QuestionFields({
  form: { hydrated, bind, error, errorId, missing, success },
  idPrefix,
  submitting,
  compact = false,
}: {
  form: FormState;
  /** The prefix given to useQuestionForm: the fields' ids are `${idPrefix}-question` and so on. */
  idPrefix: string;
  submitting: boolean;
  /** The product tab's tighter spacing and shorter question box. */
  compact?: boolean;
}) {
  const gap = compact ? "gap-4" : "gap-5";
  return (
    <>
      <LabelledField label="Your question" htmlFor={`${idPrefix}-question`}>
        <textarea rows={compact ? 4 : 5} className="field-input resize-y" {...bind("question")} />
      </LabelledField>
      <div className={`grid ${gap} sm:grid-cols-2`}>
        <LabelledField label="Email ID" htmlFor={`${idPrefix}-email`}>
          <input type="email" autoComplete="email" className="field-input" {...bind("email")} />
        </LabelledField>
        <LabelledField label="Your name" htmlFor={`${idPrefix}-name`}>
          <input type="text" autoComplete="name" className="field-input" {...bind("name")} />
        </LabelledField>
      </div>
      <div aria-live="polite" className="min-h-6">
        {error ? (
          <p id={errorId} className="field-error mt-0">
            {error.message}
          </p>
        ) : null}
        {success ? (
          <p
            role="status"
            className="border border-emerald-800/30 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {success}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={hydrated && (Boolean(missing) || submitting)}
      >
        {submitting ? "Sending…" : "Submit question"}
      </button>
    </>
  );
}

function LabelledField({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}
