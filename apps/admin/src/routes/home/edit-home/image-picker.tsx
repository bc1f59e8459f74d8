import { FILE_INPUT_CLASS, useFilePreview } from "@admin/components/image-upload-field";
import { cn } from "@admin/lib/cn";
import { imageSrc, isVideoFile } from "@admin/lib/images";
import { ImagePlus } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, useId } from "react";

type PickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  /** Spec §5's recommended size, shown beside the upload. */
  recommended: string;
  /** Width / height of the preview frame. */
  aspect: string;
  /** The chosen files (react-hook-form's watch), for the preview. */
  files?: FileList | null;
  /** The picture saved now, shown until another is chosen. */
  current?: string | null;
  error?: string;
  videos?: boolean;
};

/** A file input with a preview of what will be saved and the recommended size beside it. */
export const ImagePicker = forwardRef<HTMLInputElement, PickerProps>(function ImagePicker(
  { label, recommended, aspect, files, current, error, videos = false, className, ...rest },
  ref,
) {
  const id = useId();
  const chosen = files?.[0];
  const src = useFilePreview(chosen);
  const preview = src && chosen ? { src, video: chosen.type.startsWith("video/") } : null;

  const shown = preview ?? (current ? { src: imageSrc(current, 480), video: isVideoFile(current) } : null);
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex items-start gap-3">
        <div
          style={{ aspectRatio: aspect }}
          className="flex w-28 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-stone-300 bg-stone-50"
        >
          {shown?.video ? (
            <video src={shown.src} muted className="size-full object-cover">
              <track kind="captions" />
            </video>
          ) : shown ? (
            <img
              src={shown.src}
              alt={preview ? "Preview of the chosen file" : "The picture saved now"}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <input
            ref={ref}
            id={id}
            type="file"
            accept={videos ? "image/*,video/mp4,video/webm" : "image/png,image/jpeg,image/webp,image/gif"}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            // The browser's own "No file chosen" gets cut off in narrow columns; the name is shown below instead.
            className={`${FILE_INPUT_CLASS} text-transparent`}
            {...rest}
          />
          <p className="truncate text-sm text-stone-700">{files?.[0]?.name ?? "No file chosen"}</p>
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            Recommended size <strong className="font-medium text-stone-700">{recommended}</strong>
            {videos ? " · MP4 or WebM video, or a picture" : " · JPEG, PNG or WebP"}
          </p>
          {error ? (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
});
