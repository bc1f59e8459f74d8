import { logout } from "@storefront/features/account/api";
import { forwardedCookies } from "@storefront/lib/api-client";
import { redirect } from "react-router";
import type { Route } from "./+types/logout";

/** Sign out: the API clears the session cookie; its Set-Cookie goes on to the browser. */
export async function action({ context }: Route.ActionArgs) {
  const response = await logout(context.api);
  if (!response.ok) console.error(`storefront: POST /api/logout answered ${response.status}`);
  return redirect("/", { headers: forwardedCookies(response) });
}

export function loader() {
  return redirect("/");
}
