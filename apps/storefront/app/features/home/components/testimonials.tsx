import { imageUrl } from "@storefront/lib/images";
import Quote from "lucide-react/icons/quote";
import type { Testimonial } from "../api";
import { Carousel } from "./carousel";
import { SectionHeading } from "./section-heading";

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="border-y border-line bg-ivory-deep/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Carousel
          label="What our customers say"
          heading={
            <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Worn and loved worldwide" />
          }
          items={testimonials}
          itemKey={(entry) => entry.id}
          renderItem={(entry) => (
            <figure className="flex h-full flex-col border border-line bg-white p-4 sm:p-6">
              <Quote size={26} aria-hidden className="text-gold" />
              <blockquote className="mt-3 flex-1 text-[0.85rem] leading-relaxed text-ink/90 sm:text-[0.95rem]">
                <p>{entry.description}</p>
              </blockquote>
              <figcaption className="mt-5 flex flex-col items-start gap-2 border-t border-line pt-4 min-[600px]:flex-row min-[600px]:items-center min-[600px]:gap-3">
                {entry.image ? (
                  <img
                    src={imageUrl(entry.image, 160)}
                    width={44}
                    height={44}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-11 w-11 shrink-0 rounded-full object-cover"
                  />
                ) : null}
                <span className="text-[0.8rem] font-semibold text-maroon sm:text-sm">{entry.name}</span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
