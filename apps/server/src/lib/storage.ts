import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import { ConfigError } from "../config";

/** Stored media names: random, flat, no separators; anything else is never looked up. */
export const MEDIA_FILE_PATTERN = /^[A-Za-z0-9_-]+\.(webp|jpg|jpeg|png|gif|avif|mp4|webm)$/;

/** Resized and transcoded variants live under this prefix, one folder per master file. */
const CACHE_PREFIX = ".cache";

/** The key of one variant of a master file: `.cache/<file with dots as underscores>/<name>`. */
export const variantKey = (file: string, name: string) => {
  if (!MEDIA_FILE_PATTERN.test(file)) throw new Error(`Not a media file name: ${file}`);
  return `${CACHE_PREFIX}/${file.replace(/\./g, "_")}/${name}`;
};

export type StoredObject = { size: number; etag: string; lastModified: Date };
export type ByteRange = { start: number; end: number };

/**
 * Where media and generated documents are kept, by key (a relative path with `/` separators). One
 * interface, two implementations: a local folder (the default) and an S3-compatible bucket (S3_*), so
 * several instances share what one of them wrote (decision 026).
 */
export type BlobStore = {
  readonly kind: "local" | "s3";
  /** Writes a whole object; readers never see it half-written. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (a range of them) as a stream, for sending. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes every object whose key starts with the prefix. */
  removePrefix(prefix: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Checked at start-up: the folder can be written, or the bucket exists and the keys are accepted. */
  check(): Promise<void>;
};

/** Removes a master file and every variant made from it. */
export async function removeMedia(store: BlobStore, file: string): Promise<void> {
  if (!MEDIA_FILE_PATTERN.test(file)) return;
  await store.removePrefix(`${variantKey(file, "")}`);
  await store.remove(file);
}

// ------------------------------------------------------------------------------------------- local disk

export function createLocalStore(root: string): BlobStore {
  const absoluteRoot = path.resolve(root);
  const inside = (key: string) => {
    const full = path.resolve(absoluteRoot, key);
    // Belt and braces: keys are built from pattern-checked names before they get here.
    if (!full.startsWith(absoluteRoot + path.sep)) throw new Error(`Key escapes the storage root: ${key}`);
    return full;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    kind: "local",
    async put(key, data) {
      const target = inside(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, data, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(inside(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const stats = await stat(inside(key));
        if (!stats.isFile()) return null;
        return {
          size: stats.size,
          etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
          lastModified: stats.mtime,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key, range) {
      return createReadStream(inside(key), range);
    },
    async removePrefix(prefix) {
      // Prefixes used here are folders ('.cache/<file>/'); a bare prefix removes only that folder.
      await rm(inside(prefix.replace(/\/$/, "")), { recursive: true, force: true });
    },
    async remove(key) {
      await rm(inside(key), { force: true });
    },
    async check() {
      await mkdir(path.join(absoluteRoot, CACHE_PREFIX), { recursive: true });
    },
  };
}

// ------------------------------------------------------------------------------------ S3-compatible

/**
 * A store that does not answer fails the request instead of holding it: 2 s to connect, 5 s of silence on
 * an open connection (an idle limit, not a total one, so a large upload or a long video stream that keeps
 * moving is never cut).
 */
const S3_TIMEOUTS = { connectionTimeout: 2000, socketTimeout: 5000 };
/** The start-up check gives up sooner, well inside Fastify's ten seconds for a plugin to start. */
const S3_CHECK_MS = 5000;

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
};

/**
 * A bucket on an S3-compatible store through the official AWS SDK client. `prefix` scopes the keys, so
 * media (bucket root) and documents (`documents/`) share one bucket without meeting.
 */
export function createS3Store(config: S3Config, prefix = ""): BlobStore {
  // The SDK warns that its releases from 2027 need Node 22; the locked version runs on 20. Said once, in
  // the README, rather than on every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Stores that are not AWS (MinIO, s3rver, R2) may not know the newer default checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    requestHandler: S3_TIMEOUTS,
  });
  // A store that went silent is unavailable, not broken: the code lets the error handler answer 503
  // (lib/unavailable.ts) as it does for a database that does not answer.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError" && !(error as { code?: string }).code;
        throw timedOut ? Object.assign(error as Error, { code: "ETIMEDOUT" }) : error;
      }
    },
    { step: "initialize", name: "timeoutIsUnavailable" },
  );
  const Bucket = config.bucket;
  const full = (key: string) => `${prefix}${key}`;

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: full(key), Body: data, ContentType: contentType }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      const answer = await head(key);
      if (!answer) return null;
      return {
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${(answer.ContentLength ?? 0).toString(16)}"`,
        lastModified: answer.LastModified ?? new Date(0),
      };
    },
    async stream(key, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: full(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    async removePrefix(keyPrefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: full(keyPrefix), ContinuationToken: token }),
        );
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async remove(key) {
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: full(key) }] } }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(S3_CHECK_MS),
        });
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        const where = `${config.endpoint}`;
        if (status === 404 || notFound(error))
          throw new ConfigError(
            `Object storage: bucket "${Bucket}" does not exist at ${where}. Create it, or fix S3_BUCKET.`,
          );
        if (status === 403 || status === 401)
          throw new ConfigError(
            `Object storage: ${where} refused the keys for bucket "${Bucket}". Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
          );
        const { name, message } = error as Error;
        const reason =
          name === "TimeoutError" || name === "AbortError"
            ? ` within ${S3_CHECK_MS / 1000} s`
            : `: ${message || name}`;
        throw new ConfigError(`Object storage at ${where} did not answer${reason}. Check S3_ENDPOINT.`);
      }
    },
  };
}

export type Storage = { media: BlobStore; documents: BlobStore };

/** The stores this configuration names: a bucket when S3_* is set, else folders under DATA_DIR. */
export function createStorage(config: { s3: S3Config | null; uploadsDir: string; dataDir: string }): Storage {
  if (config.s3)
    return { media: createS3Store(config.s3), documents: createS3Store(config.s3, "documents/") };
  return {
    media: createLocalStore(config.uploadsDir),
    documents: createLocalStore(path.join(config.dataDir, "documents")),
  };
}
