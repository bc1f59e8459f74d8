/** How every feature's api.ts reaches the API: in-process on the server, fetch in the browser. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly response: Response,
  ) {
    super(message);
  }
}

/** Browser side: same-origin fetch that sends the session cookie. */
export const browserApi: ApiFetch = (path, init) => fetch(path, { credentials: "include", ...init });

export function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

/** Calls the API and returns its JSON; a 4xx/5xx becomes an ApiError carrying the API's `{ message }`. */
export async function requestJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  const response = await api(path, { ...init, headers: { accept: "application/json", ...init?.headers } });
  const text = await response.text();
  const body: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, response);
  }
  return body as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Set-Cookie headers of an API answer, to pass on to the browser from an action. */
export function forwardedCookies(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Only the named fields of an API row, those it has. Loaders keep to what a page shows: whatever else a row
 * carries would ride in the page's inline loader data for nothing (decision 036).
 */
export function pickFields<T extends object, K extends keyof T>(row: T, fields: readonly K[]): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) if (row[field] !== undefined) picked[field] = row[field];
  return picked as Pick<T, K>;
}

/** Unwraps the list shapes the API uses (`[...]` or `{ data: [...] }`). */
export function asList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === "object") {
    for (const key of ["data", "items", "categories", "list", "values"]) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}
