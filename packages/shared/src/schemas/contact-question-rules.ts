/**
 * The ask-a-question / contact form rules (spec §5), without zod, so the storefront's browser
 * bundle can check the form with the same messages the API answers.
 */
export const QUESTION_MESSAGES = {
  question: "Please enter Question.",
  email: "Please enter Email ID.",
  name: "Please enter user name.",
  emailInvalid: "Please enter a valid Email ID.",
  submitted: "Question Submitted",
} as const;

export const QUESTION_LIMITS = { name: 80, email: 254, question: 2000 } as const;

/** The spec's order: question, then email, then name. */
export const QUESTION_FIELDS = ["question", "email", "name"] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];

/** The first field left blank, with its message; null when all three are filled. */
export function firstMissingQuestionField(
  values: Record<QuestionField, string>,
): { field: QuestionField; message: string } | null {
  for (const field of QUESTION_FIELDS) {
    if (!values[field].trim()) return { field, message: QUESTION_MESSAGES[field] };
  }
  return null;
}
