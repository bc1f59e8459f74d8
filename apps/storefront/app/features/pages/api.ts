import { type ApiFetch, jsonInit, requestJson } from "@storefront/lib/api-client";

export type QuestionValues = { question: string; email: string; name: string };

/** POST /api/admin/category/question: the contact form's question, stored for staff to answer. */
export function submitQuestion(api: ApiFetch, values: QuestionValues) {
  return requestJson<{ success: boolean; message: string }>(
    api,
    "/api/admin/category/question",
    jsonInit("POST", values),
  );
}

/** GET /api/account/me answers 200 only for a signed-in shopper. */
export async function isSignedIn(api: ApiFetch): Promise<boolean> {
  const response = await api("/api/account/me", { headers: { accept: "application/json" } });
  if (response.ok) return true;
  if (response.status === 401 || response.status === 403) return false;
  throw new Error(`GET /api/account/me failed (${response.status})`);
}
