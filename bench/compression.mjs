// Which compression level for which answer (lib/compression.ts): starts the server as the API bench does
// (PGlite by default, BENCH_DB=postgres), takes a few real answers uncompressed (the category tree, category
// listings, product pages, searches, and the storefront's home, category and product pages), stops it, then
// compresses each answer at every brotli and gzip level the way the server does (one synchronous call, brotli
// with the size hint and the window lib/compression gives that kind: 64 KB, 128 KB for pages) and prints, per
// level, the bytes sent and the CPU each answer costs.
// Runs under the glibc settings of "start:server" (it restarts itself with them), since they decide
// whether the encoders' buffers are reused or mapped afresh per call.
//
//   node bench/compression.mjs
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { runBench, startCommand, startServer, stopServer } from "./lib/server.mjs";

const missing = Object.entries(startCommand.env).filter(([name, value]) => process.env[name] !== value);
if (missing.length) {
  const { status } = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: "inherit",
    env: { ...process.env, ...startCommand.env },
  });
  process.exit(status ?? 1);
}

const ROUNDS = 200;

/** A product's storefront page, as the category cards link it. */
const productPage = ({ id, name }) => `/singleproduct/${encodeURIComponent(name)}/p/${id}`;

runBench(async () => {
  const db = process.env.BENCH_DB ?? "pglite";
  const { base } = await startServer({ db, env: { CATALOG_CACHE_SECONDS: "0" } });
  const text = async (path) => {
    const response = await fetch(base + path, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.text();
  };
  const tree = await text("/api/categories");
  const roots = JSON.parse(tree).slice(0, 3);
  const listings = await Promise.all(
    roots.map(({ id, name }) => text(`/api/products/category/${encodeURIComponent(name)}/1?id=${id}`)),
  );
  const productIds = listings.flatMap((listing) =>
    JSON.parse(listing)
      .products.slice(0, 1)
      .map(({ id }) => id),
  );
  const answers = {
    tree,
    listing: listings,
    product: await Promise.all(productIds.map((id) => text(`/api/products/${id}`))),
    search: await Promise.all(["saree", "silk"].map((word) => text(`/api/products/search?query=${word}`))),
    // The storefront's server-rendered pages (COMPRESSION.page): home, a category and a product page.
    page: await Promise.all(
      [
        "/",
        `/category/${encodeURIComponent(roots[0].name)}`,
        productPage(JSON.parse(listings[0]).products[0]),
      ].map(text),
    ),
  };
  await stopServer();

  // STREAM_WINDOW_BITS in lib/compression.ts: pages stream with a 128 KB window, the API's answers 64 KB.
  const windowBits = (kind) => (kind === "page" ? 17 : 16);
  const encodersFor = (kind) => [
    ...[1, 2, 3, 4, 5, 6].map((quality) => ({
      name: `br ${quality}`,
      run: (body) =>
        brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: quality,
            [zlib.BROTLI_PARAM_LGWIN]: windowBits(kind),
            [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          },
        }),
    })),
    ...[1, 3, 4, 6].map((level) => ({ name: `gzip ${level}`, run: (body) => gzipSync(body, { level }) })),
  ];
  for (const [kind, bodies] of Object.entries(answers)) {
    const encoders = encodersFor(kind);
    const list = Array.isArray(bodies) ? bodies : [bodies];
    const raw = list.reduce((sum, body) => sum + Buffer.byteLength(body), 0) / list.length;
    console.log(`\n${kind}: ${list.length} answer(s), ${Math.round(raw)} bytes on average`);
    console.log("level    bytes   µs per answer");
    for (const { name, run } of encoders) {
      let bytes = 0;
      for (const body of list) bytes += run(body).length;
      const times = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        for (const body of list) run(body);
        times.push((performance.now() - started) / list.length);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] * 1000;
      console.log(
        `${name.padEnd(7)} ${String(Math.round(bytes / list.length)).padStart(6)}  ${median.toFixed(0).padStart(6)}`,
      );
    }
  }
  return true;
});
