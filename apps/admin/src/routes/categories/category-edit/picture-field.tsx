import { ImageUploadField } from "@admin/components/image-upload-field";

type Props = {
  label: string;
  /** Spec §9: "400x550" or "1920x352"; also the preview frame's shape. */
  size: string;
  /** The stored file, shown until another is chosen. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
};

/** A category picture: the shared field with its recommended size; a wide banner's frame sits above. */
export function PictureField({ label, size, current, file, onChange }: Props) {
  const [width, height] = size.split("x").map(Number) as [number, number];
  const wide = width > height;
  return (
    <ImageUploadField
      label={label}
      file={file}
      current={current}
      currentAlt={`Current ${label.toLowerCase()}`}
      frameClassName={wide ? "w-full rounded-md" : "w-24 rounded-md"}
      aspect={`${width} / ${height}`}
      layout={wide ? "above" : "beside"}
      onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      hint={
        <>
          Recommended size {size} px; JPEG, PNG or WebP.{" "}
          {file ? "Uploaded when you save." : current ? "Choose a file to replace it." : ""}
        </>
      }
    />
  );
}
