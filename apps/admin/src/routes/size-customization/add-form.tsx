import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { CUSTOMIZATION_TAGS, useAddCustomization } from "@admin/hooks/api/customization";
import { cn } from "@admin/lib/cn";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

export const FILL_ALL_VALUES = "Please fill all values";
/** The storefront shows these pictures in a 2:3 frame; the demo mannequins are 600x900. */
export const RECOMMENDED_SIZE = "600x900 px";

const AddForm = z.object({
  tag: z.string().pipe(z.enum(CUSTOMIZATION_TAGS, { message: "Choose Men or Women" })),
  name: z.string().trim().min(1, "Enter the measurement name").max(60, "At most 60 characters"),
  image: z
    .custom<FileList | undefined>()
    .refine((files) => files instanceof FileList && files.length === 1, "Choose an image")
    .transform((files) => files as FileList),
});
type AddFormInput = z.input<typeof AddForm>;

/** Spec §5: tag, name and image are all required ('Please fill all values'). */
export function AddCustomizationForm({ suggestions }: { suggestions: string[] }) {
  const add = useAddCustomization();
  const toast = useToast();
  const ids = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<AddFormInput, unknown, z.infer<typeof AddForm>>({
    resolver: zodResolver(AddForm),
    defaultValues: { tag: "", name: "", image: undefined },
  });

  const files = watch("image");
  useEffect(() => {
    const file = files?.[0];
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [files]);

  const onSubmit = handleSubmit((values) => {
    add.mutate(
      { tag: values.tag, name: values.name, image: values.image[0]! },
      {
        onSuccess: (answer) => {
          toast({ tone: "success", title: answer.message });
          reset({ tag: values.tag, name: "", image: undefined });
        },
      },
    );
  });

  const missing = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`} className="panel space-y-4 p-5">
      <h2 id={`${ids}-title`} className="text-base font-semibold text-stone-900">
        Add a measurement image
      </h2>
      {missing ? <FormAlert>{FILL_ALL_VALUES}</FormAlert> : null}
      {add.error ? <FormAlert>{add.error.message}</FormAlert> : null}

      <fieldset aria-describedby={errors.tag ? `${ids}-tag-error` : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-stone-800">Tag</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["Men", "Women"] as const).map((tag) => (
            <label key={tag} className="relative">
              <input type="radio" value={tag} className="peer sr-only" {...register("tag")} />
              <span
                className={cn(
                  "flex h-10 cursor-pointer items-center justify-center rounded-md border bg-white text-sm font-medium text-stone-700 shadow-sm",
                  "peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800",
                  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
                  errors.tag ? "border-red-600" : "border-stone-300",
                )}
              >
                {tag}
              </span>
            </label>
          ))}
        </div>
        {errors.tag ? (
          <p id={`${ids}-tag-error`} className="mt-1.5 text-sm text-red-700">
            {errors.tag.message}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label="Measurement name"
        list={`${ids}-names`}
        autoComplete="off"
        hint="Use the name the category lists (Bust, Waist, Sleeve Length…) so the Custom size page finds it."
        error={errors.name?.message}
        {...register("name")}
      />
      <datalist id={`${ids}-names`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>

      <div className="space-y-1.5">
        <label htmlFor={`${ids}-image`} className="block text-sm font-medium text-stone-800">
          Image
        </label>
        <div className="flex items-start gap-3">
          <div className="flex aspect-[2/3] w-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-stone-300 bg-stone-50">
            {preview ? (
              <img src={preview} alt="Preview of the chosen file" className="size-full object-contain" />
            ) : (
              <ImagePlus aria-hidden className="size-6 text-stone-400" />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-1.5">
            <input
              id={`${ids}-image`}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={`${ids}-image-hint${errors.image ? ` ${ids}-image-error` : ""}`}
              className="block w-full text-sm text-stone-700 file:mr-3 file:h-9 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-stone-800 hover:file:bg-stone-50"
              {...register("image")}
            />
            <p id={`${ids}-image-hint`} className="text-xs text-stone-500">
              Recommended size {RECOMMENDED_SIZE} (portrait 2:3), JPEG, PNG or WebP.
            </p>
            {errors.image ? (
              <p id={`${ids}-image-error`} className="text-sm text-red-700">
                {errors.image.message}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <Button type="submit" pending={add.isPending} className="w-full">
        Add Customization
      </Button>
    </form>
  );
}
