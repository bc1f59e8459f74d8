import { safeReturnTo } from "@storefront/lib/safe-redirect";
import { isSection, sectionCookie } from "@storefront/lib/section";
import { data, redirect } from "react-router";
import type { Route } from "./+types/preferences.section";

/** Remembers Women/Men/Kids. Without JavaScript the form posts here directly, so send the shopper back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const section = form.get("section");
  if (!isSection(section)) return data({ message: "Choose Women, Men or Kids." }, { status: 400 });
  const headers = new Headers({ "Set-Cookie": sectionCookie(section) });
  if (form.get("js")) return data({ section }, { headers });
  return redirect(backTo(request), { headers });
}

export function loader() {
  return redirect("/");
}

function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  const url = new URL(referer);
  if (url.origin !== new URL(request.url).origin) return "/";
  return safeReturnTo(url.pathname + url.search);
}
