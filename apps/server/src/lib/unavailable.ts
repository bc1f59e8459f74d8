/** What a shopper reads while the database (or Redis) is away; the answer is a 503 with Retry-After. */
export const UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** SQLSTATE: admin/crash shutdown, cannot connect now, statement timeout (an overloaded database). */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014"]);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is closed|MaxRetriesPerRequest|connection error|Reached the max retries per request/i;

/**
 * True when an error means a backing service (PostgreSQL, Redis) cannot be reached right now, rather than
 * a bug: such requests answer 503 instead of 500. Drizzle and pg wrap errors, so the cause chain is read.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08")))
      return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    // AggregateError (several addresses refused) carries the causes in `errors`.
    const errors = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isServiceUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

/** Resolves with the promise, or rejects after `ms`: a health check must answer even when a socket hangs. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} did not answer within ${ms} ms`), { code: "ETIMEDOUT" })),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
