import { FillAllValuesAlert } from "@admin/components/fill-all-alert";
import { FormPanel } from "@admin/components/form-panel";
import { ImageUploadField } from "@admin/components/image-upload-field";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { TagRadios } from "@admin/components/ui/tag-radios";
import { CUSTOMIZATION_TAGS, useAddCustomization } from "@admin/hooks/api/customization";
import { requiredFile } from "@admin/lib/file-fields";
import { FILL_ALL_VALUES } from "@boutique/shared/schemas/home-content";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

/** The storefront shows these pictures in a 2:3 frame; the demo mannequins are 600x900. */
const RECOMMENDED_SIZE = "600x900 px";

const AddForm = z.object({
  tag: z.string().pipe(z.enum(CUSTOMIZATION_TAGS, { message: FILL_ALL_VALUES })),
  name: z.string().trim().min(1, FILL_ALL_VALUES).max(60, "At most 60 characters"),
  image: requiredFile(FILL_ALL_VALUES),
});
type AddFormInput = z.input<typeof AddForm>;

/** Spec §5: tag, name and image are all required ('Please fill all values'). */
export function AddCustomizationForm({ suggestions }: { suggestions: string[] }) {
  const add = useAddCustomization();
  const toast = useToast();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<AddFormInput, unknown, z.infer<typeof AddForm>>({
    resolver: zodResolver(AddForm),
    defaultValues: { tag: "", name: "", image: undefined },
  });

  const onSubmit = handleSubmit((values) => {
    add.mutate(
      { tag: values.tag, name: values.name, image: values.image },
      {
        onSuccess: (answer) => {
          toast({ tone: "success", title: answer.message });
          reset({ tag: values.tag, name: "", image: undefined });
        },
      },
    );
  });

  return (
    <FormPanel title="Add a measurement image" onSubmit={onSubmit}>
      <FillAllValuesAlert errors={errors} />
      {add.error ? <FormAlert>{add.error.message}</FormAlert> : null}

      <TagRadios
        legend="Tag"
        options={CUSTOMIZATION_TAGS}
        columnsClassName="grid-cols-2"
        error={errors.tag ? "Choose Men or Women" : undefined}
        registration={register("tag")}
      />

      <TextField
        label="Measurement name"
        list={`${ids}-names`}
        autoComplete="off"
        hint="Use the name the category lists (Bust, Waist, Sleeve Length…) so the Custom size page finds it."
        error={errors.name?.message === FILL_ALL_VALUES ? "Enter the measurement name" : errors.name?.message}
        {...register("name")}
      />
      <datalist id={`${ids}-names`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>

      <ImageUploadField
        label="Image"
        file={watch("image")?.[0]}
        frameClassName="aspect-[2/3] w-20 rounded-md"
        fit="contain"
        hint={`Recommended size ${RECOMMENDED_SIZE} (portrait 2:3), JPEG, PNG or WebP.`}
        error={errors.image ? "Choose an image" : undefined}
        {...register("image")}
      />

      <Button type="submit" pending={add.isPending} className="w-full">
        Add Customization
      </Button>
    </FormPanel>
  );
}
