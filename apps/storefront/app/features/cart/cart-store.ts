/**
 * The shopper's cart and wishlist as the page reads them (spec §2-§4): one store for the whole page, so the
 * header counts, the product page, search cards and the cart pages agree without a reload. Every page loads
 * this; the changes (adds, plus/minus, moves) are in cart-client.ts, which a page that only shows counts and
 * buttons loads on the first press (use-cart-actions.ts).
 *
 *   useCartCounts()      → { cart, wishlist } line counts, null until known (header badges)
 *   useCartState()       → { ready, signedIn, cart: CartItemView[], totals, wishlist: WishlistLine[] }
 *                          (totals: the signed-in cart's, from the server; a guest's come from useCartQuote)
 *   useInCart(variantId), useInWishlist(variantId) → boolean ("View cart" / "View Wishlist")
 *   clearBrowserCopies() → logout: forgets the browser's cart, wishlist and buy-now copies.
 */
import type { PricedKind } from "@boutique/shared/pricing/line-price";
import type { CartAnswer, CartLine, CartTotals, WishlistLine } from "@boutique/shared/schemas/cart";
import { browserApi } from "@storefront/lib/api-client";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import * as cartApi from "./api";
import {
  clearBrowserKeys,
  GUEST_CART_KEY,
  type GuestLine,
  readGuestCart,
  writeGuestCart,
} from "./guest-cart";

export type LineDisplay = {
  productId: number;
  name: string;
  image: string | null;
  category: string;
  color: string;
  kind: PricedKind;
  sellingPrice: number;
  availableQuantity: number;
  weight?: number;
};

export type AddToCartInput = {
  variantId: number;
  size?: string;
  quantity?: number;
  customization?: cartApi.CustomizationInput;
  display: LineDisplay;
};

export type CartResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * A cart row as the pages draw it, whether it lives on the server or in the browser. Its prices are the
 * server's (rupees): a signed-in line comes with them; a guest line has none until a quote answers.
 */
export type CartItemView = {
  key: string;
  cartId: number | null;
  id: number;
  product_id: number;
  name: string;
  image: string | null;
  category: string;
  color: string;
  size: string;
  quantity: number;
  available_quantity: number;
  selling_price: number;
  unit_price: number | null;
  line_price: number | null;
  /** Why the server would not price a guest's line ('Product not found'). */
  unavailable?: string;
  weight: number;
  customization: Record<string, unknown>;
};

type State = {
  ready: boolean;
  signedIn: boolean;
  cart: CartItemView[];
  /** The signed-in cart's totals as the server last answered them; null for a guest. */
  totals: CartTotals | null;
  wishlist: WishlistLine[];
};

const EMPTY: State = { ready: false, signedIn: false, cart: [], totals: null, wishlist: [] };
let state: State = EMPTY;

/** The store as it is now (the actions read it between awaits). */
export const cartState = (): State => state;
const listeners = new Set<() => void>();

export function setState(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function fromServerLine(line: CartLine): CartItemView {
  return { ...line, key: String(line.cart_id), cartId: line.cart_id };
}

function fromGuestLine(line: GuestLine): CartItemView {
  return {
    ...line,
    cartId: null,
    customization: line.customization as Record<string, unknown>,
    unit_price: null,
    line_price: null,
  };
}

/** A cart answer of the server as the store keeps it: its lines and its totals, always together. */
export function serverCart(answer: CartAnswer): Pick<State, "cart" | "totals"> {
  return { cart: answer.data.map(fromServerLine), totals: answer.totals ?? null };
}

export function setGuestCart(lines: GuestLine[]) {
  writeGuestCart(lines);
  setState({ cart: lines.map(fromGuestLine) });
}

let sessionRun = 0;
/** Counts cart and wishlist changes sent to the server: a session load that started before one is stale. */
let serverChanges = 0;

/** Called by each change sent to the server (cart-client.ts). */
export function countServerChange() {
  serverChanges += 1;
}

/**
 * Loads the cart for who is signed in: from the lists the page was rendered with when it has them (the
 * root loader's), else from the API. A signed-in shopper's guest copy was sent with the sign-in
 * (cart_items) and merged by the server, so the browser copy is dropped here, whichever way they signed in.
 */
export async function startSession(signedIn: boolean, rendered: cartApi.ShopperLists | null = null) {
  const run = ++sessionRun;
  const changesBefore = serverChanges;
  if (!signedIn) {
    setState({ ready: true, signedIn, cart: readGuestCart().map(fromGuestLine), totals: null, wishlist: [] });
    return;
  }
  clearBrowserKeys([GUEST_CART_KEY]);
  if (rendered) {
    setState({
      ready: true,
      signedIn,
      cart: rendered.cart.map(fromServerLine),
      totals: rendered.cartTotals,
      wishlist: rendered.wishlist,
    });
    return;
  }
  setState({ signedIn, ready: state.signedIn && state.ready });
  try {
    const [cart, wishlist] = await Promise.all([
      cartApi.getCart(browserApi),
      cartApi.getWishlist(browserApi),
    ]);
    if (run !== sessionRun) return;
    // A change answered while this was loading carries the newer lists; keep those.
    if (serverChanges !== changesBefore) setState({ ready: true });
    else setState({ ready: true, ...serverCart(cart), wishlist: wishlist.data });
  } catch (error) {
    // Spec §8: network errors are only logged; the badges stay hidden.
    console.error("storefront: loading the cart failed:", error instanceof Error ? error.message : error);
  }
}

export function clearBrowserCopies() {
  clearBrowserKeys();
  setState({ cart: [], totals: null, wishlist: [] });
}

export function useCartState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

/** Line counts for the header: a signed-in shopper's come with the page; a guest's once the browser reads them. */
export function useCartCounts(): { cart: number | null; wishlist: number | null } {
  const current = useCartState();
  const rendered = useRenderedLists();
  if (!current.ready) {
    return rendered
      ? { cart: rendered.cart.length, wishlist: rendered.wishlist.length }
      : { cart: null, wishlist: null };
  }
  return { cart: current.cart.length, wishlist: current.signedIn ? current.wishlist.length : null };
}

export function useInCart(variantId: number): boolean {
  return useCartState().cart.some((line) => line.id === variantId);
}

export function useInWishlist(variantId: number): boolean {
  return useCartState().wishlist.some((line) => line.id === variantId);
}

type RootSession = { user?: unknown; lists?: cartApi.ShopperLists | null };

/** Whether the page was rendered for a signed-in shopper (the root loader's user). */
export function useSignedIn(): boolean {
  const root = useRouteLoaderData("root") as RootSession | undefined;
  return Boolean(root?.user);
}

/** The signed-in shopper's cart and wishlist as the root loader read them; null for a guest. */
export function useRenderedLists(): cartApi.ShopperLists | null {
  const root = useRouteLoaderData("root") as RootSession | undefined;
  return root?.user ? (root.lists ?? null) : null;
}

/** Keeps the store on the signed-in state; mounted once, in the header. */
export function useCartSession() {
  const signedIn = useSignedIn();
  // Read when the session starts (or changes hands), not on every revalidation: from then on the store
  // is the one copy, and a root reload that began before a change would carry older lists.
  const rendered = useRef<cartApi.ShopperLists | null>(null);
  rendered.current = useRenderedLists();
  useEffect(() => {
    void startSession(signedIn, rendered.current);
  }, [signedIn]);
  useEffect(() => {
    // Another tab changed the guest cart: show the same lines here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === "cartItems" && !state.signedIn)
        setState({ cart: readGuestCart().map(fromGuestLine) });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
