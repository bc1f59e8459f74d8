import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BannerList,
  BannerTagParams,
  BudgetTileList,
  HomeSectionList,
  MediaLinkList,
  TestimonialList,
} from "./content.schemas";
import type { BannerKind } from "./content.tables";

/** The home page's banners, sections, tiles, testimonials, videos and Instagram pictures. */
export default async function contentStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const content = app.contentService;
  /** The same for every shopper and changed only by the back office's content writes (decision 027). */
  const config = { answerCache: "content" } as const;

  const bannerRoutes: [string, BannerKind, string][] = [
    ["/api/banner", "desktop", "Desktop home banners (1920x730)"],
    ["/api/mobile-banner", "mobile", "Mobile home banners (500x700), shown below 768 px"],
    ["/api/banner/tags", "tag", "The Women, Men and Kids banners, every tag"],
    ["/api/banner/cart", "cart", "The cart page's banner strip"],
    ["/api/banner/checkout", "checkout", "The checkout page's banner strip; the first is shown"],
  ];
  for (const [url, kind, summary] of bannerRoutes) {
    app.get(url, { config, schema: { tags: ["content"], summary, response: { 200: BannerList } } }, () =>
      content.listBanners(kind),
    );
  }

  app.get(
    "/api/banner/tag/:tag",
    {
      config,
      schema: {
        tags: ["content"],
        summary: "The banners of one tag (Women, Men or Kids)",
        params: BannerTagParams,
        response: { 200: BannerList },
      },
    },
    (request) => content.listBanners("tag", request.params.tag),
  );

  app.get(
    "/api/testimonials",
    {
      config,
      schema: {
        tags: ["content"],
        summary: "Customer testimonials, newest first",
        response: { 200: TestimonialList },
      },
    },
    () => content.listTestimonials(),
  );
  app.get(
    "/api/trendingvideos/home",
    {
      config,
      schema: {
        tags: ["content"],
        summary: "Trending videos on the home page",
        response: { 200: MediaLinkList },
      },
    },
    () => content.listTrendingVideos(),
  );
  app.get(
    "/api/instaImage/home",
    {
      config,
      schema: {
        tags: ["content"],
        summary: "Instagram pictures on the home page",
        response: { 200: MediaLinkList },
      },
    },
    () => content.listInstagramImages(),
  );
  app.get(
    "/api/budget",
    {
      config,
      schema: {
        tags: ["content"],
        summary: "Shop-by-budget tiles (prices in rupees)",
        response: { 200: BudgetTileList },
      },
    },
    () => content.listBudgetTiles(),
  );
  app.get(
    "/api/home-sections",
    {
      config,
      schema: { tags: ["content"], summary: "Home sections 1 and 2", response: { 200: HomeSectionList } },
    },
    () => content.listHomeSections(),
  );
}
