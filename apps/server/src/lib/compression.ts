import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

export type Encoding = "br" | "gzip";

/**
 * How answers are compressed (decision 030; the figures come from `node bench/compression.mjs`, which
 * prints bytes and µs per level for real answers):
 * - `kept`: an answer the cache keeps is compressed once per encoding and then sent thousands of times,
 *   so it gets the smaller output (brotli 6 is ~10% smaller than 3 on a listing, for ~0.3 ms once);
 * - `fresh`: an answer made for one request (uncached, or the cache off) is compressed on the request's
 *   time, at the highest level that still saves 100 bytes per 10 µs of CPU over the level below it. Measured
 *   on the demo catalogue: brotli 1 → 3 saves ~240 bytes on a 22 KB listing for ~38 µs, ~105 on a product
 *   page for ~27 µs, ~165 on a search for ~40 µs (16-25 µs per 100 bytes: not worth it on a miss), while
 *   gzip 1 → 3 costs 0-9 µs for ~180 bytes; gzip 4 and brotli 4 switch to slower matchers;
 * - `page`: a storefront page (server-rendered HTML, 95-145 KB) costs 15-25 ms to render, and its bytes
 *   stand between a phone on a slow connection and the page's first picture. Brotli 5 sends a quarter fewer
 *   bytes than 1 (home, category and product pages: 15.9 KB instead of 20.8 on average) for about 1 ms more,
 *   5% of the page's own time; 6 saves another 100 bytes for 0.15 ms. gzip 6 saves 1.8 KB over 3 for 0.5 ms;
 * - nothing under 1 KB: the headers alone are half that, and the CPU is wasted.
 */
export const COMPRESSION = {
  thresholdBytes: 1024,
  kept: { br: 6, gzip: 6 },
  fresh: { br: 1, gzip: 3 },
  page: { br: 5, gzip: 6 },
} as const;

/** One answer compressed in one call (no stream, no thread pool hop), with brotli told the size. */
export function compressBody(body: string | Buffer, encoding: Encoding, level: "kept" | "fresh"): Buffer {
  const quality = COMPRESSION[level][encoding];
  if (encoding === "gzip") return gzipSync(body, { level: quality });
  const bytes = Buffer.byteLength(body);
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
      // A window just big enough for the answer (64 KB at least) gives the same bytes as brotli's 4 MB
      // default for a fraction of the time spent setting up its buffers: 290 µs instead of 750 µs at
      // quality 6 on a 41 KB listing.
      [zlibConstants.BROTLI_PARAM_LGWIN]: windowBitsFor(bytes),
    },
  });
}

/** Brotli's window (log2 of its size) for a body of this many bytes: 16 (64 KB) up to its maximum, 24. */
export function windowBitsFor(bytes: number): number {
  return Math.min(zlibConstants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * Brotli's window for streamed answers, instead of its 4 MB default:
 * - `fresh`: 64 KB. The encoder's buffers then stay under glibc's mmap threshold (128 KB, package.json
 *   "start:server") and are reused instead of mapped and zeroed per answer, which measured at a third of an
 *   uncached category page's CPU; JSON answers are far smaller.
 * - `page`: 128 KB. A page's HTML is 95-145 KB and repeats itself across its length (the header's menu, the
 *   cards, the inline data); with 64 KB the end cannot refer back to the start, and a category page came out
 *   700 bytes bigger (15.3 KB instead of 14.6), for the same time within a few tenths of a millisecond.
 */
const STREAM_WINDOW_BITS = { fresh: 16, page: 17 } as const;

/**
 * @fastify/compress as the app registers it. Every answer held whole in memory (JSON, a string or a
 * Buffer up to 1 MB) is compressed in one synchronous call: its streaming path, which it otherwise takes
 * above ~32 KB on two cores (a category page is ~33 KB), allocates a zlib context per answer and hops
 * to the thread pool, and measured at half the throughput of the same work done in one call. Streams (the
 * storefront's server-rendered pages) still go through the streaming path.
 */
export const compressOptions: FastifyCompressOptions = optionsAt("fresh");

/** The storefront's pages (plugins/storefront-app, route option `compress`): the same, at the `page` levels. */
export const pageCompressOptions = optionsAt("page");

function optionsAt(level: "fresh" | "page") {
  return {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION.thresholdBytes,
    syncThreshold: 1024 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION[level].br,
        [zlibConstants.BROTLI_PARAM_LGWIN]: STREAM_WINDOW_BITS[level],
      },
    },
    zlibOptions: { level: COMPRESSION[level].gzip },
  } satisfies FastifyCompressOptions;
}
