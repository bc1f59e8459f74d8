import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { type InboxFilters, type InboxKind, type InboxState, useInbox } from "@admin/hooks/api/inbox";
import { cn } from "@admin/lib/cn";
import { useSearchParams } from "react-router";
import { InboxEntry } from "./inbox-entry";

const KIND_OPTIONS: { value: InboxKind | "all"; label: string }[] = [
  { value: "all", label: "Everything" },
  { value: "product", label: "Product questions" },
  { value: "contact", label: "Contact questions" },
  { value: "phone", label: "Phone enquiries" },
];
const STATE_OPTIONS: { value: InboxState | "all"; label: string }[] = [
  { value: "new", label: "New" },
  { value: "answered", label: "Answered" },
  { value: "all", label: "All" },
];

const isKind = (value: string | null): value is InboxKind =>
  value === "product" || value === "contact" || value === "phone";

/** Questions from product pages and the contact page, and call-back numbers: newest first. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind");
  const stateParam = params.get("state");
  // New items are the work to do, so the inbox opens on them; the choice lives in the URL.
  const state: InboxState | "all" = stateParam === "answered" || stateParam === "all" ? stateParam : "new";
  const filters: InboxFilters = {
    kind: isKind(kindParam) ? kindParam : undefined,
    state: state === "all" ? undefined : state,
  };
  const inbox = useInbox(filters);

  const setFilter = (key: "kind" | "state", value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if ((key === "kind" && value === "all") || (key === "state" && value === "new")) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Inbox"
        description="Questions asked on product pages and the contact page, and numbers left for a call back."
      />
      <div className="panel mb-4 flex flex-wrap items-end gap-4 px-5 py-4">
        <FilterSelect
          id="inbox-kind"
          label="Show"
          value={filters.kind ?? "all"}
          options={KIND_OPTIONS}
          onChange={(value) => setFilter("kind", value)}
        />
        <FilterSelect
          id="inbox-state"
          label="State"
          value={state}
          options={STATE_OPTIONS}
          onChange={(value) => setFilter("state", value)}
        />
        {inbox.data ? (
          <p className="ml-auto text-sm text-stone-500" aria-live="polite">
            {inbox.data.length} {inbox.data.length === 1 ? "item" : "items"}
          </p>
        ) : null}
      </div>
      <section
        aria-label="Inbox items"
        className={cn("panel overflow-hidden", inbox.isFetching && "opacity-80")}
      >
        {inbox.isPending ? (
          <LoadingState label="Loading the inbox…" />
        ) : inbox.error ? (
          <ErrorState
            title="The inbox could not be loaded"
            message={inbox.error.message}
            onRetry={() => void inbox.refetch()}
          />
        ) : inbox.data.length === 0 ? (
          <EmptyState title={state === "new" ? "Nothing new" : "Nothing here"}>
            {state === "new"
              ? "New questions and call-back numbers from the shop will appear here."
              : "Try another filter."}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-stone-200">
            {inbox.data.map((item) => (
              <InboxEntry key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as T)}
        className="block h-10 rounded-md border border-stone-300 bg-white px-3 pr-8 text-sm text-stone-900 shadow-sm focus-ring"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
