import { useConfirmedDelete } from "@admin/components/confirmed-delete";
import { ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useDeleteMedia, useMediaList, useUploadMedia } from "@admin/hooks/api/home";
import { imageSrc } from "@admin/lib/images";
import { HOME_TAGS, RECOMMENDED_SIZES, TAG_MESSAGE } from "@boutique/shared/schemas/home-content";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ImagePicker } from "./image-picker";
import { SectionPanel } from "./section-panel";
import { UploadForm } from "./upload-schema";

const TagBannerForm = UploadForm.extend({ tag: z.enum(HOME_TAGS, { message: TAG_MESSAGE }) });
const ASPECT = "1920/352";

/** One banner per tag (Women, Men, Kids), shown under the header's section toggle; a new one replaces it. */
export function TagBannersSection() {
  const list = useMediaList("tag");
  const { ask, deletingId } = useConfirmedDelete(useDeleteMedia("tag"), {
    idOf: (banner: { id: number; tag: string }) => banner.id,
    question: (banner) => ({ title: `Are you sure you want to delete the ${banner.tag} banner?` }),
    plainFailure: true,
  });

  return (
    <SectionPanel
      id="tag-banners"
      title="Banners per tag"
      description="The strip below the categories for the Women, Men and Kids sections; one banner each."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {list.isPending ? (
          <LoadingState />
        ) : list.error ? (
          <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
        ) : (
          <ul className="grid gap-3">
            {HOME_TAGS.map((tag) => {
              const banner = list.data.find((item) => item.tag === tag);
              return (
                <li key={tag} className="overflow-hidden rounded-lg border border-stone-200">
                  <div
                    style={{ aspectRatio: ASPECT }}
                    className="flex items-center justify-center bg-stone-100"
                  >
                    {banner ? (
                      <img
                        src={imageSrc(banner.name, 960)}
                        alt={`${tag} banner`}
                        className="size-full object-cover"
                      />
                    ) : (
                      <span className="text-sm text-stone-500">No {tag} banner yet</span>
                    )}
                  </div>
                  <div className="flex items-center gap-2 px-3 py-2">
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                      {tag}
                    </span>
                    <p className="min-w-0 flex-1 truncate text-xs text-stone-600">
                      {banner?.url || <span className="text-stone-400">No link</span>}
                    </p>
                    {banner ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={<Trash2 aria-hidden className="size-4" />}
                        aria-label={`Delete the ${tag} banner`}
                        pending={deletingId === banner.id}
                        onClick={() => void ask({ id: banner.id, tag })}
                        className="text-red-700 hover:bg-red-50"
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <TagBannerUpload />
      </div>
    </SectionPanel>
  );
}

function TagBannerUpload() {
  const upload = useUploadMedia("tag");
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof TagBannerForm>, unknown, z.infer<typeof TagBannerForm>>({
    resolver: zodResolver(TagBannerForm),
    defaultValues: { tag: "Women", url: "", image: undefined },
  });
  const onSubmit = handleSubmit((values) =>
    upload.mutate(values, {
      onSuccess: () => {
        toast({ tone: "success", title: "Updated Successfully" });
        reset({ tag: values.tag, url: "", image: undefined });
      },
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Banners per tag: save banner"
      className="space-y-4 rounded-lg bg-stone-50 p-4"
    >
      {upload.error ? <FormAlert>{upload.error.message}</FormAlert> : null}
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-stone-800">Tag</legend>
        <div className="grid grid-cols-3 gap-2">
          {HOME_TAGS.map((tag) => (
            <label key={tag} className="relative">
              <input type="radio" value={tag} className="peer sr-only" {...register("tag")} />
              <span className="flex h-9 cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white text-sm font-medium text-stone-700 shadow-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
                {tag}
              </span>
            </label>
          ))}
        </div>
        {errors.tag ? <p className="mt-1.5 text-sm text-red-700">{errors.tag.message}</p> : null}
      </fieldset>
      <ImagePicker
        label="Picture"
        recommended={RECOMMENDED_SIZES.tagBanner}
        aspect={ASPECT}
        files={watch("image")}
        error={errors.image?.message}
        {...register("image")}
      />
      <TextField
        label="Link"
        placeholder="/category/Lehengas"
        hint="Empty leads to the section's categories."
        error={errors.url?.message}
        {...register("url")}
      />
      <Button type="submit" pending={upload.isPending} className="w-full">
        Save banner
      </Button>
    </form>
  );
}
