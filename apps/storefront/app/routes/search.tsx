import { redirect } from "react-router";
import type { Route } from "./+types/search";

/** The header's search form is a plain GET form; this turns /search?query=… into the spec's /search/{query}. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("query")?.trim() ?? "";
  return redirect(query ? `/search/${encodeURIComponent(query)}` : "/");
}
