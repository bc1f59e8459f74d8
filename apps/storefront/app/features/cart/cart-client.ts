/**
 * The shopper's cart and wishlist in the browser (spec §2-§4). One store for the whole page, so the
 * header counts, the product page, search cards and the cart pages agree without a reload.
 *
 * API (import from "@storefront/features/cart/cart-client"):
 *
 *   const { addToCart, addToWishlist } = useCartActions();   // in any storefront component
 *   const result = await addToCart({
 *     variantId: 42,                 // the colour's id (decision 008), never the product id
 *     size: "M",                     // XS..XXL or "Free"; leave out for one-size items
 *     customization: {               // optional, strict keys (packages/shared/src/schemas/cart.ts):
 *       turbanLength: 5, Pico: 1, Fabric: "Rubia",              // turbans
 *       fabricLength: 2.5, colorChange: "Yes", selectedColor: "L12",  // fabrics
 *       lehengaWaist: "3", height: "5ft4", ...                   // sizing choices
 *       measurements: { Bust: 34, Waist: 28 }, specialInstructions: "…",  // custom size page
 *     },
 *     quantity: 2,                   // optional, default 1; capped at the stock
 *     display: {                     // what a guest's cart shows until sign-in (the server reprices)
 *       productId: 7, name: "…", image: "file.webp", category: "Suits", color: "Red",
 *       kind: "piece" | "turban" | "fabric", sellingPrice: 12499 (rupees, one piece/metre; shown nowhere:
 *       the cart pages show the server's prices),
 *       availableQuantity: 3 (stock of that size), weight: 800 (grams, optional),
 *     },
 *   });
 *   // → { ok: true, message: "Product added to cart" } or { ok: false, message }; a toast shows either way.
 *   //   Guests: the line goes to localStorage `cartItems` (sent as cart_items on sign-in, then cleared).
 *   //   Signed in: POST /api/items/cart/:variantId.
 *   addToWishlist({ variantId, size?, returnTo? })   // signed in only; guests are sent to /loginSignup and get ok: false
 *
 *   useCartCounts()      → { cart, wishlist } line counts, null until known (header badges)
 *   useCartState()       → { ready, signedIn, cart: CartItemView[], totals, wishlist: WishlistLine[] }
 *                          (totals: the signed-in cart's, from the server; a guest's come from useCartQuote)
 *   useInCart(variantId), useInWishlist(variantId) → boolean ("View cart" / "View Wishlist")
 *   clearBrowserCopies() → logout: forgets the browser's cart, wishlist and buy-now copies.
 */
