import { useInboxCount } from "@admin/hooks/api/inbox";
import { Bell } from "lucide-react";
import { Link } from "react-router";

/** The header bell: how many questions and call-back numbers are new, and the way to the inbox. */
export function NotificationBell() {
  const { data: count = 0 } = useInboxCount();
  const label = count > 0 ? `Inbox, ${count} new` : "Inbox, nothing new";
  return (
    <Link
      to="/admin/inbox"
      aria-label={label}
      title={label}
      className="relative flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-ring"
    >
      <Bell aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="inbox-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
