/** Garment and accessory silhouettes drawn in a 900x1200 frame, for the demo catalogue's photos. */
import {
  archPath,
  clothGradient,
  darken,
  goldGradient,
  lighten,
  mix,
  type PatternName,
  patternDef,
  svgDocument,
  threadColour,
} from "./seed-svg-kit";

export const SILHOUETTES = [
  "anarkali",
  "salwar",
  "palazzo",
  "sharara",
  "lehenga",
  "saree",
  "dupatta",
  "fabric",
  "earrings",
  "necklace",
  "handbag",
  "clutch",
  "kurta",
  "sherwani",
  "nehru",
  "turban",
  "patka",
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

type Paint = { base: string; accent: string; thread: string };

/** Fill a shape with the shaded cloth, then the motif over it. */
const cloth = (d: string, extra = "") =>
  `<path d="${d}" fill="url(#cloth)" ${extra}/><path d="${d}" fill="url(#pat)"/>`;
/** Zari borders; flat gold, because a gradient stroke on a straight line has no bounding box and vanishes. */
const GOLD = "#d1a440";
const band = (d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${GOLD}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff4cc" stroke-width="${width * 0.25}" stroke-dasharray="${width * 0.3} ${width * 0.9}" opacity="0.7"/>`;
const formNeck = `<path d="M418 110 Q450 96 482 110 L476 176 L424 176 Z" fill="#d9cbb5"/><ellipse cx="450" cy="108" rx="34" ry="12" fill="#c8b89e"/>`;

function kurtaTop(hem: number, paint: Paint, flare = 0): string {
  const d = `M385 170 Q450 212 515 170 L612 206 L702 470 L656 486 L602 322 L${612 + flare} ${hem} L${288 - flare} ${hem} L298 322 L244 486 L198 470 L288 206 Z`;
  return `${cloth(d)}${band(`M${290 - flare} ${hem - 10} L${610 + flare} ${hem - 10}`, 16)}${band("M385 172 Q450 240 515 172", 7)}
<path d="M450 200 L450 360" stroke="${paint.thread}" stroke-width="5"/>${band("M205 462 L250 478 M650 478 L695 462", 9)}`;
}

const draw: Record<Silhouette, (paint: Paint) => string> = {
  anarkali: (paint) => {
    const body =
      "M390 170 Q450 215 510 170 L600 200 L690 390 L650 410 L598 300 L585 430 Q690 700 770 990 Q450 1030 130 990 Q210 700 315 430 L302 300 L250 410 L210 390 L300 200 Z";
    return `${formNeck}<rect x="388" y="990" width="52" height="140" fill="${darken(paint.base, 0.25)}"/><rect x="460" y="990" width="52" height="140" fill="${darken(paint.base, 0.3)}"/>
${cloth(body)}<path d="M315 430 Q450 455 585 430" fill="none" stroke="${GOLD}" stroke-width="14"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${340 + i * 28} 445 L${175 + i * 68} 995" stroke="${darken(paint.base, 0.3)}" stroke-width="3" opacity="0.35"/>`).join("")}
${band("M134 986 Q450 1028 766 986", 22)}${band("M390 172 Q450 240 510 172", 7)}
<path d="M300 205 Q190 600 250 1010 L315 1000 Q275 610 368 222 Z" fill="${paint.accent}" opacity="0.55"/><path d="M250 1010 L315 1000" stroke="${GOLD}" stroke-width="10"/>`;
  },
  salwar: (paint) =>
    `${formNeck}<path d="M318 880 L582 880 L566 1120 L474 1120 L450 960 L426 1120 L334 1120 Z" fill="${lighten(paint.accent, 0.1)}"/>${band("M336 1112 L424 1112 M476 1112 L564 1112", 12)}${kurtaTop(905, paint)}
<path d="M300 210 Q240 560 300 900 L350 900 Q300 560 365 220 Z" fill="${paint.accent}" opacity="0.5"/>`,
  palazzo: (paint) =>
    `${formNeck}<path d="M320 860 L580 860 L640 1130 L462 1130 L450 960 L438 1130 L260 1130 Z" fill="${mix(paint.base, paint.accent, 0.5)}"/><path d="M320 860 L580 860 L640 1130 L462 1130 L450 960 L438 1130 L260 1130 Z" fill="url(#pat)"/>${kurtaTop(880, paint, 12)}`,
  sharara: (paint) =>
    `${formNeck}<path d="M330 760 L570 760 L580 930 Q650 1070 665 1130 L466 1130 L450 960 L434 1130 L235 1130 Q250 1070 320 930 Z" fill="url(#cloth)"/><path d="M330 760 L570 760 L580 930 Q650 1070 665 1130 L466 1130 L450 960 L434 1130 L235 1130 Q250 1070 320 930 Z" fill="url(#pat)"/>
${band("M322 930 L578 930", 14)}${band("M240 1122 L432 1122 M468 1122 L660 1122", 14)}${kurtaTop(780, paint, 8)}`,
  lehenga: (paint) => {
    const skirt = "M360 415 L540 415 Q640 700 805 1120 Q450 1172 95 1120 Q260 700 360 415 Z";
    const choli =
      "M355 190 Q450 236 545 190 L600 215 L640 330 L604 342 L584 282 L575 382 L325 382 L316 282 L296 342 L260 330 L300 215 Z";
    return `${formNeck}<path d="M330 380 L570 380 L560 420 L340 420 Z" fill="#d9cbb5"/>${cloth(skirt)}
${Array.from({ length: 13 }, (_, i) => `<path d="M${372 + i * 13} 425 Q${300 + i * 25} 800 ${130 + i * 53} 1128" fill="none" stroke="${darken(paint.base, 0.35)}" stroke-width="4" opacity="0.3"/>`).join("")}
${band("M360 418 L540 418", 18)}${band("M102 1112 Q450 1162 798 1112", 30)}${band("M150 1040 Q450 1085 750 1040", 10)}
${cloth(choli)}${band("M355 192 Q450 250 545 192", 8)}${band("M330 376 L570 376", 10)}
<path d="M545 200 Q700 520 660 1000 Q720 700 590 230 Z" fill="${paint.accent}" opacity="0.45"/><path d="M300 210 Q240 420 400 560 Q560 640 700 600 L705 640 Q520 700 370 600 Q210 460 285 220 Z" fill="${lighten(paint.accent, 0.2)}" opacity="0.4"/>`;
  },
  saree: (paint) => {
    const skirt = "M365 410 L535 410 Q575 760 602 1132 L298 1132 Q325 760 365 410 Z";
    const pallu = "M318 560 L560 228 L612 214 Q648 600 668 930 L604 950 Q572 570 548 340 L380 590 Z";
    return `${formNeck}<path d="M360 200 Q450 240 540 200 L590 224 L610 320 L578 326 L568 380 L332 380 L322 326 L290 320 L310 224 Z" fill="${darken(paint.accent, 0.1)}"/>
<path d="M330 380 L570 380 L560 414 L340 414 Z" fill="#d9cbb5"/>${cloth(skirt)}
${Array.from({ length: 8 }, (_, i) => `<path d="M${420 + i * 9} 600 L${360 + i * 26} 1130" stroke="${darken(paint.base, 0.35)}" stroke-width="4" opacity="0.35"/>`).join("")}
${band("M302 1124 L598 1124", 26)}${cloth(pallu)}${band("M318 560 L560 228", 16)}${band("M380 590 L548 340", 10)}${band("M604 946 L668 928", 18)}`;
  },
  dupatta: (paint) => {
    const drape =
      "M250 182 L650 182 Q705 600 640 1052 L556 1042 Q594 624 520 262 L380 262 Q306 624 344 1042 L260 1052 Q195 600 250 182 Z";
    const tassels = [270, 300, 330, 570, 600, 630]
      .map(
        (x) =>
          `<path d="M${x} 1046 L${x} 1100" stroke="${GOLD}" stroke-width="4"/><circle cx="${x}" cy="1104" r="9" fill="${paint.accent}"/>`,
      )
      .join("");
    return `<rect x="200" y="160" width="500" height="22" rx="11" fill="#7a5a3a"/><path d="M450 160 Q450 110 480 110" fill="none" stroke="#555" stroke-width="6"/>
${cloth(drape)}${band("M262 1048 Q220 600 252 186 M638 1048 Q690 600 648 186", 18)}${tassels}`;
  },
  fabric: (paint) => {
    const fold = (y: number, shade: number) => {
      const fill = darken(paint.base, shade);
      return `<path d="M210 ${y} L690 ${y} L720 ${y + 90} L180 ${y + 90} Z" fill="${fill}"/><path d="M210 ${y} L690 ${y} L720 ${y + 90} L180 ${y + 90} Z" fill="url(#pat)"/><path d="M180 ${y + 90} L720 ${y + 90} L720 ${y + 120} Q450 ${y + 135} 180 ${y + 120} Z" fill="${darken(fill, 0.25)}"/>`;
    };
    return `${fold(830, 0.12)}${fold(700, 0.04)}${fold(570, 0)}
${cloth("M300 200 Q520 170 640 230 Q600 420 660 560 L330 590 Q380 420 300 200 Z")}<path d="M640 230 Q600 420 660 560" fill="none" stroke="${darken(paint.base, 0.3)}" stroke-width="8" opacity="0.5"/>`;
  },
  earrings: (paint) => {
    const jhumka = (x: number) => `<g transform="translate(${x} 0)">
<path d="M0 210 Q-30 250 0 290" fill="none" stroke="${GOLD}" stroke-width="7"/><circle cx="0" cy="330" r="46" fill="url(#gold)"/><circle cx="0" cy="330" r="26" fill="${paint.base}"/>
<path d="M0 376 L0 440" stroke="${GOLD}" stroke-width="8"/><path d="M-120 640 Q-110 470 0 450 Q110 470 120 640 Z" fill="url(#gold)"/>
${[-80, -40, 0, 40, 80].map((dx) => `<circle cx="${dx}" cy="${560 - Math.abs(dx) * 0.4}" r="13" fill="${paint.base}"/>`).join("")}
${Array.from({ length: 11 }, (_, i) => -110 + i * 22)
  .map(
    (dx) =>
      `<path d="M${dx} 640 L${dx} 700" stroke="${GOLD}" stroke-width="4"/><circle cx="${dx}" cy="708" r="9" fill="${beadColour(paint, dx)}"/>`,
  )
  .join("")}</g>`;
    return `${jhumka(300)}${jhumka(600)}`;
  },
  necklace: (paint) => {
    const beads = Array.from({ length: 23 }, (_, i) => {
      const angle = Math.PI * (0.12 + (0.76 * i) / 22);
      return `<circle cx="${450 - Math.cos(angle) * 250}" cy="${300 + Math.sin(angle) * 300}" r="${i % 2 ? 14 : 20}" fill="${i % 2 ? paint.base : "url(#gold)"}"/>`;
    }).join("");
    return `<path d="M370 0 L370 250 Q370 400 210 450 Q110 490 90 1200 L810 1200 Q790 490 690 450 Q530 400 530 250 L530 0 Z" fill="${darken(paint.accent, 0.55)}"/>
${beads}<path d="M450 600 Q400 660 450 760 Q500 660 450 600 Z" fill="url(#gold)"/><path d="M450 630 Q420 670 450 730 Q480 670 450 630 Z" fill="${paint.base}"/><circle cx="450" cy="790" r="16" fill="url(#gold)"/>`;
  },
  handbag: (paint) =>
    `<path d="M330 520 Q450 250 570 520" fill="none" stroke="${darken(paint.base, 0.35)}" stroke-width="30"/>${cloth("M250 500 L650 500 Q700 720 700 940 Q450 980 200 940 Q200 720 250 500 Z")}
<path d="M250 500 L650 500 L628 700 Q450 770 272 700 Z" fill="${darken(paint.base, 0.15)}"/><path d="M250 500 L650 500 L628 700 Q450 770 272 700 Z" fill="url(#pat)"/>${band("M272 700 Q450 770 628 700", 12)}
<circle cx="450" cy="735" r="24" fill="url(#gold)"/><circle cx="450" cy="735" r="10" fill="${paint.accent}"/>`,
  clutch: () =>
    `<path d="M260 540 Q450 180 640 540" fill="none" stroke="${GOLD}" stroke-width="8" stroke-dasharray="16 8"/>${cloth("M200 540 Q200 520 240 520 L660 520 Q700 520 700 560 L700 820 Q700 860 660 860 L240 860 Q200 860 200 820 Z")}
${band("M210 530 L690 530", 16)}<circle cx="430" cy="505" r="18" fill="url(#gold)"/><circle cx="470" cy="505" r="18" fill="url(#gold)"/>${band("M230 800 L670 800", 8)}`,
  kurta: (paint) =>
    `${formNeck}<path d="M330 880 L570 880 L556 1130 L474 1130 L450 970 L426 1130 L344 1130 Z" fill="${lighten(paint.accent, 0.35)}"/>${kurtaTop(930, paint)}
${[240, 280, 320, 360].map((y) => `<circle cx="450" cy="${y}" r="7" fill="url(#gold)"/>`).join("")}`,
  sherwani: (paint) => {
    const coat =
      "M378 165 L522 165 L612 206 L700 480 L656 496 L604 330 L618 1000 L282 1000 L296 330 L244 496 L200 480 L288 206 Z";
    return `${formNeck}<rect x="392" y="1000" width="50" height="130" fill="${lighten(paint.accent, 0.4)}"/><rect x="458" y="1000" width="50" height="130" fill="${lighten(paint.accent, 0.3)}"/>
${cloth(coat)}<rect x="396" y="150" width="108" height="36" rx="8" fill="url(#gold)"/>${band("M450 190 L450 990", 10)}${band("M286 990 L614 990", 18)}
${Array.from({ length: 9 }, (_, i) => `<circle cx="450" cy="${230 + i * 70}" r="9" fill="#fff4cc"/>`).join("")}
<path d="M520 170 Q640 520 560 1000 L600 1000 Q690 520 560 170 Z" fill="${paint.accent}" opacity="0.6"/>`;
  },
  nehru: (paint) => {
    const jacket = "M382 176 L450 262 L518 176 L604 206 L610 340 L604 600 L296 600 L290 340 L296 206 Z";
    return `${formNeck}<path d="M335 880 L565 880 L552 1130 L474 1130 L450 970 L426 1130 L348 1130 Z" fill="#efe6d6"/>
<path d="M385 170 Q450 212 515 170 L612 206 L702 470 L656 486 L602 322 L612 900 L288 900 L298 322 L244 486 L198 470 L288 206 Z" fill="#f6efe2"/>
${cloth(jacket)}${band("M450 262 L450 596", 8)}${[300, 360, 420, 480, 540].map((y) => `<circle cx="450" cy="${y}" r="8" fill="url(#gold)"/>`).join("")}
<path d="M330 470 L390 470" stroke="${paint.thread}" stroke-width="6"/>`;
  },
  turban: (paint) => {
    const dome = "M250 600 Q250 300 450 250 Q650 300 650 600 Q450 650 250 600 Z";
    const folds = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${268 + i * 8} ${575 - i * 62} Q${420 + i * 20} ${470 - i * 58} ${632 - i * 6} ${440 - i * 52}" fill="none" stroke="${darken(paint.base, 0.35)}" stroke-width="16" opacity="0.35"/>`,
      )
      .join("");
    return `<defs><clipPath id="dome"><path d="${dome}"/></clipPath></defs><path d="M330 600 Q330 860 450 880 Q570 860 570 600 Z" fill="#e4d6c1"/><rect x="400" y="860" width="100" height="140" fill="#d9cbb5"/><path d="M300 1000 L600 1000 L650 1120 L250 1120 Z" fill="#6b4f35"/>
${cloth(dome)}<g clip-path="url(#dome)">${folds}</g><path d="M450 620 L410 300 L450 262 L490 300 Z" fill="${darken(paint.base, 0.18)}" opacity="0.6"/>`;
  },
  patka: (paint) =>
    `<path d="M330 560 Q330 860 450 880 Q570 860 570 560 Z" fill="#e4d6c1"/><rect x="400" y="860" width="100" height="140" fill="#d9cbb5"/><path d="M300 1000 L600 1000 L650 1120 L250 1120 Z" fill="#6b4f35"/>
${cloth("M300 600 Q290 380 450 350 Q610 380 600 600 Q450 640 300 600 Z")}<circle cx="450" cy="330" r="62" fill="url(#cloth)"/><circle cx="450" cy="330" r="62" fill="url(#pat)"/>
<path d="M330 600 Q450 560 570 600" stroke="${darken(paint.base, 0.3)}" stroke-width="10" fill="none" opacity="0.4"/>`,
};

