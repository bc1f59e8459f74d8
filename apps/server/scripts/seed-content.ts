import type { Database } from "../src/db/database";
import {
  banners,
  budgetTiles,
  homeSections,
  instagramImages,
  sizeCustomizationImages,
  testimonials,
} from "../src/modules/content/content.tables";
import { coupons } from "../src/modules/coupons/coupons.tables";
import { countries } from "../src/modules/customers/customers.tables";
import { SETTING_DEFAULTS } from "../src/modules/settings/settings.keys";
import { siteSettings } from "../src/modules/settings/settings.tables";
import { type ColourName, PALETTE } from "./demo-palette";
import { COUNTRIES } from "./reference/countries";
import type { ImageSink } from "./seed-images";
import { detailSvg, type ProductDesign, productSvg, type Silhouette } from "./seed-svg-garments";
import { avatarSvg, bannerSvg, MEASUREMENT_LINES, mannequinSvg, type SceneTheme } from "./seed-svg-scenes";

/** Every ISO 3166 country; reference data the checkout needs, so it is seeded even without the demo. */
export async function seedCountries(db: Database) {
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoNothing();
}

const figure = (
  silhouette: Silhouette,
  colour: ColourName,
  accent: ColourName,
  pattern: ProductDesign["pattern"] = "buti",
): ProductDesign => ({
  silhouette,
  colour: PALETTE[colour],
  accent: PALETTE[accent],
  pattern,
});

const theme = (colour: ColourName, accent: ColourName, figures: ProductDesign[]): SceneTheme => ({
  colour: PALETTE[colour],
  accent: PALETTE[accent],
  figures,
});

const THEMES = {
  bridal: theme("Maroon", "Gold", [
    figure("lehenga", "Red", "Gold"),
    figure("saree", "Emerald", "Rani Pink", "paisley"),
    figure("anarkali", "Ivory", "Rani Pink", "jaal"),
  ]),
  festive: theme("Navy", "Mustard", [
    figure("sharara", "Mustard", "Magenta"),
    figure("lehenga", "Lavender", "Ivory", "dots"),
    figure("salwar", "Mint", "Peach"),
  ]),
  groom: theme("Bottle Green", "Gold", [
    figure("sherwani", "Ivory", "Maroon"),
    figure("turban", "Saffron", "Gold", "plain"),
    figure("nehru", "Bottle Green", "Gold", "jaal"),
  ]),
  kids: theme("Royal Blue", "Peach", [
    figure("lehenga", "Rani Pink", "Mint", "dots"),
    figure("kurta", "Mustard", "Ivory"),
    figure("sherwani", "Ivory", "Maroon"),
  ]),
  accessories: theme("Plum", "Gold", [
    figure("earrings", "Emerald", "Ivory", "plain"),
    figure("necklace", "Red", "Maroon", "plain"),
    figure("clutch", "Gold", "Black"),
  ]),
  fabrics: theme("Teal", "Mustard", [
    figure("fabric", "Rust", "Beige", "stripes"),
    figure("dupatta", "Saffron", "Magenta", "chevron"),
    figure("fabric", "Navy", "Ivory", "jaal"),
  ]),
} as const;

const TESTIMONIALS: { name: string; description: string; long: boolean; colour: ColourName }[] = [
  {
    name: "Harpreet Kaur, Toronto",
    description:
      "My bridal lehenga arrived in Canada three weeks after the video fitting and fitted like it was sewn on me. My mother cried before I did.",
    long: true,
    colour: "Maroon",
  },
  {
    name: "Ananya Rao, London",
    description:
      "The Banarasi saree is even richer in person. The blouse was stitched exactly to the measurements I sent.",
    long: true,
    colour: "Emerald",
  },
  {
    name: "Gurpreet Singh, Melbourne",
    description:
      "Ordered nine metres of Rubia for the wedding turbans: same shade for every cousin, well packed, and quick.",
    long: false,
    colour: "Navy",
  },
  {
    name: "Meera Shah, New Jersey",
    description:
      "Sharara set for my sister's mehndi got so many compliments. Customer care answered on WhatsApp within minutes.",
    long: true,
    colour: "Mustard",
  },
  {
    name: "Arjun Mehta, Dubai",
    description:
      "Sherwani and stole for my wedding, altered once for free when I lost weight before the date. Proper service.",
    long: false,
    colour: "Bottle Green",
  },
  {
    name: "Simran Gill, Birmingham",
    description: "Kids' lehenga was soft inside, my daughter wore it all evening without a fuss.",
    long: true,
    colour: "Rani Pink",
  },
];

const DEMO_SETTING_KEYS = [
  "marquee_1",
  "marquee_2",
  "insta_count",
  "insta_handle",
  "dollar_rate",
  "cod_enabled",
];

