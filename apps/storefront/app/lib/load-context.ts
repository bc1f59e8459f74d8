import type { ApiFetch } from "./api-client";

declare module "react-router" {
  interface AppLoadContext {
    /** Calls the shop's own /api in-process with the shopper's cookies (see apps/server storefront-app.ts). */
    api: ApiFetch;
    /**
     * Payment pages only: the script nonce of this answer's Content-Security-Policy (apps/server
     * plugins/security.ts). entry.server.tsx writes it on every script React renders.
     */
    nonce?: string;
  }
}
