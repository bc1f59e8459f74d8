const DEFAULT_TARGET = "/";
/** Query keys that carry app state on the sign-in page, never a return target. */
const RESERVED_KEYS = new Set(["panel", "notice"]);

/** Only same-site relative paths: "/Cart" yes; "//evil.example", "/\\evil", "https://…" no. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return DEFAULT_TARGET;
  // Tabs and newlines are dropped by URL parsers, which can turn "/\t/evil" into "//evil".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return DEFAULT_TARGET;
  return value;
}

/** The sign-in page returns to the first query value that is a path, whatever its key (`?redirect=/Cart`). */
export function returnTargetFrom(search: URLSearchParams): string {
  for (const [key, value] of search) {
    if (RESERVED_KEYS.has(key)) continue;
    if (value.startsWith("/")) return safeReturnTo(value);
  }
  return DEFAULT_TARGET;
}

export function loginHref(returnTo?: string): string {
  return returnTo ? `/loginSignup?redirect=${encodeURIComponent(returnTo)}` : "/loginSignup";
}
