import { useInboxCount } from "@admin/hooks/api/inbox";
import { Bell } from "lucide-react";
import { CountLink } from "./count-link";

/** The header bell: how many questions and call-back numbers are new, and the way to the inbox. */
export function NotificationBell() {
  const { data: count = 0 } = useInboxCount();
  return (
    <CountLink
      to="/admin/inbox"
      label={count > 0 ? `Inbox, ${count} new` : "Inbox, nothing new"}
      count={count}
      icon={Bell}
      badgeClass="bg-brand-700"
      testId="inbox-count"
    />
  );
}
