import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { TagRadios } from "@admin/components/ui/tag-radios";
import { type AdminCategory, saveErrorMessage, useSaveCategory } from "@admin/hooks/api/categories";
import { isApiError } from "@admin/lib/api";
import {
  CATEGORY_BANNER_SIZE,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_IMAGE_SIZE,
  CATEGORY_MESSAGES,
  CATEGORY_NAME_MAX,
  CATEGORY_TAGS,
  cleanCategoryName,
  HSN_PATTERN,
  MEASUREMENT_FLAGS,
} from "@boutique/shared/schemas/category";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { CustomizationValues } from "./customization-values";
import { ParentTree } from "./parent-tree";
import { PictureField } from "./picture-field";

const flag = z.boolean();
const CategoryForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, CATEGORY_MESSAGES.nameRequired)
      .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong),
    tag: z.string().pipe(z.enum(CATEGORY_TAGS, { message: CATEGORY_MESSAGES.tag })),
    parent_id: z.number().nullable(),
    description: z.string().max(CATEGORY_DESCRIPTION_MAX, "Description is too long."),
    customization: z.boolean(),
    customization_values: z.array(z.string()),
    is_lehenga_waist: flag,
    is_lehenga_length: flag,
    is_height: flag,
    is_sleeve_length: flag,
    is_padding: flag,
    is_saree_length: flag,
    is_saree_waist: flag,
    is_petti_coat: flag,
    hsn: z.string().trim().regex(HSN_PATTERN, CATEGORY_MESSAGES.hsn).or(z.literal("")),
  })
  .refine((form) => !form.customization || form.customization_values.length > 0, {
    path: ["customization_values"],
    message: CATEGORY_MESSAGES.valuesRequired,
  });
type FormInput = z.input<typeof CategoryForm>;
type FormOutput = z.output<typeof CategoryForm>;

function initialValues(category: AdminCategory | null): FormInput {
  return {
    name: category?.name ?? "",
    tag: category?.tag ?? "",
    parent_id: category?.parent_id ?? null,
    description: category?.description ?? "",
    customization: category?.customization ?? false,
    customization_values: category?.customization_values ?? [],
    is_lehenga_waist: category?.is_lehenga_waist ?? false,
    is_lehenga_length: category?.is_lehenga_length ?? false,
    is_height: category?.is_height ?? false,
    is_sleeve_length: category?.is_sleeve_length ?? false,
    is_padding: category?.is_padding ?? false,
    is_saree_length: category?.is_saree_length ?? false,
    is_saree_waist: category?.is_saree_waist ?? false,
    is_petti_coat: category?.is_petti_coat ?? false,
    hsn: category?.hsn ?? "",
  };
}

type Props = { category: AdminCategory | null; categories: readonly AdminCategory[] };

