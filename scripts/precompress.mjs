#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built script, stylesheet
// and SVG under the folders given, so the server sends them compressed once at build time instead of on
// the fly at a low level (@fastify/static `preCompressed`). Brotli takes ~15% off the JavaScript.
//
//   node scripts/precompress.mjs apps/storefront/build/client/assets
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
/** Tiny files gain nothing from compression; the server sends them as they are. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let gzipBytes = 0;
let brotliBytes = 0;
for (const dir of process.argv.slice(2)) {
  for await (const file of files(dir)) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    count += 1;
    gzipBytes += gzipped.length;
    brotliBytes += br.length;
  }
}
console.log(
  `precompressed ${count} files: ${(gzipBytes / 1024).toFixed(1)} KB gzipped, ${(brotliBytes / 1024).toFixed(1)} KB brotli`,
);
