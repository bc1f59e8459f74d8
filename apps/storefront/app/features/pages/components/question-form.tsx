import {
  firstMissingQuestionField,
  QUESTION_LIMITS,
  type QuestionField,
} from "@boutique/shared/schemas/contact-question-rules";
import { useToast } from "@storefront/lib/toast";
import { useHydrated } from "@storefront/lib/use-hydrated";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { QuestionResult } from "../contact.server";

const EMPTY: Record<QuestionField, string> = { question: "", email: "", name: "" };

/**
 * Spec §5: messages in the order question, email, name (the first missing one); submit disabled
 * until all three are filled. Without JavaScript the action answers with the same messages.
 */
export function QuestionForm({ result }: { result: QuestionResult | undefined }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.toLowerCase() === "/contact";
  const [values, setValues] = useState(() => (result && !result.ok ? result.values : EMPTY));
  const [touched, setTouched] = useState(false);
  // The answer that was on screen when the shopper last edited: its message gives way to their edit.
  const [editedAfter, setEditedAfter] = useState<QuestionResult | undefined>(undefined);
  const toasted = useRef<QuestionResult | undefined>(undefined);

  useEffect(() => {
    if (!result?.ok || toasted.current === result) return;
    toasted.current = result;
    toast.show(result.message);
    setValues(EMPTY);
    setTouched(false);
  }, [result, toast]);

  const missing = firstMissingQuestionField(values);
  const serverError = result && !result.ok && editedAfter !== result ? result : undefined;
  const clientError = hydrated && touched && missing ? missing : undefined;
  const error =
    clientError ?? (serverError ? { field: serverError.field, message: serverError.message } : undefined);
  // With JavaScript the toast confirms; without, the page says it.
  const success = !hydrated && result?.ok ? result.message : undefined;

  const bind = (field: QuestionField) => ({
    name: field,
    value: values[field],
    maxLength: QUESTION_LIMITS[field],
    "aria-invalid": error?.field === field ? true : undefined,
    "aria-describedby": error?.field === field ? "question-form-error" : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setTouched(true);
      setEditedAfter(result);
    },
  });

  return (
    <Form method="post" action="/contact" noValidate preventScrollReset className="space-y-5">
      <LabelledField label="Your question" htmlFor="question-question">
        <textarea id="question-question" rows={5} className="field-input resize-y" {...bind("question")} />
      </LabelledField>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField label="Email ID" htmlFor="question-email">
          <input
            id="question-email"
            type="email"
            autoComplete="email"
            className="field-input"
            {...bind("email")}
          />
        </LabelledField>
        <LabelledField label="Your name" htmlFor="question-name">
          <input
            id="question-name"
            type="text"
            autoComplete="name"
            className="field-input"
            {...bind("name")}
          />
        </LabelledField>
      </div>
      <div aria-live="polite" className="min-h-6">
        {error ? (
          <p id="question-form-error" className="field-error mt-0">
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
    </Form>
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
