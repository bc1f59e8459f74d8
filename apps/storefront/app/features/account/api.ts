import type { Address, AddressBody } from "@boutique/shared/schemas/address";
import { encodeBase64 } from "@boutique/shared/schemas/auth";
import type { ConsentPurpose, ConsentsAnswer } from "@boutique/shared/schemas/privacy";
import type { CustomerReturnsAnswer, ReturnRequestRow } from "@boutique/shared/schemas/returns";
import { ApiError, type ApiFetch, jsonInit, requestJson } from "@storefront/lib/api-client";

export type CurrentUser = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** Made at a guest checkout: no password yet (issue 26 §4). */
  guest: boolean;
};

/** GET /api/account/me; null when signed out. */
export async function getCurrentUser(api: ApiFetch): Promise<CurrentUser | null> {
  try {
    return toCurrentUser(await requestJson<unknown>(api, "/api/account/me"));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** POST /api/logout: the answer's Set-Cookie clears the session. */
export function logout(api: ApiFetch): Promise<Response> {
  return api("/api/logout", { method: "POST" });
}

function toCurrentUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const inner = (record.user ?? record.data ?? record) as Record<string, unknown>;
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof inner[key] === "string") return inner[key] as string;
    return "";
  };
  const email = text("email");
  if (!email) return null;
  return {
    firstName: text("first_name", "firstName", "name"),
    lastName: text("last_name", "lastName"),
    email,
    mobile: text("mobile"),
    guest: inner.guest === true,
  };
}

/** POST /api/account/password: the first password of an account made at a guest checkout. */
export function createPassword(api: ApiFetch, password: string): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    api,
    "/api/account/password",
    jsonInit("POST", { password: encodeBase64(password) }),
  );
}

/** POST /api/account/details (spec §7): first and last name, phone. */
export function updateAccountDetails(
  api: ApiFetch,
  body: { first_name: string; last_name: string; phone?: string },
) {
  return requestJson<{ message: string }>(api, "/api/account/details", jsonInit("POST", body));
}

/** PUT /api/account/password: both passwords base64-encoded, as every password the storefront sends. */
export function changePassword(api: ApiFetch, input: { oldPassword: string; newPassword: string }) {
  return requestJson<{ message: string }>(
    api,
    "/api/account/password",
    jsonInit("PUT", {
      oldPassword: encodeBase64(input.oldPassword),
      newPassword: encodeBase64(input.newPassword),
    }),
  );
}

/** A saved address as GET /api/items/address lists it (`default` 'Y' on the one checkout preselects). */
export type { Address };
/** What the address form sends: every field as typed, the API trims and checks them. */
export type AddressInput = Required<AddressBody>;
export type Country = { code: string; name: string };

export async function listAddresses(api: ApiFetch): Promise<Address[]> {
  return (await requestJson<{ data: Address[] }>(api, "/api/items/address")).data;
}

/** POST /api/items/address, or PUT /api/items/address/{id} with an id: the API's message. */
export async function saveAddress(api: ApiFetch, input: AddressInput, id?: number): Promise<string> {
  const path = id ? `/api/items/address/${id}` : "/api/items/address";
  return (await requestJson<{ message: string }>(api, path, jsonInit(id ? "PUT" : "POST", input))).message;
}

export async function deleteAddress(api: ApiFetch, id: number): Promise<string> {
  return (await requestJson<{ message: string }>(api, `/api/items/address/${id}`, { method: "DELETE" }))
    .message;
}

export async function makeDefaultAddress(api: ApiFetch, id: number): Promise<string> {
  return (await requestJson<{ message: string }>(api, `/api/items/address/default/${id}`, { method: "POST" }))
    .message;
}

export async function listCountries(api: ApiFetch): Promise<Country[]> {
  return (await requestJson<{ data: Country[] }>(api, "/api/countries")).data;
}

/** GET /api/orders/returns: the Exchange & Return tab's requests and the pieces that may still be asked about. */
export function listReturns(api: ApiFetch): Promise<CustomerReturnsAnswer> {
  return requestJson<CustomerReturnsAnswer>(api, "/api/orders/returns");
}

/** POST /api/orders/{id}/returns: the multipart form as the page got it (line_id, kind, reason, photos). */
export function askReturn(api: ApiFetch, orderId: number, body: { bytes: Uint8Array; contentType: string }) {
  return requestJson<{ data: ReturnRequestRow }>(api, `/api/orders/${orderId}/returns`, {
    method: "POST",
    body: body.bytes as BodyInit,
    headers: { "content-type": body.contentType },
  });
}

/** GET /api/account/consents: what the shopper has consented to, and when (decision 041). */
export function getConsents(api: ApiFetch): Promise<ConsentsAnswer> {
  return requestJson<ConsentsAnswer>(api, "/api/account/consents");
}

/** PUT /api/account/consents: one purpose given or withdrawn. */
export function setConsent(api: ApiFetch, purpose: ConsentPurpose, granted: boolean) {
  return requestJson<ConsentsAnswer & { message: string }>(
    api,
    "/api/account/consents",
    jsonInit("PUT", { purpose, granted }),
  );
}

/** POST /api/account/erase: the raw answer, whose Set-Cookie ends the session. */
export function eraseAccount(api: ApiFetch, confirm: string): Promise<Response> {
  return api("/api/account/erase", jsonInit("POST", { confirm }));
}

/** POST or PUT /api/account/measurements: a measurement profile saved (issue 27 §2). */
export async function saveProfile(
  api: ApiFetch,
  body: { name: string; measurements: Record<string, number>; note: string },
  id?: number,
): Promise<string> {
  const path = id ? `/api/account/measurements/${id}` : "/api/account/measurements";
  return (await requestJson<{ message: string }>(api, path, jsonInit(id ? "PUT" : "POST", body))).message;
}

export async function deleteProfile(api: ApiFetch, id: number): Promise<string> {
  return (
    await requestJson<{ message: string }>(api, `/api/account/measurements/${id}`, { method: "DELETE" })
  ).message;
}
