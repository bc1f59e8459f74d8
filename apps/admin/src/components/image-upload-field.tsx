import { cn } from "@admin/lib/cn";
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
export const FILE_INPUT_CLASS =
  "block w-full text-sm file:mr-3 file:h-9 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-stone-800 hover:file:bg-stone-50";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  /** The chosen files (react-hook-form's watch), for the preview. */
  files: FileList | null | undefined;
  hint: ReactNode;
  error?: string;
  /** Size and shape of the dashed preview frame, e.g. "size-16 rounded-full". */
  frameClassName: string;
  fit?: "cover" | "contain";
};

/** A required picture for an add form: a preview of the chosen file beside the input, its hint and error. */
export const ImageUploadField = forwardRef<HTMLInputElement, Props>(function ImageUploadField(
  { label, files, hint, error, frameClassName, fit = "cover", ...rest },
  ref,
) {
  const id = useId();
  const preview = useFilePreview(files?.[0]);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex items-start gap-3">
        <div
          className={cn(
            "flex shrink-0 items-center justify-center overflow-hidden border border-dashed border-stone-300 bg-stone-50",
            frameClassName,
          )}
        >
          {preview ? (
            <img
              src={preview}
              alt="Preview of the chosen file"
              className={fit === "cover" ? "size-full object-cover" : "size-full object-contain"}
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
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            className={cn(FILE_INPUT_CLASS, "text-stone-700")}
            {...rest}
          />
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
