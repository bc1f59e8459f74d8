import { useShop } from "@storefront/features/layout/shop-details";
import Globe from "lucide-react/icons/globe";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";

/**
 * The footer strip of the product page: worldwide shipping, chat, styling appointment by phone. The chat
 * opens with the piece named and linked, so the shop knows what it is about (issue 26 §2).
 */
export function ServiceStrip({ about }: { about?: { name: string; url: string } }) {
  const shop = useShop();
  const chat = about
    ? `${shop.whatsapp}?text=${encodeURIComponent(`Hello, I have a question about ${about.name}: ${about.url}`)}`
    : shop.whatsapp;
  return (
    <section aria-label="How we help" className="border-y border-line bg-ivory-deep">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 text-sm sm:grid-cols-3 sm:px-6">
        <li className="flex items-start gap-3">
          <Globe aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-gold" />
          <span>
            <strong className="block text-ink">We ship worldwide</strong>
            <span className="text-muted">Made for you and delivered to your door, wherever you are.</span>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <MessageCircle aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-gold" />
          <span>
            <strong className="block text-ink">Chat with us</strong>
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className="text-maroon underline underline-offset-4"
            >
              Message us on WhatsApp
            </a>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <Phone aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-gold" />
          <span>
            <strong className="block text-ink">Book a styling appointment</strong>
            <a href={shop.phoneHref} className="text-maroon underline underline-offset-4">
              Call {shop.phoneDisplay}
            </a>
            <span className="block text-muted">{shop.hours}</span>
          </span>
        </li>
      </ul>
    </section>
  );
}
