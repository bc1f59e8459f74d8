/** The Women/Men/Kids choice: kept in a cookie so the server renders the right menu. */
export const SECTIONS = ["Women", "Men", "Kids"] as const;
export type Section = (typeof SECTIONS)[number];
export const SECTION_COOKIE = "section";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function isSection(value: unknown): value is Section {
  return typeof value === "string" && (SECTIONS as readonly string[]).includes(value);
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function sectionFromRequest(request: Request): Section {
  const value = readCookie(request.headers.get("cookie"), SECTION_COOKIE);
  return isSection(value) ? value : "Women";
}

export function sectionCookie(section: Section): string {
  return `${SECTION_COOKIE}=${section}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
