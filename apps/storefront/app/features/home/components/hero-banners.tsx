import { imageUrl } from "@storefront/lib/images";
import type { Banner } from "../api";
import { DESKTOP, desktopSrcSet, MOBILE, MOBILE_QUERY, mobileSrcSet } from "../hero-preload";
import { linkLabel } from "../image-set";
import { Carousel } from "./carousel";
import { SmartLink } from "./smart-link";

type Slide = { desktop: Banner | null; mobile: Banner | null };

/** Pairs the nth desktop banner with the nth mobile one, so each slide loads only the picture its screen needs. */
function pairSlides(desktop: Banner[], mobile: Banner[]): Slide[] {
  const count = Math.max(desktop.length, mobile.length);
  return Array.from({ length: count }, (_, index) => ({
    desktop: desktop[index] ?? null,
    mobile: mobile[index] ?? null,
  }));
}

export function HeroBanners({ desktop, mobile }: { desktop: Banner[]; mobile: Banner[] }) {
  const slides = pairSlides(desktop, mobile);
  if (slides.length === 0) return null;
  return (
    <div className="border-b border-line bg-ivory-deep">
      <Carousel
        label="Featured collections"
        items={slides}
        itemKey={(slide) => `${slide.desktop?.id ?? "m"}-${slide.mobile?.id ?? "d"}`}
        layout="wide"
        controls="overlay"
        restAfterFirstPictures
        renderItem={(slide, index) => <BannerSlide slide={slide} first={index === 0} />}
      />
    </div>
  );
}

function BannerSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const main = slide.desktop ?? slide.mobile;
  if (!main) return null;
  const url = main.url || slide.mobile?.url || "";
  const alt = linkLabel(url, "Rangrez Boutique collection");
  const fallback = slide.desktop ? DESKTOP : MOBILE;
  return (
    <SmartLink to={url} className="block">
      <picture>
        {slide.desktop && slide.mobile ? (
          <source
            media={MOBILE_QUERY}
            srcSet={mobileSrcSet(slide.mobile.name)}
            sizes="100vw"
            width={MOBILE.width}
            height={MOBILE.height}
          />
        ) : null}
        <img
          src={imageUrl(main.name, slide.desktop ? 1280 : MOBILE.width)}
          srcSet={slide.desktop ? desktopSrcSet(main.name) : mobileSrcSet(main.name)}
          sizes="100vw"
          width={fallback.width}
          height={fallback.height}
          alt={alt}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding={first ? "sync" : "async"}
          className="block h-auto w-full"
        />
      </picture>
    </SmartLink>
  );
}
