import { RowDeleteButton } from "@admin/components/confirmed-delete";
import { Button } from "@admin/components/ui/button";
import type { ShippingZone } from "@admin/hooks/api/shipping";
import { formatMoney } from "@admin/lib/format";
import { Pencil } from "lucide-react";
import { useId } from "react";
import { formatWeight } from "./format";

type Props = {
  zone: ShippingZone;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/** One zone as staff read it: its countries, its courier days, and its bands from the lightest. */
export function ZoneCard({ zone, onEdit, onDelete, deleting }: Props) {
  const id = useId();
  const first = zone.bands[0];
  return (
    <section aria-labelledby={`${id}-title`} className="panel p-5">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
            {zone.name}
          </h2>
          <p className="mt-0.5 text-sm text-stone-500">
            {zone.countries.length === 1 ? "1 country" : `${zone.countries.length} countries`}
            {` · ${zone.transit_days} working ${zone.transit_days === 1 ? "day" : "days"} by courier`}
            {first
              ? ` · from ${formatMoney(first.charge)} up to ${formatWeight(first.max_weight_grams)}`
              : ""}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={onEdit}
          >
            Edit<span className="sr-only"> {zone.name}</span>
          </Button>
          <RowDeleteButton label={`Delete ${zone.name}`} pending={deleting} onClick={onDelete} />
        </div>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="min-w-0">
          <h3 className="mb-2 text-xs font-medium tracking-wide text-stone-500 uppercase">Countries</h3>
          {zone.countries.length === 0 ? (
            <p className="text-sm text-amber-800">
              No country yet: nothing ships at these rates until you add some.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {zone.countries.map((country) => (
                <li
                  key={country.code}
                  title={country.code}
                  className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700"
                >
                  {country.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <table aria-label={`Weight bands, ${zone.name}`} className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-left text-xs font-medium tracking-wide text-stone-500 uppercase">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Up to
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Charge
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {zone.bands.map((band) => (
              <tr key={band.max_weight_grams}>
                <td className="py-1.5 pr-3 text-stone-700">{formatWeight(band.max_weight_grams)}</td>
                <td className="py-1.5 text-right font-medium text-stone-900 tabular-nums">
                  {formatMoney(band.charge)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
