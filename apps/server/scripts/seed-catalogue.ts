import { SIZE_CHART_SIZES } from "@boutique/shared/schemas/size-chart";
import type { Database } from "../src/db/database";
import {
  categories,
  productSubcategories,
  products,
  productVariants,
  type Size,
  TAGS,
  type Tag,
  variantMedia,
  variantStock,
} from "../src/modules/catalog/catalog.tables";
import { sizeCharts } from "../src/modules/size-charts/size-charts.tables";
import { CATEGORY_PLAN, type CategoryPlan, type DemoSizeChart, type LeafPlan } from "./demo-data";
import { type ColourName, createRandom, PALETTE, type Random } from "./demo-palette";
import type { ImageSink } from "./seed-images";
import { detailSvg, type ProductDesign, productSvg, type Silhouette } from "./seed-svg-garments";
import type { PatternName } from "./seed-svg-kit";
import { bannerSvg } from "./seed-svg-scenes";

// The sizes a garment is sold in are the rows a size chart has.
const GARMENT_SIZES: Size[] = [...SIZE_CHART_SIZES];
const TOOLTIPS: Record<"women" | "men" | "kids", string[]> = {
  women: [
    "Bust 32 in, waist 26 in",
    "Bust 34 in, waist 28 in",
    "Bust 36 in, waist 30 in",
    "Bust 38 in, waist 32 in",
    "Bust 40 in, waist 34 in",
    "Bust 42 in, waist 36 in",
  ],
  men: ["Chest 36 in", "Chest 38 in", "Chest 40 in", "Chest 42 in", "Chest 44 in", "Chest 46 in"],
  kids: ["2-3 years", "4-5 years", "6-7 years", "8-9 years", "10-11 years", "11-12 years"],
};
const DISCOUNTS = [0, 0, 0, 10, 10, 15, 20, 25, 30];
const COLOUR_NAMES = Object.keys(PALETTE) as ColourName[];

/** The zari or dupatta colour that goes with a ground colour, fixed so a design renders once. */
function accentFor(colour: ColourName): string {
  const pairs: Partial<Record<ColourName, ColourName>> = {
    Ivory: "Rani Pink",
    Maroon: "Gold",
    Red: "Gold",
    "Rani Pink": "Mint",
    Peach: "Emerald",
    Mustard: "Magenta",
    Emerald: "Rani Pink",
    "Bottle Green": "Gold",
    Teal: "Mustard",
    Navy: "Ivory",
    "Royal Blue": "Gold",
    Lavender: "Ivory",
    Wine: "Gold",
    Black: "Gold",
    Gold: "Maroon",
    Mint: "Peach",
    "Powder Blue": "Ivory",
    Rust: "Beige",
  };
  return PALETTE[pairs[colour] ?? COLOUR_NAMES[(COLOUR_NAMES.indexOf(colour) + 7) % COLOUR_NAMES.length]];
}

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

function productImage(images: ImageSink, silhouette: Silhouette, colour: ColourName, pattern: PatternName) {
  const design: ProductDesign = { silhouette, colour: PALETTE[colour], accent: accentFor(colour), pattern };
  return images.image(`product:${silhouette}:${colour}:${pattern}`, 900, 1200, () =>
    productSvg(design, 900, 1200),
  );
}

type LeafRef = {
  id: number;
  tag: Tag;
  parentId: number;
  plan: LeafPlan;
  perMetre: boolean;
  sized: boolean;
  siblings: number[];
};

/** A group's size chart as the table keeps it: rows XS to XXL. */
function demoSizeChart(categoryId: number, chart: DemoSizeChart) {
  const rows = SIZE_CHART_SIZES.filter((size) => chart.rows[size]).map((size) => ({
    size,
    values: chart.rows[size]!,
  }));
  return { categoryId, columns: chart.columns, rows, notes: chart.notes };
}

