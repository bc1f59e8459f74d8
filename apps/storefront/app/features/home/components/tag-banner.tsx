import { imageUrl } from "@storefront/lib/images";
import type { Section } from "@storefront/lib/section";
import type { Banner } from "../api";
import { imageSrcSet } from "../image-set";
import { SmartLink } from "./smart-link";

/** Spec §3: the Women/Men/Kids strip (1920x352) that follows the header's toggle. */
export function TagBanner({ section, banners }: { section: Section; banners: Banner[] }) {
  const banner = banners[0];
  if (!banner) return null;
  return (
    <section aria-label={`${section} collection`} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-16">
      <SmartLink
        to={banner.url}
        label={`Shop the ${section} collection`}
        className="group block overflow-hidden border border-line"
      >
        <img
          src={imageUrl(banner.name, 1280)}
          srcSet={imageSrcSet(banner.name, [640, 960, 1280, 1600], 1920)}
          sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
          width={1920}
          height={352}
          alt=""
          loading="lazy"
          decoding="async"
          className="block h-auto min-h-36 w-full object-cover transition duration-700 group-hover:scale-[1.02]"
        />
      </SmartLink>
    </section>
  );
}
