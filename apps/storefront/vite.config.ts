import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const storefront = fileURLToPath(new URL("./app", import.meta.url));
const lucideIcon = path.join(storefront, "lib/lucide-icon.ts");
// Found the way Node finds the package, wherever npm put it (hoisted or not).
const reactRouterRoot = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = (file: string) => path.join(reactRouterRoot, "dist/production", file);

const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * Every module the root route imports statically, however deep, except React and React Router (the
 * vendor chunk): each page loads them all anyway, so one "shell" file carries them instead of a dozen
 * small shared chunks, each with its own gzip header and import lines (2.4-2.9 KB a page, decision 045).
 * Icons are imported one file each (lucide-react/icons/<name>): through lucide's index, every icon any
 * page uses would count as the root's and join the shell.
 */
function shellModules(getModuleInfo: ModuleInfoOf): Set<string> {
  const shell = new Set<string>();
  const queue = [path.join(storefront, "root.tsx")];
  for (const id of queue) {
    for (const next of getModuleInfo(id)?.importedIds ?? []) {
      if (shell.has(next) || VENDOR.test(next)) continue;
      shell.add(next);
      queue.push(next);
    }
  }
  return shell;
}

export default defineConfig(({ isSsrBuild, command }) => {
  let shell: Set<string> | null = null;
  // The browser bundle counts against the 125 KB first-load budget (decisions 017, 045).
  const browserBuild = command === "build" && !isSsrBuild;
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      {
        // lucide-react's icons are drawn by our own small createLucideIcon, on the server and in the
        // browser alike (decision 029).
        name: "boutique-lucide-icon",
        enforce: "pre",
        resolveId(source, importer) {
          if (importer?.includes("lucide-react") && source.endsWith("/createLucideIcon.mjs"))
            return lucideIcon;
        },
      },
    ],
    // Bundled on the server too, so its icons come from the same createLucideIcon as the browser's.
    ssr: { noExternal: ["lucide-react"] },
    optimizeDeps: {
      // The development server's pre-bundled lucide-react gets the same createLucideIcon.
      esbuildOptions: {
        plugins: [
          {
            name: "boutique-lucide-icon",
            setup(build) {
              build.onResolve({ filter: /\/createLucideIcon\.mjs$/ }, () => ({ path: lucideIcon }));
            },
          },
        ],
      },
    },
    resolve: {
      alias: [
        { find: "@storefront", replacement: storefront },
        // react-router's package exports only its development build, which keeps its dev warnings; the
        // browser gets the production build it also ships. The server keeps one copy for @react-router/node.
        ...(browserBuild
          ? [
              { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
            ]
          : []),
      ],
    },
    build: browserBuild
      ? {
          // Terser's extra passes save ~4 KB gzipped over esbuild on React, React Router and the app.
          minify: "terser",
          terserOptions: {
            ecma: 2020,
            module: true,
            compress: { passes: 3, pure_getters: true },
          },
          rollupOptions: {
            output: {
              // One chunk for what every page loads anyway. Otherwise a route importing react-dom itself
              // (checkout's Radix dialogs) splits it out of the entry into an extra file on every page.
              manualChunks(id: string, { getModuleInfo }) {
                if (VENDOR.test(id)) return "vendor";
                shell ??= shellModules(getModuleInfo);
                if (shell.has(id)) return "shell";
              },
            },
          },
        }
      : {},
  };
});
