import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The built back office lives under /admin-assets/ so it never collides with the storefront's /assets/;
 * the dev server keeps "/" so /admin and /ForgotPass load directly (API calls go to a running server).
 */
export default defineConfig(({ command }) => ({
  base: command === "build" ? "/admin-assets/" : "/",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@admin": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than screens: separate chunks stay cached across deploys.
        manualChunks: {
          react: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom"],
          query: ["@tanstack/react-query"],
          radix: ["@radix-ui/react-dialog", "@radix-ui/react-dropdown-menu", "@radix-ui/react-toast"],
        },
      },
    },
  },
  server: {
    port: 5174,
    // Run the server on its default port beside `npm run dev -w @boutique/admin`.
    proxy: { "/api": "http://localhost:3000" },
  },
}));
