import { z } from "zod";
import { TAGS } from "./catalog.tables";

const CategoryFields = {
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable().describe("File name under /api/images"),
  banner: z.string().nullable(),
  description: z.string(),
  type: z.string(),
  tag: z.enum(TAGS),
  parent_id: z.number().int().nullable(),
};

const Level2 = z.object({ ...CategoryFields, subcategories: z.array(z.never()) });
const Level1 = z.object({ ...CategoryFields, subcategories: z.array(Level2) });
/** A top-level category with its children and grandchildren (the menu's two nested levels). */
export const CategoryTree = z.object({ ...CategoryFields, subcategories: z.array(Level1) });
export const CategoryTreeList = z.array(CategoryTree);

export const TagParams = z.object({
  tag: z.enum(TAGS, { message: "Tag must be one of Women, Men or Kids" }),
});

export const BestsellerCategoryList = z.array(z.object(CategoryFields));
