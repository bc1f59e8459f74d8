import type { QuestionField } from "@boutique/shared/schemas/contact-question-rules";
import { Form, useNavigation } from "react-router";
import type { QuestionResult } from "../contact.server";
import { QuestionFields } from "./question-fields";
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
  const form = useQuestionForm({
    result,
    initial: empty,
    afterSuccess: empty,
    idPrefix: "question",
  });

  return (
    <Form method="post" action="/contact" noValidate preventScrollReset className="space-y-5">
      <QuestionFields form={form} idPrefix="question" submitting={submitting} />
    </Form>
  );
}
