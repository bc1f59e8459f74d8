import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { type OrderFilters, useExportOrders, useOrderList } from "@admin/hooks/api/order-admin";
import { formatMoney } from "@admin/lib/format";
import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import {
  FULFILMENT_LABELS,
  FULFILMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  PAYMENT_LABELS,
} from "@boutique/shared/schemas/order-lifecycle-words";
import { ORDERS_EXPORT_FILE_NAME, ORDERS_PAGE_SIZES } from "@boutique/shared/schemas/orders-admin-words";
import { ChevronLeft, ChevronRight, FileSpreadsheet, Scissors, Search } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FulfilmentBadge, LateBadge, PaymentBadge } from "./badges";

const FILTER_KEYS = ["q", "status", "fulfilment", "pay_type", "currency", "from", "to", "sort"] as const;
const SEARCH_DELAY_MS = 300;
const DEFAULT_PAGE_SIZE = 25;
/** India days, as the server's From and To filters count them (and the detail shows). */
const placed = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** The filters live in the URL: a reload, the back button or a shared link shows the same list. */
function useFilters(): [OrderFilters, (change: OrderFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  filters.page = Math.max(1, Number(params.get("page")) || 1);
  filters.page_size = Number(params.get("page_size")) || DEFAULT_PAGE_SIZE;
  const update = (change: OrderFilters) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      const fallback = key === "page" ? 1 : key === "page_size" ? DEFAULT_PAGE_SIZE : "";
      if (value !== undefined && value !== "" && value !== fallback) search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };
  return [filters, update];
}

