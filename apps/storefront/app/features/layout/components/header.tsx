import type { CurrentUser } from "@storefront/features/account/api";
import { useCartCounts, useCartSession } from "@storefront/features/cart/cart-store";
import type { Category } from "@storefront/features/catalog/api";
import { deferredSection } from "@storefront/lib/deferred-section";
import type { Section } from "@storefront/lib/section";
import Heart from "lucide-react/icons/heart";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShop } from "../shop-details";
import { AccountMenu } from "./account-menu";
import { MobileDrawer } from "./mobile-drawer";
import { SearchForm } from "./search-form";
import { SectionToggle } from "./section-toggle";

// Links and text only: the browser keeps the server's HTML and loads no code for them (decision 017).
const Marquee = deferredSection(() => import("./marquee").then((module) => module.Marquee), {
  hydrate: "never",
});
const MegaMenu = deferredSection(() => import("./mega-menu").then((module) => module.MegaMenu), {
  hydrate: "never",
});

export type HeaderProps = {
  user: CurrentUser | null;
  section: Section;
  categories: Category[];
  marquee: string | null;
};

export function Header({ user, section, categories, marquee }: HeaderProps) {
  useCartSession();
  const counts = useCartCounts();
  const shop = useShop();
  return (
    <header className="relative z-20 border-b border-line bg-ivory">
      <Marquee text={marquee} />
      <div className="relative mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:gap-6 lg:py-4">
        <MobileDrawer categories={categories} section={section} />
        <Link to="/" className="shrink-0" aria-label={`${shop.name}, home`}>
          {/* The space keeps "Rangrez Boutique" one phrase in the link's text, as in its label. */}
          <span className="block font-display text-2xl leading-none text-maroon sm:text-3xl">Rangrez</span>{" "}
          <span className="mt-0.5 block text-[0.6rem] tracking-[0.35em] text-gold-deep uppercase">
            Boutique
          </span>
        </Link>
        <SectionToggle current={section} className="hidden w-64 lg:block" />
        <SearchForm id="header-search" className="hidden flex-1 md:block" />
        <div className="ml-auto flex items-center md:ml-0">
          <AccountMenu user={user} />
          <CountLink to="/wishlist" label="Wishlist" count={counts.wishlist}>
            <Heart size={20} aria-hidden />
          </CountLink>
          <CountLink to="/Cart" label="Cart" count={counts.cart}>
            <ShoppingBag size={20} aria-hidden />
          </CountLink>
        </div>
      </div>
      <div className="flex flex-col gap-2 px-4 pb-3 sm:px-6 md:flex-row-reverse lg:hidden">
        <SearchForm id="header-search-mobile" className="md:hidden" />
        <SectionToggle current={section} className="md:w-64" />
      </div>
      <MegaMenu categories={categories} />
    </header>
  );
}

function CountLink({
  to,
  label,
  count,
  children,
}: {
  to: string;
  label: string;
  count: number | null;
  children: ReactNode;
}) {
  // The count is known only in the browser (a guest's cart lives there): no badge until then.
  return (
    <Link
      to={to}
      className="relative p-2 text-ink hover:text-maroon"
      aria-label={count === null ? label : `${label}, ${count} ${count === 1 ? "item" : "items"}`}
    >
      {children}
      {count ? (
        <span
          aria-hidden
          data-testid={`${label.toLowerCase()}-count`}
          className="absolute top-0.5 right-0 flex h-4 min-w-4 items-center justify-center rounded-full bg-maroon px-1 text-[0.6rem] font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
