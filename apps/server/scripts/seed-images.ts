import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

type Job = { file: string; width: number; height: number; format: "webp" | "jpeg"; svg: () => string };

export type ImageSink = {
  /**
   * The file name for one design at one size. The same key and size always give the same file,
   * so a design shared by many products is rendered once.
   */
  image(key: string, width: number, height: number, svg: () => string, format?: "webp" | "jpeg"): string;
  /** Renders every queued design to disk; a no-op when rendering is off. */
  flush(): Promise<{ rendered: number }>;
};

/**
 * Demo pictures rendered from SVG with sharp, written to the uploads folder under random hex names
 * (the media route serves them as /api/images/{file}). With `render: false` (tests) names are
 * derived from the key and nothing is drawn, which keeps a full demo seed fast.
 */
export function createImageSink({ dir, render }: { dir: string; render: boolean }): ImageSink {
  const files = new Map<string, string>();
  const queue: Job[] = [];
  return {
    // JPEG by default: about ten times quicker to encode than WebP, and the media route re-encodes anyway.
    image(key, width, height, svg, format = "jpeg") {
      const id = `${key}@${width}x${height}.${format}`;
      const known = files.get(id);
      if (known) return known;
      const hex = render
        ? randomBytes(12).toString("hex")
        : createHash("sha256").update(id).digest("hex").slice(0, 24);
      const file = `${hex}.${format === "jpeg" ? "jpg" : "webp"}`;
      files.set(id, file);
      if (render) queue.push({ file, width, height, format, svg });
      return file;
    },
    async flush() {
      if (!render || queue.length === 0) return { rendered: 0 };
      await mkdir(dir, { recursive: true });
      const jobs = queue.splice(0);
      let next = 0;
      // libvips already uses threads per image; a few images in flight keep both cores busy.
      const workers = Array.from(
        { length: Math.max(2, Math.min(4, os.availableParallelism())) },
        async () => {
          while (next < jobs.length) {
            const job = jobs[next++];
            const pipeline = sharp(Buffer.from(job.svg()), { density: 72 }).resize(job.width, job.height, {
              fit: "cover",
            });
            const data =
              job.format === "jpeg"
                ? await pipeline.jpeg({ quality: 85 }).toBuffer()
                : await pipeline.webp({ quality: 80, effort: 2 }).toBuffer();
            await writeFile(path.join(dir, job.file), data);
          }
        },
      );
      await Promise.all(workers);
      return { rendered: jobs.length };
    },
  };
}
