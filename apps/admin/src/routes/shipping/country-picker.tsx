import type { ShippingZoneCountry } from "@admin/hooks/api/shipping";
import { cn } from "@admin/lib/cn";
import { Search, X } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";

type Props = {
  /** Every country a zone may hold, by name (India already left out). */
  countries: readonly ShippingZoneCountry[];
  value: string[];
  onChange: (codes: string[]) => void;
  /** The zone each country is in now, other than the one being edited: ticking it moves it here. */
  otherZoneOf: ReadonlyMap<string, string>;
  error?: string;
};

/** A zone's countries: the chosen ones as removable chips, and a searchable checkbox list of all. */
export function CountryPicker({ countries, value, onChange, otherZoneOf, error }: Props) {
  const id = useId();
  const [query, setQuery] = useState("");
  const search = useDeferredValue(query.trim().toLowerCase());
  const chosen = new Set(value);
  const names = new Map(countries.map((country) => [country.code, country.name]));
  const shown = search
    ? countries.filter(
        (country) => country.name.toLowerCase().includes(search) || country.code.toLowerCase() === search,
      )
    : countries;

  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((candidate) => candidate !== code));

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} className="min-w-0 space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        Countries <span className="font-normal text-stone-500">({value.length} chosen)</span>
      </legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen countries" className="flex max-h-28 flex-wrap gap-1.5 overflow-y-auto">
          {[...value]
            .sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b))
            .map((code) => (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => toggle(code, false)}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-brand-800 hover:bg-brand-100 focus-ring"
                >
                  <span className="sr-only">Remove </span>
                  {names.get(code) ?? code}
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-stone-400" />
        <input
          type="search"
          aria-label="Search countries"
          placeholder="Search by name or code"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={cn(
            "block h-10 w-full rounded-md border bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-stone-400 focus-ring",
            error ? "border-red-600" : "border-stone-300",
          )}
        />
      </div>
      <div className="max-h-64 overflow-y-auto rounded-md border border-stone-200">
        {shown.length === 0 ? (
          <p className="px-3 py-4 text-sm text-stone-500">No country matches “{query}”.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {shown.map((country) => {
              const elsewhere = otherZoneOf.get(country.code);
              return (
                <li key={country.code}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-stone-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(country.code)}
                      onChange={(event) => toggle(country.code, event.target.checked)}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 truncate text-stone-800">
                      {country.name} <span className="text-xs text-stone-400">{country.code}</span>
                    </span>
                    {elsewhere && !chosen.has(country.code) ? (
                      <span className="shrink-0 text-xs text-stone-500">in {elsewhere}</span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        A country ticked here leaves the zone it is in now. India is not listed: it ships by the rule on Edit
        Home.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
