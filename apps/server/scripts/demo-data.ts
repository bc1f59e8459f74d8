/** The demo shop's catalogue plan: the category tree and how each sub category's pieces are made. */
import type { ProductKind, Tag } from "../src/modules/catalog/catalog.tables";
import type { ColourName } from "./demo-palette";
import type { Silhouette } from "./seed-svg-garments";
import type { PatternName } from "./seed-svg-kit";

export type Flag =
  | "isLehengaWaist"
  | "isLehengaLength"
  | "isHeight"
  | "isSleeveLength"
  | "isPadding"
  | "isSareeLength"
  | "isSareeWaist"
  | "isPettiCoat";

/** How to invent the pieces of one sub category. */
export type LeafPlan = {
  code: string;
  count: number;
  silhouette: Silhouette;
  /** Rupees; for turbans and fabrics, per metre. */
  price: [number, number];
  weight: [number, number];
  nouns: string[];
  techniques: string[];
  fabrics: string[];
  colours: ColourName[];
  patterns: PatternName[];
  setIncludes: string;
  care: string;
  intro: string[];
  tips: string[];
};

export type CategoryPlan = {
  name: string;
  description: string;
  kind?: ProductKind;
  hasSizes?: boolean;
  customization?: { values: string[]; flags: Flag[] };
  /** The category picture: a piece of the first leaf in this colour. */
  colour: ColourName;
  children?: CategoryPlan[];
  leaf?: LeafPlan;
  /** The group's size chart, in inches (issue 27 §1); its subcategories show it. */
  sizeChart?: DemoSizeChart;
};

export type DemoSizeChart = { columns: string[]; rows: Record<string, number[]>; notes: string };

const MEASURE_NOTES =
  "Measure over the clothes you will wear underneath, with a soft tape held snug but not tight. " +
  "Bust: around the fullest part. Waist: around the natural waist, above the navel. Hip: around the " +
  "fullest part, about 8 inches below the waist. Shoulder: from one shoulder point to the other across the " +
  "back. Between two sizes, choose the larger or order made to measure.";

const SUIT_CHART: DemoSizeChart = {
  columns: ["Bust", "Waist", "Hip", "Shoulder", "Kurta Length"],
  rows: {
    XS: [32, 26, 35, 13.5, 44],
    S: [34, 28, 37, 14, 44],
    M: [36, 30, 39, 14.5, 45],
    L: [38, 32, 41, 15, 45],
    XL: [40, 34, 43, 15.5, 46],
    XXL: [42, 36, 45, 16, 46],
  },
  notes: MEASURE_NOTES,
};
const LEHENGA_CHART: DemoSizeChart = {
  columns: ["Bust", "Waist", "Hip", "Blouse Length", "Lehenga Length"],
  rows: {
    XS: [32, 25, 35, 14, 40],
    S: [34, 27, 37, 14.5, 40.5],
    M: [36, 29, 39, 15, 41],
    L: [38, 31, 41, 15, 41.5],
    XL: [40, 33, 43, 15.5, 42],
    XXL: [42, 35, 45, 16, 42],
  },
  notes: `${MEASURE_NOTES} Lehenga length: from the waist to the floor, in the heels you will wear.`,
};
const MEN_CHART: DemoSizeChart = {
  columns: ["Chest", "Waist", "Shoulder", "Neck", "Kurta Length"],
  rows: {
    XS: [36, 30, 16.5, 14.5, 38],
    S: [38, 32, 17, 15, 39],
    M: [40, 34, 17.5, 15.5, 40],
    L: [42, 36, 18, 16, 41],
    XL: [44, 38, 18.5, 16.5, 42],
    XXL: [46, 40, 19, 17, 43],
  },
  notes:
    "Measure over a thin shirt, with a soft tape held snug but not tight. Chest: around the fullest part, " +
    "under the arms. Waist: where you wear your trousers. Shoulder: from one shoulder point to the other " +
    "across the back. Neck: around the base of the neck, one finger under the tape.",
};
const BLOUSE_CHART: DemoSizeChart = {
  columns: ["Bust", "Under Bust", "Shoulder", "Blouse Length"],
  rows: {
    XS: [32, 27, 13.5, 14],
    S: [34, 29, 14, 14.5],
    M: [36, 31, 14.5, 14.5],
    L: [38, 33, 15, 15],
    XL: [40, 35, 15.5, 15],
    XXL: [42, 37, 16, 15.5],
  },
  notes: `The blouse that comes with the saree. ${MEASURE_NOTES}`,
};

