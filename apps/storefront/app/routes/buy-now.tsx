import { BuyNowTemplate } from "@storefront/features/cart/templates/buy-now-template";
import { getDollarRate } from "@storefront/features/product/api";
import { settle } from "@storefront/lib/loader-helpers";
import type { Route } from "./+types/buy-now";

export function meta() {
  return [{ title: "Buy Now | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  // Without the rate the page still sells in rupees.
  return { dollarRate: await settle("dollar", getDollarRate(context.api), null) };
}

export default function BuyNowPage({ loaderData }: Route.ComponentProps) {
  return <BuyNowTemplate dollarRate={loaderData.dollarRate} />;
}
