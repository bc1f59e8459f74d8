import { useShop } from "@storefront/features/layout/shop-details";
import type { ComponentType, ReactNode } from "react";

/** A one-card page that tells the shopper where to go next, with the shop's phone and chat below. */
export function NoticePage({
  icon: Icon,
  title,
  children,
  helpFor,
}: {
  icon: ComponentType<{ size?: number; "aria-hidden"?: boolean; className?: string }>;
  title: string;
  children: ReactNode;
  /** Ends the help line: "… ({hours}) {helpFor}." */
  helpFor: string;
}) {
  const shop = useShop();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="border border-line bg-white p-8 text-center sm:p-12">
        <Icon size={40} aria-hidden className="mx-auto text-gold" />
        <h1 className="mt-4 text-3xl text-maroon sm:text-4xl">{title}</h1>
        {children}
        <p className="mt-8 text-sm text-muted">
          Need a hand? Call{" "}
          <a href={shop.phoneHref} className="text-maroon underline underline-offset-4">
            {shop.phoneDisplay}
          </a>{" "}
          or{" "}
          <a
            href={shop.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="text-maroon underline underline-offset-4"
          >
            chat with us
          </a>{" "}
          ({shop.hours}) {helpFor}.
        </p>
      </div>
    </section>
  );
}
