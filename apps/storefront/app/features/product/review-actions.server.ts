import {
  firstMissingQuestionField,
  QUESTION_MESSAGES,
  type QuestionField,
} from "@boutique/shared/schemas/contact-question-rules";
import { REVIEW_FILE_FIELD, REVIEW_MESSAGES, type ReviewValues } from "@boutique/shared/schemas/review-rules";
import { textField } from "@storefront/features/auth/form-values.server";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { data } from "react-router";
import { askProductQuestion, submitReview } from "./review-api";

export type QuestionTabResult =
  | { form: "question"; ok: true; message: string }
  | {
      form: "question";
      ok: false;
      message: string;
      field?: QuestionField;
      values: Record<QuestionField, string>;
    };
export type ReviewTabResult =
  | { form: "review"; ok: true; message: string }
  | { form: "review"; ok: false; message: string; values: ReviewValues };
export type ProductFormResult = QuestionTabResult | ReviewTabResult;

/**
 * The product page's forms without JavaScript (with it, the tabs post by fetcher or straight to the
 * API): a multipart post is a review, passed on to the API byte for byte; otherwise a question.
 */
export async function productFormAction(request: Request, api: ApiFetch, productId: number) {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) return reviewAction(request, api, productId);

  const form = await request.formData();
  const values = {
    question: textField(form, "question"),
    email: textField(form, "email"),
    name: textField(form, "name"),
  };
  const missing = firstMissingQuestionField(values);
  if (missing)
    return data<ProductFormResult>({ form: "question", ok: false, ...missing, values }, { status: 400 });
  try {
    await askProductQuestion(api, { ...values, product_id: productId });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const field = error.message === QUESTION_MESSAGES.emailInvalid ? "email" : undefined;
    return data<ProductFormResult>(
      { form: "question", ok: false, message: error.message, field, values },
      { status: error.status },
    );
  }
  return data<ProductFormResult>({ form: "question", ok: true, message: QUESTION_MESSAGES.submitted });
}

async function reviewAction(request: Request, api: ApiFetch, productId: number) {
  const form = await request.formData();
  form.set("product_id", String(productId));
  // A file input left empty still sends an empty part; the API would call it an unsupported file.
  const file = form.get(REVIEW_FILE_FIELD);
  if (file instanceof File && file.size === 0) form.delete(REVIEW_FILE_FIELD);
  const encoded = new Request("http://storefront.local/", { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const contentType = encoded.headers.get("content-type") ?? "multipart/form-data";
  try {
    const answer = await submitReview(api, { bytes, contentType });
    return data<ProductFormResult>({ form: "review", ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The texts come back so the shopper does not type them again (the file has to be chosen again).
    const values = {
      ratting: textField(form, "ratting"),
      title: textField(form, "title"),
      message: textField(form, "message"),
    };
    const message = error.status === 401 ? REVIEW_MESSAGES.signIn : error.message;
    return data<ProductFormResult>({ form: "review", ok: false, message, values }, { status: error.status });
  }
}
