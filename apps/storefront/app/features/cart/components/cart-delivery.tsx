import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import Truck from "lucide-react/icons/truck";

/** The cart's earliest delivery in India (issue 27 §3); checkout gives the address's. */
export function CartDelivery({ deliverOn }: { deliverOn: string }) {
  return (
    <p data-testid="delivered-by" className="mt-3 flex items-start gap-2 text-sm text-ink">
      <Truck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold" />
      <span>
        Delivered by <strong>{formatCalendarDate(deliverOn)}</strong> in India if you order today; checkout
        gives the date for your address.
      </span>
    </p>
  );
}
