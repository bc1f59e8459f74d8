import type { ReactNode } from "react";

/** Long-form text: a readable measure, spacing and link styles for plain paragraphs, lists and tables. */
export const PROSE_CLASSES = [
  "max-w-prose text-[1.0625rem] leading-relaxed text-ink/90",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-gold",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:text-gold-deep",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:text-ink",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_a]:text-maroon [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-maroon-dark",
  // Phone numbers stay on one line.
  "[&_a[href^=tel]]:whitespace-nowrap",
].join(" ");

export function Prose({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`${PROSE_CLASSES} ${className}`}>{children}</div>;
}
