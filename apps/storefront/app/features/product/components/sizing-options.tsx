import { HEIGHTS, LENGTHS_INCH, SLEEVE_LENGTHS, WAIST_SIZES, YES_NO } from "@boutique/shared/pricing/options";
import type { ProductCategory } from "@boutique/shared/schemas/product-detail";

/** Spec §3 "Customisation selections", each offered only when the category is flagged for it. */
const FIELDS = [
  { key: "lehengaWaist", flag: "is_lehenga_waist", label: "Lehenga waist", options: WAIST_SIZES },
  { key: "lehengaLength", flag: "is_lehenga_length", label: "Lehenga length", options: LENGTHS_INCH },
  { key: "sareeWaist", flag: "is_saree_waist", label: "Saree waist", options: WAIST_SIZES },
  { key: "sareeLength", flag: "is_saree_length", label: "Saree length", options: LENGTHS_INCH },
  { key: "height", flag: "is_height", label: "Height", options: HEIGHTS },
  { key: "sleeveLength", flag: "is_sleeve_length", label: "Sleeve length", options: SLEEVE_LENGTHS },
  { key: "padding", flag: "is_padding", label: "Padding", options: YES_NO },
  { key: "pettiCoat", flag: "is_petti_coat", label: "Petticoat", options: YES_NO },
] as const;

export type SizingKey = (typeof FIELDS)[number]["key"];
export type SizingChoice = Partial<Record<SizingKey, string>>;

/** Jewellery and bags never take sizing, whatever their category's flags say (spec §9). */
export function sizingFields(category: ProductCategory) {
  if (category.kind !== "garment") return [];
  return FIELDS.filter((field) => category[field.flag]);
}

export function SizingOptions({
  category,
  value,
  onChange,
}: {
  category: ProductCategory;
  value: SizingChoice;
  onChange: (next: SizingChoice) => void;
}) {
  const fields = sizingFields(category);
  if (fields.length === 0) return null;
  return (
    <fieldset className="mt-6">
      <legend className="field-label">Fit options (optional)</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field.key}>
            <label htmlFor={`fit-${field.key}`} className="mb-1 block text-xs text-muted">
              {field.label}
            </label>
            <select
              id={`fit-${field.key}`}
              name={field.key}
              className="field-input py-2 text-sm read-only:bg-white"
              value={value[field.key] ?? ""}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value || undefined })}
            >
              <option value="">Skip</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
