import type { FastifyReply, FastifyRequest } from "fastify";
import { NotFoundError } from "../../lib/errors";
import type { BlobStore, StoredObject } from "../../lib/storage";

/** Names are random and never reused, so a stored file can be cached for a year without revalidation. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Sends one stored file with validators and byte ranges (video players seek with Range requests).
 * A single range is honoured; multi-range requests get the whole file, which the RFC allows.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { store: BlobStore; key: string; contentType: string; vary?: string; object?: StoredObject },
) {
  // The resolver usually looked the object up already: no second lookup (a second HEAD on S3).
  const stats = file.object ?? (await file.store.stat(file.key));
  if (!stats) throw new NotFoundError("Image not found.");
  const { size, etag } = stats;
  reply
    .header("Content-Type", file.contentType)
    .header("Cache-Control", CACHE_CONTROL)
    .header("ETag", etag)
    .header("Last-Modified", stats.lastModified.toUTCString())
    .header("Accept-Ranges", "bytes");
  if (file.vary) reply.header("Vary", file.vary);

  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return reply.status(304).send();
  }

  const ifRange = request.headers["if-range"];
  const range = parseRange(
    request.headers.range,
    typeof ifRange === "string" ? ifRange : undefined,
    etag,
    size,
  );
  if (range === "unsatisfiable") {
    return reply.status(416).header("Content-Range", `bytes */${size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header("Content-Range", `bytes ${range.start}-${range.end}/${size}`)
      .header("Content-Length", range.end - range.start + 1);
    return reply.send(await file.store.stream(file.key, range));
  }
  reply.header("Content-Length", size);
  return reply.send(await file.store.stream(file.key));
}

function parseRange(
  header: string | undefined,
  ifRange: string | undefined,
  etag: string,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  if (!header || size === 0) return null;
  // A stale If-Range means the client's partial copy is of another file: send it whole.
  if (ifRange && ifRange !== etag) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  let start: number;
  let end: number;
  if (first === "") {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(last));
    end = size - 1;
  } else {
    start = Number(first);
    end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
