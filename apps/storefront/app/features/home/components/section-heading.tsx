import type { ReactNode } from "react";

/** The eyebrow-and-title pair every home section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  align = "left",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  align?: "left" | "center";
  children?: ReactNode;
}) {
  return (
    <div className={align === "center" ? "text-center" : ""}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl text-maroon sm:text-4xl">
        {title}
      </h2>
      {children}
    </div>
  );
}