/** Categories of all three tags; returns the leaves with what the products need to know. */
async function insertCategories(db: Database, images: ImageSink): Promise<LeafRef[]> {
  const leaves: LeafRef[] = [];
  for (const tag of TAGS) {
    const groups = CATEGORY_PLAN[tag];
    for (const [groupIndex, group] of groups.entries()) {
      const firstLeaf = group.children?.find((child) => child.leaf)?.leaf;
      const silhouette = firstLeaf?.silhouette ?? "kurta";
      const values = inherit(group);
      const [parent] = await db
        .insert(categories)
        .values({
          ...values,
          name: group.name,
          description: group.description,
          tag,
          sort: groupIndex,
          type: "category",
          image: categoryImage(images, silhouette, group.colour),
          banner: categoryBanner(images, group, tag),
        })
        .returning({ id: categories.id });
      if (group.sizeChart) await db.insert(sizeCharts).values(demoSizeChart(parent.id, group.sizeChart));
      const children = group.children ?? [];
      const inserted = await db
        .insert(categories)
        .values(
          children.map((child, index) => ({
            ...values,
            name: child.name,
            description: child.description,
            tag,
            parentId: parent.id,
            sort: index,
            type: "subcategory",
            image: categoryImage(images, child.leaf?.silhouette ?? silhouette, child.colour),
          })),
        )
        .returning({ id: categories.id });
      const ids = inserted.map((row) => row.id);
      children.forEach((child, index) => {
        if (!child.leaf) return;
        leaves.push({
          id: ids[index],
          tag,
          parentId: parent.id,
          plan: child.leaf,
          perMetre: values.kind === "turban" || values.kind === "fabric",
          sized: values.hasSizes,
          siblings: ids.filter((id) => id !== ids[index]),
        });
      });
    }
  }
  return leaves;
}

function inherit(group: CategoryPlan) {
  const flags = new Set(group.customization?.flags ?? []);
  return {
    kind: group.kind ?? "garment",
    hasSizes: group.hasSizes ?? true,
    customization: Boolean(group.customization),
    customizationValues: group.customization?.values ?? [],
    isLehengaWaist: flags.has("isLehengaWaist"),
    isLehengaLength: flags.has("isLehengaLength"),
    isHeight: flags.has("isHeight"),
    isSleeveLength: flags.has("isSleeveLength"),
    isPadding: flags.has("isPadding"),
    isSareeLength: flags.has("isSareeLength"),
    isSareeWaist: flags.has("isSareeWaist"),
    isPettiCoat: flags.has("isPettiCoat"),
  } as const;
}

const DETAIL_PATTERNS: PatternName[] = ["buti", "jaal", "paisley", "dots", "chevron"];

/** The close-up shot is per colour, shared by every piece of that colour. */
function detailImage(images: ImageSink, colour: ColourName) {
  const pattern = DETAIL_PATTERNS[hashSeed(colour) % DETAIL_PATTERNS.length];
  return images.image(`detail:${colour}`, 900, 1200, () => detailSvg(PALETTE[colour], pattern, 900, 1200));
}

function categoryImage(images: ImageSink, silhouette: Silhouette, colour: ColourName) {
  const design: ProductDesign = {
    silhouette,
    colour: PALETTE[colour],
    accent: accentFor(colour),
    pattern: "buti",
  };
  return images.image(`category:${silhouette}:${colour}`, 400, 550, () => productSvg(design, 400, 550));
}

function categoryBanner(images: ImageSink, group: CategoryPlan, tag: Tag) {
  const leaves = (group.children ?? []).flatMap((child) => (child.leaf ? [child] : []));
  const figures: ProductDesign[] = leaves.slice(0, 3).map((child, index) => ({
    silhouette: child.leaf?.silhouette ?? "kurta",
    colour: PALETTE[child.colour],
    accent: accentFor(child.colour),
    pattern: (["buti", "jaal", "paisley"] as const)[index],
  }));
  return images.image(`category-banner:${tag}:${group.name}`, 1920, 352, () =>
    bannerSvg({ colour: PALETTE[group.colour], accent: accentFor(group.colour), figures }, 1920, 352),
  );
}

