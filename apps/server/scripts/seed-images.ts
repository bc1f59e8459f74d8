import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BlobStore } from "../src/lib/storage";
import type { RenderJob } from "./seed-render";

type Job = Omit<RenderJob, "svg"> & { svg: () => string };

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
 * Demo pictures rendered from SVG with sharp, put into the media store under random hex names
 * (the media route serves them as /api/images/{file}). With `render: false` (tests) names are
 * derived from the key and nothing is drawn, which keeps a full demo seed fast.
 */
export function createImageSink({ store, render }: { store: BlobStore; render: boolean }): ImageSink {
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
      const jobs: RenderJob[] = queue.splice(0).map(({ svg, ...job }) => ({ ...job, svg: svg() }));
      await renderInChildProcess(store, jobs);
      return { rendered: jobs.length };
    },
  };
}

/**
 * Draws the pictures in a child process (libvips and glibc keep what an encode run allocated, and the
 * server that seeded itself at start-up would carry ~160 MB for the rest of its life) into a scratch
 * folder, then puts each into the media store: the same interface uploads use, local or S3.
 */
async function renderInChildProcess(store: BlobStore, jobs: RenderJob[]) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "boutique-seed-"));
  const dir = path.join(workDir, "out");
  try {
    const jobsFile = path.join(workDir, "jobs.json");
    await writeFile(jobsFile, JSON.stringify({ dir, jobs }));
    // From source, tsx loads the script (dev, tests); beside the bundle it is plain JavaScript (npm start).
    const here = fileURLToPath(import.meta.url);
    const fromSource = here.endsWith(".ts");
    const script = path.join(path.dirname(here), fromSource ? "seed-render.ts" : "seed-render.mjs");
    const args = fromSource ? ["--import", "tsx", script, jobsFile] : [script, jobsFile];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: path.dirname(here), stdio: "inherit" });
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`Drawing the demo pictures failed (exit code ${code})`)),
      );
    });
    let next = 0;
    const uploaders = Array.from({ length: 8 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const data = await readFile(path.join(dir, job.file));
        await store.put(job.file, data, job.format === "jpeg" ? "image/jpeg" : "image/webp");
      }
    });
    await Promise.all(uploaders);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
