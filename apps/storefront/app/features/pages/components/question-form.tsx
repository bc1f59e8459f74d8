import type { QuestionField } from "@boutique/shared/schemas/contact-question-rules";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { QuestionResult } from "../contact.server";
import { useQuestionForm } from "./use-question-form";

const EMPTY: Record<QuestionField, string> = { question: "", email: "", name: "" };
const empty = () => EMPTY;

/**
 * Spec §5: messages in the order question, email, name (the first missing one); submit disabled
 * until all three are filled. Without JavaScript the action answers with the same messages.
 */
export function QuestionForm({ result }: { result: QuestionResult | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.toLowerCase() === "/contact";
  const { hydrated, bind, error, errorId, missing, success } = useQuestionForm({
    result,
    initial: empty,
    afterSuccess: empty,
    idPrefix: "question",
  });

  return (
    <Form method="post" action="/contact" noValidate preventScrollReset className="space-y-5">
      <LabelledField label="Your question" htmlFor="question-question">
        <textarea rows={5} className="field-input resize-y" {...bind("question")} />
      </LabelledField>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField label="Email ID" htmlFor="question-email">
          <input type="email" autoComplete="email" className="field-input" {...bind("email")} />
        </LabelledField>
        <LabelledField label="Your name" htmlFor="question-name">
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
