import { TOKEN_COOKIE } from "@boutique/shared/access";

/**
 * Spec §8: a failed read is only logged; the page shows what it has. Resolves to `fallback` on failure,
 * naming the API path (`label`, after /api/) in the log.
 */
export async function settle<T>(label: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    console.error(`storefront: GET /api/${label} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/** An id from the address (a path segment or ?id=): a positive number of at most 9 digits, else undefined. */
export function positiveId(value: string | null | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * False when the request carries no session (no token cookie, no bearer header): a guest, for whom the
 * signed-in reads (account, review status) would only answer 401.
 */
export function hasSession(request: Request): boolean {
  if (request.headers.has("authorization")) return true;
  const cookies = request.headers.get("cookie") ?? "";
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${TOKEN_COOKIE}=`));
}