import type { PricedKind } from "@boutique/shared/pricing/line-price";
import type { CartAnswer, CartLine, CartTotals, WishlistLine } from "@boutique/shared/schemas/cart";
import { CART_MESSAGES, onlyAvailableMessage } from "@boutique/shared/schemas/cart-messages";
import { ApiError, browserApi } from "@storefront/lib/api-client";
import { loginHref } from "@storefront/lib/safe-redirect";
import { useToast } from "@storefront/lib/toast";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import * as cartApi from "./api";
import {
  clearBrowserKeys,
  GUEST_CART_KEY,
  type GuestLine,
  lineKey,
  readGuestCart,
  withDefaults,
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
const listeners = new Set<() => void>();

function setState(next: Partial<State>) {
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
function serverCart(answer: CartAnswer): Pick<State, "cart" | "totals"> {
  return { cart: answer.data.map(fromServerLine), totals: answer.totals ?? null };
}

function setGuestCart(lines: GuestLine[]) {
  writeGuestCart(lines);
  setState({ cart: lines.map(fromGuestLine) });
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

let sessionRun = 0;
/** Counts cart and wishlist changes sent to the server: a session load that started before one is stale. */
let serverChanges = 0;

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
    console.error("storefront: loading the cart failed:", messageOf(error));
  }
}

export function clearBrowserCopies() {
  clearBrowserKeys();
  setState({ cart: [], totals: null, wishlist: [] });
}

async function addToCart(input: AddToCartInput): Promise<CartResult> {
  const { variantId, size, display } = input;
  if (state.signedIn) {
    try {
      serverChanges += 1;
      // Which line is new shows against the cart before the add (loaded now if the page has not yet).
      const current = state.ready ? state.cart : (await cartApi.getCart(browserApi)).data.map(fromServerLine);
      const before = new Set(current.map((line) => line.cartId));
      const answer = await cartApi.addCartItem(browserApi, variantId, {
        ...(size ? { size } : {}),
        customization: input.customization ?? {},
      });
      setState(serverCart(answer));
      // The API adds one piece (spec §4); more of a new line are added by plus, which checks the stock.
      const added = state.cart.find((line) => !before.has(line.cartId));
      for (let count = 1; added && count < (input.quantity ?? 1); count += 1) {
        const line = state.cart.find((item) => item.cartId === added.cartId);
        if (!line) break;
        const more = await changeQuantity(line, "i");
        if (!more.ok) return { ok: true, message: `${CART_MESSAGES.added}. ${more.message}` };
      }
      return { ok: true, message: answer.message ?? CART_MESSAGES.added };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
  if (display.availableQuantity < 1) return { ok: false, message: onlyAvailableMessage(0) };
  const customization = withDefaults(display.kind, input.customization);
  const lineSize = size ?? "Free";
  const key = lineKey(variantId, lineSize, customization);
  const lines = readGuestCart();
  // Spec §4: the same line again is ignored.
  if (!lines.some((line) => line.key === key)) {
    lines.push({
      key,
      id: variantId,
      product_id: display.productId,
      name: display.name,
      image: display.image,
      category: display.category,
      color: display.color,
      size: lineSize,
      quantity: Math.min(Math.max(1, Math.floor(input.quantity ?? 1)), display.availableQuantity),
      available_quantity: display.availableQuantity,
      selling_price: display.sellingPrice,
      weight: display.weight ?? 0,
      kind: display.kind,
      customization,
    });
  }
  setGuestCart(lines);
  return { ok: true, message: CART_MESSAGES.added };
}

/** Plus stops at the stock ('Only {n} quantity available.'), minus at 1 (spec §5). */
export async function changeQuantity(item: CartItemView, step: "i" | "d"): Promise<CartResult> {
  if (step === "i" && item.quantity >= item.available_quantity) {
    return { ok: false, message: onlyAvailableMessage(item.available_quantity) };
  }
  if (step === "d" && item.quantity <= 1) return { ok: true, message: "" };
  if (item.cartId !== null) {
    try {
      serverChanges += 1;
      const answer = await cartApi.changeCartLine(browserApi, item.cartId, step);
      setState(serverCart(answer));
      return { ok: true, message: answer.message ?? CART_MESSAGES.updated };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
  setGuestCart(
    readGuestCart().map((line) =>
      line.key === item.key ? { ...line, quantity: line.quantity + (step === "i" ? 1 : -1) } : line,
    ),
  );
  return { ok: true, message: CART_MESSAGES.updated };
}

export async function removeFromCart(item: CartItemView): Promise<CartResult> {
  if (item.cartId !== null) {
    try {
      serverChanges += 1;
      const answer = await cartApi.removeCartLine(browserApi, item.cartId);
      setState(serverCart(answer));
      return { ok: true, message: answer.message ?? CART_MESSAGES.removed };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
  setGuestCart(readGuestCart().filter((line) => line.key !== item.key));
  return { ok: true, message: CART_MESSAGES.removed };
}

async function addToWishlist(variantId: number, size?: string): Promise<CartResult> {
  try {
    serverChanges += 1;
    const answer = await cartApi.addWishlistItem(browserApi, variantId, size);
    setState({ wishlist: answer.data });
    return { ok: true, message: answer.message ?? CART_MESSAGES.wishlistAdded };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

export async function removeFromWishlist(variantId: number): Promise<CartResult> {
  try {
    serverChanges += 1;
    const answer = await cartApi.removeWishlistItem(browserApi, variantId);
    setState({ wishlist: answer.data });
    return { ok: true, message: answer.message ?? CART_MESSAGES.wishlistRemoved };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Spec §4: move by a PUT, then refresh the cart. */
export async function moveWishlistToCart(variantId: number): Promise<CartResult> {
  try {
    serverChanges += 1;
    const answer = await cartApi.moveWishlistItemToCart(browserApi, variantId);
    const cart = await cartApi.getCart(browserApi);
    setState({ wishlist: answer.data, ...serverCart(cart) });
    return { ok: true, message: answer.message ?? CART_MESSAGES.movedToCart };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Move To Wishlist (signed in only): saved first, then taken off the cart, so nothing is lost. */
export async function moveCartLineToWishlist(item: CartItemView): Promise<CartResult> {
  const saved = await addToWishlist(item.id, item.size);
  if (!saved.ok) return saved;
  const removed = await removeFromCart(item);
  return removed.ok ? { ok: true, message: "Product moved to Wishlist" } : removed;
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
        if (state.signedIn !== signedIn) setState({ signedIn });
        const result = await addToCart(input);
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
        return report(await addToWishlist(input.variantId, input.size));
      },
    }),
    [signedIn, navigate, here, report],
  );
}
