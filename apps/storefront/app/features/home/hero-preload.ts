import type { MetaDescriptor } from "react-router";
import type { Banner } from "./api";
import { imageSrcSet } from "./image-set";

/** Spec §3: desktop banners are 1920x730, mobile ones 500x700 and shown below 768 px. */
export const DESKTOP = { width: 1920, height: 730, widths: [640, 960, 1280, 1600] } as const;
export const MOBILE = { width: 500, height: 700, widths: [320, 480] } as const;
export const MOBILE_QUERY = "(max-width: 767px)";

export const desktopSrcSet = (file: string) => imageSrcSet(file, DESKTOP.widths, DESKTOP.width);
export const mobileSrcSet = (file: string) => imageSrcSet(file, MOBILE.widths, MOBILE.width);

/**
 * The first banner is the home page's largest paint: a preload in the <head> for the picture this screen
 * will show starts it ahead of the stylesheet and scripts (React does not preload an <img> inside a
 * <picture> by itself). Same srcset and sizes as the slide, so the browser picks the same file.
 */
export function heroPreloads(desktop: Banner | undefined, mobile: Banner | undefined): MetaDescriptor[] {
  const preload = (srcSet: string, media?: string): MetaDescriptor => ({
    tagName: "link",
    rel: "preload",
    as: "image",
    fetchPriority: "high",
    imageSrcSet: srcSet,
    imageSizes: "100vw",
    ...(media ? { media } : {}),
  });
  const both = Boolean(desktop && mobile);
  return [
    ...(mobile ? [preload(mobileSrcSet(mobile.name), both ? MOBILE_QUERY : undefined)] : []),
    ...(desktop ? [preload(desktopSrcSet(desktop.name), both ? "(min-width: 768px)" : undefined)] : []),
  ];
}
