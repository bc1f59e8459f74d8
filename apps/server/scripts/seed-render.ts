import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/** One demo picture: an SVG drawn at a size and written under its random name. */
export type RenderJob = { file: string; width: number; height: number; format: "webp" | "jpeg"; svg: string };

async function renderAll(dir: string, jobs: RenderJob[]) {
  await mkdir(dir, { recursive: true });
  let next = 0;
  // libvips already uses threads per image; a few images in flight keep both cores busy.
  const workers = Array.from({ length: Math.max(2, Math.min(4, os.availableParallelism())) }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const pipeline = sharp(Buffer.from(job.svg), { density: 72 }).resize(job.width, job.height, {
        fit: "cover",
      });
      const data =
        job.format === "jpeg"
          ? await pipeline.jpeg({ quality: 85 }).toBuffer()
          : await pipeline.webp({ quality: 80, effort: 2 }).toBuffer();
      await writeFile(path.join(dir, job.file), data);
    }
  });
  await Promise.all(workers);
}

// Run as a child process by seed-images.ts: `seed-render <jobs.json>`.
const jobsFile = process.argv[2];
if (jobsFile && process.argv[1] && /seed-render\.(ts|mjs)$/.test(process.argv[1])) {
  const { dir, jobs } = JSON.parse(await readFile(jobsFile, "utf8")) as { dir: string; jobs: RenderJob[] };
  await renderAll(dir, jobs);
}
