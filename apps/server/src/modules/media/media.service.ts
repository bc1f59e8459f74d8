import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { Metadata, default as Sharp } from "sharp";
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaError } from "../../lib/errors";
import { onceUnlessFailed } from "../../lib/once";
import {
  type BlobStore,
  MEDIA_FILE_PATTERN,
  removeMedia,
  type StoredObject,
  variantKey,
} from "../../lib/storage";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Longest side of a stored image; larger uploads are scaled down once, on the way in. */
export const MAX_IMAGE_SIDE = 2400;
/** Widths a client may ask for; others snap up to the next one so the variant cache stays small. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920, 2400] as const;
/** A 10 MB upload can still decode to a huge canvas (a "pixel bomb"); refuse past 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;
/** file-type finds every accepted format within this many leading bytes. */
const SNIFF_BYTES = 4100;

export const TOO_LARGE_MESSAGE = "The file is too large.";
export const UNSUPPORTED_MESSAGE = "Unsupported file type.";

export type UploadKind = "image" | "image-or-video" | "video";
export type MediaKind = "image" | "video";
export type SavedMedia = { file: string; kind: MediaKind; width?: number; height?: number };
export type UploadInput = { buffer: Buffer; stream?: never } | { stream: Readable; buffer?: never };

const IMAGE_TYPES = new Set(["jpg", "png", "webp", "gif", "avif"]);
const VIDEO_TYPES = new Set(["mp4", "webm"]);
type OutputFormat = "avif" | "webp" | "jpeg" | "png" | "gif";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** What to send for a request: the stored object's key in the media store, and how to label it. */
export type ServableFile = { key: string; contentType: string; negotiated: boolean; object: StoredObject };

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * One pipeline for every image and video field: sniff the bytes, re-encode images (no metadata,
 * bounded size), store under a random name, and serve negotiated, resized variants cached on disk.
 */
export function createMediaService({
  store,
  onEncode,
}: {
  /** The media store (lib/storage.ts): a local folder or an S3 bucket. */
  store: BlobStore;
  /** Told about every variant encode (file, variant, milliseconds): for logs and for tests. */
  onEncode?: (event: { file: string; variant: string; ms: number }) => void;
}) {
  // Concurrent requests for one variant share one encode instead of each starting their own.
  const inFlight = new Map<string, Promise<void>>();

  async function saveUpload(
    input: UploadInput & { kind: UploadKind; maxBytes?: number },
  ): Promise<SavedMedia> {
    // The type decides the size limit, so it is sniffed from the first bytes, before the rest is read.
    const classify = async (head: Buffer) => {
      const ext = (await fileTypeFromBuffer(head))?.ext ?? "";
      if (IMAGE_TYPES.has(ext) && input.kind !== "video") return { ext, kind: "image" as const };
      if (VIDEO_TYPES.has(ext) && input.kind !== "image") return { ext, kind: "video" as const };
      throw new UnsupportedMediaError(UNSUPPORTED_MESSAGE);
    };
    const limitFor = (kind: MediaKind) =>
      Math.min(
        input.maxBytes ?? Number.POSITIVE_INFINITY,
        kind === "image" ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES,
      );
    let buffer: Buffer;
    if (input.buffer) {
      buffer = input.buffer;
      if (buffer.length > limitFor((await classify(buffer.subarray(0, SNIFF_BYTES))).kind)) {
        throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
      }
    } else {
      buffer = await readLimited(input.stream, async (head) => limitFor((await classify(head)).kind));
    }
    const { ext, kind } = await classify(buffer);

    if (kind === "video") {
      // Videos are kept byte for byte: re-encoding needs ffmpeg, which this platform does not ship.
      const file = `${randomName()}.${ext}`;
      await store.put(file, buffer, CONTENT_TYPES[ext]);
      return { file, kind: "video" };
    }
    const master = await encodeMaster(buffer, ext);
    const file = `${randomName()}.${master.ext}`;
    await store.put(file, master.data, CONTENT_TYPES[master.ext]);
    return { file, kind: "image", width: master.width, height: master.height };
  }

  async function remove(file: string): Promise<void> {
    await removeMedia(store, file);
  }

  /** The file to send for a request: the master, or a resized/transcoded variant made once and cached. */
  async function resolveForRequest(
    file: string,
    options: { width?: number; accept?: string },
  ): Promise<ServableFile> {
    if (!MEDIA_FILE_PATTERN.test(file)) throw new NotFoundError("Image not found.");
    const ext = path.extname(file).slice(1).toLowerCase();
    const format = VIDEO_TYPES.has(ext) ? null : negotiateFormat(ext, options.accept ?? "");
    const width = options.width === undefined ? undefined : snapWidth(options.width);
    // A variant already made answers with one lookup (on S3 one HEAD), the master not asked for at all.
    const variant =
      format && (width !== undefined || format !== masterFormat(ext))
        ? variantKey(file, `w${width ?? 0}.${format}`)
        : null;
    const kept = variant ? await store.stat(variant) : null;
    if (variant && kept)
      return { key: variant, contentType: CONTENT_TYPES[format!]!, negotiated: true, object: kept };
    const master = await store.stat(file);
    if (!master) throw new NotFoundError("Image not found.");
    if (!format) return { key: file, contentType: CONTENT_TYPES[ext]!, negotiated: false, object: master };
    if (!variant) return { key: file, contentType: CONTENT_TYPES[ext]!, negotiated: true, object: master };
    let pending = inFlight.get(variant);
    if (!pending) {
      const started = performance.now();
      pending = store
        .read(file)
        .then((data) => {
          if (!data) throw new NotFoundError("Image not found.");
          return encodeVariant(data, ext, format, width);
        })
        .then((data) => store.put(variant, data, CONTENT_TYPES[format]))
        .then(() => onEncode?.({ file, variant, ms: Math.round(performance.now() - started) }))
        .finally(() => inFlight.delete(variant));
      inFlight.set(variant, pending);
    }
    await pending;
    const made = await store.stat(variant);
    if (!made) throw new NotFoundError("Image not found.");
    return { key: variant, contentType: CONTENT_TYPES[format]!, negotiated: true, object: made };
  }

  return { saveUpload, remove, resolveForRequest, store };
}

