import { z } from "zod";
import { QUESTION_LIMITS, QUESTION_MESSAGES } from "./contact-question-rules";
import { idParam } from "./id";

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * POST /api/admin/category/question: the contact form, and the product page's Ask a Question tab
 * (which also sends product_id). Keys in the spec's order, so the first issue is the first missing field.
 */
export const QuestionBody = z.strictObject({
  question: required(QUESTION_MESSAGES.question, QUESTION_LIMITS.question, "Question is too long."),
  email: required(QUESTION_MESSAGES.email, QUESTION_LIMITS.email, "Email ID is too long.")
    .pipe(z.email(QUESTION_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
  name: required(QUESTION_MESSAGES.name, QUESTION_LIMITS.name, "Name is too long."),
  product_id: idParam("Unknown product.").optional(),
});
export type QuestionBody = z.infer<typeof QuestionBody>;

export const QuestionAnswer = z.object({ success: z.literal(true), message: z.string() });
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;
