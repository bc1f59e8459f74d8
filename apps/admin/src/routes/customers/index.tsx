import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { type Customer, useCustomers, useExportCustomers } from "@admin/hooks/api/customers";
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
    </>
  );
}
