// Bundles the server's TypeScript (and @boutique/shared) into plain ES modules for `npm start`:
// no TypeScript loader at run time, which saves ~60 MB of memory and the start-up transpile.
// Packages from node_modules stay external. The bundles sit two folders below apps/server
// (dist/server/), the same depth as src/<folder>/, so paths built from import.meta.url
// (../../drizzle, ../../../storefront/build) resolve the same from source and from the bundle.
import { build } from "esbuild";

const external = {
  name: "node-modules-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@boutique/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    main: "src/main.ts",
    // The demo seed draws its pictures in a child process running this.
    "seed-render": "scripts/seed-render.ts",
  },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outdir: "dist/server",
  outExtension: { ".js": ".mjs" },
  sourcemap: "linked",
  plugins: [external],
  logLevel: "warning",
});
