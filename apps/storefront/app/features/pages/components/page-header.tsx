import type { ReactNode } from "react";

/** The band at the top of every content page: eyebrow, title, a sentence of introduction. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-ivory-deep/50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight text-maroon sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
