import type { ReactNode } from "react";
import { PageHeader } from "./page-header";
import { Prose } from "./prose";

export type PolicySection = { id: string; title: string; body: ReactNode };

type Props = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: PolicySection[];
  updated?: string;
  /** Shown after the sections (a help card, a link onwards). */
  footer?: ReactNode;
};

/** A long policy text: numbered sections with an "On this page" list beside them on wide screens. */
export function PolicyDocument({ eyebrow, title, intro, sections, updated, footer }: Props) {
  return (
    <article>
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[14rem_1fr] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-6 lg:self-start">
          <details className="group border border-line bg-white lg:border-0 lg:bg-transparent" open>
            <summary className="flex cursor-pointer items-center justify-between px-4 py-3 text-xs font-semibold tracking-[0.2em] text-ink uppercase lg:cursor-default lg:px-0 lg:pt-0">
              On this page
              <span aria-hidden className="text-gold transition-transform group-open:rotate-45 lg:hidden">
                +
              </span>
            </summary>
            <ol className="space-y-2 border-t border-line px-4 py-3 text-sm lg:border-0 lg:px-0 lg:py-0">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-muted hover:text-maroon">
                    <span className="mr-2 text-gold-deep tabular-nums">{index + 1}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <div className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-6 border-b border-line/70 pb-10 not-first:pt-10 last:border-0"
            >
              <h2 id={`${section.id}-title`} className="flex gap-3 text-2xl text-maroon sm:text-[1.7rem]">
                <span className="text-gold-deep tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <Prose className="mt-4">{section.body}</Prose>
            </section>
          ))}
          {updated ? <p className="mt-10 text-sm text-muted">Last updated {updated}.</p> : null}
          {footer}
        </div>
      </div>
    </article>
  );
}