const SUIT_MEASURES = ["Bust", "Waist", "Hip", "Shoulder", "Sleeve Length", "Kurta Length"];
const LEHENGA_MEASURES = ["Bust", "Waist", "Hip", "Blouse Length", "Sleeve Length", "Lehenga Length"];
const SAREE_MEASURES = ["Bust", "Waist", "Shoulder", "Blouse Length", "Sleeve Length"];
const MEN_MEASURES = ["Chest", "Waist", "Shoulder", "Neck", "Sleeve Length", "Kurta Length", "Pajama Length"];

const suits = { values: SUIT_MEASURES, flags: ["isHeight", "isSleeveLength", "isPadding"] as Flag[] };
const lehengas = {
  values: LEHENGA_MEASURES,
  flags: ["isLehengaWaist", "isLehengaLength", "isHeight", "isPadding"] as Flag[],
};
const sarees = { values: SAREE_MEASURES, flags: ["isSareeLength", "isSareeWaist", "isPettiCoat"] as Flag[] };
const menwear = { values: MEN_MEASURES, flags: ["isHeight", "isSleeveLength"] as Flag[] };

const DRY_CLEAN = "Dry clean only. Store folded in a muslin bag, away from damp.";
const GENTLE_WASH = "Gentle hand wash in cold water with mild detergent; dry in shade; iron on reverse.";

function leaf(plan: Omit<LeafPlan, "intro" | "tips"> & Partial<Pick<LeafPlan, "intro" | "tips">>): LeafPlan {
  return {
    intro: plan.intro ?? [
      "Made in our Amritsar workshop by karigars who have worked with us for years.",
      "Cut and finished to order, so the fit is yours and not a rack size.",
    ],
    tips: plan.tips ?? ["Pair with gold jhumkas and juttis for an easy festive look."],
    ...plan,
  };
}