function roundPrice(rupees: number, perMetre: boolean) {
  return perMetre ? Math.round(rupees / 10) * 10 : Math.max(100, Math.round(rupees / 100) * 100 - 1);
}

function describe(
  plan: LeafPlan,
  random: Random,
  technique: string,
  fabric: string,
  noun: string,
  perMetre: boolean,
) {
  const material = [technique, fabric].filter(Boolean).join(" ").toLowerCase();
  const intro = random.pick(plan.intro);
  const unit = perMetre ? "<li>Price is per metre; choose your length on this page.</li>" : "";
  const description = `<p>A ${material} ${noun.toLowerCase()} from our ${plan.nouns[0].toLowerCase()} edit. ${intro}</p><ul><li>Work: ${technique}</li>${fabric ? `<li>Fabric: ${fabric}</li>` : ""}<li>Includes: ${plan.setIncludes}</li>${unit}<li>Care: ${plan.care}</li><li>Ships in 15-20 days; colours may vary slightly from the screen.</li></ul>`;
  const tips = random.sample(plan.tips, Math.min(2, plan.tips.length));
  const richDescription = `<h4>Style it</h4><ul>${tips.map((tip) => `<li>${tip}</li>`).join("")}</ul>`;
  return { description, richDescription };
}

const PRODUCT_COLUMNS_PER_CHUNK = 200;

