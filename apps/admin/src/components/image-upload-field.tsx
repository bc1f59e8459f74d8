import { cn } from "@admin/lib/cn";
import { imageSrc, isVideoFile } from "@admin/lib/images";
import { ImagePlus } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, type ReactNode, useEffect, useId, useState } from "react";

/** A temporary URL for the chosen file, revoked when the file changes or the form goes away. */
export function useFilePreview(file: File | null | undefined) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/** The look of the browser's file button, the same on every upload. */
const FILE_INPUT_CLASS =
  "block w-full text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-stone-800 hover:file:bg-stone-50";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  hint: ReactNode;
  error?: string;
  /** The chosen file (react-hook-form's watch, or state), for the preview. */
  file: File | null | undefined;
  /** The stored file, shown until another is chosen. */
  current?: string | null;
  /** The stored picture's name for screen readers, e.g. "Current category image". */
  currentAlt?: string;
  /** Size and shape of the dashed preview frame, e.g. "size-16 rounded-full" or "w-28 rounded-md". */
  frameClassName: string;
  /** Width / height of the frame ("850/530") when its class does not fix it. */
  aspect?: string;
  fit?: "cover" | "contain";
  /** Accept MP4 and WebM videos as well as pictures (and preview them as video). */
  videos?: boolean;
  /** "above": a wide banner frame over the input instead of beside it. */
  layout?: "beside" | "above";
  /** Name the chosen file under the button; the browser's own "No file chosen" is cut off in narrow columns. */
  showFileName?: boolean;
};

/**
 * Every picture upload in the back office: a dashed frame previewing the chosen file (or the stored
 * one), the file input, its hint and its error. Takes register(...) or an onChange like any input.
 */
export const ImageUploadField = forwardRef<HTMLInputElement, Props>(function ImageUploadField(
  {
    label,
    hint,
    error,
    file,
    current,
    currentAlt = "The picture saved now",
    frameClassName,
    aspect,
    fit = "cover",
    videos = false,
    layout = "beside",
    showFileName = false,
    accept = videos ? "image/*,video/mp4,video/webm" : "image/png,image/jpeg,image/webp",
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const preview = useFilePreview(file);
  const shown =
    preview && file
      ? { src: preview, video: file.type.startsWith("video/"), alt: "Preview of the chosen file" }
      : current
        ? { src: imageSrc(current, 480), video: isVideoFile(current), alt: currentAlt }
        : null;
  const fitClass = fit === "cover" ? "size-full object-cover" : "size-full object-contain";

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className={layout === "above" ? "space-y-2" : "flex items-start gap-3"}>
        <div
          style={aspect ? { aspectRatio: aspect } : undefined}
          className={cn(
            "flex shrink-0 items-center justify-center overflow-hidden border border-dashed border-stone-300 bg-stone-50",
            frameClassName,
          )}
        >
          {shown?.video ? (
            <video src={shown.src} muted className={fitClass}>
              <track kind="captions" />
            </video>
          ) : shown ? (
            <img src={shown.src} alt={shown.alt} className={fitClass} />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <input
            ref={ref}
            id={id}
            type="file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className={cn(FILE_INPUT_CLASS, showFileName ? "text-transparent" : "text-stone-700")}
            {...rest}
          />
          {showFileName ? (
            <p className="truncate text-sm text-stone-700">{file?.name ?? "No file chosen"}</p>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {hint}
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
