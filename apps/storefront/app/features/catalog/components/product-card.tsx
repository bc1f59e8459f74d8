import { imageUrl } from "@storefront/lib/images";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Card, productCardHref } from "../api";
import { discountPercent, formatDollars, formatRupees } from "../format";

/** Demo and staff uploads are 900 px wide at most; the API never enlarges. */
const CARD_WIDTHS = [320, 480, 640, 900];
/** On a phone a card is half the width less the page's padding and the gap (16 + 16 + 16 px between two). */
const CARD_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, calc(50vw - 24px)";

function srcSet(file: string) {
  return CARD_WIDTHS.map((width) => `${imageUrl(file, width)} ${width}w`).join(", ");
}

/** A grid card: picture, name, price in rupees with its dollar figure, struck regular price and discount. */
export function ProductCard({
  card,
  dollarRate,
  eager = false,
}: {
  card: Card;
  dollarRate: number | null;
  /** The first row is above the fold: load it at once and first. */
  eager?: boolean;
}) {
  const off = discountPercent(card.regular_price, card.selling_price);
  const dollars = formatDollars(card.selling_price, dollarRate);
  const soldOut = card.quantity <= 0;
  return (
    <Link to={productCardHref(card)} className="group block" prefetch="intent">
      <div className="relative aspect-[3/4] overflow-hidden border border-line bg-ivory-deep">
        {card.image ? (
          <img
            src={imageUrl(card.image, 480)}
            srcSet={srcSet(card.image)}
            sizes={CARD_SIZES}
            width={600}
            height={800}
            alt={`${card.name}, ${card.color}`}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding={eager ? "sync" : "async"}
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
          />
        ) : (
          <span className="flex h-full items-center justify-center font-display text-5xl text-gold/70">
            {card.name.charAt(0)}
          </span>
        )}
        {off > 0 ? (
          <span className="absolute top-2 left-2 bg-maroon px-2 py-1 text-[0.7rem] font-semibold tracking-wide text-white">
            {off}% off
          </span>
        ) : null}
        {soldOut ? (
          <span className="absolute right-2 bottom-2 bg-white/90 px-2 py-1 text-[0.7rem] font-semibold tracking-wide text-ink uppercase">
            Sold out
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-[0.7rem] tracking-[0.15em] text-muted uppercase">
        {card.category}
        {card.color ? <> · {card.color}</> : null}
      </p>
      <h3 className="mt-1 line-clamp-2 font-sans text-sm font-medium text-ink group-hover:text-maroon">
        {card.name}
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-maroon">{formatRupees(card.selling_price)}</span>
        {dollars ? <span className="text-xs text-muted">({dollars})</span> : null}
        {off > 0 ? (
          <>
            <span className="sr-only">, regular price</span>
            <s className="text-xs text-muted">{formatRupees(card.regular_price)}</s>
          </>
        ) : null}
      </p>
    </Link>
  );
}

/** Responsive grid of cards; the first `eagerCount` (one row at the widest) load eagerly. */
export function ProductGrid({
  cards,
  dollarRate,
  eagerCount = 4,
  label,
  actions,
}: {
  cards: Card[];
  dollarRate: number | null;
  eagerCount?: number;
  label: string;
  /** Buttons under each card (search results: cart and wishlist). */
  actions?: (card: Card) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4">
      {cards.map((card, index) => (
        // Cards past the first rows are laid out as the shopper scrolls to them (decision 036). The
        // placeholder is taller than any card with its buttons: one shorter would have its content spill
        // over the next row's while skipped (an accessibility checker reads them as overlapping targets).
        <li
          key={`${card.product_id}-${card.variant_id}`}
          className={index < eagerCount ? undefined : "render-later"}
        >
          <ProductCard card={card} dollarRate={dollarRate} eager={index < eagerCount} />
          {actions?.(card)}
        </li>
      ))}
    </ul>
  );
}