export const CATEGORY_PLAN: Record<Tag, CategoryPlan[]> = {
  Women: [
    {
      name: "Suits",
      description: "Salwar suits, Anarkalis, shararas and palazzo sets, stitched to your measurements.",
      customization: suits,
      sizeChart: SUIT_CHART,
      colour: "Ivory",
      children: [
        {
          name: "Salwar Suits",
          description: "Everyday to festive salwar kameez sets with dupatta.",
          colour: "Mint",
          leaf: leaf({
            code: "WSS",
            count: 10,
            silhouette: "salwar",
            price: [2400, 7500],
            weight: [600, 900],
            nouns: ["Salwar Suit", "Salwar Kameez"],
            techniques: ["Block Printed", "Chikankari", "Thread Embroidered", "Gota Patti", "Bandhani"],
            fabrics: ["Cotton", "Chanderi", "Mulmul", "Georgette"],
            colours: ["Mint", "Peach", "Ivory", "Powder Blue", "Mustard", "Onion Pink", "Teal"],
            patterns: ["buti", "dots", "jaal"],
            setIncludes: "Kameez, salwar and matching dupatta",
            care: GENTLE_WASH,
            tips: [
              "Wear the dupatta pinned on one shoulder for work and draped on both for a family lunch.",
              "Kolhapuri chappals and silver oxidised earrings keep it light for day wear.",
            ],
          }),
        },
        {
          name: "Anarkali",
          description: "Floor-sweeping Anarkalis with a full flare, for sangeet nights and receptions.",
          colour: "Ivory",
          leaf: leaf({
            code: "WAN",
            count: 10,
            silhouette: "anarkali",
            price: [3500, 14000],
            weight: [800, 1300],
            nouns: ["Anarkali Suit", "Anarkali Gown Set"],
            techniques: ["Chikankari", "Zari Embroidered", "Gota Patti", "Mirror Work", "Sequinned"],
            fabrics: ["Georgette", "Silk", "Chanderi", "Velvet"],
            colours: ["Ivory", "Maroon", "Rani Pink", "Emerald", "Navy", "Wine", "Lavender"],
            patterns: ["buti", "jaal", "paisley"],
            setIncludes: "Anarkali kurta, churidar and net dupatta",
            care: DRY_CLEAN,
            tips: [
              "Let the flare do the talking: keep jewellery to statement earrings and a slim bangle.",
              "Block heels hold the hem just off the floor so the panels swing as you walk.",
            ],
          }),
        },
        {
          name: "Sharara",
          description: "Short kurtas over flared shararas, a Lucknowi favourite for mehndi and Eid.",
          colour: "Mustard",
          leaf: leaf({
            code: "WSH",
            count: 8,
            silhouette: "sharara",
            price: [4500, 16000],
            weight: [900, 1400],
            nouns: ["Sharara Set", "Sharara Suit"],
            techniques: ["Gota Patti", "Mirror Work", "Zardozi", "Chikankari"],
            fabrics: ["Georgette", "Silk", "Organza"],
            colours: ["Mustard", "Rani Pink", "Mint", "Peach", "Emerald", "Lavender"],
            patterns: ["buti", "paisley", "chevron"],
            setIncludes: "Short kurta, sharara and dupatta",
            care: DRY_CLEAN,
            tips: [
              "A potli bag and a maang tikka finish the mehndi look.",
              "Tuck the dupatta into the waist for dancing.",
            ],
          }),
        },
        {
          name: "Palazzo",
          description: "Straight kurtas with wide palazzos: easy, breezy and office-ready.",
          colour: "Powder Blue",
          leaf: leaf({
            code: "WPZ",
            count: 7,
            silhouette: "palazzo",
            price: [2200, 6500],
            weight: [500, 800],
            nouns: ["Palazzo Suit", "Kurta Palazzo Set"],
            techniques: ["Block Printed", "Ajrakh", "Lucknowi", "Kantha"],
            fabrics: ["Cotton", "Rayon", "Linen"],
            colours: ["Powder Blue", "Olive", "Rust", "Beige", "Mint", "Navy"],
            patterns: ["stripes", "dots", "buti"],
            setIncludes: "Kurta, palazzo and stole",
            care: GENTLE_WASH,
            tips: ["Roll the sleeves once and add a tan belt bag for a weekend look."],
          }),
        },
      ],
    },
    {
      name: "Lehengas",
      description: "Bridal and party lehengas with hand embroidery, made to your waist and length.",
      customization: lehengas,
      sizeChart: LEHENGA_CHART,
      colour: "Red",
      children: [
        {
          name: "Bridal",
          description: "Heirloom bridal lehengas in velvet and raw silk, with zardozi and dabka work.",
          colour: "Red",
          leaf: leaf({
            code: "WLB",
            count: 10,
            silhouette: "lehenga",
            price: [38000, 85000],
            weight: [3500, 6000],
            nouns: ["Bridal Lehenga", "Bridal Lehenga Choli"],
            techniques: ["Zardozi", "Dabka", "Resham", "Kundan Embellished"],
            fabrics: ["Velvet", "Raw Silk", "Banarasi Silk"],
            colours: ["Red", "Maroon", "Wine", "Rani Pink", "Emerald"],
            patterns: ["buti", "jaal", "paisley"],
            setIncludes: "Lehenga, padded blouse and two dupattas (head and shoulder)",
            care: DRY_CLEAN,
            intro: [
              "Each bridal lehenga takes our karigars six to eight weeks by hand.",
              "Made to order after a video consultation on fit and colours.",
            ],
            tips: [
              "Drape the heavier dupatta on the head and the lighter one across the shoulder for the pheras.",
              "Choose polki or kundan jewellery to echo the zardozi without competing with it.",
            ],
          }),
        },
        {
          name: "Party Wear",
          description: "Lighter lehengas for sangeet, cocktail and wedding-guest evenings.",
          colour: "Lavender",
          leaf: leaf({
            code: "WLP",
            count: 10,
            silhouette: "lehenga",
            price: [9000, 28000],
            weight: [1800, 3000],
            nouns: ["Lehenga Choli", "Party Lehenga"],
            techniques: ["Sequinned", "Mirror Work", "Thread Embroidered", "Gota Patti"],
            fabrics: ["Georgette", "Organza", "Net", "Silk"],
            colours: ["Lavender", "Peach", "Mint", "Navy", "Black", "Onion Pink", "Teal"],
            patterns: ["dots", "chevron", "buti"],
            setIncludes: "Lehenga, blouse and dupatta",
            care: DRY_CLEAN,
            tips: ["A cape-style dupatta keeps your hands free for the dance floor."],
          }),
        },
      ],
    },
    {
      name: "Sarees",
      description: "Handwoven Banarasi, pure silk and light georgette sarees with stitched blouses.",
      customization: sarees,
      sizeChart: BLOUSE_CHART,
      colour: "Maroon",
      children: [
        {
          name: "Banarasi",
          description: "Kadhwa and cutwork Banarasi sarees woven in Varanasi.",
          colour: "Maroon",
          leaf: leaf({
            code: "WSB",
            count: 9,
            silhouette: "saree",
            price: [8500, 32000],
            weight: [700, 1100],
            nouns: ["Banarasi Saree", "Banarasi Silk Saree"],
            techniques: ["Kadhwa", "Zari Woven", "Cutwork", "Meenakari"],
            fabrics: ["Katan Silk", "Silk", "Organza"],
            colours: ["Maroon", "Red", "Bottle Green", "Royal Blue", "Gold", "Magenta"],
            patterns: ["buti", "jaal", "paisley"],
            setIncludes: "Saree with unstitched blouse piece; blouse stitching to measure on request",
            care: DRY_CLEAN,
            tips: [
              "Pleat the pallu narrow to show off the kadhwa border.",
              "Temple jewellery suits the zari weave.",
            ],
          }),
        },
        {
          name: "Silk",
          description: "Kanjivaram, Tussar and soft silk sarees for pujas and receptions.",
          colour: "Emerald",
          leaf: leaf({
            code: "WSK",
            count: 8,
            silhouette: "saree",
            price: [6000, 22000],
            weight: [650, 1000],
            nouns: ["Silk Saree", "Kanjivaram Saree", "Tussar Saree"],
            techniques: ["Zari Border", "Temple Border", "Handwoven"],
            fabrics: ["Pure Silk", "Tussar Silk", "Soft Silk"],
            colours: ["Emerald", "Mustard", "Magenta", "Teal", "Rust", "Plum"],
            patterns: ["stripes", "buti", "chevron"],
            setIncludes: "Saree with blouse piece",
            care: DRY_CLEAN,
            tips: ["Fresh jasmine in a low bun is all this saree needs."],
          }),
        },
        {
          name: "Georgette",
          description: "Flowing georgette sarees, light enough for long evenings.",
          colour: "Rani Pink",
          leaf: leaf({
            code: "WSG",
            count: 8,
            silhouette: "saree",
            price: [2800, 9000],
            weight: [450, 700],
            nouns: ["Georgette Saree"],
            techniques: ["Sequinned", "Printed", "Lace Border", "Ombre"],
            fabrics: ["", "Pure"],
            colours: ["Rani Pink", "Black", "Navy", "Peach", "Lavender", "Wine"],
            patterns: ["dots", "plain", "chevron"],
            setIncludes: "Saree with stitched blouse (choose size)",
            care: DRY_CLEAN,
            tips: ["Pin the pleats at the shoulder so the georgette falls in one clean line."],
          }),
        },
      ],
    },
    {
      name: "Dupattas",
      description: "Phulkari and chiffon dupattas to lift a plain suit.",
      kind: "dupatta",
      hasSizes: false,
      colour: "Saffron",
      children: [
        {
          name: "Phulkari",
          description: "Hand-embroidered Punjabi phulkari in silk floss.",
          colour: "Saffron",
          leaf: leaf({
            code: "WDP",
            count: 6,
            silhouette: "dupatta",
            price: [1800, 6500],
            weight: [250, 450],
            nouns: ["Phulkari Dupatta", "Bagh Phulkari Dupatta"],
            techniques: ["Hand Embroidered", "Bagh"],
            fabrics: ["Cotton", "Chiffon", "Georgette"],
            colours: ["Saffron", "Red", "Magenta", "Mustard", "Black"],
            patterns: ["chevron", "jaal"],
            setIncludes: "Dupatta, 2.5 metres, with tassels",
            care: DRY_CLEAN,
            tips: ["Throw it over a white chikan kurta and let the phulkari be the colour."],
          }),
        },
        {
          name: "Chiffon",
          description: "Light chiffon dupattas with gota and lace borders.",
          colour: "Mint",
          leaf: leaf({
            code: "WDC",
            count: 5,
            silhouette: "dupatta",
            price: [1200, 3200],
            weight: [150, 300],
            nouns: ["Chiffon Dupatta"],
            techniques: ["Gota Border", "Lace Border", "Ombre", "Mukaish"],
            fabrics: [""],
            colours: ["Mint", "Peach", "Lavender", "Powder Blue", "Onion Pink"],
            patterns: ["dots", "plain"],
            setIncludes: "Dupatta, 2.5 metres",
            care: GENTLE_WASH,
          }),
        },
      ],
    },
    {
      name: "Fabrics",
      description: "Dress materials sold by the metre: pick your length and we cut it for you.",
      kind: "fabric",
      hasSizes: false,
      colour: "Teal",
      children: [
        fabricLeaf(
          "Cotton",
          "WFC",
          [280, 650],
          ["Block Printed", "Ajrakh", "Kalamkari", "Dabu"],
          ["Beige", "Navy", "Rust", "Teal", "Olive"],
        ),
        fabricLeaf(
          "Silk",
          "WFS",
          [950, 2400],
          ["Brocade", "Dupion", "Chanderi", "Raw"],
          ["Gold", "Maroon", "Emerald", "Royal Blue", "Magenta"],
        ),
        fabricLeaf(
          "Velvet",
          "WFV",
          [1100, 2800],
          ["Micro", "Embroidered", "Silk"],
          ["Wine", "Bottle Green", "Navy", "Black", "Plum"],
        ),
      ],
    },
    {
      name: "Jewellery",
      description: "Jhumkas, chandbalis and necklace sets to match your outfit.",
      kind: "jewellery",
      hasSizes: false,
      colour: "Gold",
      children: [
        {
          name: "Earrings",
          description: "Jhumkas and chandbalis in gold-plated brass.",
          colour: "Emerald",
          leaf: leaf({
            code: "WJE",
            count: 6,
            silhouette: "earrings",
            price: [1200, 6500],
            weight: [60, 150],
            nouns: ["Jhumkas", "Chandbali Earrings", "Jhumki Earrings"],
            techniques: ["Kundan", "Meenakari", "Temple", "Polki"],
            fabrics: [""],
            colours: ["Emerald", "Red", "Rani Pink", "Navy", "Ivory"],
            patterns: ["plain"],
            setIncludes: "One pair, in a gift box",
            care: "Keep away from perfume and water; store in the pouch provided.",
            tips: ["Let jhumkas lead with a plain neckline; skip the necklace."],
          }),
        },
        {
          name: "Necklace Sets",
          description: "Necklaces with matching earrings, from choker to rani haar.",
          colour: "Red",
          leaf: leaf({
            code: "WJN",
            count: 5,
            silhouette: "necklace",
            price: [3500, 18000],
            weight: [150, 350],
            nouns: ["Necklace Set", "Choker Set", "Rani Haar Set"],
            techniques: ["Kundan", "Polki", "Temple", "Meenakari"],
            fabrics: [""],
            colours: ["Red", "Emerald", "Ivory", "Rani Pink", "Navy"],
            patterns: ["plain"],
            setIncludes: "Necklace and matching earrings, in a gift box",
            care: "Keep away from perfume and water; store in the pouch provided.",
          }),
        },
      ],
    },
    {
      name: "Bags",
      description: "Embroidered handbags, potlis and clutches for weddings and evenings out.",
      kind: "bag",
      hasSizes: false,
      colour: "Navy",
      children: [
        {
          name: "HandBags",
          description: "Structured handbags with hand embroidery.",
          colour: "Navy",
          leaf: leaf({
            code: "WBH",
            count: 5,
            silhouette: "handbag",
            price: [1800, 5500],
            weight: [300, 700],
            nouns: ["Handbag", "Tote Bag"],
            techniques: ["Zardozi", "Phulkari", "Mirror Work", "Tilla"],
            fabrics: ["Velvet", "Silk", "Canvas"],
            colours: ["Navy", "Maroon", "Black", "Teal", "Mustard"],
            patterns: ["paisley", "buti", "jaal"],
            setIncludes: "Bag with detachable strap",
            care: "Spot clean; stuff with paper when stored.",
          }),
        },
        {
          name: "Clutches",
          description: "Box clutches and potlis that hold a phone, a lipstick and the shagun envelopes.",
          colour: "Gold",
          leaf: leaf({
            code: "WBC",
            count: 5,
            silhouette: "clutch",
            price: [1200, 4200],
            weight: [200, 450],
            nouns: ["Clutch", "Box Clutch", "Potli Clutch"],
            techniques: ["Zardozi", "Sequinned", "Pearl Embellished", "Resham"],
            fabrics: ["Silk", "Velvet", "Brocade"],
            colours: ["Gold", "Rani Pink", "Black", "Emerald", "Ivory"],
            patterns: ["buti", "dots"],
            setIncludes: "Clutch with chain strap",
            care: "Spot clean; keep in the dust bag.",
          }),
        },
      ],
    },
  ],
  Men: [
    menGroup("Kurta Pajama", "Kurta pajama sets for pujas, weddings and Fridays.", "Ivory", [
      menLeaf(
        "Cotton Kurta Sets",
        "MKC",
        5,
        "kurta",
        [2800, 5500],
        ["Cotton Kurta Pajama"],
        ["Lucknowi", "Pintuck", "Self Print"],
        ["Cotton", "Linen"],
        ["Ivory", "Powder Blue", "Mint", "Beige", "Peach"],
      ),
      menLeaf(
        "Festive Kurta Sets",
        "MKF",
        5,
        "kurta",
        [4500, 9500],
        ["Silk Kurta Pajama", "Kurta Churidar Set"],
        ["Thread Embroidered", "Jacquard", "Zari Yoke"],
        ["Art Silk", "Dupion Silk"],
        ["Maroon", "Mustard", "Royal Blue", "Bottle Green", "Wine"],
      ),
    ]),
    menGroup("Sherwani", "Sherwanis for the groom and his brothers, with churidar and stole.", "Gold", [
      menLeaf(
        "Wedding Sherwani",
        "MSW",
        4,
        "sherwani",
        [22000, 48000],
        ["Sherwani Set", "Groom Sherwani"],
        ["Zardozi", "Resham", "Kasab"],
        ["Raw Silk", "Brocade", "Velvet"],
        ["Ivory", "Gold", "Maroon", "Beige"],
      ),
      menLeaf(
        "Indo Western",
        "MSI",
        3,
        "sherwani",
        [14000, 26000],
        ["Indo Western Sherwani", "Achkan"],
        ["Thread Embroidered", "Tonal"],
        ["Jacquard", "Silk"],
        ["Navy", "Black", "Bottle Green", "Wine"],
      ),
    ]),
    menGroup("Nehru Jackets", "Bandhgala Nehru jackets to wear over a kurta or a shirt.", "Bottle Green", [
      menLeaf(
        "Printed Jackets",
        "MNP",
        3,
        "nehru",
        [2600, 4800],
        ["Nehru Jacket"],
        ["Printed", "Ajrakh", "Ikat"],
        ["Cotton", "Linen"],
        ["Olive", "Rust", "Navy", "Teal"],
      ),
      menLeaf(
        "Brocade Jackets",
        "MNB",
        3,
        "nehru",
        [3800, 7800],
        ["Nehru Jacket", "Bandhgala Jacket"],
        ["Brocade", "Jamawar"],
        ["Silk", ""],
        ["Bottle Green", "Maroon", "Gold", "Black"],
      ),
    ]),
    {
      name: "Turbans",
      description: "Turban cloth by the metre in Rubia and full voile; tell us the length and stitching.",
      kind: "turban",
      hasSizes: false,
      colour: "Saffron",
      children: [
        {
          name: "Wedding Turbans",
          description: "Rich colours for the groom and the baraat.",
          colour: "Red",
          leaf: leaf({
            code: "MTW",
            count: 6,
            silhouette: "turban",
            price: [350, 900],
            weight: [90, 140],
            nouns: ["Turban", "Pagri"],
            techniques: ["Plain", "Ombre", "Mal Mal"],
            fabrics: ["Rubia Voile", "Full Voile"],
            colours: ["Red", "Saffron", "Rani Pink", "Maroon", "Gold", "Peach"],
            patterns: ["plain", "dots"],
            setIncludes: "Turban cloth cut to your length (per metre price)",
            care: "Hand wash separately in cold water; starch lightly before tying.",
            tips: ["Match the turban to the groom's stole, not the sherwani, for a lift of colour."],
          }),
        },
        {
          name: "Patka",
          description: "Patka cloth for children and for sport.",
          colour: "Navy",
          leaf: leaf({
            code: "MTP",
            count: 4,
            silhouette: "patka",
            price: [250, 450],
            weight: [60, 90],
            nouns: ["Patka Cloth"],
            techniques: ["Plain", "Cotton"],
            fabrics: ["Voile", ""],
            colours: ["Navy", "Black", "Royal Blue", "Saffron"],
            patterns: ["plain"],
            setIncludes: "Patka cloth cut to your length (per metre price)",
            care: "Machine wash cold; dry in shade.",
          }),
        },
      ],
    },
    {
      name: "Fabrics",
      description: "Kurta and suiting fabrics by the metre.",
      kind: "fabric",
      hasSizes: false,
      colour: "Beige",
      children: [
        fabricLeaf(
          "Kurta Fabric",
          "MFK",
          [450, 1600],
          ["Linen", "Jacquard", "Khadi"],
          ["Beige", "Ivory", "Powder Blue", "Olive"],
          4,
        ),
      ],
    },
  ],
  Kids: [
    {
      name: "Girls",
      description: "Lehengas and suits for little girls, in soft linings that do not itch.",
      customization: { values: ["Chest", "Waist", "Length"], flags: ["isHeight"] },
      colour: "Rani Pink",
      children: [
        kidLeaf(
          "Lehengas",
          "KGL",
          5,
          "lehenga",
          [2400, 7500],
          ["Girls Lehenga Choli"],
          ["Rani Pink", "Peach", "Mint", "Lavender", "Red"],
          "Lehenga, blouse and dupatta",
        ),
        kidLeaf(
          "Suits",
          "KGS",
          4,
          "anarkali",
          [1800, 4800],
          ["Girls Anarkali Suit", "Girls Sharara Set"],
          ["Mustard", "Mint", "Onion Pink", "Powder Blue"],
          "Kurta, bottom and dupatta",
        ),
      ],
    },
    {
      name: "Boys",
      description: "Kurta sets and sherwanis for boys, easy to wear for a long wedding day.",
      customization: { values: ["Chest", "Waist", "Length"], flags: ["isHeight"] },
      colour: "Royal Blue",
      children: [
        kidLeaf(
          "Kurta Sets",
          "KBK",
          5,
          "kurta",
          [1500, 3800],
          ["Boys Kurta Pajama", "Boys Kurta Set"],
          ["Ivory", "Mustard", "Royal Blue", "Mint", "Peach"],
          "Kurta and pajama",
        ),
        kidLeaf(
          "Sherwani",
          "KBS",
          3,
          "sherwani",
          [4500, 11000],
          ["Boys Sherwani Set"],
          ["Ivory", "Maroon", "Gold", "Navy"],
          "Sherwani, churidar and stole",
        ),
      ],
    },
  ],
};

