import { imageUrl } from "@storefront/lib/images";
import type { Section } from "@storefront/lib/section";
import type { Banner } from "../api";
import { imageSrcSet, WIDE_WIDTHS } from "../image-set";
import { SmartLink } from "./smart-link";

const TITLES = { Women: "For her", Men: "For him", Kids: "For little ones" } as const;

/** Spec §3: the Women/Men/Kids strip (1920x352) that follows the header's toggle. */
export function TagBanner({ section, banners }: { section: Section; banners: Banner[] }) {
  const banner = banners[0];
  const title = TITLES[section];
  if (!banner) return null;
  return (
    <section aria-label={`${section} collection`} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-16">
      <SmartLink
        // Without a link of its own the banner leads to the section's categories just below.
        to={banner.url || "#shop-by-category"}
        className="group relative block overflow-hidden border border-line"
      >
        <img
          src={imageUrl(banner.name, 1280)}
          srcSet={imageSrcSet(banner.name, WIDE_WIDTHS, 1920)}
          sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
          width={1920}
          height={352}
          alt=""
          loading="lazy"
          decoding="async"
          className="block h-auto min-h-40 w-full object-cover transition duration-700 group-hover:scale-[1.02]"
        />
        {/* The link's name is this text ("The Women edit For her Explore"), as a voice user reads it. */}
        <div className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center bg-gradient-to-r from-ink/70 via-ink/35 to-transparent px-5 text-white sm:px-10">
          <p className="text-[0.65rem] font-semibold tracking-[0.25em] text-gold-soft uppercase sm:text-xs">
            The {section} edit
          </p>
          <p className="mt-2 font-display text-2xl leading-tight sm:text-4xl">{title}</p>
          <span className="mt-3 w-fit border-b border-gold-soft pb-0.5 text-xs font-semibold tracking-wider uppercase">
            Explore
          </span>
        </div>
      </SmartLink>
    </section>
  );
}
