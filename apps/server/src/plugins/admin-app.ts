import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Where apps/admin's `vite build` puts the back office, and the URL prefix its assets are built for. */
export const ADMIN_DIST_DIR = fileURLToPath(new URL("../../../admin/dist", import.meta.url));
export const ADMIN_ASSETS_PREFIX = "/admin-assets/";

/**
 * The back-office page paths (architecture §1). Registered one by one rather than as a catch-all so the
 * storefront's own catch-all answers everything else; the router ignores case, so /Admin/AllProduct,
 * /ADDUSER and /forgotpass land here too.
 */
export const ADMIN_PAGE_ROUTES = ["/admin", "/admin/*", "/Adduser", "/ForgotPass"] as const;

const NOT_BUILT =
  "The back office has not been built yet. Run `npm run build` (or `npm run build -w @boutique/admin`) and reload.";

export type AdminAppOptions = { distDir?: string };

/**
 * Serves the back-office SPA: hashed assets under /admin-assets/ with a year-long cache, and its
 * index.html (never cached, so a deploy is picked up at once) for every back-office path. The admin's
 * code is referenced only from that index.html, so it never reaches a customer's browser.
 */
export default async function adminApp(app: FastifyInstance, options: AdminAppOptions = {}) {
  const distDir = options.distDir ?? ADMIN_DIST_DIR;
  const indexFile = path.join(distDir, "index.html");

  if (!existsSync(indexFile)) {
    app.log.warn(`Back office not built (${indexFile} is missing): run \`npm run build\``);
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: ADMIN_ASSETS_PREFIX,
    // Scoped to this plugin: the storefront registers its own static files.
    decorateReply: false,
    index: false,
    // The page itself is served below with its no-cache header, never as a static file.
    allowedPath: (pathName) => pathName !== "/index.html",
    // Vite puts a content hash in every asset name, so a changed file always has a new URL.
    maxAge: "365d",
    immutable: true,
    // The build writes .br and .gz copies (scripts/precompress.mjs): sent as they are, at full strength.
    preCompressed: true,
  });

  const sendIndex = async (reply: FastifyReply) => {
    let html: string;
    try {
      html = await readFile(indexFile, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      return reply
        .code(503)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(NOT_BUILT);
    }
    return reply
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex, nofollow")
      .type("text/html; charset=utf-8")
      .send(html);
  };

  for (const url of ADMIN_PAGE_ROUTES) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
}
