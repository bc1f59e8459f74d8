import { z } from "zod";
import { TAGS } from "../catalog/catalog.tables";

const file = (what: string) => z.string().describe(`${what}: a file name under /api/images`);

export const BannerList = z.array(
  z.object({
    id: z.number().int(),
    name: file("The banner image"),
    url: z.string().describe("Where the banner links to (may be empty)"),
    tag: z.enum(TAGS).nullable().describe("Women, Men or Kids on tag banners; null on the others"),
  }),
);

export const BannerTagParams = z.object({
  tag: z.enum(TAGS, { message: "Tag must be one of Women, Men or Kids" }),
});

export const TestimonialList = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: file("The customer's picture").nullable(),
  }),
);

export const MediaLinkList = z.array(
  z.object({
    id: z.number().int(),
    name: file("The video or picture"),
    url: z.string().describe("Where it links to (may be empty)"),
  }),
);

export const BudgetTileList = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.string().describe("The category name the tile links to"),
    max_price: z.number().describe("Rupees"),
    image: file("The tile picture").nullable(),
    button_text: z.string(),
  }),
);

const SectionOne = z.object({
  id: z.number().int(),
  section: z.literal(1),
  image: file("The section picture").nullable(),
  heading: z.string(),
  sub_heading: z.string(),
});
const SectionTwo = SectionOne.extend({
  section: z.literal(2),
  sub_text: z.string(),
  category: z.string(),
  button_text: z.string(),
});
export const HomeSectionList = z
  .array(z.discriminatedUnion("section", [SectionOne, SectionTwo]))
  .max(2)
  .describe("Section 1 then section 2");