function chunks<T>(items: T[], size = PRODUCT_COLUMNS_PER_CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/** Categories, products, colours, gallery and stock of the demo shop. Returns how many products. */
export async function seedCatalogue(db: Database, images: ImageSink, now = new Date()): Promise<number> {
  const leaves = await insertCategories(db, images);
  type Draft = {
    product: typeof products.$inferInsert;
    subcategories: number[];
    variants: {
      row: Omit<typeof productVariants.$inferInsert, "productId">;
      gallery: string[];
      stock: { size: Size; quantity: number; tooltip: string }[];
    }[];
  };
  const drafts: Draft[] = [];
  const names = new Set<string>();
  let globalIndex = 0;
  for (const leaf of leaves) {
    const { plan } = leaf;
    const random = createRandom(hashSeed(plan.code));
    for (let n = 0; n < plan.count; n += 1, globalIndex += 1) {
      const colourCount = random.pick([1, 1, 2, 2, 2, 3, 3, 4]);
      const colours = random.sample(plan.colours, colourCount);
      let name = "";
      let technique = "";
      let fabric = "";
      let noun = "";
      for (let attempt = 0; attempt < 20 && (!name || names.has(name)); attempt += 1) {
        technique = random.pick(plan.techniques);
        fabric = random.pick(plan.fabrics);
        noun = random.pick(plan.nouns);
        name = [colours[0], technique === "Plain" ? "" : technique, fabric, withoutRepeat(noun, fabric)]
          .filter(Boolean)
          .join(" ");
        if (names.has(name)) name = `${name} ${["II", "III", "IV", "V"][attempt % 4]}`;
      }
      names.add(name);
      const basePrice = random.int(plan.price[0], plan.price[1]);
      const discount = random.pick(DISCOUNTS);
      // A few drafts and a few pieces sold out in every size, spread across the shop.
      const draft = globalIndex % 37 === 11;
      const soldOut = globalIndex % 29 === 7;
      const tooltips =
        leaf.tag === "Kids" ? TOOLTIPS.kids : leaf.tag === "Men" ? TOOLTIPS.men : TOOLTIPS.women;
      const { description, richDescription } = describe(plan, random, technique, fabric, noun, leaf.perMetre);
      const subcategories = [leaf.id];
      if (leaf.siblings.length > 0 && random.chance(0.12)) subcategories.push(random.pick(leaf.siblings));
      const createdAt = new Date(now.getTime() - (random.int(1, 240) * 24 + (globalIndex % 24)) * 3_600_000);
      drafts.push({
        product: {
          name,
          description,
          richDescription,
          styleNo: `RZ-${plan.code}-${String(101 + n * 3).padStart(4, "0")}`,
          weightGrams: Math.round(random.int(plan.weight[0], plan.weight[1]) / 10) * 10,
          categoryId: leaf.parentId,
          active: !draft,
          trending: random.chance(0.4),
          rating: random.chance(0.12) ? 0 : random.int(36, 50) / 10,
          createdAt,
          updatedAt: createdAt,
        },
        subcategories,
        variants: colours.map((colour, sort) => {
          const premium = sort > 0 && random.chance(0.2) ? 1 + random.int(5, 10) / 100 : 1;
          // Some colours cost a little more (zari, dye), never beyond the line's top price.
          const regular = roundPrice(Math.min(basePrice * premium, plan.price[1]), leaf.perMetre);
          const selling = Math.round((regular * (100 - discount)) / 100);
          // The motif follows the colour, so each colour of a line is drawn once and shared.
          const pattern = plan.patterns[hashSeed(`${plan.code}:${colour}`) % plan.patterns.length];
          const main = productImage(images, plan.silhouette, colour, pattern);
          const detail = detailImage(images, colour);
          const stock = leaf.sized
            ? GARMENT_SIZES.map((size, index) => ({
                size,
                quantity: soldOut || random.chance(0.18) ? 0 : random.int(1, 12),
                tooltip: tooltips[index],
              }))
            : [
                {
                  size: "Free" as const,
                  quantity: soldOut ? 0 : random.int(leaf.perMetre ? 20 : 3, leaf.perMetre ? 120 : 25),
                  tooltip: leaf.perMetre ? "Metres in stock" : "One size",
                },
              ];
          return {
            row: {
              name: colour,
              regularPrice: rupeesToPaise(regular),
              discountPercent: discount,
              sellingPrice: rupeesToPaise(selling),
              image: main,
              sort,
              videoUrl: null,
            },
            gallery: [main, detail],
            stock,
          };
        }),
      });
    }
  }

  for (const batch of chunks(drafts)) {
    const inserted = await db
      .insert(products)
      .values(batch.map((draft) => draft.product))
      .returning({ id: products.id });
    const productIds = inserted.map((row) => row.id);
    await db
      .insert(productSubcategories)
      .values(
        batch.flatMap((draft, index) =>
          draft.subcategories.map((categoryId) => ({ productId: productIds[index], categoryId })),
        ),
      );
    const variantRows = batch.flatMap((draft, index) =>
      draft.variants.map((variant) => ({ ...variant.row, productId: productIds[index] })),
    );
    const variantIds = (
      await db.insert(productVariants).values(variantRows).returning({ id: productVariants.id })
    ).map((row) => row.id);
    const flatVariants = batch.flatMap((draft) => draft.variants);
    await db.insert(variantMedia).values(
      flatVariants.flatMap((variant, index) =>
        variant.gallery.map((file, sort) => ({
          variantId: variantIds[index],
          kind: "image" as const,
          file,
          sort,
        })),
      ),
    );
    await db
      .insert(variantStock)
      .values(
        flatVariants.flatMap((variant, index) =>
          variant.stock.map((stock) => ({ ...stock, variantId: variantIds[index] })),
        ),
      );
  }
  return drafts.length;
}

/** "Pure Silk" + "Silk Saree" reads "Pure Silk Saree", not "Pure Silk Silk Saree". */
function withoutRepeat(noun: string, fabric: string): string {
  const fabricWords = new Set(fabric.toLowerCase().split(" "));
  const [first, ...rest] = noun.split(" ");
  return rest.length > 0 && fabricWords.has(first.toLowerCase()) ? rest.join(" ") : noun;
}
