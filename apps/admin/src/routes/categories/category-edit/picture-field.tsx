import { FILE_INPUT_CLASS, useFilePreview } from "@admin/components/image-upload-field";
import { imageSrc } from "@admin/lib/images";
import { ImagePlus } from "lucide-react";
import { useId } from "react";

type Props = {
  label: string;
  /** Spec §9: "400x550" or "1920x352"; also the preview frame's shape. */
  size: string;
  /** The stored file, shown until another is chosen. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
};

/** One picture upload with its recommended size and a preview of the stored or chosen file. */
export function PictureField({ label, size, current, file, onChange }: Props) {
  const id = useId();
  const [width, height] = size.split("x").map(Number) as [number, number];
  const preview = useFilePreview(file);

  const shown = preview ?? (current ? imageSrc(current, 480) : null);
  const wide = width > height;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className={wide ? "space-y-2" : "flex items-start gap-3"}>
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-stone-300 bg-stone-50 ${wide ? "w-full" : "w-24"}`}
          style={{ aspectRatio: `${width} / ${height}` }}
        >
          {shown ? (
            <img
              src={shown}
              alt={file ? `Preview of the chosen ${label.toLowerCase()}` : `Current ${label.toLowerCase()}`}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className={`${FILE_INPUT_CLASS} text-stone-700`}
          />
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            Recommended size {size} px; JPEG, PNG or WebP.{" "}
            {file ? "Uploaded when you save." : current ? "Choose a file to replace it." : ""}
          </p>
        </div>
      </div>
    </div>
  );
}
