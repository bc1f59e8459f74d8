import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { type Customer, useCustomers, useDataRequests, useExportCustomers } from "@admin/hooks/api/customers";
import { formatDate } from "@admin/lib/format";
import { queryTableProps } from "@admin/lib/query-table";
import { CUSTOMERS_EXPORT_FILE_NAME } from "@boutique/shared/schemas/customer";
import { FileSpreadsheet } from "lucide-react";
import { useEffect, useState } from "react";

const col = dataTableColumns<Customer>();
const rowId = (row: Customer) => String(row.id);

const columns = [
  col.accessor("id", { header: "ID", meta: { align: "end", className: "w-16 text-stone-500" } }),
  col.accessor((row) => `${row.name} ${row.last_name}`.trim(), {
    id: "name",
    header: "Name",
    cell: (info) => <span className="font-medium text-stone-900">{info.getValue() || "—"}</span>,
  }),
  col.accessor("email", {
    header: "Email",
    meta: { className: "min-w-56 [overflow-wrap:anywhere]" },
    cell: (info) => (
      <a href={`mailto:${info.getValue()}`} className="rounded-sm text-brand-700 hover:underline focus-ring">
        {info.getValue()}
      </a>
    ),
  }),
  col.accessor("mobile", {
    header: "Mobile",
    cell: (info) => info.getValue() || <span className="text-stone-400">—</span>,
    meta: { className: "whitespace-nowrap" },
  }),
  col.accessor("created", {
    header: "Joined",
    cell: (info) => formatDate(info.getValue()),
    meta: { className: "whitespace-nowrap text-stone-600" },
  }),
];

/** Typing settles for this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** Spec §2 Customers: every customer account, searched on the server, exported as Customers.xlsx. */
export function Component() {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const list = useCustomers(search);
  const exporter = useExportCustomers();
  const toast = useToast();

  const onExport = () =>
    exporter.mutate(search, {
      onError: (error) => toast({ tone: "error", title: "Export failed", description: error.message }),
    });

  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone with a customer account, newest first."
        actions={
          <Button
            variant="secondary"
            onClick={onExport}
            pending={exporter.isPending}
            icon={<FileSpreadsheet aria-hidden className="size-4" />}
          >
            Export {CUSTOMERS_EXPORT_FILE_NAME}
          </Button>
        }
      />
      <DataTable
        label="Customers"
        {...queryTableProps(list)}
        columns={columns}
        getRowId={rowId}
        emptyTitle="No customers yet"
        emptyMessage="Customers appear here once they create an account on the storefront."
        search={{
          label: "Search customers",
          placeholder: "Search name, email or mobile",
          value: text,
          onChange: setText,
          server: true,
        }}
        toolbar={
          list.isFetching && !list.isPending ? (
            <span role="status" className="text-sm text-stone-500">
              Searching…
            </span>
          ) : null
        }
      />
      <DataRights />
    </>
  );
}

const KIND_LABEL = { export: "Download", erasure: "Erasure" } as const;

/** What customers asked of their data, and every staff export of it (DPDP Act 2023; decision 041). */
function DataRights() {
  const overview = useDataRequests();
  if (overview.isPending) return null;
  if (overview.isError) {
    return (
      <p role="alert" className="mt-8 text-sm text-red-700">
        Data requests could not be loaded: {overview.error.message}
      </p>
    );
  }
  const { requests, reads } = overview.data;
  return (
    <div className="mt-10 grid gap-8 xl:grid-cols-2">
      <LogSection
        id="data-requests"
        title="Customers' data requests"
        description="Downloads and erasures, done at once when asked."
        empty="No requests yet."
        rows={requests.map((row) => ({
          key: row.id,
          what: `${KIND_LABEL[row.kind]} · ${row.subject}`,
          when: `${row.status === "completed" ? "Completed" : "Received"} ${formatDate(row.created_at)}${
            row.kind === "erasure" && typeof row.outcome.orders_kept_for_gst === "number"
              ? ` · ${row.outcome.orders_kept_for_gst} invoiced order(s) kept for GST`
              : ""
          }`,
        }))}
      />
      <LogSection
        id="data-reads"
        title="Staff exports of customer data"
        description="Every export is recorded with who made it."
        empty="No exports yet."
        rows={reads.map((row) => ({
          key: row.id,
          what: `${row.staff} · ${row.what}${
            typeof row.detail.search === "string" && row.detail.search ? ` “${row.detail.search}”` : ""
          }`,
          when: formatDate(row.at),
        }))}
      />
    </div>
  );
}

function LogSection(props: {
  id: string;
  title: string;
  description: string;
  empty: string;
  rows: { key: number; what: string; when: string }[];
}) {
  return (
    <section aria-labelledby={props.id} className="min-w-0">
      <h2 id={props.id} className="text-lg font-semibold text-stone-900">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-stone-500">{props.description}</p>
      {props.rows.length === 0 ? (
        <p className="mt-4 text-sm text-stone-500">{props.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
          {props.rows.map((row) => (
            <li
              key={row.key}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
            >
              <span className="font-medium [overflow-wrap:anywhere] text-stone-900">{row.what}</span>
              <span className="text-stone-600">{row.when}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
