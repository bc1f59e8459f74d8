import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import type { ProductDeliveryAnswer } from "@boutique/shared/schemas/delivery";
import Truck from "lucide-react/icons/truck";

export type DeliveryCountry = { code: string; name: string };

/**
 * "Delivered by <date>" for the shopper's country (issue 27 §3): the earliest day a piece ordered now
 * arrives ready-made and, where it can be made to measure, after the tailoring. Plain HTML: the country is
 * changed with a GET form that reloads the page with `deliver_to`, so it needs no code in the browser.
 */
export function DeliveryPromise({
  delivery,
  countries,
  pagePath,
}: {
  delivery: ProductDeliveryAnswer;
  countries: DeliveryCountry[];
  pagePath: string;
}) {
  const country = countries.find((entry) => entry.code === delivery.country)?.name ?? delivery.country;
  const url = new URL(pagePath, "http://shop.invalid");
  const kept = [...url.searchParams.entries()].filter(([name]) => name !== "deliver_to");
  return (
    <section
      aria-label="Delivery"
      className="mt-6 rounded-sm border border-line bg-ivory-deep px-4 py-3 text-sm"
    >
      <p className="flex items-start gap-3">
        <Truck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-gold" />
        {delivery.ready_made ? (
          <span data-testid="delivered-by">
            <strong className="text-ink">
              Delivered by {formatCalendarDate(delivery.ready_made.deliver_on)}
            </strong>{" "}
            <span className="text-muted">to {country}, if you order today.</span>
            {delivery.made_to_measure ? (
              <span className="block text-muted">
                Made to your measurements: by {formatCalendarDate(delivery.made_to_measure.deliver_on)}.
              </span>
            ) : null}
          </span>
        ) : (
          <span>We do not deliver to {country} yet.</span>
        )}
      </p>
      {countries.length > 1 ? (
        <details className="mt-2 pl-8">
          <summary className="cursor-pointer text-maroon underline underline-offset-4">
            Delivering somewhere else?
          </summary>
          <form method="get" action={url.pathname} className="mt-2 flex flex-wrap items-center gap-2">
            {kept.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor="deliver-to" className="sr-only">
              Country
            </label>
            <select
              id="deliver-to"
              name="deliver_to"
              defaultValue={delivery.country}
              className="field-input min-h-11 w-auto"
            >
              {countries.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-outline min-h-11 py-2">
              Show dates
            </button>
          </form>
        </details>
      ) : null}
    </section>
  );
}
