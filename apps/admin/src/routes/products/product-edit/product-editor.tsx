import { useAlert, useConfirm } from "@admin/components/dialogs";
import { PageHeader } from "@admin/components/page-header";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { TextField } from "@admin/components/ui/field";
import {
  productQuery,
  stockConflictOf,
  useCategoryTree,
  useDeleteVariant,
  useSaveProduct,
  type VariantDraft,
} from "@admin/hooks/api/products";
import { isApiError } from "@admin/lib/api";
import { toBase64 } from "@admin/lib/base64";
import {
  type AdminProduct,
  keepLettersDigitsSpaces,
  PRODUCT_MESSAGES,
} from "@boutique/shared/schemas/product-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useMemo, useRef } from "react";
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { flattenCategories, subcategoriesOf } from "../category-options";
import { emptyVariant, ProductForm, productToForm, stockOf } from "./form-schema";
import { RichText } from "./rich-text";
import { VariantCard } from "./variant-card";

const selectClass =
  "block h-10 w-full rounded-md border bg-white px-3 text-sm text-stone-900 shadow-sm focus-ring";
const FIELDS_THE_SERVER_NAMES = new Set(["name", "category", "sub_category", "weight", "style_no"]);

/**
 * After a stock 409, the latest figures go into the form: a size left alone takes the new figure, a typed
 * size whose stock moved takes it too (and is named in the answer), other typed sizes stay. Every colour's
 * loadedStock becomes the latest, so the next save is checked against what is now on screen.
 */
function takeLatestStock(form: ProductForm, latest: AdminProduct) {
  const changes: { variant: number; row: number; quantity: number }[] = [];
  const loaded: { variant: number; stock: Record<string, number> }[] = [];
  const notes: string[] = [];
  form.variants.forEach((variant, index) => {
    const fresh = latest.colorVariants.find((colour) => colour.id === variant.id);
    if (!fresh) return;
    const stock = stockOf(fresh.sizes);
    variant.sizes.forEach((row, rowIndex) => {
      const now = stock[row.size];
      const before = variant.loadedStock[row.size];
      if (now === undefined || now === row.quantity) return;
      // A size this editor added counts as typed: someone else added it meanwhile.
      const typed = before === undefined || row.quantity !== before;
      if (typed && now === before) return;
      changes.push({ variant: index, row: rowIndex, quantity: now });
      if (typed) notes.push(`${variant.name} ${row.size} now shows ${now} (you had typed ${row.quantity})`);
    });
    loaded.push({ variant: index, stock });
  });
  return { changes, loaded, notes };
}