/** Banners, home sections, budget tiles, testimonials, Instagram, settings, the welcome coupon and measurement guides. */
export async function seedContent(db: Database, images: ImageSink) {
  const banner = (name: keyof typeof THEMES, width: number, height: number) =>
    images.image(`banner:${name}`, width, height, () => bannerSvg(THEMES[name], width, height));

  await db.insert(banners).values([
    { kind: "desktop", file: banner("bridal", 1920, 730), url: "/category/Lehengas", sort: 0 },
    { kind: "desktop", file: banner("festive", 1920, 730), url: "/category/Suits", sort: 1 },
    { kind: "desktop", file: banner("groom", 1920, 730), url: "/category/Sherwani", sort: 2 },
    { kind: "mobile", file: banner("bridal", 500, 700), url: "/category/Lehengas", sort: 0 },
    { kind: "mobile", file: banner("festive", 500, 700), url: "/category/Suits", sort: 1 },
    { kind: "mobile", file: banner("groom", 500, 700), url: "/category/Sherwani", sort: 2 },
    { kind: "tag", tag: "Women", file: banner("bridal", 1920, 352), url: "/category/Lehengas", sort: 0 },
    { kind: "tag", tag: "Men", file: banner("groom", 1920, 352), url: "/category/Sherwani", sort: 0 },
    { kind: "tag", tag: "Kids", file: banner("kids", 1920, 352), url: "/category/Girls", sort: 0 },
    { kind: "cart", file: banner("accessories", 1920, 352), url: "/category/Jewellery", sort: 0 },
    { kind: "checkout", file: banner("fabrics", 1920, 352), url: "/category/Fabrics", sort: 0 },
  ]);

  await db.insert(homeSections).values([
    {
      section: 1,
      heading: "The Bridal Edit",
      subHeading: "Hand-embroidered lehengas, made to your measurements",
      image: banner("bridal", 850, 530),
    },
    {
      section: 2,
      heading: "Dressed for the Baraat",
      subHeading: "Sherwanis, turbans and Nehru jackets",
      subText: "Match the groom's party in one order: we dye turbans to the sherwani's shade.",
      buttonText: "Shop Sherwanis",
      category: "Sherwani",
      image: banner("groom", 1920, 700),
    },
  ]);

  const tile = (silhouette: Silhouette, colour: ColourName, accent: ColourName) =>
    images.image(`tile:${silhouette}:${colour}`, 400, 550, () =>
      productSvg(figure(silhouette, colour, accent), 400, 550),
    );
  await db.insert(budgetTiles).values([
    {
      name: "Under 2999",
      maxPrice: 299_900,
      category: "Bestseller",
      buttonText: "Shop Now",
      image: tile("dupatta", "Saffron", "Magenta"),
      sort: 0,
    },
    {
      name: "Under 4999",
      maxPrice: 499_900,
      category: "Bestseller",
      buttonText: "Shop Now",
      image: tile("salwar", "Mint", "Peach"),
      sort: 1,
    },
    {
      name: "Under 9999",
      maxPrice: 999_900,
      category: "Bestseller",
      buttonText: "Shop Now",
      image: tile("sharara", "Mustard", "Magenta"),
      sort: 2,
    },
    {
      name: "Under 19999",
      maxPrice: 1_999_900,
      category: "Bestseller",
      buttonText: "Shop Now",
      image: tile("lehenga", "Lavender", "Ivory"),
      sort: 3,
    },
  ]);

  await db.insert(testimonials).values(
    TESTIMONIALS.map((entry, index) => ({
      name: entry.name,
      description: entry.description,
      image: images.image(`avatar:${index}`, 200, 200, () =>
        avatarSvg(index, PALETTE[entry.colour], entry.long, 200),
      ),
      createdAt: new Date(Date.now() - (TESTIMONIALS.length - index) * 86_400_000),
    })),
  );

  const instagram: [Silhouette | "detail", ColourName, ProductDesign["pattern"]][] = [
    ["lehenga", "Red", "buti"],
    ["detail", "Maroon", "paisley"],
    ["anarkali", "Ivory", "jaal"],
    ["turban", "Saffron", "plain"],
    ["earrings", "Emerald", "plain"],
    ["detail", "Emerald", "jaal"],
    ["saree", "Magenta", "buti"],
    ["sherwani", "Gold", "jaal"],
  ];
  await db.insert(instagramImages).values(
    instagram.map(([kind, colour, pattern], sort) => ({
      file: images.image(`insta:${kind}:${colour}:${pattern}`, 600, 600, () =>
        kind === "detail"
          ? detailSvg(PALETTE[colour], pattern, 600, 600)
          : productSvg(figure(kind, colour, "Gold", pattern), 600, 600),
      ),
      url: "https://www.instagram.com/rangrez.boutique/",
      sort,
    })),
  );

  await db.insert(sizeCustomizationImages).values(
    (["Women", "Men"] as const).flatMap((tag) =>
      MEASUREMENT_LINES[tag].map((measurement) => ({
        tag,
        name: measurement.name,
        image: images.image(`mannequin:${tag}:${measurement.name}`, 600, 900, () =>
          mannequinSvg(tag, measurement, 600, 900),
        ),
      })),
    ),
  );

  await db
    .insert(siteSettings)
    .values([
      // Policy settings at their defaults, so staff see (and can change) every rule the shop applies.
      ...Object.entries(SETTING_DEFAULTS)
        .filter(([key]) => !DEMO_SETTING_KEYS.includes(key))
        .map(([key, value]) => ({ key, value })),
      {
        key: "marquee_1",
        value: "Worldwide delivery in 2-4 weeks · Free shipping in India on orders above Rs 4,000",
      },
      {
        key: "marquee_2",
        value: "Festive sale: up to 30% off lehengas and sarees · Use WELCOME10 for 10% off your first order",
      },
      { key: "insta_count", value: "52.4K" },
      { key: "insta_handle", value: "@rangrez.boutique" },
      { key: "dollar_rate", value: "8350" },
      // The demo shop takes cash on delivery (issue 26 §1); a new shop turns it on in the back office.
      { key: "cod_enabled", value: "on" },
    ])
    .onConflictDoNothing();

  await db
    .insert(coupons)
    .values({ code: "WELCOME10", discountPercent: 10, maxDiscount: null, firstOrderOnly: true })
    .onConflictDoNothing();
}
