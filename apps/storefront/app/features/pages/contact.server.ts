import {
  firstMissingQuestionField,
  QUESTION_MESSAGES,
  type QuestionField,
} from "@boutique/shared/schemas/contact-question-rules";
import { textField } from "@storefront/features/auth/form-values.server";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { data } from "react-router";
import { submitQuestion } from "./api";

export type QuestionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: QuestionField; values: Record<QuestionField, string> };

/** The contact form's action: the same checks as the browser (for no-JS visits), then the API's own. */
export async function contactAction(request: Request, api: ApiFetch) {
  return questionAction(await request.formData(), api);
}

/** A question form posted to the page (the contact page, or a product's tab with its product id). */
export async function questionAction(form: FormData, api: ApiFetch, productId?: number) {
  const values = {
    question: textField(form, "question"),
    email: textField(form, "email"),
    name: textField(form, "name"),
  };
  const missing = firstMissingQuestionField(values);
  if (missing) {
    return data<QuestionResult>({ ok: false, ...missing, values }, { status: 400 });
  }
  try {
    await submitQuestion(api, productId ? { ...values, product_id: productId } : values);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field = error.message === QUESTION_MESSAGES.emailInvalid ? "email" : undefined;
    return data<QuestionResult>(
      { ok: false, message: error.message, field, values },
      { status: error.status },
    );
  }
  return data<QuestionResult>({ ok: true, message: QUESTION_MESSAGES.submitted });
}
