import BadgeCheck from "lucide-react/icons/badge-check";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import ShieldCheck from "lucide-react/icons/shield-check";
import { RETURN_WINDOW_DAYS } from "../policy";

const BADGES = [
  { icon: ShieldCheck, label: "100% Purchase Protection" },
  { icon: RotateCcw, label: `Easy returns within ${RETURN_WINDOW_DAYS} days` },
  { icon: BadgeCheck, label: "Assured Quality" },
];

export function TrustBadges() {
  return (
    <ul className="mt-8 grid grid-cols-3 gap-2 border-y border-line py-4 text-center">
      {BADGES.map(({ icon: Icon, label }) => (
        <li key={label} className="flex flex-col items-center gap-2 px-1 text-xs leading-snug text-ink">
          <Icon aria-hidden className="h-6 w-6 text-gold" />
          {label}
        </li>
      ))}
    </ul>
  );
}
