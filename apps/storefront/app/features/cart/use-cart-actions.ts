import { loginHref } from "@storefront/lib/safe-redirect";
import { useToast } from "@storefront/lib/toast";
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { type AddToCartInput, type CartResult, cartState, setState, useSignedIn } from "./cart-store";

/** The changes themselves, fetched on the first press. */
const loadCartAdd = () => import("./cart-add");
const loadCartClient = () => import("./cart-client");

/** Runs a change once its code is here; a chunk that does not load (a dropped connection) is a failed change. */
async function whenLoaded<M>(load: () => Promise<M>, change: (module: M) => Promise<CartResult>) {
  let module: M;
  try {
    module = await load();
  } catch (error) {
    console.error("storefront: the cart's code did not load:", error);
    return { ok: false, message: "Something went wrong. Please try again." } satisfies CartResult;
  }
  return change(module);
}

/** The adds with the spec's messages as toasts; wishlist sends guests to sign in (spec §5). */
export function useCartActions() {
  const toast = useToast();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  const report = useCallback(
    (result: CartResult) => {
      if (result.message) toast.show(result.message, result.ok ? "success" : "warning");
      return result;
    },
    [toast],
  );

  return useMemo(
    () => ({
      /** `successMessage` replaces "Product added to cart" in the toast (the custom size page's own). */
      addToCart: async (input: AddToCartInput, { successMessage }: { successMessage?: string } = {}) => {
        // The store learns the session after hydration; a click can come first.
        if (cartState().signedIn !== signedIn) setState({ signedIn });
        const result = await whenLoaded(loadCartAdd, (cart) => cart.addToCart(input));
        return report(result.ok && successMessage ? { ...result, message: successMessage } : result);
      },
      addToWishlist: async (input: {
        variantId: number;
        size?: string;
        returnTo?: string;
      }): Promise<CartResult> => {
        if (!signedIn) {
          navigate(loginHref(input.returnTo ?? here));
          return { ok: false, message: "" };
        }
        return report(
          await whenLoaded(loadCartClient, (cart) => cart.addToWishlist(input.variantId, input.size)),
        );
      },
    }),
    [signedIn, navigate, here, report],
  );
}