/** Alternating bead colours on a jhumka's fringe. */
function beadColour(paint: Paint, dx: number): string {
  return Math.round(dx / 22) % 2 === 0 ? paint.base : "#f8f1e4";
}

const JEWELLERY: readonly Silhouette[] = ["earrings", "necklace"];

export type ProductDesign = { silhouette: Silhouette; colour: string; accent: string; pattern: PatternName };

/** A catalogue photo: the piece on a soft backdrop framed by an arch, in 900x1200 units. */
export function productSvg(design: ProductDesign, width: number, height: number): string {
  const { silhouette, colour, accent, pattern } = design;
  const paint: Paint = { base: colour, accent, thread: threadColour(colour) };
  const jewellery = JEWELLERY.includes(silhouette);
  const backdrop = jewellery ? mix(accent, "#f7efe3", 0.82) : mix(colour, "#fbf6ee", 0.88);
  const floor = mix(backdrop, "#000000", 0.08);
  const ink = pattern === "stripes" ? lighten(colour, 0.18) : paint.thread;
  return svgDocument(
    width,
    height,
    "0 0 900 1200",
    `<defs>${clothGradient("cloth", colour)}${goldGradient("gold")}${patternDef("pat", pattern, ink, silhouette === "fabric" ? 44 : 56, pattern === "stripes" ? 0.35 : 0.55)}
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(backdrop, 0.4)}"/><stop offset="1" stop-color="${backdrop}"/></linearGradient></defs>
<rect width="900" height="1200" fill="url(#bg)"/><path d="${archPath(110, 170, 680, 1030)}" fill="${lighten(backdrop, 0.55)}" stroke="${mix(backdrop, "#b8892c", 0.35)}" stroke-width="4"/>
<rect y="1080" width="900" height="120" fill="${floor}" opacity="0.5"/><ellipse cx="450" cy="1140" rx="330" ry="34" fill="#000" opacity="0.08"/>${draw[silhouette](paint)}`,
  );
}

