import type { QuestionField } from "@boutique/shared/schemas/contact-question-rules";
import { useQuestionForm } from "@storefront/features/pages/components/use-question-form";
import type { loader as rootLoader } from "@storefront/root";
import { useCallback } from "react";
import { useActionData, useFetcher, useRouteLoaderData } from "react-router";
import type { ProductFormResult, QuestionTabResult } from "../review-actions.server";

/** After a question is sent the shopper's email and name stay for the next one. */
const keepContact = (values: Record<QuestionField, string>) => ({ ...values, question: "" });

/**
 * The Ask a Question tab (spec §5): messages in the order question, email, name; submit disabled
 * until all three are filled. Posts through a fetcher; without JavaScript, as a plain form.
 */
export function QuestionForm() {
  const fetcher = useFetcher<ProductFormResult>();
  const actionData = useActionData() as ProductFormResult | undefined;
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const latest = fetcher.data ?? actionData;
  const result: QuestionTabResult | undefined = latest?.form === "question" ? latest : undefined;
  const initial = useCallback(
    () => ({
      question: "",
      email: user?.email ?? "",
      name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
    }),
    [user],
  );
  const { hydrated, bind, error, errorId, missing, success } = useQuestionForm({
    result,
    initial,
    afterSuccess: keepContact,
    idPrefix: "ask",
  });
  const submitting = fetcher.state !== "idle";

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
    </fetcher.Form>
  );
}
