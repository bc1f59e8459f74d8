/** The one way the back office talks to the server: same-origin JSON with the session cookie. */

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The field the server blamed, when it names one (zod validation failures do). */
  readonly field: string | undefined;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.field =
      isRecord(body) && typeof body.field === "string" && body.field.length > 0 ? body.field : undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key on a refund). */
  headers?: Record<string, string>;
};

export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal, credentials: "include" });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // The browser gives no status when the server cannot be reached; 0 marks that case.
    throw new ApiError(0, "Cannot reach the server. Check your connection and try again.", cause);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const message =
      isRecord(data) && typeof data.message === "string" && data.message.length > 0
        ? data.message
        : response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal }),
  post: <T = unknown>(path: string, body?: unknown) => apiFetch<T>(path, { method: "POST", body }),
  put: <T = unknown>(path: string, body?: unknown) => apiFetch<T>(path, { method: "PUT", body }),
  delete: <T = unknown>(path: string, body?: unknown) => apiFetch<T>(path, { method: "DELETE", body }),
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy error page with a JSON content type: keep the text so the caller still sees something.
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The server's own words when an answer carries any (a string or `{ message }`), else the fallback. */
export function messageFrom(body: unknown, fallback: string): string {
  if (typeof body === "string" && body.length > 0) return body;
  if (isRecord(body) && typeof body.message === "string" && body.message.length > 0) return body.message;
  return fallback;
}
