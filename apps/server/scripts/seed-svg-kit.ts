/** Colour and pattern helpers shared by the demo image designs (SVG only, no fonts). */

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.max(0, Math.min(255, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, "#ffffff", t);
export const darken = (hex: string, t: number) => mix(hex, "#000000", t);

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Zari (gold thread) on dark cloth, a deeper tone on pale cloth so the work still shows. */
export function threadColour(base: string): string {
  return luminance(base) > 0.72 ? "#b8892c" : "#e0b84f";
}

export const PATTERNS = ["buti", "jaal", "paisley", "stripes", "dots", "chevron", "plain"] as const;
export type PatternName = (typeof PATTERNS)[number];

/** A repeating motif in `ink` over transparent, `size` user units wide. */
export function patternDef(id: string, name: PatternName, ink: string, size = 56, opacity = 0.55): string {
  const s = size;
  const h = s / 2;
  let body = "";
  switch (name) {
    case "buti":
      body =
        [0, 90, 180, 270]
          .map(
            (angle) =>
              `<ellipse cx="${h}" cy="${h - s * 0.12}" rx="${s * 0.06}" ry="${s * 0.12}" transform="rotate(${angle} ${h} ${h})"/>`,
          )
          .join("") +
        `<circle cx="${h}" cy="${h}" r="${s * 0.05}"/><circle cx="0" cy="0" r="${s * 0.04}"/><circle cx="${s}" cy="${s}" r="${s * 0.04}"/>`;
      break;
    case "jaal":
      body = `<path d="M0 ${h} L${h} 0 L${s} ${h} L${h} ${s} Z" fill="none" stroke="${ink}" stroke-width="${s * 0.035}"/><circle cx="${h}" cy="${h}" r="${s * 0.08}"/><circle cx="0" cy="${h}" r="${s * 0.04}"/><circle cx="${s}" cy="${h}" r="${s * 0.04}"/>`;
      break;
    case "paisley":
      body = `<path transform="translate(${h} ${h}) scale(${s / 56})" d="M0 -16 C14 -16 16 8 0 16 C-12 20 -16 6 -7 0 C0 -4 -5 -11 0 -16 Z"/><circle cx="${h + s * 0.02}" cy="${h + s * 0.04}" r="${s * 0.05}" fill="none" stroke="${ink}" stroke-width="${s * 0.025}"/>`;
      break;
    case "stripes":
      body = `<path d="M0 ${s} L${s} 0" stroke="${ink}" stroke-width="${s * 0.12}"/><path d="M${-h} ${h} L${h} ${-h} M${h} ${s + h} L${s + h} ${h}" stroke="${ink}" stroke-width="${s * 0.12}"/>`;
      break;
    case "dots":
      body = `<circle cx="${h}" cy="${h}" r="${s * 0.09}"/><circle cx="0" cy="0" r="${s * 0.05}"/><circle cx="${s}" cy="0" r="${s * 0.05}"/><circle cx="0" cy="${s}" r="${s * 0.05}"/><circle cx="${s}" cy="${s}" r="${s * 0.05}"/>`;
      break;
    case "chevron":
      body = `<path d="M0 ${h * 0.8} L${h} ${h * 0.2} L${s} ${h * 0.8} M0 ${s * 0.9} L${h} ${s * 0.4} L${s} ${s * 0.9}" fill="none" stroke="${ink}" stroke-width="${s * 0.05}"/>`;
      break;
    case "plain":
      body = "";
      break;
  }
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><g fill="${ink}" opacity="${opacity}">${body}</g></pattern>`;
}

/** Horizontal shading that gives a flat shape the roundness of draped cloth. */
export function clothGradient(id: string, base: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${darken(base, 0.32)}"/><stop offset="0.28" stop-color="${base}"/>
<stop offset="0.5" stop-color="${lighten(base, 0.12)}"/><stop offset="0.72" stop-color="${base}"/>
<stop offset="1" stop-color="${darken(base, 0.36)}"/></linearGradient>`;
}

export function goldGradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d98b"/><stop offset="0.5" stop-color="#c9a13b"/><stop offset="1" stop-color="#8a6a1f"/></linearGradient>`;
}

/** A Mughal arch outline, the boutique's recurring frame. */
export function archPath(x: number, y: number, width: number, height: number): string {
  const r = width / 2;
  return `M${x} ${y + height} V${y + r} Q${x} ${y} ${x + r} ${y - r * 0.35} Q${x + width} ${y} ${x + width} ${y + r} V${y + height} Z`;
}

/** A lotus-like mandala of `petals` petals; shapes only. */
export function mandala(
  cx: number,
  cy: number,
  radius: number,
  ink: string,
  petals = 16,
  opacity = 0.35,
): string {
  const rings = [1, 0.72, 0.46]
    .map((f, index) => {
      const count = petals - index * 4;
      const petal = Array.from({ length: count }, (_, i) => {
        const angle = (360 / count) * i;
        return `<ellipse cx="${cx}" cy="${cy - radius * f * 0.7}" rx="${radius * f * 0.1}" ry="${radius * f * 0.3}" transform="rotate(${angle} ${cx} ${cy})"/>`;
      }).join("");
      return `${petal}<circle cx="${cx}" cy="${cy}" r="${radius * f}" fill="none" stroke="${ink}" stroke-width="${Math.max(1, radius * 0.012)}"/>`;
    })
    .join("");
  return `<g fill="${ink}" opacity="${opacity}">${rings}<circle cx="${cx}" cy="${cy}" r="${radius * 0.12}"/></g>`;
}

export function svgDocument(width: number, height: number, viewBox: string, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
}
