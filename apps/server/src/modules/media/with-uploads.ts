import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { MediaService } from "./media.service";
import { readUploads, type UploadSpec, type Uploads } from "./read-uploads";

/** Hands the helper stored files the write's rows no longer name (a replaced or deleted picture). */
export type ReleaseFiles = (files: readonly (string | null | undefined)[]) => void;

type FileDeps = { media: Pick<MediaService, "remove">; log: FastifyBaseLogger };

/**
 * Runs a write that stores and lets go of files. If `write` throws, the files it was given
 * (`added`) are removed again; once it has returned (its transaction committed), the files it
 * released are removed. A removal that fails is logged: the change it follows has already happened
 * or been refused, so the answer stands.
 */
export async function writeWithFiles<T>(
  { media, log }: FileDeps,
  added: readonly string[],
  write: (release: ReleaseFiles) => Promise<T>,
): Promise<T> {
  const released = new Set<string>();
  const release: ReleaseFiles = (files) => {
    for (const file of files) if (file) released.add(file);
  };
  let value: T;
  try {
    value = await write(release);
  } catch (error) {
    await removeFiles({ media, log }, added, "upload cleanup failed");
    throw error;
  }
  // A file the write both took and let go of (the same name sent twice) is still in use.
  await removeFiles(
    { media, log },
    [...released].filter((file) => !added.includes(file)),
    "released file not removed",
  );
  return value;
}

/**
 * The one shape of every upload-backed write: read the multipart body (files go through the media
 * pipeline as they arrive), run `write` with the fields and stored files, and remove those files
 * again if it throws, a refusal or a failed database write alike, so nothing is left behind.
 *
 *   withUploads(request, { fields: ["name"], files: { image: { kind: "image" } } },
 *     ({ fields, files }, release) => service.save(fields, files.image[0], release));
 */
export async function withUploads<F extends string, K extends string, T>(
  request: FastifyRequest,
  spec: UploadSpec<F, K>,
  write: (uploads: Uploads<F, K>, release: ReleaseFiles) => Promise<T>,
): Promise<T> {
  const uploads = await readUploads(request, spec);
  const added = Object.values<{ file: string }[]>(uploads.files).flatMap((list) =>
    list.map((item) => item.file),
  );
  return writeWithFiles(deps(request), added, (release) => write(uploads, release));
}

/** A write with no upload that may let go of stored files (deleting a row with a picture). */
export function withReleasedFiles<T>(
  request: FastifyRequest,
  write: (release: ReleaseFiles) => Promise<T>,
): Promise<T> {
  return writeWithFiles(deps(request), [], write);
}

const deps = (request: FastifyRequest): FileDeps => ({ media: request.server.media, log: request.log });

async function removeFiles({ media, log }: FileDeps, files: readonly string[], what: string) {
  const removals = await Promise.allSettled(files.map((file) => media.remove(file)));
  removals.forEach((removal, index) => {
    if (removal.status === "rejected") log.error({ err: removal.reason, file: files[index] }, what);
  });
}
