import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { useInventory, useUpdateInventory } from "@admin/hooks/api/products";
import { imageSrc } from "@admin/lib/images";
import type { InventoryRow } from "@boutique/shared/schemas/product-admin";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";

const SEARCH_DELAY_MS = 300;

/** Quick stock edit: each colour with its sizes; a row saves only the quantities that changed. */
export function Component() {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const inventory = useInventory({ search, page });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const totalPages = Math.max(1, inventory.data?.totalPages ?? 1);

  return (
    <>
      <PageHeader
        title="Inventory"
        description="Stock per colour and size. Change a quantity and save its row."
      />
      <div className="panel overflow-hidden">
        <div className="border-b border-stone-200 px-4 py-3">
          <div className="relative w-full max-w-xs">
            <label htmlFor="inventory-search" className="sr-only">
              Search products
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
            />
            <input
              id="inventory-search"
              type="search"
              value={text}
              placeholder="Search name or style no"
              onChange={(event) => setText(event.target.value)}
              className="block h-9 w-full rounded-md border border-stone-300 bg-white pr-3 pl-9 text-sm shadow-sm focus-ring"
            />
          </div>
        </div>
        {inventory.isPending ? (
          <LoadingState />
        ) : inventory.error ? (
          <ErrorState
            title="Error"
            message={inventory.error.message}
            onRetry={() => void inventory.refetch()}
          />
        ) : inventory.data.rows.length === 0 ? (
          <EmptyState title="No products">Nothing matches this search.</EmptyState>
        ) : (
          <ul className="divide-y divide-stone-100">
            {inventory.data.rows.map((row) => (
              <StockRow key={row.variant_id} row={row} />
            ))}
          </ul>
        )}
        <nav
          aria-label="Inventory pages"
          className="flex items-center justify-end gap-2 border-t border-stone-200 px-4 py-3 text-sm text-stone-600"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((value) => value - 1)}
            icon={<ChevronLeft aria-hidden className="size-4" />}
          >
            Previous
          </Button>
          <span className="tabular-nums">
            Page {page} of {totalPages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => setPage((value) => value + 1)}
          >
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      </div>
    </>
  );
}

function StockRow({ row }: { row: InventoryRow }) {
  const initial = () => Object.fromEntries(row.sizes.map((item) => [item.size, String(item.quantity)]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const update = useUpdateInventory();
  const toast = useToast();
  // Typed quantities survive refetches; they are replaced only when the stored stock itself changes.
  const stored = row.sizes.map((item) => `${item.size}:${item.quantity}`).join(",");
  useEffect(() => {
    setValues(Object.fromEntries(stored.split(",").map((pair) => pair.split(":"))));
  }, [stored]);

  const changed = row.sizes.filter((item) => values[item.size] !== String(item.quantity));
  const invalid = changed.some((item) => !/^\d+$/.test(values[item.size] ?? ""));
  const label = `${row.product_name}, ${row.color}`;

  const save = () =>
    update.mutate(
      {
        items: changed.map((item) => ({
          variant_id: row.variant_id,
          size: item.size,
          quantity: Number(values[item.size]),
        })),
      },
      {
        onSuccess: (answer) => toast({ title: answer.message, description: label, tone: "success" }),
        onError: (error) => toast({ title: "Error", description: error.message, tone: "error" }),
      },
    );

  return (
    <li className="flex flex-wrap items-center gap-4 px-4 py-3">
      {row.image ? (
        <img src={imageSrc(row.image, 160)} alt="" className="size-12 rounded object-cover" />
      ) : (
        <span className="block size-12 rounded bg-stone-100" />
      )}
      <div className="min-w-48 flex-1">
        <Link
          to={`/admin/updateProduct?id=${row.product_id}`}
          className="font-medium text-stone-900 hover:text-brand-700 hover:underline focus-ring"
        >
          {row.product_name}
        </Link>
        <p className="text-sm text-stone-500">
          {row.color}
          {row.active === "N" ? " · Draft" : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {row.sizes.map((item) => (
          <label key={item.size} className="flex flex-col text-xs font-medium text-stone-600">
            {item.size}
            <input
              type="number"
              min={0}
              step={1}
              aria-label={`${label} size ${item.size} quantity`}
              value={values[item.size] ?? ""}
              onChange={(event) => setValues((current) => ({ ...current, [item.size]: event.target.value }))}
              className="mt-0.5 h-9 w-20 rounded-md border border-stone-300 px-2 text-sm text-stone-900 tabular-nums focus-ring"
            />
          </label>
        ))}
      </div>
      <Button
        size="sm"
        disabled={changed.length === 0 || invalid}
        pending={update.isPending}
        onClick={save}
        aria-label={`Save stock of ${label}`}
      >
        Save
      </Button>
    </li>
  );
}
