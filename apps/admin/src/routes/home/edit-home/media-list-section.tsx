import { useConfirmedDelete } from "@admin/components/confirmed-delete";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import {
  type MediaItem,
  type MediaListKind,
  useDeleteMedia,
  useMediaList,
  useUploadMedia,
} from "@admin/hooks/api/home";
import { imageSrc, isVideoFile } from "@admin/lib/images";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ImagePicker } from "./image-picker";
import { SectionPanel } from "./section-panel";
import { UploadForm } from "./upload-schema";

type Props = {
  kind: MediaListKind;
  id: string;
  title: string;
  description: string;
  /** Spec §5's recommended size. */
  size: string;
  /** The pictures' width / height, for the previews. */
  aspect: string;
  /** What one item is called in buttons and messages ("banner", "picture", "video"). */
  noun: string;
  /** The strip shows one picture: saving replaces the current one. */
  single?: boolean;
  videos?: boolean;
};

/** A list of pictures with links (banners, Instagram, videos): add one, delete one, the list reloads. */
export function MediaListSection(props: Props) {
  const list = useMediaList(props.kind);
  return (
    <SectionPanel id={props.id} title={props.title} description={props.description}>
      <div
        className={
          props.single ? "grid gap-4" : "grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        }
      >
        <div>
          {list.isPending ? (
            <LoadingState />
          ) : list.error ? (
            <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <EmptyState title={`No ${props.noun} yet`}>
              The storefront leaves this part out until one is added.
            </EmptyState>
          ) : (
            <MediaGrid items={list.data} {...props} />
          )}
        </div>
        <UploadMediaForm {...props} hasCurrent={(list.data?.length ?? 0) > 0} />
      </div>
    </SectionPanel>
  );
}

function MediaGrid({ items, kind, aspect, noun, single }: Props & { items: MediaItem[] }) {
  const { ask, deletingId } = useConfirmedDelete(useDeleteMedia(kind), {
    idOf: (item: MediaItem) => item.id,
    question: () => ({ title: `Are you sure you want to delete this ${noun}?` }),
    plainFailure: true,
  });
  const wide = Number(aspect.split("/")[0]) / Number(aspect.split("/")[1]) > 1.5;
  return (
    <ul
      className={
        single ? "grid gap-3" : wide ? "grid gap-3 sm:grid-cols-2" : "grid grid-cols-2 gap-3 sm:grid-cols-4"
      }
    >
      {items.map((item, index) => (
        <li key={item.id} className="overflow-hidden rounded-lg border border-stone-200 bg-white">
          <div style={{ aspectRatio: aspect }} className="bg-stone-100">
            {isVideoFile(item.name) ? (
              <video
                src={imageSrc(item.name)}
                muted
                controls
                preload="metadata"
                className="size-full object-cover"
              >
                <track kind="captions" />
              </video>
            ) : (
              <img
                src={imageSrc(item.name, wide ? 960 : 320)}
                alt={`${noun} ${index + 1}`}
                loading="lazy"
                className="size-full object-cover"
              />
            )}
          </div>
          <div className="flex items-center gap-2 px-3 py-2">
            <p className="min-w-0 flex-1 truncate text-xs text-stone-600" title={item.url}>
              {item.url ? item.url : <span className="text-stone-400">No link</span>}
            </p>
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden className="size-4" />}
              aria-label={`Delete ${noun} ${index + 1}`}
              pending={deletingId === item.id}
              onClick={() => void ask(item)}
              className="text-red-700 hover:bg-red-50"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function UploadMediaForm({
  kind,
  title,
  size,
  aspect,
  noun,
  single,
  videos,
  hasCurrent,
}: Props & { hasCurrent: boolean }) {
  const upload = useUploadMedia(kind);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof UploadForm>, unknown, z.infer<typeof UploadForm>>({
    resolver: zodResolver(UploadForm),
    defaultValues: { url: "", image: undefined },
  });
  const action = single && hasCurrent ? `Replace ${noun}` : `Add ${noun}`;
  const onSubmit = handleSubmit((values) =>
    upload.mutate(values, {
      onSuccess: () => {
        toast({ tone: "success", title: "Updated Successfully" });
        reset({ url: "", image: undefined });
      },
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`${title}: ${action.toLowerCase()}`}
      className="space-y-4 rounded-lg bg-stone-50 p-4"
    >
      {upload.error ? <FormAlert>{upload.error.message}</FormAlert> : null}
      <ImagePicker
        label={videos ? "Video or picture" : "Picture"}
        recommended={size}
        aspect={aspect}
        videos={videos}
        files={watch("image")}
        error={errors.image?.message}
        {...register("image")}
      />
      <TextField
        label="Link"
        placeholder="/category/Suits or https://…"
        hint="Where a click leads; leave empty for none."
        error={errors.url?.message}
        {...register("url")}
      />
      <Button type="submit" pending={upload.isPending} className="w-full">
        {action}
      </Button>
    </form>
  );
}
