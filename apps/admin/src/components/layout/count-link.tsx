import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** A round header icon that links somewhere, with a count badge when the count is above zero. */
export function CountLink({
  to,
  label,
  count,
  icon: Icon,
  badgeClass,
  testId,
}: {
  to: string;
  /** The accessible name and tooltip, which say the count in words. */
  label: string;
  count: number;
  icon: LucideIcon;
  badgeClass: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="relative flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-ring"
    >
      <Icon aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid={testId}
          className={`absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] leading-none font-semibold text-white tabular-nums ${badgeClass}`}
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
