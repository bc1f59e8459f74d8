import { browserApi } from "@storefront/lib/api-client";
import { imageUrl } from "@storefront/lib/images";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type ProductCard, productCardHref, searchProducts } from "../api";
import { formatRupees } from "../format";

/** Spec §9: search is debounced 300 ms; shorter text than the API answers for is not sent. */
const DEBOUNCE_MS = 300;
const MIN_LENGTH = 2;

const searchHref = (query: string) => `/search/${encodeURIComponent(query.trim())}`;

/**
 * The header's search input as an ARIA 1.2 combobox: matching products appear below as the shopper
 * types (GET /api/products/search), arrow keys move through them, Enter opens one, Escape closes.
 * Without JavaScript it is the plain input of the surrounding GET form.
 */
export function SearchCombobox({ id, className = "" }: { id: string; className?: string }) {
  const listId = useId();
  const navigate = useNavigate();
  // Loaded on first focus (decision 017): keep what was typed into the server's input meanwhile.
  const [query, setQuery] = useState(() => typedBeforeLoad(id));
  const [results, setResults] = useState<ProductCard[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "done">("idle");
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const text = query.trim();
    if (text.length < MIN_LENGTH) {
      setResults([]);
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus("loading");
      searchProducts(browserApi, text, { signal: controller.signal })
        .then((cards) => {
          setResults(cards);
          setActive(-1);
          setStatus("done");
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec §8: network errors are only logged; the form still submits to the results page.
          console.error("search dropdown failed:", error);
          setStatus("idle");
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  const expanded = open && query.trim().length >= MIN_LENGTH && status !== "idle";
  // The options are the products, then "View All Result".
  const optionCount = results.length + 1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hrefOf = (index: number) =>
    index < results.length ? productCardHref(results[index]) : searchHref(query);

  const go = (index: number) => {
    setOpen(false);
    setActive(-1);
    navigate(hrefOf(index));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      // -1 is the input itself; moving past either end comes back to it.
      setActive((current) => {
        if (event.key === "ArrowDown") return current + 1 >= optionCount ? -1 : current + 1;
        return current - 1 < -1 ? optionCount - 1 : current - 1;
      });
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === "Enter" && expanded && active >= 0 && active < optionCount) {
      event.preventDefault();
      go(active);
    }
  };

  return (
    <div ref={wrapper} className={`relative ${className}`}>
      <input
        id={id}
        name="query"
        type="search"
        required
        maxLength={100}
        placeholder="Search sarees, lehengas, turbans…"
        className="field-input pr-11 text-sm"
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < optionCount ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div
        className={`absolute inset-x-0 top-full z-50 mt-1 border border-line bg-white shadow-lg ${expanded ? "" : "hidden"}`}
      >
        {status === "loading" && results.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">Searching…</p>
        ) : null}
        {status === "done" && results.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">No products found</p>
        ) : null}
        {/* Options are not links (an option's content is presentational); keys work through the input. */}
        <div
          id={listId}
          role="listbox"
          aria-label="Suggested products"
          className="max-h-[70vh] overflow-y-auto"
        >
          {expanded
            ? results.map((card, index) => (
                <div
                  key={`${card.product_id}-${card.variant_id}`}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onClick={() => go(index)}
                  onKeyDown={(event) => event.key === "Enter" && go(index)}
                  className={`flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-ivory-deep ${index === active ? "bg-ivory-deep" : ""}`}
                >
                  {card.image ? (
                    <img
                      src={imageUrl(card.image, 160)}
                      alt=""
                      width={40}
                      height={53}
                      className="h-[53px] w-10 shrink-0 object-cover"
                    />
                  ) : (
                    <span className="h-[53px] w-10 shrink-0 bg-ivory-deep" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-ink">{card.name}</span>
                    <span className="block text-xs text-muted">
                      {card.category} · {formatRupees(card.selling_price)}
                    </span>
                  </span>
                </div>
              ))
            : null}
          {expanded && status === "done" ? (
            <div
              id={optionId(results.length)}
              role="option"
              tabIndex={-1}
              aria-selected={active === results.length}
              onClick={() => go(results.length)}
              onKeyDown={(event) => event.key === "Enter" && go(results.length)}
              className={`block cursor-pointer border-t border-line px-4 py-3 text-sm font-semibold text-maroon hover:bg-ivory-deep ${active === results.length ? "bg-ivory-deep" : ""}`}
            >
              View All Result
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The value of the server-rendered input this one replaces, if the shopper typed before the code came. */
function typedBeforeLoad(id: string): string {
  if (typeof document === "undefined") return "";
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input.value : "";
}
