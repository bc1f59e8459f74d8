import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** Stored media names: random, flat, no separators; anything else is never looked up on disk. */
export const MEDIA_FILE_PATTERN = /^[A-Za-z0-9_-]+\.(webp|jpg|jpeg|png|gif|avif|mp4|webm)$/;

/** Resized and transcoded variants live here, one folder per master file. */
const CACHE_DIR = ".cache";

export type LocalStorage = {
  root: string;
  /** Absolute path of a stored master file, or null when the name is not a valid media name. */
  resolve(file: string): string | null;
  /** Folder (relative to root) holding the variants of one master file. */
  variantDir(file: string): string;
  /** Writes a file so readers never see it half-written: temporary name, then rename. */
  writeAtomic(relativePath: string, data: Buffer): Promise<void>;
  exists(relativePath: string): Promise<boolean>;
  /** Removes a master file and every variant made from it. */
  remove(file: string): Promise<void>;
};

/**
 * Media on the local disk (DATA_DIR/uploads). With several app instances this folder must be shared
 * storage (a mounted volume); the functions here are the seam for an object store later.
 */
export async function createLocalStorage(root: string): Promise<LocalStorage> {
  const absoluteRoot = path.resolve(root);
  await mkdir(path.join(absoluteRoot, CACHE_DIR), { recursive: true });

  const inside = (relativePath: string) => {
    const full = path.resolve(absoluteRoot, relativePath);
    // Belt and braces: names are pattern-checked before they get here.
    if (!full.startsWith(absoluteRoot + path.sep))
      throw new Error(`Path escapes the storage root: ${relativePath}`);
    return full;
  };

  const resolve = (file: string) => (MEDIA_FILE_PATTERN.test(file) ? inside(file) : null);
  const variantDir = (file: string) => {
    if (!MEDIA_FILE_PATTERN.test(file)) throw new Error(`Not a media file name: ${file}`);
    return path.join(CACHE_DIR, file.replace(/\./g, "_"));
  };

  return {
    root: absoluteRoot,
    resolve,
    variantDir,
    async writeAtomic(relativePath, data) {
      const target = inside(relativePath);
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
    async exists(relativePath) {
      try {
        return (await stat(inside(relativePath))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    async remove(file) {
      const full = resolve(file);
      if (!full) return;
      await rm(inside(variantDir(file)), { recursive: true, force: true });
      await unlink(full).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}
