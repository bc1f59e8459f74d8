import type { ReactNode } from "react";

/** One Edit Home section: a titled panel that saves on its own. */
export function SectionPanel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="panel scroll-mt-20 p-5">
      <header className="mb-4">
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-stone-500">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
