import { z } from "zod";
import { base64Field } from "./base64";
import { idNumber, idParam, MAX_ID } from "./id";

/** Payloads of the back office's category screens: the save body, the id list of a multi-delete. */

export const CATEGORY_TAGS = ["Men", "Women", "Kids"] as const;
export type CategoryTag = (typeof CATEGORY_TAGS)[number];

/** Spec §7: customization values travel as one base64 string, joined with this. */
export const CUSTOMIZATION_SEPARATOR = " ,, ";

/** The eight measurement flags, wire names and what the Custom size page asks for each. */
export const MEASUREMENT_FLAGS = [
  { key: "is_lehenga_waist", label: "Lehenga waist" },
  { key: "is_lehenga_length", label: "Lehenga length" },
  { key: "is_height", label: "Height" },
  { key: "is_sleeve_length", label: "Sleeve length" },
  { key: "is_padding", label: "Padding" },
  { key: "is_saree_length", label: "Saree length" },
  { key: "is_saree_waist", label: "Saree waist" },
  { key: "is_petti_coat", label: "Petti coat" },
] as const;
export type MeasurementFlag = (typeof MEASUREMENT_FLAGS)[number]["key"];

/** Spec §9: recommended picture sizes, shown beside the uploads. */
export const CATEGORY_IMAGE_SIZE = "400x550";
export const CATEGORY_BANNER_SIZE = "1920x352";

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 5000;
export const CUSTOMIZATION_VALUE_MAX = 40;
export const CUSTOMIZATION_VALUES_MAX = 30;

export const CATEGORY_MESSAGES = {
  nameRequired: "Please enter the category name.",
  nameChars: "The category name keeps only letters, digits and spaces.",
  nameTooLong: `The category name is at most ${CATEGORY_NAME_MAX} characters.`,
  tag: "Please choose Men, Women or Kids.",
  exists: "category already exists",
  notFound: "Category not found.",
  valuesRequired: "Add at least one customization value, or turn customization off.",
  hsn: "The HSN code is 4, 6 or 8 digits.",
} as const;

/** HSN codes on GST invoices: 4 digits up to Rs 5 crore turnover, 6 or 8 above (research §5.2). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** Spec §5: the title keeps only letters, digits and spaces (any script, so Hindi names are fine). */
const NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;
const NOT_NAME_CHARS = /[^\p{L}\p{N} ]/gu;

/** What the form does as the name is typed: drop every other character. */
export function cleanCategoryName(value: string): string {
  return value.replace(NOT_NAME_CHARS, "");
}

/** Customization values as the form lists them, joined for the wire (before base64). */
export function joinCustomizationValues(values: readonly string[]): string {
  return values.join(CUSTOMIZATION_SEPARATOR);
}

export function splitCustomizationValues(joined: string): string[] {
  return joined
    .split(CUSTOMIZATION_SEPARATOR.trim())
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

const flag = z.boolean({ error: "Flags are true or false." }).default(false);

/**
 * POST /api/admin/category and PUT /api/admin/category/{id}. description and customization_values
 * arrive base64-encoded (spec §7) and leave this schema decoded; values split on ' ,, '.
 */
export const CategoryBody = z
  .strictObject({
    name: z
      .string({ error: CATEGORY_MESSAGES.nameRequired })
      .trim()
      .min(1, CATEGORY_MESSAGES.nameRequired)
      .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong)
      .regex(NAME_PATTERN, CATEGORY_MESSAGES.nameChars)
      .transform((value) => value.replace(/\s+/g, " ")),
    description: base64Field("Description", CATEGORY_DESCRIPTION_MAX)
      .pipe(z.string().max(CATEGORY_DESCRIPTION_MAX, "Description is too long."))
      .default(""),
    tag: z.enum(CATEGORY_TAGS, { error: CATEGORY_MESSAGES.tag }),
    // The original form sent 0 or "" for a top-level category; both mean none.
    parent_id: z.preprocess(
      (value) => (value === 0 || value === "" || value === undefined ? null : value),
      idParam("Unknown parent category.").nullable(),
    ),
    customization: z.boolean({ error: "Customization is true or false." }).default(false),
    customization_values: base64Field(
      "Customization values",
      CUSTOMIZATION_VALUE_MAX * CUSTOMIZATION_VALUES_MAX,
    )
      .transform(splitCustomizationValues)
      .pipe(
        z
          .array(z.string().max(CUSTOMIZATION_VALUE_MAX, "A customization value is too long."))
          .max(CUSTOMIZATION_VALUES_MAX, "Too many customization values."),
      )
      .default([]),
    is_lehenga_waist: flag,
    is_lehenga_length: flag,
    is_height: flag,
    is_sleeve_length: flag,
    is_padding: flag,
    is_saree_length: flag,
    is_saree_waist: flag,
    is_petti_coat: flag,
    /** The category's HSN code for GST invoices; "" takes the default for its kind; left out: unchanged. */
    hsn: z.string().trim().regex(HSN_PATTERN, CATEGORY_MESSAGES.hsn).or(z.literal("")).optional(),
  })
  .superRefine((body, context) => {
    if (body.customization && body.customization_values.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["customization_values"],
        message: CATEGORY_MESSAGES.valuesRequired,
      });
    }
  });
export type CategoryBody = z.infer<typeof CategoryBody>;
export type CategoryBodyInput = z.input<typeof CategoryBody>;

export const CategoryIdsBody = z.strictObject({
  ids: z
    .array(idNumber("Category ids are numbers.").max(MAX_ID, CATEGORY_MESSAGES.notFound), {
      error: "Send the ids of the categories to delete.",
    })
    .min(1, "Select at least one category.")
    .max(500, "Delete at most 500 categories at once."),
});
export type CategoryIdsBody = z.infer<typeof CategoryIdsBody>;
