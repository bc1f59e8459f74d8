import Globe2 from "lucide-react/icons/earth";
import Ruler from "lucide-react/icons/ruler";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";

const PROMISES = [
  { icon: Globe2, title: "Shipped worldwide", text: "Delivered in 2-4 weeks" },
  { icon: Ruler, title: "Made to measure", text: "Custom sizing at no fuss" },
  { icon: ShieldCheck, title: "Secure payments", text: "Cards, UPI, PayPal, Razorpay" },
  { icon: Sparkles, title: "Assured quality", text: "Checked by hand before dispatch" },
];

export function Promises() {
  return (
    <section aria-label="Why shop with us" className="border-b border-line bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-px bg-line lg:grid-cols-4">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3 bg-white px-4 py-5 sm:px-6">
            <Icon size={24} aria-hidden className="shrink-0 text-gold" />
            <div>
              <p className="text-sm font-semibold text-ink">{title}</p>
              <p className="text-xs text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
