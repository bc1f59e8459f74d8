import { useHydrated } from "@storefront/lib/use-hydrated";
import { Form, useSubmit } from "react-router";
import { type ListingState, SORT_OPTIONS } from "../listing-params";

/** Sorting keeps the filters (hidden fields) and starts again at page 1. */
export function SortForm({
  action,
  state,
  defaultSort,
}: {
  action: string;
  state: ListingState;
  defaultSort: string;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const hidden: [string, string][] = [
    ...state.categories.map((value): [string, string] => ["category", value]),
    ...state.sizes.map((value): [string, string] => ["size", value]),
    ...state.colors.map((value): [string, string] => ["color", value]),
    ...state.weights.map((value): [string, string] => ["weight", value]),
  ];
  if (state.minPrice !== null) hidden.push(["minPrice", String(state.minPrice)]);
  if (state.maxPrice !== null) hidden.push(["maxPrice", String(state.maxPrice)]);
  return (
    <Form method="get" action={action} className="flex min-w-0 items-center gap-2">
      {hidden.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm whitespace-nowrap text-muted max-sm:sr-only">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={state.sort ?? defaultSort}
        key={state.sort ?? defaultSort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        className="field-input w-auto min-w-0 py-2 pr-8 text-sm"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="btn-outline px-3 py-2">
          Sort
        </button>
      )}
    </Form>
  );
}
