import { useShop } from "@storefront/features/layout/shop-details";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { POLICY } from "../content/policy";

/** "Still have a question?": the ways to reach the shop, at the end of the help pages. */
export function HelpCard({
  className = "mt-12",
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const shop = useShop();
  return (
    <aside className={`border border-gold-soft bg-white p-6 sm:p-8 ${className}`}>
      <h2 className="text-2xl text-maroon">Still have a question?</h2>
      <p className="mt-2 text-muted">
        Our team answers {POLICY.supportHours} and replies to every message within {POLICY.replyWithin}.
      </p>
      <div className={`mt-6 flex flex-col gap-3 ${compact ? "" : "sm:flex-row sm:flex-wrap"}`}>
        <a href={shop.whatsapp} target="_blank" rel="noopener noreferrer" className="btn-primary">
          <MessageCircle size={16} aria-hidden />
          Chat on WhatsApp
        </a>
        <a href={shop.phoneHref} className="btn-outline">
          <Phone size={16} aria-hidden />
          {shop.phoneDisplay}
        </a>
        <Link to="/contact" className="btn-outline">
          Ask us in writing
        </Link>
      </div>
    </aside>
  );
}
