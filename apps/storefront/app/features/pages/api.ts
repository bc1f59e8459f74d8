import type { PoliciesAnswer } from "@boutique/shared/schemas/policies";
import type { PublicShippingZones } from "@boutique/shared/schemas/shipping-zones";
import { type ApiFetch, jsonInit, requestJson } from "@storefront/lib/api-client";
import { settle } from "@storefront/lib/loader-helpers";

export type QuestionValues = { question: string; email: string; name: string };

/**
 * POST /api/admin/category/question: a question stored for staff to answer, from the contact page or,
 * with product_id, from a product's Ask a Question tab.
 */
export function submitQuestion(api: ApiFetch, values: QuestionValues & { product_id?: number }) {
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

export type ShippingZoneSummary = PublicShippingZones["data"][number];

/** GET /api/shipping/zones: the charges abroad, zone by zone (bands lightest first, rupees). */
export function getShippingZones(api: ApiFetch): Promise<PublicShippingZones> {
  return requestJson<PublicShippingZones>(api, "/api/shipping/zones");
}

/** The zones, or none when they cannot be read: the page then says only that checkout quotes the charge. */
export async function shippingZonesOrNone(api: ApiFetch): Promise<ShippingZoneSummary[]> {
  return (await settle("shipping/zones", getShippingZones(api), { data: [] })).data;
}

/** GET /api/policies: the grievance officer and the shop's windows, or null when they cannot be read. */
export async function policiesOrNull(api: ApiFetch): Promise<PoliciesAnswer | null> {
  return settle("policies", requestJson<PoliciesAnswer>(api, "/api/policies"), null);
}
