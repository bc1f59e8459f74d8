import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import type { QuoteAnswer } from "@boutique/shared/schemas/checkout";
import CalendarDays from "lucide-react/icons/calendar-days";
import { useId } from "react";

/**
 * The delivery date at checkout (issue 27 §3): the earliest day the order can reach the chosen address,
 * always shown, and "When do you need it?" (optional). A day the shop cannot make is answered at once from
 * the quote with the earliest day; Place Order stays off until the shopper chooses again or clears it.
 */
export function DeliveryDate({
  delivery,
  needBy,
  disabled,
  onChange,
}: {
  delivery: QuoteAnswer["delivery"];
  needBy: QuoteAnswer["need_by"];
  disabled: boolean;
  onChange: (date: string | null) => void;
}) {
  const inputId = useId();
  const messageId = useId();
  if (!delivery) return null;
  return (
    <div className="mt-5 border-t border-line pt-4 text-sm">
      <p className="flex items-start gap-2" data-testid="earliest-delivery">
        <CalendarDays aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" />
        <span>
          Earliest delivery: <strong>{formatCalendarDate(delivery.deliver_on)}</strong>
          <span className="block text-xs text-muted">
            It leaves us by {formatCalendarDate(delivery.dispatch_on)}. Sundays and holidays are not counted.
          </span>
        </span>
      </p>
      <label htmlFor={inputId} className="field-label mt-4">
        When do you need it? <span className="font-normal text-muted">(optional)</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="date"
          className="field-input w-auto min-h-11"
          min={delivery.deliver_on}
          defaultValue={needBy?.date ?? ""}
          disabled={disabled}
          aria-invalid={needBy && !needBy.ok ? true : undefined}
          aria-describedby={messageId}
          // A typed date arrives once complete; clearing the field asks for none.
          onChange={(event) => onChange(event.target.value || null)}
        />
        {needBy ? (
          <button
            type="button"
            className="min-h-11 text-xs font-medium text-maroon underline underline-offset-4"
            onClick={() => onChange(null)}
          >
            Clear date
          </button>
        ) : null}
      </div>
      <p id={messageId} aria-live="polite" className="mt-1.5 text-sm">
        {needBy && !needBy.ok ? (
          <span className="text-red-800" role="alert">
            {needBy.message}
          </span>
        ) : needBy?.ok ? (
          <span className="text-ink">We will have it with you by {formatCalendarDate(needBy.date)}.</span>
        ) : null}
      </p>
    </div>
  );
}
