import { type Category, categoryHref } from "@storefront/features/catalog/api";
import { deferredSection } from "@storefront/lib/deferred-section";
import type { Section } from "@storefront/lib/section";
import type { HomeContent } from "../api";

// Decision 017: static sections keep the server's HTML and load no code; the carousels and the enquiry
// form load theirs as the shopper scrolls to them.
const NEVER = { hydrate: "never" } as const;
// Sections below the first screen are not laid out until the shopper scrolls near them (decision 036).
const LATER = { className: "render-later" } as const;
const LATER_NEVER = { ...NEVER, ...LATER } as const;
const CategoryStrip = deferredSection(
  () => import("../components/category-strip").then((module) => module.CategoryStrip),
  NEVER,
);
const Hero = deferredSection(() => import("../components/hero").then((module) => module.Hero), NEVER);
// The banner strip swipes natively; its arrows come with its code, when the shopper points at it.
const HeroBanners = deferredSection(
  () => import("../components/hero-banners").then((module) => module.HeroBanners),
  { hydrate: "interaction" },
);
const Promises = deferredSection(
  () => import("../components/promises").then((module) => module.Promises),
  NEVER,
);
const TagBanner = deferredSection(
  () => import("../components/tag-banner").then((module) => module.TagBanner),
  NEVER,
);
const BudgetTiles = deferredSection(
  () => import("../components/budget-tiles").then((module) => module.BudgetTiles),
  LATER_NEVER,
);
const TrendingProducts = deferredSection(
  () => import("../components/trending-products").then((module) => module.TrendingProducts),
  LATER,
);
const HomeSectionFeature = deferredSection(
  () => import("../components/home-sections").then((module) => module.HomeSectionFeature),
  LATER_NEVER,
);
const HomeSectionBanner = deferredSection(
  () => import("../components/home-sections").then((module) => module.HomeSectionBanner),
  LATER_NEVER,
);
const TrendingVideos = deferredSection(
  () => import("../components/trending-videos").then((module) => module.TrendingVideos),
  LATER,
);
const Testimonials = deferredSection(
  () => import("../components/testimonials").then((module) => module.Testimonials),
  LATER,
);
const WelcomeBand = deferredSection(
  () => import("../components/welcome-band").then((module) => module.WelcomeBand),
  LATER_NEVER,
);
const InstagramBlock = deferredSection(
  () => import("../components/instagram-block").then((module) => module.InstagramBlock),
  LATER_NEVER,
);
const EnquiryBox = deferredSection(
  () => import("../components/enquiry-box").then((module) => module.EnquiryBox),
  LATER,
);

type HomeProps = { content: HomeContent; section: Section; categories: Category[]; signedIn: boolean };

/** Spec §1 Home: banners, categories, budget shortcuts, trending, sections, videos, testimonials, Instagram, enquiry. */
export function HomeTemplate({ content, section, categories, signedIn }: HomeProps) {
  const hasBanners = content.banners.desktop.length + content.banners.mobile.length > 0;
  return (
    <>
      {hasBanners ? (
        <>
          <h1 className="sr-only">Rangrez Boutique: Indian ethnic wear, shipped worldwide</h1>
          <HeroBanners desktop={content.banners.desktop} mobile={content.banners.mobile} />
        </>
      ) : (
        // Before staff upload banners the drawn hero keeps the page from opening on a blank band.
        <Hero section={section} />
      )}
      <Promises />
      <TagBanner section={section} banners={content.tagBanners} />
      <CategoryStrip section={section} categories={categories} />
      <BudgetTiles tiles={content.budget} />
      <TrendingProducts products={content.trending} />
      <HomeSectionFeature section={content.sections.one} />
      <HomeSectionBanner
        section={content.sections.two}
        categoryUrl={sectionTwoHref(content.sections.two?.category ?? "", categories)}
      />
      <TrendingVideos videos={content.videos} />
      <Testimonials testimonials={content.testimonials} />
      <WelcomeBand signedIn={signedIn} />
      <InstagramBlock instagram={content.instagram} />
      <EnquiryBox />
    </>
  );
}

/** Section 2 names its category: link to that category's page (with its id when the menu knows it). */
function sectionTwoHref(name: string, categories: Category[]): string {
  if (!name) return "";
  const wanted = name.toLowerCase();
  const stack = [...categories];
  while (stack.length > 0) {
    const category = stack.shift();
    if (!category) break;
    if (category.name.toLowerCase() === wanted) return categoryHref(category);
    stack.push(...(category.subcategories ?? []));
  }
  return `/category/${encodeURIComponent(name)}`;
}
