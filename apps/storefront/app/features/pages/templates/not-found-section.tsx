import { deferredSection } from "@storefront/lib/deferred-section";

/** The 404 page is static: the browser keeps the server's HTML and loads no code for it (decision 017). */
export const NotFoundSection = deferredSection(
  () => import("./not-found-template").then((module) => module.NotFoundTemplate),
  { hydrate: "never" },
);
