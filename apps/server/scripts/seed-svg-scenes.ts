/** Banners, tiles, avatars and measurement guides for the demo shop: shapes only, no fonts. */
import { figureFragment, type ProductDesign } from "./seed-svg-garments";
import { archPath, darken, lighten, luminance, mandala, mix, patternDef, svgDocument } from "./seed-svg-kit";

export type SceneTheme = { colour: string; accent: string; figures: ProductDesign[] };

/**
 * A wide or tall promotional picture: a deep backdrop, a mandala, a row of arches and the pieces
 * standing in them. Text is left to the page (HTML), so the picture stays language-free.
 */
export function bannerSvg(theme: SceneTheme, width: number, height: number): string {
  const { accent, figures } = theme;
  // A pale ground would wash the gold out: deepen it towards wine.
  const colour = luminance(theme.colour) > 0.45 ? mix(theme.colour, "#3a1020", 0.7) : theme.colour;
  const wide = width / height > 1.2;
  const gold = "#d9b45a";
  const count = figures.length;
  // Figures keep their 3:4 frame and fill most of the height (or the width on a tall banner).
  const figureHeight = wide ? height * 0.92 : height * 0.62;
  const figureWidth = (figureHeight * 3) / 4;
  const areaLeft = wide ? width * 0.42 : (width - figureWidth * Math.min(count, 2) * 0.8) / 2;
  const step = wide ? (width * 0.56 - figureWidth) / Math.max(1, count - 1) : figureWidth * 0.8;
  const top = wide ? height - figureHeight : height - figureHeight - height * 0.04;
  const arches = Array.from({ length: Math.ceil(width / (height * 0.55)) + 1 }, (_, i) => {
    const w = height * 0.5;
    return `<path d="${archPath(i * height * 0.55, height * 0.18, w, height * 0.9)}" fill="none" stroke="${gold}" stroke-width="${Math.max(2, height * 0.004)}" opacity="0.25"/>`;
  }).join("");
  const placed = figures
    .slice(0, wide ? count : 2)
    .map((design, i) => {
      const x = areaLeft + i * step;
      return `<svg x="${x}" y="${top}" width="${figureWidth}" height="${figureHeight}" viewBox="0 0 900 1200">${figureFragment(design, `f${i}`)}</svg>`;
    })
    .join("");
  const mandalaX = wide ? width * 0.2 : width / 2;
  const mandalaY = wide ? height * 0.5 : height * 0.24;
  const mandalaR = wide ? height * 0.42 : width * 0.38;
  return svgDocument(
    width,
    height,
    `0 0 ${width} ${height}`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${darken(colour, 0.45)}"/><stop offset="0.6" stop-color="${darken(colour, 0.15)}"/><stop offset="1" stop-color="${mix(colour, accent, 0.3)}"/></linearGradient>
${patternDef("bgpat", "jaal", gold, Math.max(40, height * 0.09), 0.08)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#bgpat)"/>${arches}
${mandala(mandalaX, mandalaY, mandalaR, gold, 18, 0.22)}
${wide ? `<rect x="${width * 0.06}" y="${height * 0.08}" width="${width * 0.28}" height="${Math.max(2, height * 0.006)}" fill="${gold}" opacity="0.8"/><rect x="${width * 0.06}" y="${height * 0.9}" width="${width * 0.28}" height="${Math.max(2, height * 0.006)}" fill="${gold}" opacity="0.8"/>` : ""}
${placed}<ellipse cx="${width * (wide ? 0.7 : 0.5)}" cy="${height * 0.985}" rx="${width * 0.3}" ry="${height * 0.02}" fill="#000" opacity="0.25"/>`,
  );
}

const SKIN = ["#8d5524", "#c68642", "#e0ac69", "#a56a43", "#f1c27d", "#7b4a2d"];
const HAIR = ["#1b1212", "#2e1f1a", "#3b2a20", "#121212"];

/** A customer portrait for testimonials: head, hair and a garment neckline on a tinted disc. */
export function avatarSvg(seed: number, colour: string, long: boolean, size: number): string {
  const skin = SKIN[seed % SKIN.length];
  const hair = HAIR[seed % HAIR.length];
  const hairShape = long
    ? `<path d="M52 96 Q48 36 100 32 Q152 36 148 96 L156 170 L44 170 Z" fill="${hair}"/>`
    : `<path d="M60 84 Q58 38 100 36 Q142 38 140 84 Q128 60 100 62 Q72 60 60 84 Z" fill="${hair}"/>`;
  return svgDocument(
    size,
    size,
    "0 0 200 200",
    `<rect width="200" height="200" fill="${lighten(colour, 0.8)}"/><circle cx="100" cy="100" r="96" fill="${lighten(colour, 0.6)}"/>
${hairShape}<path d="M30 200 Q34 150 100 140 Q166 150 170 200 Z" fill="${colour}"/><path d="M78 142 Q100 172 122 142" fill="none" stroke="#d9b45a" stroke-width="5"/>
<rect x="88" y="118" width="24" height="28" fill="${darken(skin, 0.08)}"/><ellipse cx="100" cy="88" rx="36" ry="42" fill="${skin}"/>
${long ? "" : `<path d="M64 78 Q100 46 136 78" fill="none" stroke="${hair}" stroke-width="10"/>`}`,
  );
}

export type Measurement = { name: string; line: [number, number, number, number] };

/** Where each measurement is taken, as a line on the 600x900 figure. */
export const MEASUREMENT_LINES: Record<"Women" | "Men", Measurement[]> = {
  Women: [
    { name: "Bust", line: [205, 265, 395, 265] },
    { name: "Waist", line: [220, 360, 380, 360] },
    { name: "Hip", line: [195, 450, 405, 450] },
    { name: "Shoulder", line: [195, 190, 405, 190] },
    { name: "Sleeve Length", line: [405, 195, 470, 430] },
    { name: "Kurta Length", line: [300, 180, 300, 640] },
    { name: "Blouse Length", line: [330, 180, 330, 330] },
    { name: "Lehenga Length", line: [430, 360, 430, 850] },
    { name: "Height", line: [540, 40, 540, 860] },
    // Girls' outfits are measured as Chest and Length.
    { name: "Chest", line: [205, 265, 395, 265] },
    { name: "Length", line: [300, 180, 300, 640] },
  ],
  Men: [
    { name: "Chest", line: [200, 270, 400, 270] },
    { name: "Waist", line: [215, 380, 385, 380] },
    { name: "Shoulder", line: [185, 190, 415, 190] },
    { name: "Sleeve Length", line: [415, 195, 480, 440] },
    { name: "Kurta Length", line: [300, 180, 300, 680] },
    { name: "Neck", line: [265, 150, 335, 150] },
    { name: "Pajama Length", line: [430, 400, 430, 860] },
    { name: "Height", line: [540, 40, 540, 860] },
    // Boys' outfits are measured as Length.
    { name: "Length", line: [300, 180, 300, 680] },
  ],
};

/** A figure with one measurement drawn as a red arrowed line. */
export function mannequinSvg(
  tag: "Women" | "Men",
  measurement: Measurement,
  width: number,
  height: number,
): string {
  const body =
    tag === "Women"
      ? "M300 40 Q345 40 345 95 Q345 140 318 150 L322 175 Q400 180 408 205 L470 430 L450 436 L395 260 L382 360 Q410 420 408 470 L380 860 L330 860 L305 520 L295 520 L270 860 L220 860 L192 470 Q190 420 218 360 L205 260 L150 436 L130 430 L192 205 Q200 180 278 175 L282 150 Q255 140 255 95 Q255 40 300 40 Z"
      : "M300 40 Q348 40 348 95 Q348 140 320 150 L324 175 Q410 180 418 205 L482 440 L460 446 L405 265 L392 380 L395 470 L385 860 L330 860 L305 520 L295 520 L270 860 L215 860 L205 470 L208 380 L195 265 L140 446 L118 440 L182 205 Q190 180 276 175 L280 150 Q252 140 252 95 Q252 40 300 40 Z";
  const [x1, y1, x2, y2] = measurement.line;
  return svgDocument(
    width,
    height,
    "0 0 600 900",
    `<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="#c0392b"/></marker>
<linearGradient id="skin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cdb89b"/><stop offset="0.5" stop-color="#eadcc6"/><stop offset="1" stop-color="#cdb89b"/></linearGradient></defs>
<rect width="600" height="900" fill="#fbf6ee"/><path d="${archPath(60, 120, 480, 780)}" fill="#f3ebdd" stroke="#d9c3a0" stroke-width="3"/>
<path d="${body}" fill="url(#skin)" stroke="#a8927a" stroke-width="3"/>
<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#c0392b" stroke-width="6" stroke-dasharray="14 8" marker-start="url(#a)" marker-end="url(#a)"/>
<circle cx="${x1}" cy="${y1}" r="7" fill="#c0392b"/><circle cx="${x2}" cy="${y2}" r="7" fill="#c0392b"/>`,
  );
}
