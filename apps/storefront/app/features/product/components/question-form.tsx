import {
  firstMissingQuestionField,
  QUESTION_LIMITS,
  type QuestionField,
} from "@boutique/shared/schemas/contact-question-rules";
import { useToast } from "@storefront/lib/toast";
import { useHydrated } from "@storefront/lib/use-hydrated";
import type { loader as rootLoader } from "@storefront/root";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useRouteLoaderData } from "react-router";
import type { ProductFormResult, QuestionTabResult } from "../review-actions.server";

/**
 * The Ask a Question tab (spec §5): messages in the order question, email, name; submit disabled
 * until all three are filled. Posts through a fetcher; without JavaScript, as a plain form.
 */
export function QuestionForm() {
  const hydrated = useHydrated();
  const toast = useToast();
  const fetcher = useFetcher<ProductFormResult>();
  const actionData = useActionData() as ProductFormResult | undefined;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const latest = fetcher.data ?? actionData;
  const result: QuestionTabResult | undefined = latest?.form === "question" ? latest : undefined;

  const prefilled = () => ({
    question: "",
    email: user?.email ?? "",
    name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
  });
  const [values, setValues] = useState<Record<QuestionField, string>>(() =>
    result && !result.ok ? result.values : prefilled(),
  );
  const [touched, setTouched] = useState(false);
  const [editedAfter, setEditedAfter] = useState<QuestionTabResult | undefined>(undefined);
  const toasted = useRef<QuestionTabResult | undefined>(undefined);

  useEffect(() => {
    if (!result?.ok || toasted.current === result) return;
    toasted.current = result;
    if (hydrated) toast.show(result.message);
    setValues((current) => ({ ...current, question: "" }));
    setTouched(false);
  }, [result, toast, hydrated]);

  const missing = firstMissingQuestionField(values);
  const serverError = result && !result.ok && editedAfter !== result ? result : undefined;
  const clientError = hydrated && touched && missing ? missing : undefined;
  const error =
    clientError ?? (serverError ? { field: serverError.field, message: serverError.message } : undefined);
  const submitting = fetcher.state !== "idle";

  const bind = (field: QuestionField) => ({
    id: `ask-${field}`,
    name: field,
    value: values[field],
    maxLength: QUESTION_LIMITS[field],
    "aria-invalid": error?.field === field ? true : undefined,
    "aria-describedby": error?.field === field ? "ask-error" : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setTouched(true);
      setEditedAfter(result);
    },
  });

  return (
    <fetcher.Form method="post" noValidate preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="question" />
      <p className="text-sm text-muted">Ask about fit, fabric or delivery; we answer by email.</p>
      <div>
        <label htmlFor="ask-question" className="field-label">
          Your question
        </label>
        <textarea rows={4} className="field-input resize-y" {...bind("question")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="ask-email" className="field-label">
            Email ID
          </label>
          <input type="email" autoComplete="email" className="field-input" {...bind("email")} />
        </div>
        <div>
          <label htmlFor="ask-name" className="field-label">
            Your name
          </label>
          <input type="text" autoComplete="name" className="field-input" {...bind("name")} />
        </div>
      </div>
      <div aria-live="polite" className="min-h-6">
        {error ? (
          <p id="ask-error" className="field-error mt-0">
            {error.message}
          </p>
        ) : null}
        {!hydrated && result?.ok ? (
          <p
            role="status"
            className="border border-emerald-800/30 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {result.message}
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
    </fetcher.Form>
  );
}
