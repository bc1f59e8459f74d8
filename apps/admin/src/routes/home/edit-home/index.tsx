import { PageHeader } from "@admin/components/page-header";
import { RECOMMENDED_SIZES } from "@boutique/shared/schemas/home-content";
import { BudgetSection } from "./budget-section";
import { HomeSectionsPanel } from "./home-section-forms";
import { MediaListSection } from "./media-list-section";
import { SiteSettingsSection } from "./site-settings-section";
import { TagBannersSection } from "./tag-banners-section";

const JUMPS = [
  ["desktop-banners", "Desktop banners"],
  ["mobile-banners", "Mobile banners"],
  ["instagram", "Instagram"],
  ["trending-videos", "Trending videos"],
  ["cart-banner", "Cart banner"],
  ["checkout-banner", "Checkout banner"],
  ["tag-banners", "Tag banners"],
  ["site-settings", "Marquee and settings"],
  ["budget", "Budget tiles"],
  ["home-sections", "Home sections"],
] as const;

/** Spec §2 Edit Home: every section saves on its own and reloads its own list (spec §4). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Edit Home"
        description="What you save here shows on the storefront at the next page load."
      />
      <nav aria-label="Edit Home sections" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {JUMPS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex h-8 items-center rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-700 hover:border-brand-700 hover:text-brand-800 focus-ring"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-6">
        <MediaListSection
          kind="desktop"
          id="desktop-banners"
          title="Desktop banners"
          description="The home page's sliding banners on screens 768 px and wider, in this order."
          size={RECOMMENDED_SIZES.desktopBanner}
          aspect="1920/730"
          noun="banner"
        />
        <MediaListSection
          kind="mobile"
          id="mobile-banners"
          title="Mobile banners"
          description="Shown instead of the desktop banners on phones; the nth mobile banner pairs with the nth desktop one."
          size={RECOMMENDED_SIZES.mobileBanner}
          aspect="500/700"
          noun="banner"
        />
        <MediaListSection
          kind="instagram"
          id="instagram"
          title="Instagram images"
          description="The picture grid above the footer; the count and handle are in the settings below."
          size={RECOMMENDED_SIZES.instagram}
          aspect="1/1"
          noun="picture"
        />
        <MediaListSection
          kind="trending"
          id="trending-videos"
          title="Trending videos"
          description="Portrait videos in the home page's video row."
          size={RECOMMENDED_SIZES.trendingVideo}
          aspect="9/16"
          noun="video"
          videos
        />
        <div className="grid gap-6 xl:grid-cols-2">
          <MediaListSection
            kind="cart"
            id="cart-banner"
            title="Cart banner"
            description="The strip on the cart page; a new banner replaces the current one."
            size={RECOMMENDED_SIZES.cartBanner}
            aspect="1920/352"
            noun="banner"
            single
          />
          <MediaListSection
            kind="checkout"
            id="checkout-banner"
            title="Checkout banner"
            description="The strip on the checkout page; a new banner replaces the current one."
            size={RECOMMENDED_SIZES.checkoutBanner}
            aspect="1920/352"
            noun="banner"
            single
          />
        </div>
        <TagBannersSection />
        <SiteSettingsSection />
        <BudgetSection />
        <HomeSectionsPanel />
      </div>
    </>
  );
}
