import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import type { QuoteAnswer } from "@boutique/shared/schemas/checkout";
import CalendarDays from "lucide-react/icons/calendar-days";
import Zap from "lucide-react/icons/zap";
import { useId } from "react";
import { rupees } from "../format";

/**
 * The delivery date at checkout (issue 27 §3): the earliest day the order can reach the chosen address,
 * always shown, and "When do you need it?" (optional). A day the shop cannot make is answered at once from
 * the quote with the earliest day; Place Order stays off until the shopper chooses again or clears it.
 */
export function DeliveryDate({
  delivery,
  needBy,
  rush,
  disabled,
  onChange,
  onRush,
}: {
  delivery: QuoteAnswer["delivery"];
  needBy: QuoteAnswer["need_by"];
  rush: QuoteAnswer["rush"];
  disabled: boolean;
  onChange: (date: string | null) => void;
  onRush: (on: boolean) => void;
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
      {rush?.deliver_on ? (
        <div className="mt-3 border border-gold/40 bg-ivory-deep px-3 py-2.5" data-testid="rush-tailoring">
          <p className="flex items-start gap-2">
            <Zap aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-deep" />
            <span>
              {rush.chosen ? (
                <>
                  Rush tailoring added: <strong>{rupees(rush.fee)}</strong> in the total.
                </>
              ) : (
                <>
                  {needBy && !needBy.ok ? "Need it sooner? " : ""}Rush tailoring:{" "}
                  <strong>{rupees(rush.fee)}</strong> more, delivered by{" "}
                  <strong>{formatCalendarDate(rush.deliver_on)}</strong>
                  {needBy && !needBy.ok && needBy.date < rush.deliver_on ? ", still after your date." : "."}
                </>
              )}
            </span>
          </p>
          <button
            type="button"
            className="mt-2 min-h-11 text-sm font-medium text-maroon underline underline-offset-4"
            disabled={disabled}
            onClick={() => onRush(!rush.chosen)}
          >
            {rush.chosen ? "Remove rush tailoring" : "Add rush tailoring"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
