import { idParam } from "@boutique/shared/schemas/id";
import { z } from "zod";

export const CUSTOMIZATION_TAGS = ["Women", "Men"] as const;
export type CustomizationTag = (typeof CUSTOMIZATION_TAGS)[number];

export const CUSTOMIZATION_MESSAGES = {
  fillAll: "Please fill all values",
  added: "Customization Added Successfully",
  deleted: "Customization Deleted Successfully",
  notFound: "Customization not found",
  badTag: "Tag must be Men or Women",
} as const;

/** Longest measurement name; the cart's measurements map takes keys of the same length. */
export const MEASUREMENT_NAME_MAX = 60;

/** `women` and `WOMEN` name the same mannequin: links are typed by hand. */
export const CustomizationTagParams = z.object({
  tag: z.preprocess(
    (value) =>
      typeof value === "string" ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value,
    z.enum(CUSTOMIZATION_TAGS, { message: CUSTOMIZATION_MESSAGES.badTag }),
  ),
});

export const CustomizationIdParams = z.object({
  id: idParam(CUSTOMIZATION_MESSAGES.notFound),
});

export const CustomizationItem = z.object({
  id: z.number().int(),
  name: z.string().describe("The measurement, as categories name it (Bust, Waist...)"),
  tag: z.enum(CUSTOMIZATION_TAGS),
  image: z.string().describe("File name under /api/images"),
});

export const CustomizationList = z.array(CustomizationItem);

export const CustomizationChange = z.object({
  message: z.string(),
  data: CustomizationList.describe("Every customization image after the change"),
});

export const CustomizationImageMap = z
  .record(z.string(), z.string())
  .describe("Measurement name → image file name under /api/images");

/** The multipart text fields of an add, checked after the upload is read. */
export const AddCustomizationFields = z.object({
  tag: z.enum(CUSTOMIZATION_TAGS, { message: CUSTOMIZATION_MESSAGES.badTag }),
  name: z
    .string()
    .trim()
    .max(MEASUREMENT_NAME_MAX, `The measurement name may be at most ${MEASUREMENT_NAME_MAX} characters.`),
});