/** Spec §2 All Orders: every order, searched and filtered on the server, exported as orders.xlsx. */
export function Component() {
  const [filters, setFilters] = useFilters();
  const [text, setText] = useState(filters.q ?? "");
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ((filters.q ?? "") !== text.trim()) setFilters({ q: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  });
  const list = useOrderList(filters);
  const exporter = useExportOrders();
  const toast = useToast();
  const answer = list.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order, newest first or the soonest needed first. Open one to move it on, print its work order or refund it."
        actions={
          <>
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ sort })} />
            <Button
              variant="secondary"
              onClick={() =>
                exporter.mutate(filters, {
                  onError: (error) =>
                    toast({ tone: "error", title: "Export failed", description: error.message }),
                })
              }
              pending={exporter.isPending}
              icon={<FileSpreadsheet aria-hidden className="size-4" />}
            >
              Export {ORDERS_EXPORT_FILE_NAME}
            </Button>
          </>
        }
      />
      <div className="panel overflow-hidden">
        <div className="grid grid-cols-2 items-end gap-3 border-b border-stone-200 px-4 py-3 lg:grid-cols-4 xl:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(0,1fr))_repeat(2,minmax(8.75rem,1fr))]">
          <label className="relative col-span-2 lg:col-span-4 xl:col-span-1">
            <span className="sr-only">Search orders</span>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-stone-400"
            />
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Order number, name, email or phone"
              className="h-9 w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 text-sm shadow-sm focus-ring"
            />
          </label>
          <Select
            label="Payment"
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            options={ORDER_PAYMENT_STATUSES.map((status) => [status, PAYMENT_LABELS[status]])}
          />
          <Select
            label="Stage"
            value={filters.fulfilment}
            onChange={(fulfilment) => setFilters({ fulfilment })}
            options={FULFILMENT_STATUSES.map((stage) => [stage, FULFILMENT_LABELS[stage]])}
          />
          <Select
            label="Gateway"
            value={filters.pay_type}
            onChange={(pay_type) => setFilters({ pay_type })}
            options={[
              ["Razorpay", "Razorpay"],
              ["PayPal", "PayPal"],
              ["Stripe", "Stripe"],
            ]}
          />
          <Select
            label="Currency"
            value={filters.currency}
            onChange={(currency) => setFilters({ currency })}
            options={[
              ["INR", "Rupees"],
              ["USD", "Dollars"],
            ]}
          />
          <DateInput label="From" value={filters.from} onChange={(from) => setFilters({ from })} />
          <DateInput label="To" value={filters.to} onChange={(to) => setFilters({ to })} />
        </div>
        <ListBody list={list}>
          {answer ? (
            <>
              <section
                aria-label="Orders"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                tabIndex={0}
                className="overflow-x-auto focus-ring"
              >
                <table className="w-full text-left text-sm">
                  <thead className="bg-stone-50 text-xs font-medium tracking-wide text-stone-500 uppercase">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        Order
                      </th>
                      <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                        Needed by
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Customer
                      </th>
                      <th scope="col" className="px-4 py-3 text-right">
                        Total
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Payment
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Stage
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {answer.data.map((row) => (
                      <tr key={row.id} className="hover:bg-stone-50" data-testid="admin-order-row">
                        <td className="px-4 py-3 whitespace-nowrap">
                          <div className="flex items-center gap-2">
                            <Link
                              to={`/admin/ordersDetail/${row.id}`}
                              className="rounded-sm font-semibold text-brand-700 hover:underline focus-ring"
                            >
                              {row.order_number}
                            </Link>
                            {row.late ? <LateBadge /> : null}
                          </div>
                          <div className="text-xs text-stone-500">
                            {placed.format(new Date(row.created))} · {row.items} item
                            {row.items === 1 ? "" : "s"}
                            {row.made_to_measure > 0 ? (
                              <span className="ml-1 inline-flex items-center gap-0.5 text-violet-700">
                                <Scissors aria-hidden className="size-3" /> {row.made_to_measure} to measure
                              </span>
                            ) : null}
                          </div>
                          {/* Phones show the Order column only: the dates go under the number there. */}
                          <div className="text-xs text-stone-600 sm:hidden">
                            {row.need_by ? <div>Needed by {formatCalendarDate(row.need_by)}</div> : null}
                            {row.deliver_by ? <div>Promised {formatCalendarDate(row.deliver_by)}</div> : null}
                          </div>
                        </td>
                        <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                          <div className={row.need_by ? "font-medium text-stone-900" : "text-stone-400"}>
                            {row.need_by ? formatCalendarDate(row.need_by) : "—"}
                          </div>
                          {row.deliver_by ? (
                            <div className="text-xs text-stone-500">
                              Promised {formatCalendarDate(row.deliver_by)}
                            </div>
                          ) : null}
                        </td>
                        <td className="max-w-48 px-4 py-3">
                          <div className="truncate font-medium text-stone-900">{row.customer || "—"}</div>
                          <div className="truncate text-xs text-stone-500">
                            {row.email}
                            {row.country ? ` · ${row.country}` : ""}
                          </div>
                        </td>
                        <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                          {formatMoney(row.total)}
                          {row.currency === "USD" ? (
                            <div className="text-xs text-stone-500">
                              {formatMoney(row.amount_charged, "USD")} · {row.pay_type}
                            </div>
                          ) : (
                            <div className="text-xs text-stone-500">{row.pay_type}</div>
                          )}
                        </td>
                        <td className="px-4 py-3">
                          <PaymentBadge status={row.status} />
                        </td>
                        <td className="px-4 py-3">
                          <FulfilmentBadge status={row.fulfilment} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <nav
                aria-label="Pages"
                className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm text-stone-600"
              >
                <span role="status">
                  {answer.total === 0
                    ? "No orders"
                    : `${(answer.page - 1) * answer.page_size + 1}–${Math.min(answer.total, answer.page * answer.page_size)} of ${answer.total}`}
                </span>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2 whitespace-nowrap">
                    <span>Per page</span>
                    <select
                      value={answer.page_size}
                      onChange={(event) => setFilters({ page_size: Number(event.target.value) })}
                      className="h-8 rounded-md border border-stone-300 bg-white px-2 focus-ring"
                    >
                      {ORDERS_PAGE_SIZES.map((size) => (
                        <option key={size} value={size}>
                          {size}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={answer.page <= 1}
                    onClick={() => setFilters({ page: answer.page - 1 })}
                    icon={<ChevronLeft aria-hidden className="size-4" />}
                  >
                    Previous
                  </Button>
                  <span className="whitespace-nowrap">
                    Page {answer.page} of {pages}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={answer.page >= pages}
                    onClick={() => setFilters({ page: answer.page + 1 })}
                    icon={<ChevronRight aria-hidden className="size-4" />}
                  >
                    Next
                  </Button>
                </div>
              </nav>
            </>
          ) : null}
        </ListBody>
      </div>
    </>
  );
}

function ListBody({ list, children }: { list: ReturnType<typeof useOrderList>; children: ReactNode }) {
  if (list.isPending) return <LoadingState />;
  if (list.error) {
    return (
      <ErrorState
        title="The orders could not be loaded"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data && list.data.total === 0) {
    return <EmptyState title="No orders match">Try another search or clear a filter.</EmptyState>;
  }
  return <>{children}</>;
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-stone-600">
      <span>{label}</span>
      <select
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring"
      >
        <option value="">All</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-stone-600">
      <span>{label}</span>
      <input
        type="date"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring"
      />
    </label>
  );
}

/** Newest first (the default, left out of the URL), or the soonest needed, then the soonest promised. */
function SortSelect({ value, onChange }: { value: string | undefined; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-stone-700">
      <span>Sort</span>
      <select
        value={value === "need_by" ? "need_by" : ""}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring"
      >
        <option value="">Newest first</option>
        <option value="need_by">Needed soonest</option>
      </select>
    </label>
  );
}
