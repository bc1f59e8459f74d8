import type { QuestionField } from "@boutique/shared/schemas/contact-question-rules";
import { QuestionFields } from "@storefront/features/pages/components/question-fields";
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
  const form = useQuestionForm({
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
      <QuestionFields form={form} idPrefix="ask" submitting={submitting} compact />
    </fetcher.Form>
  );
}
