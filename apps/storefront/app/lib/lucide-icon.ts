import { createElement, type SVGProps } from "react";

type IconData = { name: string; node: [tag: string, attributes: Record<string, string>][] };
type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * Stands in for lucide-react's `createLucideIcon` (vite.config.ts points lucide's icon modules here): the
 * same outline <svg> for the props the shop passes (size, className, aria-*), without lucide's context,
 * prop merging and name helpers, which came to 1.5 KB gzipped on every page (decision 029).
 */
export default function createLucideIcon({ name, node }: IconData) {
  const shapes = node.map(([tag, attributes]) => createElement(tag, attributes));
  const base = `lucide lucide-${name}`;
  return function LucideIcon({ size = 24, className, ...rest }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        // As lucide does: an icon is decoration unless it is given a label.
        "aria-hidden": true,
        className: className ? `${base} ${className}` : base,
        ...rest,
      },
      shapes,
    );
  };
}