function fabricLeaf(
  name: string,
  code: string,
  price: [number, number],
  techniques: string[],
  colours: ColourName[],
  count = code === "WFV" ? 4 : 5,
): CategoryPlan {
  const fabric = name.replace(" Fabric", "");
  return {
    name,
    description: `${fabric} fabric by the metre; minimum one metre, in steps of half a metre.`,
    colour: colours[0],
    leaf: leaf({
      code,
      count,
      silhouette: "fabric",
      price,
      weight: [150, 350],
      nouns: [`${fabric} Fabric`],
      techniques,
      fabrics: [""],
      colours,
      patterns: ["buti", "stripes", "jaal", "paisley"],
      setIncludes: "Cut to your length (per metre price); width 44 inches",
      care: fabric === "Cotton" ? GENTLE_WASH : DRY_CLEAN,
      tips: ["Order half a metre extra for piping or a matching potli."],
    }),
  };
}

function menGroup(
  name: string,
  description: string,
  colour: ColourName,
  children: CategoryPlan[],
): CategoryPlan {
  return { name, description, customization: menwear, sizeChart: MEN_CHART, colour, children };
}

function menLeaf(
  name: string,
  code: string,
  count: number,
  silhouette: Silhouette,
  price: [number, number],
  nouns: string[],
  techniques: string[],
  fabrics: string[],
  colours: ColourName[],
): CategoryPlan {
  return {
    name,
    description: `${name} tailored in our workshop, to standard sizes or your measurements.`,
    colour: colours[0],
    leaf: leaf({
      code,
      count,
      silhouette,
      price,
      weight: silhouette === "sherwani" ? [1500, 2500] : [450, 900],
      nouns,
      techniques,
      fabrics,
      colours,
      patterns: silhouette === "nehru" ? ["jaal", "paisley", "stripes"] : ["buti", "jaal", "plain"],
      setIncludes:
        silhouette === "sherwani"
          ? "Sherwani, churidar and stole"
          : silhouette === "nehru"
            ? "Jacket only"
            : "Kurta and pajama",
      care: DRY_CLEAN,
      tips: [
        "Mojaris in a tone darker than the kurta ground the look.",
        "Add a pocket square in the turban's colour to tie the outfit together.",
      ],
    }),
  };
}

function kidLeaf(
  name: string,
  code: string,
  count: number,
  silhouette: Silhouette,
  price: [number, number],
  nouns: string[],
  colours: ColourName[],
  setIncludes: string,
): CategoryPlan {
  return {
    name,
    description: `${name} for ages 2 to 12, lined in soft cotton.`,
    colour: colours[0],
    leaf: leaf({
      code,
      count,
      silhouette,
      price,
      weight: [350, 900],
      nouns,
      techniques: ["Gota Patti", "Thread Embroidered", "Mirror Work", "Sequinned"],
      fabrics: ["Silk", "Georgette", "Cotton"],
      colours,
      patterns: ["buti", "dots", "jaal"],
      setIncludes,
      care: GENTLE_WASH,
      intro: ["Soft cotton lining and no scratchy seams, so they keep it on past the pheras."],
      tips: ["Sizes run from XS (2-3 years) to XXL (11-12 years); size up if between two."],
    }),
  };
}
