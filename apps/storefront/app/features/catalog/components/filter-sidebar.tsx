import { useHydrated } from "@storefront/lib/use-hydrated";
import X from "lucide-react/icons/x";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import type { CategoryFilters } from "../api";
import { formatRupees } from "../format";
import { type ListingState, PRICE_MAX, PRICE_MIN, PRICE_STEP, weightLabel } from "../listing-params";

export const FILTERS_ID = "filters";
/** Spec §9: category fetches are debounced 300 ms (typing a price). */
const DEBOUNCE_MS = 300;

function CheckGroup({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; hint?: string }[];
  selected: string[];
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="border-t border-line pt-5">
      <legend className="eyebrow float-left mb-3 w-full">{legend}</legend>
      <ul className="clear-left space-y-2">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                className="size-4 accent-maroon"
              />
              <span>{option.label}</span>
              {option.hint ? <span className="ml-auto text-xs text-muted">{option.hint}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A plain GET form (works without JavaScript; "Apply" submits). With JavaScript every change submits
 * at once (prices after a pause) and pushes a history entry, so Back undoes a filter. The page number
 * is not part of the form, so changing a filter starts again at page 1.
 */
export function FilterSidebar({
  action,
  filters,
  state,
}: {
  action: string;
  filters: CategoryFilters;
  state: ListingState;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [maxPrice, setMaxPrice] = useState(state.maxPrice ?? PRICE_MAX);
  useEffect(() => setMaxPrice(state.maxPrice ?? PRICE_MAX), [state.maxPrice]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitFilters = (form: HTMLFormElement) => {
    if (!form.checkValidity()) return;
    // The full price range is the default: leave it out so the URL only names real filters.
    const values = new FormData(form);
    if (values.get("minPrice") === String(PRICE_MIN)) values.delete("minPrice");
    if (values.get("maxPrice") === String(PRICE_MAX)) values.delete("maxPrice");
    submit(values, { method: "get", action, preventScrollReset: true });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // In the mobile drawer, choices wait for "Apply filters" so the drawer stays open while choosing.
    if (window.location.hash === `#${FILTERS_ID}`) return;
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    clearTimeout(timer.current);
    const delay = target.type === "number" || target.type === "range" ? DEBOUNCE_MS : 0;
    timer.current = setTimeout(() => submitFilters(form), delay);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    submitFilters(event.currentTarget);
  };

  return (
    <div
      id={FILTERS_ID}
      className="max-lg:fixed max-lg:inset-0 max-lg:z-40 max-lg:hidden max-lg:overflow-y-auto max-lg:bg-ivory max-lg:p-5 max-lg:target:block"
    >
      <div className="mb-4 flex items-center justify-between lg:hidden">
        <p className="font-display text-2xl text-maroon">Filters</p>
        <a href="#top" className="inline-flex size-10 items-center justify-center" aria-label="Close filters">
          <X size={22} aria-hidden />
        </a>
      </div>
      <Form
        method="get"
        action={action}
        onChange={onChange}
        onSubmit={onSubmit}
        aria-label="Filter products"
        className="space-y-5"
      >
        {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
        <CheckGroup
          legend="Categories"
          name="category"
          options={filters.categories.map((row) => ({
            value: String(row.id),
            label: row.name,
            hint: String(row.count),
          }))}
          selected={state.categories}
        />
        <fieldset className="border-t border-line pt-5">
          <legend className="eyebrow float-left mb-3 w-full">Price (Rs)</legend>
          <div className="clear-left grid grid-cols-2 gap-3">
            <label className="text-xs text-muted">
              Min
              <input
                type="number"
                name="minPrice"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                defaultValue={state.minPrice ?? PRICE_MIN}
                key={`min-${state.minPrice}`}
                inputMode="numeric"
                className="field-input mt-1 py-2 text-sm"
              />
            </label>
            <label className="text-xs text-muted">
              Max
              <input
                type="number"
                name="maxPrice"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={maxPrice}
                onChange={(event) => setMaxPrice(Number(event.target.value))}
                inputMode="numeric"
                className="field-input mt-1 py-2 text-sm"
              />
            </label>
          </div>
          {hydrated ? (
            <label className="mt-4 block text-xs text-muted">
              <span className="sr-only">Maximum price</span>
              <input
                type="range"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={maxPrice}
                onChange={(event) => setMaxPrice(Number(event.target.value))}
                aria-valuetext={formatRupees(maxPrice)}
                className="w-full accent-maroon"
              />
              <span className="mt-1 flex justify-between">
                <span>{formatRupees(PRICE_MIN)}</span>
                <span>up to {formatRupees(maxPrice)}</span>
              </span>
            </label>
          ) : null}
          <p className="mt-2 text-xs text-muted">
            In this category: {formatRupees(filters.price.min)} to {formatRupees(filters.price.max)}
          </p>
        </fieldset>
        <CheckGroup
          legend="Size"
          name="size"
          options={filters.size.map((size) => ({ value: size, label: size === "Free" ? "Free size" : size }))}
          selected={state.sizes}
        />
        <CheckGroup
          legend="Colour"
          name="color"
          options={filters.color.map((color) => ({ value: color, label: color }))}
          selected={state.colors}
        />
        <CheckGroup
          legend="Weight"
          name="weight"
          options={filters.weight.map((band) => ({ value: band, label: weightLabel(band) }))}
          selected={state.weights}
        />
        <div className="flex items-center gap-4 border-t border-line pt-5">
          <button type="submit" className="btn-primary flex-1">
            Apply filters
          </button>
          <a
            href={state.sort ? `${action}?sort=${state.sort}` : action}
            className="text-sm text-maroon underline"
          >
            Clear all
          </a>
        </div>
      </Form>
    </div>
  );
}
