import { getWishlist } from "@storefront/features/cart/api";
import { WishlistTemplate } from "@storefront/features/wishlist/templates/wishlist-template";
import { ApiError } from "@storefront/lib/api-client";
import { loginHref } from "@storefront/lib/safe-redirect";
import { redirect } from "react-router";
import type { Route } from "./+types/wishlist";

export function meta() {
  return [{ title: "My Wishlist | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

/** Spec §2: the wishlist is for signed-in shoppers; a guest is sent to sign in and comes back here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    return { wishlist: (await getWishlist(context.api)).data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(loginHref(new URL(request.url).pathname));
    }
    throw error;
  }
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  return <WishlistTemplate serverWishlist={loaderData.wishlist} />;
}
