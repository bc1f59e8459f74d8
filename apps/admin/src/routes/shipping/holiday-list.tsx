import { Button } from "@admin/components/ui/button";
import { cn } from "@admin/lib/cn";
import { formatCalendarDate, isCalendarDate } from "@boutique/shared/delivery-dates";
import { HOLIDAYS_MAX } from "@boutique/shared/schemas/delivery";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, type Ref, useId, useState } from "react";

type Props = {
  /** YYYY-MM-DD, kept sorted. */
  value: string[];
  onChange: (days: string[]) => void;
  error?: string;
  /** The date picker, for the form to focus when the server refuses the list. */
  ref?: Ref<HTMLInputElement>;
};

/** The shop's days off besides Sundays: the chosen ones earliest first, each removable, and a picker to add one. */
export function HolidayList({ value, onChange, error, ref }: Props) {
  const id = useId();
  const [day, setDay] = useState("");
  const full = value.length >= HOLIDAYS_MAX;
  const listed = value.includes(day);
  const canAdd = isCalendarDate(day) && !listed && !full;

  const add = () => {
    if (!canAdd) return;
    onChange([...value, day].sort());
    setDay("");
  };
  // Enter in the picker adds the day instead of saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  const note = full
    ? `At most ${HOLIDAYS_MAX} holidays: remove one to add another.`
    : listed
      ? `${formatCalendarDate(day)} is listed already.`
      : null;

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} className="min-w-0 space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        Holidays <span className="font-normal text-stone-500">({value.length})</span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        Days the workshop and couriers do not work, besides Sundays: no promise counts them.
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-stone-600">No holidays yet: every day but Sunday is a working day.</p>
      ) : (
        <ul aria-label="Holidays" className="flex flex-wrap gap-1.5">
          {value.map((holiday) => (
            <li
              key={holiday}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-stone-800"
            >
              <time dateTime={holiday}>{formatCalendarDate(holiday)}</time>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== holiday))}
                aria-label={`Remove ${formatCalendarDate(holiday)}`}
                className="rounded-full p-0.5 text-stone-500 hover:bg-stone-200 hover:text-red-700 focus-ring"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-day`} className="block text-sm text-stone-700">
            Add a holiday
          </label>
          <input
            ref={ref}
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            className={cn(
              "block h-10 rounded-md border bg-white px-3 text-sm text-stone-900 shadow-sm focus-ring",
              error ? "border-red-600" : "border-stone-300",
            )}
          />
        </div>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden className="size-4" />}
          disabled={!canAdd}
          onClick={add}
        >
          Add holiday
        </Button>
      </div>
      {note ? <p className="text-sm text-stone-600">{note}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
