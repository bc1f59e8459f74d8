import { ApiError, type ApiFetch, requestJson } from "@storefront/lib/api-client";

/** Whether the signed-in shopper may write a review of this product, and why not. */
export type ReviewStatus = { may_review: boolean; reason: string | null };

/**
 * GET /api/admin/products/review/{parent_id} for the Write a Review tab; null for a guest (401)
 * or a product the API does not know (the page itself answers 404 then).
 */
export async function getReviewStatus(api: ApiFetch, productId: number): Promise<ReviewStatus | null> {
  try {
    const body = await requestJson<ReviewStatus>(api, `/api/admin/products/review/${productId}`);
    return { may_review: body.may_review, reason: body.reason };
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

/**
 * POST /api/admin/products/review: the multipart body as it is (fields product_id, ratting, title,
 * message and the optional file `image`), sent from the browser or passed on by the page's action.
 */
export function submitReview(api: ApiFetch, body: FormData | { bytes: Uint8Array; contentType: string }) {
  const init: RequestInit =
    body instanceof FormData
      ? { method: "POST", body }
      : { method: "POST", body: body.bytes as BodyInit, headers: { "content-type": body.contentType } };
  return requestJson<{ success: boolean; message: string }>(api, "/api/admin/products/review", init);
}