/** A close-up of the cloth and its border, shared by every piece with the same colour and motif. */
export function detailSvg(colour: string, pattern: PatternName, width: number, height: number): string {
  const thread = threadColour(colour);
  return svgDocument(
    width,
    height,
    "0 0 900 1200",
    `<defs>${clothGradient("cloth", colour)}${goldGradient("gold")}${patternDef("pat", pattern === "plain" ? "buti" : pattern, thread, 120, 0.6)}
<linearGradient id="fold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0.1"/></linearGradient></defs>
<rect width="900" height="1200" fill="url(#cloth)"/><rect width="900" height="1200" fill="url(#pat)"/><rect width="900" height="1200" fill="url(#fold)"/>
<rect y="880" width="900" height="150" fill="url(#gold)"/><rect y="905" width="900" height="100" fill="${darken(colour, 0.2)}"/>
${Array.from({ length: 10 }, (_, i) => `<circle cx="${45 + i * 90}" cy="955" r="26" fill="none" stroke="${GOLD}" stroke-width="8"/><circle cx="${45 + i * 90}" cy="955" r="8" fill="url(#gold)"/>`).join("")}
<rect y="1030" width="900" height="170" fill="${darken(colour, 0.1)}"/><rect y="1030" width="900" height="170" fill="url(#pat)"/>`,
  );
}

/** The piece alone with its own defs, ids prefixed so several can share one SVG (banners). */
export function figureFragment(design: ProductDesign, prefix: string): string {
  const { silhouette, colour, accent, pattern } = design;
  const paint: Paint = { base: colour, accent, thread: threadColour(colour) };
  const ink = pattern === "stripes" ? lighten(colour, 0.18) : paint.thread;
  const defs = `<defs>${clothGradient("cloth", colour)}${goldGradient("gold")}${patternDef("pat", pattern, ink, 56, 0.55)}</defs>`;
  return `${defs}${draw[silhouette](paint)}`.replace(/(id="|url\(#)(cloth|pat|gold|dome)/g, `$1${prefix}$2`);
}
