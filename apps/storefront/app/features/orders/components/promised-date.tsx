import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import CalendarCheck from "lucide-react/icons/calendar-check";

/**
 * The day the shop promised at checkout, and the day the customer said they need it (issue 27 §3), for
 * the confirmation, the order's page and tracking. Nothing for orders placed before dates were promised,
 * or once the parcel has arrived or the order ended.
 */
export function PromisedDate({
  deliverBy,
  needBy,
  fulfilment,
  rushed = false,
}: {
  deliverBy: string | null;
  needBy: string | null;
  fulfilment: string;
  /** Rush tailoring was chosen for it. */
  rushed?: boolean;
}) {
  if (!deliverBy || ["delivered", "cancelled", "returned"].includes(fulfilment)) return null;
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-ink" data-testid="promised-date">
      <CalendarCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" />
      <span>
        Delivered by <strong>{formatCalendarDate(deliverBy)}</strong>
        {needBy ? (
          <span className="block text-muted">You need it by {formatCalendarDate(needBy)}.</span>
        ) : null}
        {rushed ? <span className="block text-muted">Made with rush tailoring.</span> : null}
      </span>
    </p>
  );
}
