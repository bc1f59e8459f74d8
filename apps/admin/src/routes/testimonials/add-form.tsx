import { FillAllValuesAlert } from "@admin/components/fill-all-alert";
import { FormPanel } from "@admin/components/form-panel";
import { ImageUploadField } from "@admin/components/image-upload-field";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useAddTestimonial } from "@admin/hooks/api/testimonials";
import { cn } from "@admin/lib/cn";
import { requiredFile } from "@admin/lib/file-fields";
import {
  TESTIMONIAL_MESSAGE_MAX,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_NAME_MAX,
} from "@boutique/shared/schemas/testimonial";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

const fill = TESTIMONIAL_MESSAGES.fillAll;

const TestimonialForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, fill)
    .max(TESTIMONIAL_NAME_MAX, `At most ${TESTIMONIAL_NAME_MAX} characters`),
  desc: z
    .string()
    .trim()
    .min(1, fill)
    .max(TESTIMONIAL_MESSAGE_MAX, `At most ${TESTIMONIAL_MESSAGE_MAX} characters`),
  image: requiredFile(fill),
});
type TestimonialFormInput = z.input<typeof TestimonialForm>;

/** Spec §5: name, message and picture are required ('Please fill all values'). */
export function AddTestimonialForm() {
  const add = useAddTestimonial();
  const toast = useToast();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<TestimonialFormInput, unknown, z.infer<typeof TestimonialForm>>({
    resolver: zodResolver(TestimonialForm),
    defaultValues: { name: "", desc: "", image: undefined },
  });

  const desc = watch("desc") ?? "";

  const onSubmit = handleSubmit((values) => {
    add.mutate(
      { name: values.name, desc: values.desc, image: values.image },
      {
        onSuccess: (answer) => {
          toast({ tone: "success", title: answer.message });
          reset();
        },
      },
    );
  });

  return (
    <FormPanel title="Add a testimonial" onSubmit={onSubmit}>
      <FillAllValuesAlert errors={errors} />
      {add.error ? <FormAlert>{add.error.message}</FormAlert> : null}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.2fr)]">
        <TextField
          label="Customer name"
          autoComplete="off"
          error={errors.name?.message}
          {...register("name")}
        />

        <div className="space-y-1.5">
          <label htmlFor={`${ids}-desc`} className="block text-sm font-medium text-stone-800">
            Message
          </label>
          <textarea
            id={`${ids}-desc`}
            rows={4}
            aria-invalid={errors.desc ? true : undefined}
            aria-describedby={`${ids}-desc-count${errors.desc ? ` ${ids}-desc-error` : ""}`}
            className={cn(
              "block w-full rounded-md border bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus-ring",
              errors.desc ? "border-red-600" : "border-stone-300",
            )}
            {...register("desc")}
          />
          <p id={`${ids}-desc-count`} className="text-right text-xs text-stone-500">
            {desc.length} / {TESTIMONIAL_MESSAGE_MAX}
          </p>
          {errors.desc ? (
            <p id={`${ids}-desc-error`} className="text-sm text-red-700">
              {errors.desc.message}
            </p>
          ) : null}
        </div>

        <ImageUploadField
          label="Picture"
          file={watch("image")?.[0]}
          frameClassName="size-16 rounded-full"
          hint="A square photo of the customer (at least 200x200 px), JPEG, PNG or WebP."
          error={errors.image ? "Choose a picture" : undefined}
          {...register("image")}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={add.isPending}>
          Add Testimonial
        </Button>
      </div>
    </FormPanel>
  );
}
