import {
  RowDeleteButton,
  useConfirmedDelete,
  useConfirmedDeleteSelected,
} from "@admin/components/confirmed-delete";
import { DataTable, dataTableColumns } from "@admin/components/data-table";
import { PageHeader } from "@admin/components/page-header";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert } from "@admin/components/ui/field";
import {
  type ProductFilters,
  useCategoryTree,
  useDeleteProduct,
  useDeleteProducts,
  useExportProducts,
  useProducts,
  useSetProductState,
} from "@admin/hooks/api/products";
import { formatMoney } from "@admin/lib/format";
import { imageSrc } from "@admin/lib/images";
import { PRODUCT_MESSAGES, type ProductListRow } from "@boutique/shared/schemas/product-admin";
import { Download, Pencil, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { ActiveSwitch } from "../active-switch";
import { flattenCategories } from "../category-options";

const col = dataTableColumns<ProductListRow>();
const selectClass =
  "h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring";

const rowId = (row: ProductListRow) => String(row.id);
const rowLabel = (row: ProductListRow) => row.name;
const editHref = (row: ProductListRow) => `/admin/updateProduct?id=${row.id}`;

const columns = [
  col.accessor("image", {
    header: "Image",
    enableSorting: false,
    enableGlobalFilter: false,
    cell: (info) => {
      const file = info.getValue();
      return file ? (
        <img src={imageSrc(file, 160)} alt="" className="size-12 rounded object-cover" />
      ) : (
        <span className="block size-12 rounded bg-stone-100" />
      );
    },
  }),
  col.accessor("name", {
    header: "Name",
    meta: { className: "min-w-44" },
    cell: (info) => (
      <Link
        to={editHref(info.row.original)}
        className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-ring"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor("style_no", { header: "Style No", meta: { className: "whitespace-nowrap" } }),
  col.accessor("category", { header: "Category" }),
  col.accessor("selling_price", {
    header: "Price",
    meta: { align: "end" },
    enableGlobalFilter: false,
    cell: (info) => (info.getValue() === null ? "—" : formatMoney(info.getValue() as number)),
  }),
  col.accessor("stock", { header: "Stock", meta: { align: "end" }, enableGlobalFilter: false }),
  col.accessor("active", {
    header: "Active",
    enableGlobalFilter: false,
    cell: (info) => <ActiveCell row={info.row.original} />,
  }),
];

/** Spec §2 All Products: grid of 10 rows, single and multi delete, active switch, Export CSV. */
export function Component() {
  const [filters, setFilters] = useState<ProductFilters>({});
  const products = useProducts(filters);
  const tree = useCategoryTree();
  const categoryOptions = useMemo(() => flattenCategories(tree.data), [tree.data]);
  const exporter = useExportProducts();
  const toast = useToast();

  const { ask, deletingId } = useConfirmedDelete(useDeleteProduct(), {
    idOf: (row: ProductListRow) => row.id,
    question: (row) => ({ title: PRODUCT_MESSAGES.confirmDelete, description: row.name }),
  });
  const deleteSelected = useConfirmedDeleteSelected(useDeleteProducts(), {
    idOf: (row: ProductListRow) => row.id,
    question: (rows) => ({
      title: PRODUCT_MESSAGES.confirmDelete,
      description: rows.length === 1 ? rows[0]!.name : `${rows.length} products will be deleted.`,
    }),
  });

  const onExport = () =>
    exporter.mutate(undefined, {
      onError: (error) => toast({ tone: "error", title: "Export failed", description: error.message }),
    });

  return (
    <>
      <PageHeader
        title="All Products"
        description="Drafts stay hidden from the shop until they are switched active."
        actions={
          <>
            <Button
              variant="secondary"
              pending={exporter.isPending}
              onClick={onExport}
              icon={<Download aria-hidden className="size-4" />}
            >
              Export CSV
            </Button>
            <Link
              to="/admin/addProduct"
              className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800 focus-ring"
            >
              <Plus aria-hidden className="size-4" />
              Add Product
            </Link>
          </>
        }
      />
      {products.data ? (
        <NotAllLoaded loaded={products.data.products.length} total={products.data.totalCount} />
      ) : null}
      <DataTable
        label="Products"
        data={products.data?.products}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        rowActions={(row) => (
          <>
            <Link
              to={editHref(row)}
              aria-label={`Edit ${row.name}`}
              className="inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-ring"
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
            <RowDeleteButton
              label={`Delete ${row.name}`}
              pending={deletingId === row.id}
              onClick={() => void ask(row)}
            />
          </>
        )}
        loading={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        emptyTitle="No products"
        emptyMessage="No product matches these filters yet."
        search={{ label: "Search products", placeholder: "Search name, style no, category" }}
        selectable
        selectionActions={deleteSelected.selectionActions}
        toolbar={
          <>
            <label className="flex items-center gap-2 text-sm text-stone-700">
              Category
              <select
                className={`${selectClass} max-w-64`}
                value={filters.category ?? ""}
                onChange={(event) =>
                  setFilters((current) => ({
                    ...current,
                    category: event.target.value ? Number(event.target.value) : undefined,
                  }))
                }
              >
                <option value="">All categories</option>
                {categoryOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm text-stone-700">
              State
              <select
                className={selectClass}
                value={filters.state ?? ""}
                onChange={(event) =>
                  setFilters((current) => ({
                    ...current,
                    state: (event.target.value || undefined) as ProductFilters["state"],
                  }))
                }
              >
                <option value="">All</option>
                <option value="active">Active</option>
                <option value="draft">Draft</option>
              </select>
            </label>
          </>
        }
      />
    </>
  );
}

/** The grid's active switch: on publishes, off hides the product from the shop at once. */
function ActiveCell({ row }: { row: ProductListRow }) {
  const setState = useSetProductState();
  const toast = useToast();
  return (
    <ActiveSwitch
      checked={row.active === "Y"}
      label={`Active: ${row.name}`}
      disabled={setState.isPending}
      onChange={(checked) =>
        setState.mutate(
          { id: row.id, checked },
          {
            onSuccess: (answer) => toast({ title: answer.message, tone: "success" }),
            onError: (error) => toast({ title: "Error", description: error.message, tone: "error" }),
          },
        )
      }
    />
  );
}

/** The grid holds at most GRID_LIMIT products; more than that must not vanish without a word. */
function NotAllLoaded({ loaded, total }: { loaded: number; total: number }) {
  if (total <= loaded) return null;
  return (
    <div className="mb-4">
      <FormAlert tone="info">
        Showing the first {loaded.toLocaleString("en-IN")} of {total.toLocaleString("en-IN")} products; search
        and sorting cover these only. Choose a category or state to see the rest.
      </FormAlert>
    </div>
  );
}
