import type { CartLine, CartQuoteItem, CartTotals } from "@boutique/shared/schemas/cart";
import { ApiError, browserApi } from "@storefront/lib/api-client";
import { useEffect, useState } from "react";
import { quoteCart } from "./api";
import type { CartItemView } from "./cart-store";

/** The server's figures for the rows a page shows (POST /api/items/cart/quote), by row key. */
export type CartPricing = {
  lines: ReadonlyMap<string, CartLine>;
  /** Rows the server would not price, with its reason ('Product not found'). */
  skipped: ReadonlyMap<string, string>;
  totals: CartTotals | null;
  /** The rows changed and a new answer is on its way: the figures held are the previous ones. */
  pending: boolean;
  error: string | null;
};

const NONE: CartPricing = { lines: new Map(), skipped: new Map(), totals: null, pending: false, error: null };
/** Quick presses of plus and minus settle before the server is asked, once. */
const SETTLE_MS = 150;

/**
 * Asks the server to price these rows whenever they change (a guest's cart, the Buy Now line) and keeps
 * the last answer meanwhile, marked pending. Null rows ask nothing. An older answer arriving late is
 * dropped: each change cancels the request before it.
 */
export function useCartQuote(rows: readonly CartItemView[] | null): CartPricing {
  const request = rows
    ? JSON.stringify({ keys: rows.map((row) => row.key), items: rows.map(toQuoteItem) })
    : null;
  const [pricing, setPricing] = useState<CartPricing>(() => ({ ...NONE, pending: request !== null }));

  useEffect(() => {
    if (request === null) return;
    const { keys, items } = JSON.parse(request) as { keys: string[]; items: CartQuoteItem[] };
    const controller = new AbortController();
    setPricing((current) => (current.pending ? current : { ...current, pending: true }));
    const timer = window.setTimeout(async () => {
      try {
        const answer = await quoteCart(browserApi, items, controller.signal);
        const keyOf = (index: number) => keys[index] ?? "";
        setPricing({
          lines: new Map(answer.data.map((line) => [keyOf(line.cart_id), line])),
          skipped: new Map(answer.skipped.map((skip) => [keyOf(skip.index), skip.reason])),
          totals: answer.totals,
          pending: false,
          error: null,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : "Please check your connection.";
        console.error("storefront: POST /api/items/cart/quote failed:", message);
        setPricing((current) => ({ ...current, pending: false, error: message }));
      }
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [request]);

  return request === null ? NONE : pricing;
}

/** Guest rows with the server's prices from a quote (null while unknown), or why it would not price one. */
export function withQuotedPrices(rows: CartItemView[], pricing: CartPricing): CartItemView[] {
  return rows.map((row) => {
    const line = pricing.lines.get(row.key);
    return {
      ...row,
      unit_price: line?.unit_price ?? null,
      line_price: line?.line_price ?? null,
      unavailable: pricing.skipped.get(row.key),
    };
  });
}

/** What the server prices a line by (POST /api/items/cart/quote): never a price. */
export function toQuoteItem(line: {
  id: number;
  size: string;
  quantity: number;
  customization: Record<string, unknown>;
}): CartQuoteItem {
  return {
    id: line.id,
    size: line.size as CartQuoteItem["size"],
    quantity: line.quantity,
    customization: line.customization,
  };
}
