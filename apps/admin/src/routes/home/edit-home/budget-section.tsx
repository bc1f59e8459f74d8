import { useConfirmedDelete } from "@admin/components/confirmed-delete";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import {
  type BudgetTile,
  useBudgetTiles,
  useCategoryNames,
  useDeleteBudgetTile,
  useSaveBudgetTile,
} from "@admin/hooks/api/home";
import { optionalFile } from "@admin/lib/file-fields";
import { formatMoney } from "@admin/lib/format";
import { imageSrc } from "@admin/lib/images";
import { BudgetFields, RECOMMENDED_SIZES, SELECT_A_FILE } from "@boutique/shared/schemas/home-content";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ImagePicker } from "./image-picker";
import { SectionPanel } from "./section-panel";

/** Spec §5: name, max price and button text are required; a new tile also needs its picture. */
const BudgetForm = BudgetFields.extend({ image: optionalFile }).refine(
  (values) => values.id !== "" || values.image !== null,
  { path: ["image"], message: SELECT_A_FILE },
);
type BudgetFormInput = z.input<typeof BudgetForm>;
const EMPTY: BudgetFormInput = {
  id: "",
  name: "",
  max_price: "",
  button_text: "Shop Now",
  category: "",
  image: undefined,
};
const ASPECT = "400/550";

export function BudgetSection() {
  const tiles = useBudgetTiles();
  const save = useSaveBudgetTile();
  const categories = useCategoryNames();
  const toast = useToast();
  const ids = useId();
  const form = useForm<BudgetFormInput, unknown, z.infer<typeof BudgetForm>>({
    resolver: zodResolver(BudgetForm),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, reset, watch, formState } = form;
  const errors = formState.errors;
  const editingId = watch("id");
  const editing = tiles.data?.find((tile) => String(tile.id) === editingId) ?? null;

  const edit = (tile: BudgetTile | null) =>
    reset(
      tile
        ? {
            id: String(tile.id),
            name: tile.name,
            max_price: String(tile.max_price),
            button_text: tile.button_text,
            category: tile.category,
            image: undefined,
          }
        : EMPTY,
    );

  const { ask, deletingId } = useConfirmedDelete(useDeleteBudgetTile(), {
    idOf: (tile: BudgetTile) => tile.id,
    question: (tile) => ({ title: `Are you sure you want to delete the tile "${tile.name}"?` }),
    plainFailure: true,
    onDeleted: (tile) => {
      if (editingId === String(tile.id)) edit(null);
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, id: values.id ? Number(values.id) : null },
      {
        onSuccess: (tile) => {
          toast({ tone: "success", title: "Updated Successfully", description: tile.name });
          edit(tile);
        },
      },
    ),
  );

  return (
    <SectionPanel
      id="budget"
      title="Budget tiles"
      description="Shop by budget: each tile opens a category up to its max price."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {tiles.isPending ? (
          <LoadingState />
        ) : tiles.error ? (
          <ErrorState message={tiles.error.message} onRetry={() => void tiles.refetch()} />
        ) : tiles.data.length === 0 ? (
          <EmptyState title="No budget tiles yet" />
        ) : (
          <ul className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
            {tiles.data.map((tile) => (
              <li
                key={tile.id}
                className={`overflow-hidden rounded-lg border bg-white ${editing?.id === tile.id ? "border-brand-700 ring-1 ring-brand-700" : "border-stone-200"}`}
              >
                <div style={{ aspectRatio: ASPECT }} className="bg-stone-100">
                  {tile.image ? (
                    <img src={imageSrc(tile.image, 320)} alt="" className="size-full object-cover" />
                  ) : null}
                </div>
                <div className="space-y-0.5 px-3 py-2 text-xs">
                  <p className="truncate text-sm font-medium text-stone-900">{tile.name}</p>
                  <p className="truncate text-stone-600">Up to {formatMoney(tile.max_price, "INR")}</p>
                  <p className="truncate text-stone-500">
                    {tile.category || "Bestseller"} · {tile.button_text}
                  </p>
                </div>
                <div className="flex justify-end gap-1 border-t border-stone-100 px-2 py-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Pencil aria-hidden className="size-4" />}
                    aria-label={`Edit ${tile.name}`}
                    onClick={() => edit(tile)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 aria-hidden className="size-4" />}
                    aria-label={`Delete ${tile.name}`}
                    pending={deletingId === tile.id}
                    onClick={() => void ask(tile)}
                    className="text-red-700 hover:bg-red-50"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}

        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Budget tiles: save tile"
          className="space-y-4 rounded-lg bg-stone-50 p-4"
        >
          {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-tile`} className="block text-sm font-medium text-stone-800">
              Tile
            </label>
            <select
              id={`${ids}-tile`}
              value={editingId ?? ""}
              onChange={(event) =>
                edit(tiles.data?.find((tile) => String(tile.id) === event.target.value) ?? null)
              }
              className="block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm shadow-sm focus-ring"
            >
              <option value="">New tile</option>
              {tiles.data?.map((tile) => (
                <option key={tile.id} value={String(tile.id)}>
                  {tile.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Name" error={errors.name?.message} {...register("name")} />
            <TextField
              label="Max price (Rs)"
              inputMode="decimal"
              error={errors.max_price?.message}
              {...register("max_price")}
            />
            <TextField label="Button text" error={errors.button_text?.message} {...register("button_text")} />
            <TextField
              label="Category"
              list={`${ids}-categories`}
              autoComplete="off"
              placeholder="Bestseller"
              error={errors.category?.message}
              {...register("category")}
            />
          </div>
          <datalist id={`${ids}-categories`}>
            {(categories.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <ImagePicker
            label={editing ? "New picture (optional)" : "Picture"}
            recommended={RECOMMENDED_SIZES.budgetTile}
            aspect={ASPECT}
            files={watch("image")}
            current={editing?.image}
            error={errors.image?.message}
            {...register("image")}
          />
          <div className="flex gap-2">
            {editing ? (
              <Button variant="secondary" onClick={() => edit(null)}>
                New tile
              </Button>
            ) : null}
            <Button type="submit" pending={save.isPending} className="flex-1">
              {editing ? "Update tile" : "Add tile"}
            </Button>
          </div>
        </form>
      </div>
    </SectionPanel>
  );
}
