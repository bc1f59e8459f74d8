import { z } from "zod";

/** Edit Home (back-office spec §5 and §7): the payloads each section sends, shared by the API and the forms. */

export const FILL_ALL_VALUES = "Please fill all values";
export const SELECT_A_FILE = "Please select a file";
export const LINK_MESSAGE = "The link must be a page of the shop (/…) or a web address (https://…).";
export const TAG_MESSAGE = "Tag must be one of Women, Men or Kids";
export const UPDATED_MESSAGE = "Updated Successfully";
export const DELETED_MESSAGE = "Deleted Successfully";

export const HOME_TAGS = ["Women", "Men", "Kids"] as const;

/** Spec §5: recommended image sizes, shown beside each upload. */
export const RECOMMENDED_SIZES = {
  desktopBanner: "1920x730",
  mobileBanner: "500x700",
  trendingVideo: "1080x1920",
  cartBanner: "1920x352",
  checkoutBanner: "1920x352",
  tagBanner: "1920x352",
  homeSection1: "850x530",
  homeSection2: "1920x700",
  instagram: "square (1:1)",
  /** Not in the spec: the demo tiles' portrait frame. */
  budgetTile: "400x550",
} as const;

/** Empty, a path inside the shop ("/category/Suits", never "//host"), or an http(s) address. */
export const LinkField = z
  .string()
  .trim()
  .max(500, LINK_MESSAGE)
  .refine((value) => value === "" || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/]+/i.test(value), {
    message: LINK_MESSAGE,
  });

/** POST /api/banner, /api/mobile-banner, /api/instaImage, /api/trendingVideos, /api/banner/cart|checkout. */
export const BannerFields = z.strictObject({ url: LinkField.default("") });
export type BannerFields = z.infer<typeof BannerFields>;

/** POST /api/banner/tag: one banner per tag, replacing the one before. */
export const TagBannerFields = z.strictObject({
  tag: z.enum(HOME_TAGS, { message: TAG_MESSAGE }),
  url: LinkField.default(""),
});
export type TagBannerFields = z.infer<typeof TagBannerFields>;

export const MARQUEE_TYPES = ["1", "2", "InstaCount", "InstaId", "dollar"] as const;
export type MarqueeType = (typeof MARQUEE_TYPES)[number];
/** Rupees per US dollar: a bound that catches a slip ("0.01", "8350") without ruling out a real rate. */
export const DOLLAR_RATE_RANGE = { min: 10, max: 500 } as const;
export const DOLLAR_MESSAGE = `The dollar rate must be a number of rupees from ${DOLLAR_RATE_RANGE.min} to ${DOLLAR_RATE_RANGE.max}, with at most two decimals.`;
/** Back-office spec: only an admin edits the dollar rate; Employees edit the rest of Edit Home. */
export const DOLLAR_ADMIN_ONLY_MESSAGE = "Only an admin may change the dollar rate.";
export const MARQUEE_MAX_LENGTH = 300;

/** POST /api/admin/marque: one setting at a time; an empty text hides that marquee. */
export const MarqueeUpdate = z
  .strictObject({
    type: z.enum(MARQUEE_TYPES, { message: "Unknown setting type." }),
    value: z
      .string({ message: FILL_ALL_VALUES })
      .trim()
      .max(MARQUEE_MAX_LENGTH, `At most ${MARQUEE_MAX_LENGTH} characters.`),
  })
  .superRefine((body, context) => {
    if (body.type !== "dollar") return;
    const rate = Number(body.value);
    const inRange = rate >= DOLLAR_RATE_RANGE.min && rate <= DOLLAR_RATE_RANGE.max;
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(body.value) || !inRange)
      context.addIssue({ code: "custom", path: ["value"], message: DOLLAR_MESSAGE });
  });
export type MarqueeUpdate = z.infer<typeof MarqueeUpdate>;

const required = (max = 200) =>
  z
    .string({ message: FILL_ALL_VALUES })
    .trim()
    .min(1, FILL_ALL_VALUES)
    .max(max, `At most ${max} characters.`);
const optionalText = (max = 200) => z.string().trim().max(max, `At most ${max} characters.`).default("");

/** Rupees as typed: "2999" or "2999.50"; stored as paise. */
const RupeesField = z
  .string({ message: FILL_ALL_VALUES })
  .trim()
  .min(1, FILL_ALL_VALUES)
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Max price must be a number of rupees above 0.")
  .refine((value) => Number(value) > 0, "Max price must be a number of rupees above 0.");

/** POST /api/admin/budget: edits the chosen tile (id), or adds one when no id is sent. */
export const BudgetFields = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, "Choose a tile to edit.")
    .default(""),
  name: required(80),
  max_price: RupeesField,
  button_text: required(40),
  category: optionalText(120),
});
export type BudgetFields = z.infer<typeof BudgetFields>;

/** POST /api/admin/home-section1: heading and sub heading are required (spec §5). */
export const HomeSection1Fields = z.strictObject({
  heading: required(120),
  sub_heading: required(200),
});
export type HomeSection1Fields = z.infer<typeof HomeSection1Fields>;

/** POST /api/admin/home-section2: heading, sub heading, sub text, button text and category are required. */
export const HomeSection2Fields = HomeSection1Fields.extend({
  sub_text: required(400),
  button_text: required(40),
  category: required(120),
});
export type HomeSection2Fields = z.infer<typeof HomeSection2Fields>;
