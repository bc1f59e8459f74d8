import { NotFoundSection } from "@storefront/features/pages/templates/not-found-section";
import { data } from "react-router";

/** Every unknown path: the real 404 status from the server, with the header and ways back. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundSection />;
}
