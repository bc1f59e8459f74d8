import { Button } from "@admin/components/ui/button";
import { TextField } from "@admin/components/ui/field";
import { imageSrc } from "@admin/lib/images";
import { rupeesToPaise } from "@boutique/shared/pricing/currency";
import { salePricePaise } from "@boutique/shared/pricing/sale-price";
import { keepLettersDigitsSpaces, PRODUCT_SIZES } from "@boutique/shared/schemas/product-admin";
import { Plus, Trash2, X } from "lucide-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { ProductForm } from "./form-schema";

const control =
  "block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm focus-ring";
const MAIN_IMAGE_TYPES = "image/jpeg,image/png,image/jpg";
const GALLERY_TYPES = "image/png,image/gif,image/jpeg,video/mp4,video/webm";

/** Spec §9: regular price less the percent discount, rounded; the server works out the same figure. */
function salePrice(regular: number, discount: number): string {
  if (
    !Number.isFinite(regular) ||
    regular < 0 ||
    !Number.isInteger(discount) ||
    discount < 0 ||
    discount > 100
  ) {
    return "";
  }
  return String(salePricePaise(rupeesToPaise(regular), discount) / 100);
}

/** One colour: its name, prices, video link, sizes with stock, main image and gallery. */
export function VariantCard({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { register, control: formControl, formState } = useFormContext<ProductForm>();
  const sizes = useFieldArray({ control: formControl, name: `variants.${index}.sizes` });
  const [regular, discount, currentImage, currentGallery] = useWatch({
    control: formControl,
    name: [
      `variants.${index}.regularPrice`,
      `variants.${index}.discount`,
      `variants.${index}.currentImage`,
      `variants.${index}.currentGallery`,
    ],
  });
  const errors = formState.errors.variants?.[index];
  const title = `Colour ${index + 1}`;

  return (
    <section aria-labelledby={`v${index}-title`} className="panel space-y-4 p-4">
      <div className="flex items-center justify-between">
        <h3 id={`v${index}-title`} className="text-base font-semibold text-stone-900">
          {title}
        </h3>
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            icon={<Trash2 aria-hidden className="size-4" />}
          >
            Delete {title}
          </Button>
        ) : (
          <span className="text-xs text-stone-500">The first colour stays</span>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Colour name"
          error={errors?.name?.message}
          {...register(`variants.${index}.name`, {
            onChange: (event) => {
              event.target.value = keepLettersDigitsSpaces(event.target.value);
            },
          })}
        />
        <TextField
          label="Regular price (Rs)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={errors?.regularPrice?.message}
          {...register(`variants.${index}.regularPrice`, { valueAsNumber: true })}
        />
        <TextField
          label="Discount (%)"
          type="number"
          min={0}
          max={99}
          step={1}
          error={errors?.discount?.message}
          {...register(`variants.${index}.discount`, { valueAsNumber: true })}
        />
        <TextField
          label="Sale price (Rs)"
          readOnly
          tabIndex={-1}
          value={salePrice(regular, discount)}
          hint="Worked out from the regular price and discount."
          className="[&_input]:bg-stone-100"
        />
      </div>
      <TextField
        label="Video link"
        type="url"
        placeholder="https://"
        error={errors?.video?.message}
        {...register(`variants.${index}.video`)}
      />

      <div className="space-y-2">
        <h4 className="text-sm font-medium text-stone-800">Sizes and stock</h4>
        {errors?.sizes?.root?.message || errors?.sizes?.message ? (
          <p className="text-sm text-red-700">{errors.sizes.root?.message ?? errors.sizes.message}</p>
        ) : null}
        {sizes.fields.map((field, row) => (
          <div
            key={field.id}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[8rem_7rem_1fr_auto]"
          >
            <div>
              <label className="sr-only" htmlFor={`v${index}-size-${row}`}>
                {`${title} size ${row + 1}`}
              </label>
              <select
                id={`v${index}-size-${row}`}
                className={control}
                aria-invalid={errors?.sizes?.[row]?.size ? true : undefined}
                {...register(`variants.${index}.sizes.${row}.size`)}
              >
                <option value="">Select size</option>
                {PRODUCT_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
              {errors?.sizes?.[row]?.size ? (
                <p className="mt-1 text-sm text-red-700">{errors.sizes[row].size.message}</p>
              ) : null}
            </div>
            <div>
              <label className="sr-only" htmlFor={`v${index}-qty-${row}`}>
                {`${title} quantity ${row + 1}`}
              </label>
              <input
                id={`v${index}-qty-${row}`}
                type="number"
                min={0}
                step={0.25}
                placeholder="Quantity"
                className={control}
                {...register(`variants.${index}.sizes.${row}.quantity`, { valueAsNumber: true })}
              />
              {errors?.sizes?.[row]?.quantity ? (
                <p className="mt-1 text-sm text-red-700">{errors.sizes[row].quantity.message}</p>
              ) : null}
            </div>
            <div className="col-span-2 sm:col-span-1">
              <label className="sr-only" htmlFor={`v${index}-tip-${row}`}>
                {`${title} tooltip ${row + 1}`}
              </label>
              <input
                id={`v${index}-tip-${row}`}
                placeholder="Tooltip (e.g. Bust 38 in)"
                className={control}
                {...register(`variants.${index}.sizes.${row}.tooltip`)}
              />
            </div>
            <button
              type="button"
              aria-label={`Remove ${title} size ${row + 1}`}
              disabled={sizes.fields.length === 1}
              onClick={() => sizes.remove(row)}
              className="col-start-3 row-start-1 inline-flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-ring disabled:opacity-40 sm:col-start-auto sm:row-start-auto"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          disabled={sizes.fields.length >= PRODUCT_SIZES.length}
          onClick={() =>
            sizes.append({ size: "" as (typeof PRODUCT_SIZES)[number], quantity: 0, tooltip: "" })
          }
          icon={<Plus aria-hidden className="size-4" />}
        >
          Add size
        </Button>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={formControl}
          name={`variants.${index}.image`}
          render={({ field }) => (
            <div className="space-y-1.5">
              <label htmlFor={`v${index}-image`} className="block text-sm font-medium text-stone-800">
                Main image
              </label>
              {currentImage && !field.value ? (
                <img
                  src={imageSrc(currentImage, 160)}
                  alt="Current main"
                  className="h-24 rounded object-cover"
                />
              ) : null}
              <input
                id={`v${index}-image`}
                type="file"
                accept={MAIN_IMAGE_TYPES}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:text-sm"
              />
              <p className="text-xs text-stone-500">JPEG or PNG.</p>
            </div>
          )}
        />
        <Controller
          control={formControl}
          name={`variants.${index}.gallery`}
          render={({ field }) => (
            <div className="space-y-1.5">
              <label htmlFor={`v${index}-gallery`} className="block text-sm font-medium text-stone-800">
                Gallery images and videos
              </label>
              {currentGallery.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label={`${title} current gallery`}>
                  {currentGallery.map((item) => (
                    <li key={item.id}>
                      {item.kind === "image" ? (
                        <img src={imageSrc(item.file, 160)} alt="" className="size-14 rounded object-cover" />
                      ) : (
                        <span className="flex size-14 items-center justify-center rounded bg-stone-100 text-xs">
                          Video
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
              <input
                id={`v${index}-gallery`}
                type="file"
                multiple
                accept={GALLERY_TYPES}
                onChange={(event) => field.onChange(Array.from(event.target.files ?? []))}
                className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-2 file:text-sm"
              />
              <p className="text-xs text-stone-500">
                PNG, GIF, JPEG or a video.
                {currentGallery.length > 0 ? " Choosing files replaces the whole current gallery." : ""}
              </p>
            </div>
          )}
        />
      </div>
    </section>
  );
}
