/**
 * The back office's one table (architecture §2, back-office spec §9: 10 rows per page), on TanStack Table v9.
 *
 * Props:
 * - `data`: the rows, or undefined while loading. Keep it stable (a query's data, not `x ?? []`).
 * - `columns`: built with `dataTableColumns<Row>()` at module scope or in a `useMemo`.
 *   `meta.align: "end"` right-aligns a column (amounts).
 * - `getRowId`: a stable id per row (selection survives sorting, paging and refetches).
 * - `label`: the table's accessible name (its caption, shown to screen readers only).
 * - `loading`, `error`, `onRetry`: the shared loading / error states replace the body.
 * - `emptyTitle`, `emptyMessage`: what an empty list says; a search with no hit says so itself.
 * - `search`: `{ label, placeholder? }` shows a search box filtering every text column (global
 *   filter). Pass `value` + `onChange` to own the text; add `server: true` when the caller searches
 *   (the server answers only the matches) and the table must show `data` as given.
 * - `toolbar`: filters and buttons shown beside the search box.
 * - `rowActions(row)`: the buttons at the end of each row (edit, delete) in an unsorted, unsearched last
 *   column, so `columns` can stay a module-scope constant while the buttons read the screen's state.
 * - `selectable`: adds a checkbox column (select one, select all on this page). `getRowLabel` names
 *   each row's checkbox ("Select {label}"). `selectionActions(selected, clear)` renders buttons
 *   (multi-delete) while rows are selected; `onSelectionChange(selected)` reports every change.
 * - `initialSorting`: e.g. `[{ id: "created", desc: true }]`. Headers sort on click, Enter or Space.
 * - `pageSize`: rows per page, 10 unless told otherwise.
 */
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { cn } from "@admin/lib/cn";
import {
  type ColumnDef,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "./ui/button";

export type DataTableColumnMeta = {
  /** "end" for amounts and counts. */
  align?: "start" | "end";
  /** Classes for this column's cells (widths, truncation). */
  className?: string;
};

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** A typed column helper for one row type: `const col = dataTableColumns<Coupon>()`. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold values of different types
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

export const DATA_TABLE_PAGE_SIZE = 10;

export type DataTableProps<TData extends RowData> = {
  data: readonly TData[] | undefined;
  columns: readonly DataTableColumn<TData>[];
  getRowId: (row: TData) => string;
  label: string;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyMessage?: ReactNode;
  search?: {
    label: string;
    placeholder?: string;
    value?: string;
    onChange?: (value: string) => void;
    server?: boolean;
  };
  toolbar?: ReactNode;
  rowActions?: (row: TData) => ReactNode;
  selectable?: boolean;
  getRowLabel?: (row: TData) => string;
  selectionActions?: (selected: TData[], clear: () => void) => ReactNode;
  onSelectionChange?: (selected: TData[]) => void;
  initialSorting?: SortingState;
  pageSize?: number;
  className?: string;
};

const NO_ROWS: never[] = [];

export function DataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  label,
  loading = false,
  error = null,
  onRetry,
  emptyTitle = "Nothing here yet",
  emptyMessage,
  search,
  toolbar,
  rowActions,
  selectable = false,
  getRowLabel,
  selectionActions,
  onSelectionChange,
  initialSorting = NO_ROWS,
  pageSize = DATA_TABLE_PAGE_SIZE,
  className,
}: DataTableProps<TData>) {
  const captionId = useId();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [ownFilter, setOwnFilter] = useState("");
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });
  const globalFilter = search?.value ?? ownFilter;
  const rows = (data ?? NO_ROWS) as TData[];

  const allColumns = useMemo<DataTableColumn<TData>[]>(
    () => (selectable ? [selectColumn(getRowLabel), ...columns] : [...columns]),
    [selectable, getRowLabel, columns],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: rows,
    getRowId,
    state: { sorting, globalFilter, rowSelection, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: (updater) => {
      const next = typeof updater === "function" ? updater(globalFilter) : updater;
      const text = typeof next === "string" ? next : "";
      if (search?.onChange) search.onChange(text);
      else setOwnFilter(text);
    },
    onRowSelectionChange: setRowSelection,
    onPaginationChange: setPagination,
    globalFilterFn: "includesString",
    manualFiltering: search?.server ?? false,
    getColumnCanGlobalFilter: (column) => column.id !== SELECT_COLUMN_ID,
    enableRowSelection: selectable,
    enableSortingRemoval: false,
  });

  // Rows deleted or filtered away by a refetch must not stay selected (TanStack keeps ids otherwise).
  useEffect(() => {
    setRowSelection((current) => {
      const present = new Set(rows.map(getRowId));
      const kept = Object.fromEntries(Object.entries(current).filter(([id]) => present.has(id)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [rows, getRowId]);

  // A page past the end (after deleting the last rows of the last page) falls back to the last page.
  const pageCount = Math.max(1, table.getPageCount());
  useEffect(() => {
    if (pagination.pageIndex > pageCount - 1) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));
  }, [pagination.pageIndex, pageCount]);

  const selected = useMemo(
    () => rows.filter((row) => rowSelection[getRowId(row)]),
    [rows, rowSelection, getRowId],
  );
  const reportSelection = useRef(onSelectionChange);
  reportSelection.current = onSelectionChange;
  useEffect(() => reportSelection.current?.(selected), [selected]);

  const clearSelection = () => setRowSelection({});
  const filteredCount = table.getPrePaginatedRowModel().rows.length;
  const pageRows = table.getRowModel().rows;
  const firstShown = filteredCount === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const lastShown = Math.min(filteredCount, (pagination.pageIndex + 1) * pagination.pageSize);

  const showToolbar = Boolean(search || toolbar || (selectable && selectionActions));

  return (
    <div className={cn("panel overflow-hidden", className)}>
      {showToolbar ? (
        <div className="flex flex-wrap items-center gap-3 border-b border-stone-200 px-4 py-3">
          {search ? (
            <SearchBox
              label={search.label}
              placeholder={search.placeholder}
              value={globalFilter}
              onChange={(value) => {
                table.setGlobalFilter(value);
                table.setPageIndex(0);
              }}
            />
          ) : null}
          {selectable && selected.length > 0 ? (
            <div className="flex items-center gap-2">
              <span role="status" className="text-sm text-stone-600">
                {selected.length} selected
              </span>
              {selectionActions?.(selected, clearSelection)}
            </div>
          ) : null}
          {toolbar ? <div className="ml-auto flex flex-wrap items-center gap-2">{toolbar}</div> : null}
        </div>
      ) : null}

      {loading ? (
        <LoadingState />
      ) : error ? (
        <ErrorState title="The list could not be loaded" message={error.message} onRetry={onRetry} />
      ) : rows.length === 0 && !globalFilter ? (
        <EmptyState title={emptyTitle}>{emptyMessage}</EmptyState>
      ) : filteredCount === 0 ? (
        <EmptyState title="No matches">Nothing matches “{globalFilter}”. Try another search.</EmptyState>
      ) : (
        <>
          {/* Spec §9: grids are 500px high. Focusable, so a keyboard can scroll a table without controls. */}
          <section
            aria-labelledby={captionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="max-h-[500px] overflow-auto focus-ring"
          >
            <table aria-labelledby={captionId} className="w-full text-left text-sm">
              <caption id={captionId} className="sr-only">
                {label}
              </caption>
              <thead className="sticky top-0 z-10 bg-stone-50 text-xs font-medium tracking-wide text-stone-500 uppercase">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const column = header.column;
                      const sortable = column.getCanSort();
                      const direction = column.getIsSorted();
                      const meta = column.columnDef.meta;
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            direction === "asc"
                              ? "ascending"
                              : direction === "desc"
                                ? "descending"
                                : undefined
                          }
                          className={cn(
                            "px-4 py-3 whitespace-nowrap",
                            column.id === SELECT_COLUMN_ID && "w-10",
                            meta?.align === "end" && "text-right",
                          )}
                        >
                          {header.isPlaceholder ? null : sortable ? (
                            <button
                              type="button"
                              onClick={column.getToggleSortingHandler()}
                              className={cn(
                                "inline-flex items-center gap-1 rounded-sm uppercase hover:text-stone-900 focus-ring",
                                direction && "text-stone-900",
                              )}
                            >
                              <table.FlexRender header={header} />
                              <SortIcon direction={direction} />
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                    {rowActions ? (
                      <th scope="col" className="px-4 py-3">
                        <span className="sr-only">Actions</span>
                      </th>
                    ) : null}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-stone-100">
                {pageRows.map((row) => (
                  <tr
                    key={row.id}
                    className={cn("hover:bg-stone-50", row.getIsSelected() && "bg-brand-50/60")}
                  >
                    {row.getAllCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <td
                          key={cell.id}
                          className={cn(
                            "px-4 py-3 text-stone-800",
                            meta?.align === "end" && "text-right tabular-nums",
                            meta?.className,
                          )}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                    {rowActions ? (
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">{rowActions(row.original)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <nav
            aria-label={`${label} pages`}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm text-stone-600"
          >
            <p aria-live="polite">
              {firstShown}–{lastShown} of {filteredCount}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => table.previousPage()}
                disabled={!table.getCanPreviousPage()}
                icon={<ChevronLeft aria-hidden className="size-4" />}
              >
                Previous
              </Button>
              <span className="tabular-nums">
                Page {pagination.pageIndex + 1} of {pageCount}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => table.nextPage()}
                disabled={!table.getCanNextPage()}
              >
                Next
                <ChevronRight aria-hidden className="size-4" />
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}

const SELECT_COLUMN_ID = "select";

function selectColumn<TData extends RowData>(getRowLabel?: (row: TData) => string): DataTableColumn<TData> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableGlobalFilter: false,
    header: ({ table }) => (
      <Checkbox
        label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        label={`Select ${getRowLabel ? getRowLabel(row.original) : `row ${row.index + 1}`}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

function Checkbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className="size-4 rounded border-stone-300 accent-brand-700 focus-ring"
    />
  );
}

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden className={cn("size-3.5", !direction && "text-stone-400")} />;
}

function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        className="block h-9 w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus-ring"
      />
    </div>
  );
}
