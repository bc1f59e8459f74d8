import { imageUrl } from "@storefront/lib/images";
import type { HomeSectionOne, HomeSectionTwo } from "../api";
import { imageSrcSet, WIDE_WIDTHS } from "../image-set";
import { SmartLink } from "./smart-link";

/** Home section 1 (850x530 picture beside a heading and sub heading). */
export function HomeSectionFeature({ section }: { section: HomeSectionOne | null }) {
  if (!section) return null;
  return (
    <section aria-labelledby="home-section-1" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-8 border border-line bg-white md:grid-cols-[1.15fr_1fr] md:gap-0">
        {section.image ? (
          <img
            src={imageUrl(section.image, 768)}
            srcSet={imageSrcSet(section.image, [480, 640, 768], 850)}
            sizes="(min-width: 1280px) 655px, (min-width: 768px) 53vw, 100vw"
            width={850}
            height={530}
            alt=""
            loading="lazy"
            decoding="async"
            className="block h-auto w-full"
          />
        ) : null}
        <div className="px-6 pb-10 text-center md:px-12 md:py-12 md:text-left">
          <p className="eyebrow">From our atelier</p>
          <h2 id="home-section-1" className="mt-4 text-3xl leading-tight text-maroon sm:text-4xl lg:text-5xl">
            {section.heading}
          </h2>
          <div aria-hidden className="mx-auto mt-6 h-px w-16 bg-gold md:mx-0" />
          <p className="mt-6 text-base leading-relaxed text-muted sm:text-lg">{section.sub_heading}</p>
        </div>
      </div>
    </section>
  );
}

/** Home section 2 (1920x700 picture under its heading, text and a button to its category). */
export function HomeSectionBanner({
  section,
  categoryUrl,
}: {
  section: HomeSectionTwo | null;
  categoryUrl: string;
}) {
  if (!section) return null;
  return (
    <section
      aria-labelledby="home-section-2"
      className="relative isolate overflow-hidden bg-maroon-dark text-white"
    >
      {section.image ? (
        <img
          src={imageUrl(section.image, 1280)}
          srcSet={imageSrcSet(section.image, WIDE_WIDTHS, 1920)}
          sizes="100vw"
          width={1920}
          height={700}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/85 via-ink/55 to-ink/10" />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl items-center px-4 py-16 sm:px-6 md:min-h-[30rem] lg:min-h-[34rem]">
        <div className="max-w-xl">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-soft uppercase">
            {section.sub_heading}
          </p>
          <h2 id="home-section-2" className="mt-4 text-4xl leading-tight sm:text-5xl">
            {section.heading}
          </h2>
          {section.sub_text ? (
            <p className="mt-5 text-base leading-relaxed text-white/85 sm:text-lg">{section.sub_text}</p>
          ) : null}
          {section.button_text && categoryUrl ? (
            <SmartLink
              to={categoryUrl}
              className="mt-8 inline-flex items-center border border-gold-soft bg-gold-soft px-6 py-3 text-sm font-semibold tracking-wide text-maroon-dark uppercase transition-colors hover:bg-transparent hover:text-gold-soft"
            >
              {section.button_text}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
