import type { SharedCartAnswer } from "@boutique/shared/schemas/cart-share";
import { ApiError, type ApiFetch, requestJson } from "@storefront/lib/api-client";

/** /cart/shared/{token}: the lines of a cart link, priced now; a link that is not one, or has ended, says so. */
export async function loadSharedCart(api: ApiFetch, token: string) {
  try {
    const cart = await requestJson<SharedCartAnswer>(api, `/api/cart/shared/${encodeURIComponent(token)}`);
    return { cart, problem: null };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { cart: null, problem: error.message };
    }
    throw error;
  }
}

export type SharedCartData = Awaited<ReturnType<typeof loadSharedCart>>;