/** libvips is loaded on the first encode: a server that only serves cached variants never pays its memory. */
const loadSharp = onceUnlessFailed(
  (): Promise<typeof Sharp> => import("sharp").then((module) => module.default),
);

/**
 * The stored master stays in a format every client and every share-preview crawler reads:
 * JPEG for opaque stills, PNG when transparency matters, GIF/WebP kept for animations.
 * Browsers still get AVIF or WebP, transcoded on the way out from this high-quality master.
 */
async function encodeMaster(buffer: Buffer, sourceExt: string) {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(buffer, options).metadata();
  } catch {
    // Right magic bytes but an undecodable body: as unusable as any other unknown file.
    throw new UnsupportedMediaError(UNSUPPORTED_MESSAGE);
  }
  const animated = (meta.pages ?? 1) > 1 && (sourceExt === "gif" || sourceExt === "webp");
  const resize = {
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: "inside" as const,
    withoutEnlargement: true,
  };
  // sharp writes no metadata unless asked: EXIF (GPS, camera serials), XMP and IPTC are all dropped.
  const pipeline = sharp(buffer, { ...options, animated })
    .autoOrient()
    .resize(resize);

  let ext: "jpg" | "png" | "gif" | "webp";
  if (animated) {
    ext = sourceExt === "gif" ? "gif" : "webp";
    pipeline.toFormat(ext === "gif" ? "gif" : "webp", ext === "webp" ? { quality: 90 } : {});
  } else if (meta.hasAlpha && !(await sharp(buffer, options).stats()).isOpaque) {
    ext = "png";
    pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  } else {
    ext = "jpg";
    pipeline
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, mozjpeg: true, chromaSubsampling: "4:4:4" });
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      ext,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch {
    throw new UnsupportedMediaError(UNSUPPORTED_MESSAGE);
  }
}

async function encodeVariant(
  master: Buffer,
  masterExt: string,
  format: OutputFormat,
  width: number | undefined,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const animated = masterExt === "gif" || masterExt === "webp";
  const pipeline = sharp(master, { animated, limitInputPixels: MAX_INPUT_PIXELS });
  if (width !== undefined) pipeline.resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      // Effort 1: a 1280 px AVIF in about half a second here; the default (4) takes ten times longer
      // for a few percent, and the first visitor to ask for a variant waits for it.
      return pipeline.avif({ quality: 55, effort: 1 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality: 80, effort: 4 }).toBuffer();
    case "jpeg":
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
    case "gif":
      return pipeline.gif().toBuffer();
  }
}

function masterFormat(ext: string): OutputFormat {
  return ext === "jpg" || ext === "jpeg" ? "jpeg" : (ext as OutputFormat);
}

/**
 * AVIF, else WebP, else the master's own format. Only explicit mentions count: a client sending
 * just "*\/*" (curl, crawlers, mail clients) may not decode AVIF, so it gets the master format.
 * AVIF is not offered for animations (sharp writes still AVIF only).
 */
export function negotiateFormat(masterExt: string, accept: string): OutputFormat {
  const accepted = parseAccept(accept);
  const animated = masterExt === "gif" || masterExt === "webp";
  if (!animated && accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return masterFormat(masterExt);
}

function parseAccept(header: string): Set<string> {
  const types = new Set<string>();
  for (const entry of header.split(",")) {
    const [type, ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (type && (q === undefined || Number(q.slice(2)) > 0)) types.add(type.trim());
  }
  return types;
}

/** The smallest allowed width at least as wide as asked; the largest for anything bigger. */
export function snapWidth(requested: number): number {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * Reads a stream into memory, asking `limitFor` for the size limit once the first SNIFF_BYTES have
 * arrived (it may also refuse the type), and stops reading as soon as the limit is passed.
 */
async function readLimited(stream: Readable, limitFor: (head: Buffer) => Promise<number>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  let limit: number | null = null;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      total += (chunk as Buffer).length;
      if (limit === null && total >= SNIFF_BYTES) limit = await limitFor(Buffer.concat(chunks));
      if (limit !== null && total > limit) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
    }
  } catch (error) {
    stream.destroy();
    throw error;
  }
  if (limit === null) limit = await limitFor(Buffer.concat(chunks));
  if (total > limit) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
  // @fastify/multipart stops a part at its global limit and marks it truncated.
  if ((stream as Readable & { truncated?: boolean }).truncated)
    throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
  return Buffer.concat(chunks);
}

function randomName(): string {
  return randomBytes(16).toString("hex");
}

declare module "fastify" {
  interface FastifyInstance {
    media: MediaService;
  }
}
