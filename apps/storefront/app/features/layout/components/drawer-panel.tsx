import { useCartCounts } from "@storefront/features/cart/cart-store";
import { BESTSELLER_HREF, type Category, categoryHref } from "@storefront/features/catalog/api";
import type { Section } from "@storefront/lib/section";
import ChevronDown from "lucide-react/icons/chevron-down";
import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { SectionToggle } from "./section-toggle";

export type DrawerProps = { categories: Category[]; section: Section };

/**
 * The phone menu's modal <dialog> (showModal makes the page behind inert, keeps focus inside and closes on
 * Escape). Loaded when the menu button is first pointed at, focused or pressed (mobile-drawer.tsx).
 */
export function DrawerPanel({
  categories,
  section,
  open,
  onClose,
}: DrawerProps & { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse extra; keyboards close with Escape or the Close button
    <dialog
      ref={dialogRef}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none bg-ivory p-0 text-ink backdrop:bg-ink/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <p className="font-display text-xl text-maroon">Menu</p>
          <button type="button" onClick={onClose} className="-mr-2 p-2" aria-label="Close menu">
            <X size={22} aria-hidden />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5">
          <DrawerLinks categories={categories} section={section} />
        </div>
      </div>
    </dialog>
  );
}

export function DrawerLinks({ categories, section }: DrawerProps) {
  const counts = useCartCounts();
  const counted = (label: string, count: number | null) => (count ? `${label} (${count})` : label);
  return (
    <nav aria-label="Categories" className="space-y-6">
      <SectionToggle current={section} />
      <ul className="divide-y divide-line border-y border-line">
        {categories.map((category) => (
          <li key={category.id}>
            {category.subcategories?.length ? (
              <details className="group/item">
                <summary className="flex cursor-pointer items-center justify-between py-3 text-sm font-medium tracking-wide uppercase">
                  {category.name}
                  <ChevronDown size={16} aria-hidden className="transition group-open/item:rotate-180" />
                </summary>
                <ul className="space-y-2 pb-3 pl-3">
                  <DrawerLink to={categoryHref(category)}>All {category.name}</DrawerLink>
                  {category.subcategories.map((child) => (
                    <DrawerLink key={child.id} to={categoryHref(child)}>
                      {child.name}
                    </DrawerLink>
                  ))}
                </ul>
              </details>
            ) : (
              <Link
                to={categoryHref(category)}
                className="block py-3 text-sm font-medium tracking-wide uppercase"
              >
                {category.name}
              </Link>
            )}
          </li>
        ))}
        <li>
          <Link
            to={BESTSELLER_HREF}
            className="block py-3 text-sm font-semibold tracking-wide text-gold-deep uppercase"
          >
            Bestseller
          </Link>
        </li>
      </ul>
      <ul className="space-y-3 text-sm">
        <DrawerLink to="/Cart">{counted("Cart", counts.cart)}</DrawerLink>
        <DrawerLink to="/wishlist">{counted("Wishlist", counts.wishlist)}</DrawerLink>
        <DrawerLink to="/UserAccount">My account</DrawerLink>
        <DrawerLink to="/OrderTracking">Order tracking</DrawerLink>
        <DrawerLink to="/contact">Contact us</DrawerLink>
      </ul>
    </nav>
  );
}

function DrawerLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="text-sm text-ink hover:text-maroon">
        {children}
      </Link>
    </li>
  );
}
