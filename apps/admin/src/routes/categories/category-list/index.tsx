import {
  RowDeleteButton,
  useConfirmedDelete,
  useConfirmedDeleteSelected,
} from "@admin/components/confirmed-delete";
import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import {
  type AdminCategory,
  useCategories,
  useDeleteCategories,
  useDeleteCategory,
  useExportCategories,
} from "@admin/hooks/api/categories";
import { imageSrc } from "@admin/lib/images";
import { queryTableProps } from "@admin/lib/query-table";
import { Download, ImageOff, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";

const col = dataTableColumns<AdminCategory>();
const rowId = (row: AdminCategory) => String(row.id);
const rowLabel = (row: AdminCategory) => row.name;

const columns = [
  col.accessor("image", {
    header: "Image",
    enableSorting: false,
    enableGlobalFilter: false,
    cell: (info) => <Thumbnail file={info.getValue()} />,
    meta: { className: "w-16 py-2" },
  }),
  col.accessor("id", { header: "ID", meta: { align: "end", className: "w-16" } }),
  // The parent shows under the name; it is part of the value so the search finds children by parent.
  col.accessor((row) => `${row.name} ${row.parent_name ?? ""}`.trim(), {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <>
        <span className="block font-medium whitespace-nowrap text-stone-900">{row.original.name}</span>
        <span className="block text-xs whitespace-nowrap text-stone-500">
          {row.original.parent_name ? `under ${row.original.parent_name}` : "Top level"}
        </span>
      </>
    ),
  }),
  col.accessor("tag", { header: "Tag" }),
  col.accessor("product_count", { header: "Products", meta: { align: "end" } }),
  col.accessor("subcategory_count", { header: "Subcategories", meta: { align: "end" } }),
  col.accessor((row) => (row.customization ? "Yes" : "No"), {
    id: "customization",
    header: "Custom size",
  }),
];

/** Spec §2 All Categories: a 10-row grid with search, single and multi delete (Yes/No) and the CSV export. */
export function Component() {
  const list = useCategories();
  const exporter = useExportCategories();
  const toast = useToast();

  // A refusal (409: products or subcategories still hang on it) needs reading, so it is a popup.
  const { ask, deletingId } = useConfirmedDelete(useDeleteCategory(), {
    idOf: (row: AdminCategory) => row.id,
    question: (row) => ({
      title: "Are you sure you want to delete this category?",
      description: `${row.name} (${row.tag}) will disappear from the storefront menu.`,
    }),
    refusedTitle: "This cannot be deleted yet",
  });
  const deleteSelected = useConfirmedDeleteSelected(useDeleteCategories(), {
    idOf: (row: AdminCategory) => row.id,
    question: (rows) => ({
      title:
        rows.length === 1
          ? "Are you sure you want to delete this category?"
          : `Are you sure you want to delete these ${rows.length} categories?`,
      description: rows.map((row) => row.name).join(", "),
    }),
    refusedTitle: "This cannot be deleted yet",
  });
  const onExport = () =>
    exporter.mutate(undefined, {
      onError: (error) => toast({ tone: "error", title: "Export failed", description: error.message }),
    });

  return (
    <>
      <PageHeader
        title="All Categories"
        description="The Men, Women and Kids menus. A category keeps its products and subcategories until they move."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={onExport}
              pending={exporter.isPending}
              icon={<Download aria-hidden className="size-4" />}
            >
              Export CSV
            </Button>
            <Link
              to="/admin/addCategory"
              className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800 focus-ring"
            >
              <Plus aria-hidden className="size-4" />
              Add Category
            </Link>
          </>
        }
      />
      <DataTable
        label="Categories"
        {...queryTableProps(list)}
        columns={columns}
        getRowId={rowId}
        rowActions={(row) => (
          <>
            <Link
              to={`/admin/addCategory?id=${row.id}`}
              aria-label={`Edit ${row.name}`}
              title="Edit"
              className="inline-flex size-8 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-ring"
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
            <RowDeleteButton
              label={`Delete ${row.name}`}
              title="Delete"
              pending={deletingId === row.id}
              onClick={() => void ask(row)}
            />
          </>
        )}
        getRowLabel={rowLabel}
        emptyTitle="No categories yet"
        emptyMessage="Add the first one with Add Category."
        search={{ label: "Search categories", placeholder: "Search by name, tag or parent" }}
        selectable
        selectionActions={deleteSelected.selectionActions}
      />
    </>
  );
}

function Thumbnail({ file }: { file: string | null }) {
  if (!file) {
    return (
      <span className="flex h-[55px] w-10 items-center justify-center rounded bg-stone-100 text-stone-400">
        <ImageOff aria-hidden className="size-4" />
        <span className="sr-only">No image</span>
      </span>
    );
  }
  return (
    <img
      src={imageSrc(file, 160)}
      alt=""
      width={40}
      height={55}
      loading="lazy"
      className="h-[55px] w-10 rounded bg-stone-100 object-cover"
    />
  );
}
