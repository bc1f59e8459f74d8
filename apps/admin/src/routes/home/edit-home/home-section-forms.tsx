import { ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import {
  type HomeSections,
  useCategoryNames,
  useHomeSections,
  useSaveHomeSection,
} from "@admin/hooks/api/home";
import { optionalFile } from "@admin/lib/file-fields";
import {
  HomeSection1Fields,
  HomeSection2Fields,
  RECOMMENDED_SIZES,
  SELECT_A_FILE,
} from "@boutique/shared/schemas/home-content";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { ImagePicker } from "./image-picker";
import { SectionPanel } from "./section-panel";

/** The first save of a section needs its picture; later ones keep the saved picture unless a new one is chosen. */
const withPicture = <S extends z.ZodObject>(schema: S, hasSaved: boolean) =>
  schema
    .extend({ image: optionalFile })
    .refine((values) => hasSaved || values.image !== null, { path: ["image"], message: SELECT_A_FILE });

export function HomeSectionsPanel() {
  const sections = useHomeSections();
  return (
    <SectionPanel
      id="home-sections"
      title="Home section 1 and 2"
      description="Section 1 is the picture with a heading beside the categories; section 2 the wide band with a button."
    >
      {sections.isPending ? (
        <LoadingState />
      ) : sections.error ? (
        <ErrorState message={sections.error.message} onRetry={() => void sections.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <SectionOneForm saved={sections.data.one} />
          <SectionTwoForm saved={sections.data.two} />
        </div>
      )}
    </SectionPanel>
  );
}

function useSectionForm<S extends z.ZodObject>(
  schema: S,
  saved: Record<string, unknown> | null,
  section: 1 | 2,
) {
  type Values = Record<string, string> & { image: File | null };
  // The schema is generic here; its output is the section's text fields plus the picture.
  const resolver = zodResolver(withPicture(schema, Boolean(saved?.image))) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    Values
  >;
  const values = () =>
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, String(saved?.[key] ?? "")]));
  const form = useForm<Record<string, unknown>, unknown, Values>({
    resolver,
    defaultValues: { ...values(), image: undefined },
  });
  const save = useSaveHomeSection(section);
  const toast = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved section changes
  useEffect(() => form.reset({ ...values(), image: undefined }), [saved]);
  const onSubmit = form.handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (answer) =>
        toast({ tone: "success", title: answer.message, description: `Home section ${section}` }),
    }),
  );
  return { form, save, onSubmit };
}

function SectionOneForm({ saved }: { saved: HomeSections["one"] }) {
  const { form, save, onSubmit } = useSectionForm(HomeSection1Fields, saved, 1);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Home section 1"
      className="space-y-4 rounded-lg bg-stone-50 p-4"
    >
      <h3 className="text-sm font-semibold text-stone-900">Home section 1</h3>
      {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
      <TextField label="Heading" error={errors.heading?.message} {...form.register("heading")} />
      <TextField label="Sub heading" error={errors.sub_heading?.message} {...form.register("sub_heading")} />
      <ImagePicker
        label="Picture"
        recommended={RECOMMENDED_SIZES.homeSection1}
        aspect="850/530"
        files={form.watch("image") as FileList | undefined}
        current={saved?.image}
        error={errors.image?.message}
        {...form.register("image")}
      />
      <Button type="submit" pending={save.isPending} className="w-full">
        Save section 1
      </Button>
    </form>
  );
}

function SectionTwoForm({ saved }: { saved: HomeSections["two"] }) {
  const { form, save, onSubmit } = useSectionForm(HomeSection2Fields, saved, 2);
  const categories = useCategoryNames();
  const ids = useId();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Home section 2"
      className="space-y-4 rounded-lg bg-stone-50 p-4"
    >
      <h3 className="text-sm font-semibold text-stone-900">Home section 2</h3>
      {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Heading" error={errors.heading?.message} {...form.register("heading")} />
        <TextField
          label="Sub heading"
          error={errors.sub_heading?.message}
          {...form.register("sub_heading")}
        />
      </div>
      <TextField label="Sub text" error={errors.sub_text?.message} {...form.register("sub_text")} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Button text"
          error={errors.button_text?.message}
          {...form.register("button_text")}
        />
        <TextField
          label="Category"
          list={`${ids}-categories`}
          autoComplete="off"
          error={errors.category?.message}
          {...form.register("category")}
        />
      </div>
      <datalist id={`${ids}-categories`}>
        {(categories.data ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ImagePicker
        label="Picture"
        recommended={RECOMMENDED_SIZES.homeSection2}
        aspect="1920/700"
        files={form.watch("image") as FileList | undefined}
        current={saved?.image}
        error={errors.image?.message}
        {...form.register("image")}
      />
      <Button type="submit" pending={save.isPending} className="w-full">
        Save section 2
      </Button>
    </form>
  );
}