/** The full product form with colour variants (spec §2 Add/Edit Product). */
export function ProductEditor({
  productId,
  initial,
  published,
}: {
  productId: number | null;
  initial: ProductForm;
  published: boolean;
}) {
  const form = useForm<ProductForm>({ resolver: zodResolver(ProductForm), defaultValues: initial });
  const { register, control, handleSubmit, formState, setValue, setError, reset, getValues } = form;
  const variants = useFieldArray({ control, name: "variants", keyName: "key" });
  const tree = useCategoryTree();
  const categoryOptions = useMemo(() => flattenCategories(tree.data), [tree.data]);
  const category = useWatch({ control, name: "category" });
  const subOptions = useMemo(() => {
    const below = subcategoriesOf(tree.data, Number.isFinite(category) ? category : null);
    // A category without children is its own only sub category.
    const own = categoryOptions.find((option) => option.id === category);
    return below.length > 0 || !own ? below : [{ ...own, label: own.label.split(" › ").at(-1) ?? own.label }];
  }, [tree.data, category, categoryOptions]);
  // A new product saved before a later step failed: retries update it instead of creating another.
  const savedId = useRef<number | null>(productId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const alert = useAlert();
  const confirm = useConfirm();
  const deleteVariant = useDeleteVariant();
  const save = useSaveProduct({
    onProductSaved: (id) => {
      savedId.current = id;
    },
    onVariantSaved: (index, id, sizes) => {
      setValue(`variants.${index}.id`, id);
      setValue(`variants.${index}.loadedStock`, stockOf(sizes));
    },
  });
  const errors = formState.errors;

  const submit = (active: "Y" | "N") =>
    handleSubmit(async (values) => {
      const variantDrafts: VariantDraft[] = values.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        regularPrice: variant.regularPrice,
        discount: variant.discount,
        video: variant.video,
        // Each size goes back with the quantity this editor loaded for it (none for a size it adds).
        sizes: variant.sizes.map((row) => ({ ...row, expected: variant.loadedStock[row.size] })),
        image: variant.image,
        gallery: variant.gallery,
      }));
      try {
        const answer = await save.mutateAsync({
          id: savedId.current,
          product: {
            name: values.name,
            description: toBase64(values.description),
            rich_description: toBase64(values.rich_description),
            category: values.category,
            sub_category: values.sub_category,
            active,
            trending: values.trending ? "Y" : "N",
            weight: values.weight,
            style_no: values.style_no,
          },
          variants: variantDrafts,
          publishLast: productId === null,
        });
        if (!answer?.id) {
          await alert({ title: "Incorrect Entry" });
          return;
        }
        // A retry after a refused step updates the product it created; staff still see the creation message.
        toast({
          title: productId === null ? PRODUCT_MESSAGES.created(answer.id) : PRODUCT_MESSAGES.updated,
          tone: "success",
        });
        if (productId === null) {
          navigate(`/admin/updateProduct?id=${answer.id}`, { replace: true });
        } else {
          reset(productToForm(await queryClient.fetchQuery(productQuery(answer.id))));
        }
      } catch (error) {
        const conflict = stockConflictOf(error);
        if (conflict) {
          await offerLatestStock(conflict.message);
          return;
        }
        const field = isApiError(error) ? error.field : undefined;
        if (field && FIELDS_THE_SERVER_NAMES.has(field)) {
          setError(field as "name", { message: (error as Error).message });
        }
        await alert({ title: "Error while updating Product.", description: (error as Error).message });
      }
    });

  /** A stock 409: the server's words, and Reload to put the latest figures in the form. */
  const offerLatestStock = async (message: string) => {
    const reload = await confirm({
      title: "Not saved: the stock changed",
      description: `${message} Reload puts the latest figures in; your other changes stay.`,
      confirmLabel: "Reload",
      cancelLabel: "Keep editing",
      tone: "primary",
    });
    const id = savedId.current;
    if (!reload || id === null) return;
    await queryClient.invalidateQueries({ queryKey: productQuery(id).queryKey });
    const latest = await queryClient.fetchQuery(productQuery(id));
    const { changes, loaded, notes } = takeLatestStock(getValues(), latest);
    for (const change of changes) {
      setValue(`variants.${change.variant}.sizes.${change.row}.quantity`, change.quantity);
    }
    for (const colour of loaded) setValue(`variants.${colour.variant}.loadedStock`, colour.stock);
    toast({
      title: "Latest stock loaded",
      description:
        notes.length > 0 ? `${notes.join("; ")}. Save again when ready.` : "Save again when ready.",
      tone: "info",
    });
  };

  const removeVariant = async (index: number) => {
    const id = getValues(`variants.${index}.id`);
    if (id === null) {
      variants.remove(index);
      return;
    }
    const yes = await confirm({
      title: "Are you sure you want to delete this colour?",
      description: getValues(`variants.${index}.name`),
      confirmLabel: "Yes",
      cancelLabel: "No",
    });
    if (!yes) return;
    try {
      const answer = await deleteVariant.mutateAsync(id);
      variants.remove(index);
      toast({ title: answer.message, tone: "success" });
    } catch (error) {
      await alert({ title: "Error", description: (error as Error).message });
    }
  };

  const editing = productId !== null;
  const sending = formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <PageHeader
        title={editing ? "Edit Product" : "Add Product"}
        description={
          editing
            ? `Product ${productId} · ${published ? "Published" : "Draft (hidden from the shop)"}`
            : "Save a draft to finish later, or publish it to the shop."
        }
      />
      <form noValidate onSubmit={submit(editing && published ? "Y" : "N")} className="space-y-6">
        <section aria-labelledby="details-heading" className="panel space-y-4 p-4">
          <h2 id="details-heading" className="text-base font-semibold text-stone-900">
            Details
          </h2>
          <TextField
            label="Product name"
            error={errors.name?.message}
            hint="Letters, digits and spaces only."
            {...register("name", {
              onChange: (event) => {
                event.target.value = keepLettersDigitsSpaces(event.target.value);
              },
            })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Style number" error={errors.style_no?.message} {...register("style_no")} />
            <TextField
              label="Weight (kg)"
              type="number"
              min={0}
              step="0.01"
              error={errors.weight?.message}
              {...register("weight", { valueAsNumber: true })}
            />
            <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-stone-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...register("trending")} />
              Trending
            </label>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="space-y-1.5">
              <label htmlFor="product-category" className="block text-sm font-medium text-stone-800">
                Category
              </label>
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <select
                    id="product-category"
                    className={`${selectClass} ${errors.category ? "border-red-600" : "border-stone-300"}`}
                    aria-invalid={errors.category ? true : undefined}
                    aria-describedby={errors.category ? "product-category-error" : undefined}
                    value={Number.isFinite(field.value) ? String(field.value) : ""}
                    onChange={(event) => {
                      field.onChange(event.target.value ? Number(event.target.value) : Number.NaN);
                      setValue("sub_category", []);
                    }}
                  >
                    <option value="">Please select category</option>
                    {categoryOptions.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              />
              {errors.category ? (
                <p id="product-category-error" className="text-sm text-red-700">
                  {errors.category.message}
                </p>
              ) : null}
            </div>
            <Controller
              control={control}
              name="sub_category"
              render={({ field }) => (
                <fieldset
                  className="space-y-1.5"
                  aria-describedby={errors.sub_category ? "sub-error" : undefined}
                >
                  <legend className="text-sm font-medium text-stone-800">Sub categories</legend>
                  {subOptions.length === 0 ? (
                    <p className="text-sm text-stone-500">Choose a category first.</p>
                  ) : (
                    <div className="max-h-40 space-y-1 overflow-auto rounded-md border border-stone-200 p-2">
                      {subOptions.map((option) => (
                        <label key={option.id} className="flex items-center gap-2 text-sm text-stone-800">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-700"
                            checked={field.value.includes(option.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, option.id]
                                  : field.value.filter((value) => value !== option.id),
                              )
                            }
                          />
                          {option.label}
                        </label>
                      ))}
                    </div>
                  )}
                  {errors.sub_category ? (
                    <p id="sub-error" className="text-sm text-red-700">
                      {errors.sub_category.message}
                    </p>
                  ) : null}
                </fieldset>
              )}
            />
          </div>
        </section>

        <section aria-label="Descriptions" className="panel grid gap-4 p-4 lg:grid-cols-2">
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichText label="Description" value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="rich_description"
            render={({ field }) => (
              <RichText label="Style and fit tips" value={field.value} onChange={field.onChange} />
            )}
          />
        </section>

        <section aria-labelledby="colours-heading" className="space-y-4">
          <div className="flex items-center justify-between">
            <h2 id="colours-heading" className="text-lg font-semibold text-stone-900">
              Colours
            </h2>
            <Button
              variant="secondary"
              onClick={() => variants.append(emptyVariant())}
              icon={<Plus aria-hidden className="size-4" />}
            >
              Add colour
            </Button>
          </div>
          {variants.fields.map((field, index) => (
            <VariantCard
              key={field.key}
              index={index}
              onRemove={index === 0 ? undefined : () => void removeVariant(index)}
            />
          ))}
        </section>

        <div className="sticky bottom-0 z-20 -mx-2 rounded-t-lg border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur">
          <div className="flex justify-end gap-2">
            {editing ? (
              <>
                <Button variant="secondary" disabled={sending} onClick={submit(published ? "N" : "Y")}>
                  {published ? "Save draft" : "Publish"}
                </Button>
                <Button type="submit" pending={sending}>
                  Update
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" pending={sending} onClick={submit("N")}>
                  Save draft
                </Button>
                <Button disabled={sending} onClick={submit("Y")}>
                  Publish
                </Button>
              </>
            )}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
