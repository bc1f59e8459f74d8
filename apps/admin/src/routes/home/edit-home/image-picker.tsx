import { ImageUploadField } from "@admin/components/image-upload-field";
import { forwardRef, type InputHTMLAttributes } from "react";

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

/** Edit Home's upload: the shared field with spec §5's recommended size (and GIFs, or videos, allowed). */
export const ImagePicker = forwardRef<HTMLInputElement, PickerProps>(function ImagePicker(
  { recommended, aspect, files, videos = false, ...rest },
  ref,
) {
  return (
    <ImageUploadField
      ref={ref}
      file={files?.[0]}
      frameClassName="w-28 rounded-md"
      aspect={aspect}
      videos={videos}
      showFileName
      accept={videos ? undefined : "image/png,image/jpeg,image/webp,image/gif"}
      hint={
        <>
          Recommended size <strong className="font-medium text-stone-700">{recommended}</strong>
          {videos ? " · MP4 or WebM video, or a picture" : " · JPEG, PNG or WebP"}
        </>
      }
      {...rest}
    />
  );
});
