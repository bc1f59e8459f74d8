import { lazy } from "react";

const load = () => import("./colour-code-field").then((module) => ({ default: module.ColourCodeField }));

/**
 * The colour code field with its shade card, fetched when the shopper turns the colour change on (fabric
 * and custom size pages): most never do. Render it inside <Suspense>.
 */
export const ColourCodeField = lazy(load);

// The server has it loaded before its first page, so a page that opens with the change on is whole.
if (import.meta.env.SSR) void load();
