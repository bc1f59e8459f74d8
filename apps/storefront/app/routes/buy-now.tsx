import { BuyNowTemplate } from "@storefront/features/cart/templates/buy-now-template";
import { getDollarRate } from "@storefront/features/product/api";
import type { Route } from "./+types/buy-now";

export function meta() {
  return [{ title: "Buy Now | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const dollarRate = await getDollarRate(context.api).catch((error: unknown) => {
    // Spec §8: network errors are only logged; the page still sells in rupees.
    console.error("storefront: GET /api/dollar failed:", error instanceof Error ? error.message : error);
    return null;
  });
  return { dollarRate };
}

export default function BuyNowPage({ loaderData }: Route.ComponentProps) {
  return <BuyNowTemplate dollarRate={loaderData.dollarRate} />;
}
