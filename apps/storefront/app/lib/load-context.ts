import type { ApiFetch } from "./api-client";

declare module "react-router" {
  interface AppLoadContext {
    /** Calls the shop's own /api in-process with the shopper's cookies (see apps/server storefront-app.ts). */
    api: ApiFetch;
  }
}
