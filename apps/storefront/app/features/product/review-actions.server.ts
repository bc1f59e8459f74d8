import { REVIEW_FILE_FIELD, REVIEW_MESSAGES, type ReviewValues } from "@boutique/shared/schemas/review-rules";
import { textField } from "@storefront/features/auth/form-values.server";
import { type QuestionResult, questionAction } from "@storefront/features/pages/contact.server";
import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { data } from "react-router";
import { submitReview } from "./review-api";

export type QuestionTabResult = QuestionResult & { form: "question" };
export type ReviewTabResult =
  | { form: "review"; ok: true; message: string }
  | { form: "review"; ok: false; message: string; values: ReviewValues };
export type ProductFormResult = QuestionTabResult | ReviewTabResult;

/**
 * The product page's forms without JavaScript (with it, the tabs post by fetcher or straight to the
 * API): the Ask a Question form says intent=question; the review form's multipart post is passed on to
 * the API.
 */
export async function productFormAction(request: Request, api: ApiFetch, productId: number) {
  const form = await request.formData();
  if (form.get("intent") !== "question") return reviewAction(form, api, productId);
  const answer = await questionAction(form, api, productId);
  return data<ProductFormResult>({ form: "question", ...answer.data }, answer.init ?? undefined);
}

async function reviewAction(form: FormData, api: ApiFetch, productId: number) {
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
