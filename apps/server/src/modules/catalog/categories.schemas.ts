import { idParam } from "@boutique/shared/schemas/id";
import { z } from "zod";
import { TAGS } from "./catalog.tables";

/** A category as the back office sees it: every field the form edits, plus what hangs on it. */
export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().describe("Sanitised HTML"),
  tag: z.enum(TAGS),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  image: z.string().nullable().describe("File name under /api/images (400x550 recommended)"),
  banner: z.string().nullable().describe("File name under /api/images (1920x352 recommended)"),
  type: z.string(),
  customization: z.boolean(),
  customization_values: z.array(z.string()),
  is_lehenga_waist: z.boolean(),
  is_lehenga_length: z.boolean(),
  is_height: z.boolean(),
  is_sleeve_length: z.boolean(),
  is_padding: z.boolean(),
  is_saree_length: z.boolean(),
  is_saree_waist: z.boolean(),
  is_petti_coat: z.boolean(),
  hsn: z.string().nullable().describe("HSN code for GST invoices; null: the default for the category's kind"),
  product_count: z.number().int().describe("Products filed under it as main or sub category"),
  subcategory_count: z.number().int(),
  created: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;
export const AdminCategoryList = z.array(AdminCategory);

export const CategoryIdParams = z.object({
  id: idParam("Category not found."),
});

export const SavedCategory = z.object({ id: z.number().int() });
export const DeletedCategories = z.object({ message: z.string(), ids: z.array(z.number().int()) });
