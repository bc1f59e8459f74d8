import { ApiError, type ApiFetch, requestJson } from "@storefront/lib/api-client";

export type CurrentUser = { firstName: string; lastName: string; email: string };

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
  };
}
