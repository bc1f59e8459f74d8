import { imageUrl } from "@storefront/lib/images";

/**
 * Widths offered for a banner as wide as the screen. 768 is for phones 360-412 px wide at a density under 2,
 * which would otherwise take the 960 picture: 40% more bytes for pixels the screen does not have.
 */
export const WIDE_WIDTHS = [640, 768, 960, 1280, 1600] as const;

/**
 * srcset for a picture the API resizes (/api/images/{file}?w=). The server never enlarges, so
 * widths past the original are dropped and the original itself closes the list.
 */
export function imageSrcSet(file: string, widths: readonly number[], originalWidth: number): string {
  const smaller = widths.filter((width) => width < originalWidth);
  return [
    ...smaller.map((width) => `${imageUrl(file, width)} ${width}w`),
    `${imageUrl(file, originalWidth)} ${originalWidth}w`,
  ].join(", ");
}

/** A readable label for a banner from where it links ("/category/Lehengas" → "Shop Lehengas"). */
export function linkLabel(url: string, fallback: string): string {
  const match = url.match(/\/category\/([^/?#]+)/i);
  if (!match?.[1]) return fallback;
  try {
    return `Shop ${decodeURIComponent(match[1])}`;
  } catch {
    return fallback;
  }
}

/** Internal links stay in the app; outside links open as plain anchors. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
