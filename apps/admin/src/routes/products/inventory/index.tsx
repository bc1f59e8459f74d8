import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert } from "@admin/components/ui/field";
import {
  stockConflictOf,
  useInventory,
  useReloadInventory,
  useUpdateInventory,
} from "@admin/hooks/api/products";
import { imageSrc } from "@admin/lib/images";
import type { InventoryRow, StockConflict } from "@boutique/shared/schemas/product-admin";
import { ChevronLeft, ChevronRight, RefreshCw, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";

const SEARCH_DELAY_MS = 300;

/**
 * Quick stock edit: each colour with its sizes; a row saves only the quantities that changed, each with
 * the figure it was typed over, and the server refuses the save (409) if a sale or another save has
 * moved any of them since (decision 020).
 */
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

type Sizes = InventoryRow["sizes"];
/** What a row holds: the figure each size showed when its value was typed over (seen) and the inputs. */
type Draft = { seen: Record<string, number>; values: Record<string, string> };

const isTyped = (draft: Draft, size: string) =>
  size in draft.seen && draft.values[size] !== String(draft.seen[size]);

/**
 * New figures from the server replace the sizes the staff member has not typed over; a typed size keeps
 * the figure it was typed against, so its save is still checked against what they saw.
 */
function mergeServer(draft: Draft, sizes: Sizes): Draft {
  const next: Draft = { seen: {}, values: {} };
  for (const item of sizes) {
    const typed = isTyped(draft, item.size);
    next.seen[item.size] = typed ? draft.seen[item.size]! : item.quantity;
    next.values[item.size] = typed ? draft.values[item.size]! : String(item.quantity);
  }
  return next;
}

/** After Reload: the sizes the 409 named take their new figure; every other typed value stays. */
function takeChanges(draft: Draft, conflict: StockConflict): { draft: Draft; note: string } {
  const next: Draft = { seen: { ...draft.seen }, values: { ...draft.values } };
  const notes: string[] = [];
  for (const change of conflict.details) {
    const typed = draft.values[change.size];
    if (change.current === null) {
      delete next.seen[change.size];
      delete next.values[change.size];
      notes.push(`${change.size} is no longer listed`);
      continue;
    }
    next.seen[change.size] = change.current;
    next.values[change.size] = String(change.current);
    notes.push(`${change.size} now shows ${change.current}${typed ? ` (you had typed ${typed})` : ""}`);
  }
  return {
    draft: next,
    note: `Latest figures loaded: ${notes.join(", ")}. Your other changes are kept; type the new quantity and save again.`,
  };
}

function StockRow({ row }: { row: InventoryRow }) {
  const fromServer = (): Draft => mergeServer({ seen: {}, values: {} }, row.sizes);
  const [draft, setDraft] = useState(fromServer);
  const [conflict, setConflict] = useState<StockConflict | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const update = useUpdateInventory();
  const reload = useReloadInventory();
  const [reloading, setReloading] = useState(false);
  const toast = useToast();
  // Stored figures that change (a save, a refetch) are merged in while rendering; typed values survive.
  const stored = row.sizes.map((item) => `${item.size}:${item.quantity}`).join(",");
  const [merged, setMerged] = useState(stored);
  if (merged !== stored) {
    setMerged(stored);
    setDraft(mergeServer(draft, row.sizes));
  }

  const changed = row.sizes.filter((item) => isTyped(draft, item.size));
  // Pieces, or metres in quarter steps for turbans and fabrics (the server refuses a part of a piece).
  const invalid = changed.some((item) => !/^\d+(\.(25|5|50|75|0+))?$/.test(draft.values[item.size] ?? ""));
  const label = `${row.product_name}, ${row.color}`;

  const save = () => {
    const items = changed.map((item) => ({
      variant_id: row.variant_id,
      size: item.size,
      quantity: Number(draft.values[item.size]),
      expected: draft.seen[item.size],
    }));
    setNote(null);
    update.mutate(
      { items },
      {
        onSuccess: (answer) => {
          setConflict(null);
          // What was saved is now what this row has seen; the refetch then finds nothing typed over.
          setDraft((current) => ({
            ...current,
            seen: { ...current.seen, ...Object.fromEntries(items.map((item) => [item.size, item.quantity])) },
          }));
          toast({ title: answer.message, description: label, tone: "success" });
        },
        onError: (error) => {
          const refused = stockConflictOf(error);
          if (refused) setConflict(refused);
          else toast({ title: "Error", description: error.message, tone: "error" });
        },
      },
    );
  };

  const reloadFigures = async () => {
    if (!conflict) return;
    const taken = takeChanges(draft, conflict);
    setDraft(taken.draft);
    setNote(taken.note);
    setConflict(null);
    setReloading(true);
    try {
      await reload();
    } finally {
      setReloading(false);
    }
  };

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
              step={0.25}
              aria-label={`${label} size ${item.size} quantity`}
              aria-invalid={conflict?.details.some((change) => change.size === item.size) || undefined}
              value={draft.values[item.size] ?? ""}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  values: { ...current.values, [item.size]: event.target.value },
                }))
              }
              className="mt-0.5 h-9 w-20 rounded-md border border-stone-300 px-2 text-sm text-stone-900 tabular-nums focus-ring aria-invalid:border-red-600"
            />
          </label>
        ))}
      </div>
      <Button
        size="sm"
        disabled={changed.length === 0 || invalid || conflict !== null}
        pending={update.isPending}
        onClick={save}
        aria-label={`Save stock of ${label}`}
      >
        Save
      </Button>
      {conflict ? (
        <div className="basis-full">
          <FormAlert>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p>{conflict.message}</p>
              <Button
                size="sm"
                variant="secondary"
                pending={reloading}
                onClick={() => void reloadFigures()}
                icon={<RefreshCw aria-hidden className="size-4" />}
                aria-label={`Reload stock of ${label}`}
              >
                Reload
              </Button>
            </div>
          </FormAlert>
        </div>
      ) : note ? (
        <div className="basis-full">
          <FormAlert tone="info">{note}</FormAlert>
        </div>
      ) : null}
    </li>
  );
}