/** Add or edit one category; pictures go up after the save, against the id it returns (spec §4). */
export function CategoryFormView({ category, categories }: Props) {
  const ids = useId();
  const save = useSaveCategory();
  const toast = useToast();
  const navigate = useNavigate();
  const [image, setImage] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CategoryForm),
    defaultValues: initialValues(category),
  });
  const tag = watch("tag");
  const customization = watch("customization");
  const nameField = register("name");

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: category?.id ?? null, draft: values, image, banner },
      {
        onSuccess: (result) => {
          if (result.pictureError) {
            toast({
              tone: "error",
              title: "Category saved, pictures not uploaded",
              description: `${result.pictureError} Choose them again and save to retry.`,
            });
          } else {
            toast({ tone: "success", title: result.created ? "Category added" : "Updated Successfully" });
          }
          setImage(null);
          setBanner(null);
          // The address carries the id, so a reload reopens this category.
          if (result.created) navigate(`/admin/addCategory?id=${result.id}`, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 403)) setError("name", { message: CATEGORY_MESSAGES.exists });
        },
      },
    );
  });

  const ofTag = categories.filter((item) => item.tag === tag);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={category ? "Edit category" : "Add category"}>
      {save.error ? (
        <div className="mb-4">
          <FormAlert>{saveErrorMessage(save.error)}</FormAlert>
        </div>
      ) : null}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby={`${ids}-details`} className="panel space-y-5 p-5">
          <h2 id={`${ids}-details`} className="text-base font-semibold text-stone-900">
            Details
          </h2>
          <TextField
            label="Category name"
            maxLength={CATEGORY_NAME_MAX}
            autoComplete="off"
            hint="Letters, digits and spaces only."
            error={errors.name?.message}
            {...nameField}
            onChange={(event) => {
              // Spec §5: the title keeps only letters, digits and spaces, cleaned as it is typed.
              event.target.value = cleanCategoryName(event.target.value);
              return nameField.onChange(event);
            }}
          />

          <TextField
            label="HSN code (GST invoices)"
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
            hint="4, 6 or 8 digits, e.g. 6204 for women's suits. Empty: the usual code for what the category sells."
            error={errors.hsn?.message}
            className="max-w-xs"
            {...register("hsn")}
          />

          <TagRadios
            legend="Tag"
            options={CATEGORY_TAGS}
            columnsClassName="grid-cols-3"
            error={errors.tag?.message}
            registration={register("tag", {
              // A parent from another menu no longer fits: start again from the top level.
              onChange: () => setValue("parent_id", null),
            })}
          />

          <Controller
            control={control}
            name="parent_id"
            render={({ field }) => (
              <ParentTree
                categories={ofTag}
                value={field.value}
                onChange={field.onChange}
                editingId={category?.id ?? null}
                tag={tag}
              />
            )}
          />

          <div className="space-y-1.5">
            <label htmlFor={`${ids}-description`} className="block text-sm font-medium text-stone-800">
              Description
            </label>
            <textarea
              id={`${ids}-description`}
              rows={6}
              aria-describedby={`${ids}-description-hint`}
              className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus-ring"
              {...register("description")}
            />
            <p id={`${ids}-description-hint`} className="text-xs text-stone-500">
              Shown on the category page. Simple HTML is kept (paragraphs, bold, lists, links).
            </p>
            {errors.description ? <p className="text-sm text-red-700">{errors.description.message}</p> : null}
          </div>
        </section>

        <div className="space-y-6">
          <section aria-labelledby={`${ids}-pictures`} className="panel space-y-5 p-5">
            <h2 id={`${ids}-pictures`} className="text-base font-semibold text-stone-900">
              Pictures
            </h2>
            <PictureField
              label="Category image"
              size={CATEGORY_IMAGE_SIZE}
              current={category?.image ?? null}
              file={image}
              onChange={setImage}
            />
            <PictureField
              label="Category banner"
              size={CATEGORY_BANNER_SIZE}
              current={category?.banner ?? null}
              file={banner}
              onChange={setBanner}
            />
          </section>

          <section aria-labelledby={`${ids}-custom`} className="panel space-y-4 p-5">
            <h2 id={`${ids}-custom`} className="text-base font-semibold text-stone-900">
              Custom size
            </h2>
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                {...register("customization")}
              />
              <span>
                Offer customization
                <span className="block text-xs text-stone-500">
                  Products of this category get the Custom size page with the values below.
                </span>
              </span>
            </label>
            {customization ? (
              <Controller
                control={control}
                name="customization_values"
                render={({ field }) => (
                  <CustomizationValues
                    values={field.value}
                    onChange={field.onChange}
                    error={errors.customization_values?.message}
                  />
                )}
              />
            ) : null}
            <fieldset>
              <legend className="mb-2 block text-sm font-medium text-stone-800">Measurement options</legend>
              <div className="grid grid-cols-2 gap-x-4 gap-y-2">
                {MEASUREMENT_FLAGS.map((item) => (
                  <label key={item.key} className="flex items-center gap-2 text-sm text-stone-700">
                    <input type="checkbox" className="size-4 accent-brand-700" {...register(item.key)} />
                    {item.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </section>
        </div>
      </div>

      <div className="mt-6 flex justify-end gap-2">
        <Button type="submit" pending={save.isPending}>
          {category ? "Update" : "Save"}
        </Button>
      </div>
    </form>
  );
}
