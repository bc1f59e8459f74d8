import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { pageCompressOptions } from "../lib/compression";
import { MAX_IMAGE_BYTES } from "../modules/media/media.service";

const BUILD_DIR = fileURLToPath(new URL("../../../storefront/build/", import.meta.url));
const PAGE_METHODS: HTTPMethods[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** Request headers a loader's in-process API call carries over from the shopper's request. */
const FORWARDED_HEADERS = ["cookie", "user-agent", "accept-language", "authorization"];

type ApiFetch = (apiPath: string, init?: RequestInit) => Promise<Response>;

/**
 * The server-rendered storefront (apps/storefront, React Router framework mode): hashed assets
 * from build/client/assets, every other page through React Router's request handler. Loaders and
 * actions reach the API in-process through `context.api`, so server and browser use the same endpoints.
 */
export default async function storefrontApp(
  app: FastifyInstance,
  /** `buildDir`: another storefront build (tests point it at none). */
  { buildDir = BUILD_DIR }: { buildDir?: string } = {},
) {
  const serverEntry = path.join(buildDir, "server", "index.js");
  const assetsDir = path.join(buildDir, "client", "assets");

  let handleRequest: ((request: Request, context: AppLoadContext) => Promise<Response>) | null = null;
  if (existsSync(serverEntry)) {
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    handleRequest = createRequestHandler(
      build,
      app.config.env === "production" ? "production" : "development",
    );
  } else {
    app.log.warn(
      `Storefront build missing at ${serverEntry}: run \`npm run build\`. Pages answer 503 until then.`,
    );
  }

  if (existsSync(assetsDir)) {
    // File names carry a content hash, so browsers may keep them for a year.
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: "/assets/",
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: "365d",
      // The build writes .br and .gz copies (scripts/precompress.mjs): sent as they are, at full strength.
      preCompressed: true,
    });
  }

  // React Router reads form posts itself: hand it the raw bytes instead of Fastify's parsed body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  const api = (request: FastifyRequest): ApiFetch => createInProcessApi(app, request);
  const NOT_PAGES = /^\/(api|sandbox)(\/|$|\?)/i;

  app.route({
    method: PAGE_METHODS,
    url: "/*",
    schema: { hide: true },
    // Pages are compressed harder than API answers: their bytes come before the first picture (lib/compression).
    compress: pageCompressOptions,
    // Forms posted to a page without JavaScript include the review form's photo (spec: up to 10 MB).
    bodyLimit: PAGE_BODY_LIMIT,
    errorHandler: (error, request, reply) => {
      if ((error as { code?: string }).code !== "FST_ERR_CTP_BODY_TOO_LARGE") throw error;
      return reply
        .code(413)
        .type("text/html; charset=utf-8")
        .send(tooLargePage(backPath(request)));
    },
    handler: async (request, reply) => {
      // Unknown API and payment-sandbox paths stay JSON 404s (the sandbox is off in production): they are
      // never storefront pages.
      if (NOT_PAGES.test(request.url)) return reply.callNotFound();
      if (!handleRequest) return reply.code(503).type("text/html; charset=utf-8").send(MISSING_BUILD_PAGE);
      const response = await handleRequest(toFetchRequest(request, reply), {
        api: api(request),
        // Payment pages: the Content-Security-Policy's script nonce (plugins/security.ts).
        nonce: request.cspNonce ?? undefined,
      } as AppLoadContext);
      return sendFetchResponse(reply, response);
    },
  });
}

/** `fetch`-shaped access to this same server via app.inject, acting as the shopper (cookie, address). */
function createInProcessApi(app: FastifyInstance, request: FastifyRequest): ApiFetch {
  return async (apiPath, init = {}) => {
    if (!apiPath.startsWith("/api/"))
      throw new Error(`In-process API calls must target /api/, got ${apiPath}`);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers["x-request-id"] = String(request.id);
    const body = init.body;
    // Strings for JSON; bytes for a multipart form an action passes on (a review with its photo).
    if (body != null && typeof body !== "string" && !(body instanceof Uint8Array))
      throw new Error("In-process API calls send string or byte bodies.");
    const answer = await app.inject({
      method: (init.method ?? "GET").toUpperCase() as HTTPMethods,
      url: apiPath,
      headers,
      payload:
        body instanceof Uint8Array
          ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
          : (body ?? undefined),
      // Rate limits count the shopper, not the loopback address.
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Stop rendering when the shopper goes away.
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

/** Streams React Router's answer through Fastify, so compression and security headers still apply. */
function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") reply.header(name, value);
  });
  // Pages show the shopper's name and choices: never let a shared cache keep them.
  if (!response.headers.has("cache-control")) reply.header("cache-control", "private, no-cache");
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
}

/** A picture as large as the media pipeline takes, plus the form's text fields. */
const PAGE_BODY_LIMIT = MAX_IMAGE_BYTES + 256 * 1024;

/** The page the form was on (same site only), for the way back; the home page otherwise. */
function backPath(request: FastifyRequest): string {
  try {
    const here = new URL(`${request.protocol}://${request.host}`);
    const from = new URL(request.headers.referer ?? "", here);
    return from.host === here.host ? from.pathname + from.search : "/";
  } catch {
    return "/";
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const tooLargePage = (back: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>File too large | Rangrez Boutique</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: Georgia, serif; background: #fbf7f0; color: #2b2024; padding: 3rem; max-width: 40rem; margin: auto">
<h1 style="color: #7a1f3d">That file is too large to send from this page</h1>
<p>Without JavaScript a review can carry a photo of up to 10 MB. Go back, choose a smaller photo (or none),
and send the review again; with JavaScript on, videos of up to 50 MB go through too.</p>
<p><a href="${escapeAttribute(back)}" style="color: #7a1f3d">Back to the page</a></p>
</body></html>`;

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: Georgia, serif; background: #fbf7f0; color: #2b2024; padding: 3rem; max-width: 40rem; margin: auto">
<h1 style="color: #7a1f3d">The storefront has not been built yet</h1>
<p>The API is running, but the shop's pages are missing. Build them once with:</p>
<pre style="background: #fff; border: 1px solid #e4d8c6; padding: 1rem">npm run build</pre>
<p>then restart the server.</p>
</body></html>`;
