import type { DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import ChevronDown from "lucide-react/icons/chevron-down";
import { HelpCard } from "../components/help-card";
import { PageHeader } from "../components/page-header";
import { type FaqGroup, faqGroups } from "../content/faq";

/** About 35 questions in groups; each one a <details>, so it opens and closes without JavaScript. */
export function FaqTemplate({ shippingRule }: { shippingRule: DomesticShippingRule }) {
  const groups = faqGroups(shippingRule);
  return (
    <article>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own text, with "<" escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd(groups)).replace(/</g, "\\u003c") }}
      />
      <PageHeader eyebrow="Help" title="Frequently asked questions">
        <p>Ordering, sizing, shipping, payment, returns and care, answered.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <nav aria-label="FAQ topics" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-block border border-line bg-white px-4 py-2 text-sm text-ink hover:border-maroon hover:text-maroon"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="max-w-3xl space-y-12">
            {groups.map((group) => (
              <section
                key={group.id}
                id={group.id}
                aria-labelledby={`${group.id}-title`}
                className="scroll-mt-6"
              >
                <h2 id={`${group.id}-title`} className="text-2xl text-maroon sm:text-3xl">
                  {group.title}
                </h2>
                <div className="mt-4 divide-y divide-line border-y border-line">
                  {group.entries.map((entry) => (
                    <details key={entry.question} className="group">
                      <summary className="flex cursor-pointer items-start justify-between gap-4 py-4 text-left text-base font-medium text-ink hover:text-maroon sm:text-lg">
                        {entry.question}
                        <ChevronDown
                          size={20}
                          aria-hidden
                          className="mt-0.5 shrink-0 text-gold-deep transition-transform group-open:rotate-180"
                        />
                      </summary>
                      <p className="max-w-prose pb-5 leading-relaxed text-ink/85">{entry.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </div>
          <HelpCard className="self-start lg:sticky lg:top-6" compact />
        </div>
      </div>
    </article>
  );
}

/** schema.org FAQPage, from the same words the page shows. */
export function faqJsonLd(groups: FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  };
}
