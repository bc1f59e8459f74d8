import { type Category, categoryHref } from "@storefront/features/catalog/api";
import type { Section } from "@storefront/lib/section";
import type { HomeContent } from "../api";
import { BudgetTiles } from "../components/budget-tiles";
import { CategoryStrip } from "../components/category-strip";
import { EnquiryBox } from "../components/enquiry-box";
import { Hero } from "../components/hero";
import { HeroBanners } from "../components/hero-banners";
import { HomeSectionBanner, HomeSectionFeature } from "../components/home-sections";
import { InstagramBlock } from "../components/instagram-block";
import { Promises } from "../components/promises";
import { TagBanner } from "../components/tag-banner";
import { Testimonials } from "../components/testimonials";
import { TrendingProducts } from "../components/trending-products";
import { TrendingVideos } from "../components/trending-videos";
import { WelcomeBand } from "../components/welcome-band";

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
