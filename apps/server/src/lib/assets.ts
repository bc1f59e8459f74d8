import { fileURLToPath } from "node:url";

/**
 * Files shipped with the server (apps/server/assets). This module sits one folder below src/, as the
 * bundle sits one folder below dist/, so the same relative URL resolves from source and from the bundle.
 */
export const FONTS_DIR = fileURLToPath(new URL("../../assets/fonts/", import.meta.url));
