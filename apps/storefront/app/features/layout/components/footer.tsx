import { BESTSELLER_HREF, type Category, categoryHref } from "@storefront/features/catalog/api";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Shop, SOCIALS } from "../shop-details";
import { PaymentMarks } from "./payment-marks";

/** Spec §2 footer: five category pages (the chosen section's first five, so the links always exist). */
const FOOTER_CATEGORY_COUNT = 5;
const HELP_LINKS = [
  { label: "About us", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Returns", to: "/Return" },
  { label: "Shipping", to: "/Shipping" },
  { label: "FAQ", to: "/FAQ" },
  { label: "Order tracking", to: "/OrderTracking" },
];
const ACCOUNT_LINKS = [
  { label: "My account", to: "/UserAccount" },
  { label: "Privacy policy", to: "/PrivacyPolicy" },
  { label: "Terms of service", to: "/TermsOfService" },
];

export function Footer({ categories, shop }: { categories: Category[]; shop: Shop }) {
  const shopLinks = categories
    .slice(0, FOOTER_CATEGORY_COUNT)
    .map((category) => ({ label: category.name, to: categoryHref(category) }));
  return (
    <footer className="mt-16 border-t border-line bg-ivory-deep/60">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className="font-display text-2xl text-maroon">
            {shop.name}
          </h2>
          <p className="mt-2 text-sm text-muted">
            Handcrafted Indian ethnic wear, shipped worldwide from New Delhi.
          </p>
          <address className="mt-5 space-y-3 text-sm not-italic">
            <ContactLine icon={<MapPin size={16} aria-hidden />}>{shop.address}</ContactLine>
            <ContactLine icon={<Phone size={16} aria-hidden />}>
              <a href={shop.phoneHref} className="hover:text-maroon">
                {shop.phoneDisplay}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail size={16} aria-hidden />}>
              <a href={`mailto:${shop.email}`} className="hover:text-maroon">
                {shop.email}
              </a>
            </ContactLine>
            <ContactLine icon={<Clock size={16} aria-hidden />}>Shop hours: {shop.hours}</ContactLine>
          </address>
          <a
            href={shop.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 border border-[#1f7a4d] px-4 py-2 text-sm font-medium text-[#1f7a4d] hover:bg-[#1f7a4d] hover:text-white"
          >
            <MessageCircle size={16} aria-hidden />
            Chat with us on WhatsApp
          </a>
        </section>
        <LinkColumn title="Shop" links={[...shopLinks, { label: "Bestseller", to: BESTSELLER_HREF }]} />
        <LinkColumn title="Help" links={HELP_LINKS} />
        <section aria-labelledby="footer-account" className="col-span-2 sm:col-span-1">
          <LinkColumn title="Account" links={ACCOUNT_LINKS} id="footer-account" />
          <h2 className="mt-8 text-xs font-semibold tracking-[0.2em] text-ink uppercase">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SOCIALS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-muted hover:text-maroon"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <PaymentMarks />
          <p className="text-xs text-muted">
            © {new Date().getFullYear()} {shop.name}. Prices in Indian rupees; secure payments.
          </p>
        </div>
      </div>
    </footer>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex gap-3 text-ink">
      <span className="mt-0.5 text-gold">{icon}</span>
      <span>{children}</span>
    </p>
  );
}

function LinkColumn({
  title,
  links,
  id,
}: {
  title: string;
  links: { label: string; to: string }[];
  id?: string;
}) {
  return (
    <nav aria-label={title}>
      <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-ink uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted hover:text-maroon">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
