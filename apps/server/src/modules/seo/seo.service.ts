import type { Database } from "../../db/database";
import { createSeoRepository, type SitemapCategory } from "./seo.repository";

/** Public pages worth indexing; /Return and the account pages are for signed-in shoppers only. */
export const STATIC_PAGES = ["/about", "/contact", "/Shipping", "/FAQ", "/PrivacyPolicy", "/TermsOfService"];

/**
 * Private or endless paths. robots.txt matching is case-sensitive while the shop's routes are not,
 * so the spellings the site links to are listed along with their lower-case forms.
 */
export const DISALLOWED_PATHS = [
  "/admin",
  "/Admin",
  "/Adduser",
  "/ForgotPass",
  "/api/",
  "/Cart",
  "/cart",
  "/BuyNow",
  "/buynow",
  "/Checkout",
  "/checkout",
  "/Success",
  "/Cancel",
  "/OrderConfirmation",
  "/OrderDetails",
  "/orderdetails",
  "/UserAccount",
  "/useraccount",
  "/Wishlist",
  "/wishlist",
  "/Return",
  "/loginSignup",
  "/ForgotPassword",
  "/search/",
  "/preferences/",
  "/logout",
];

/** Product photos are served under /api; search engines may still index them for image search. */
export const ALLOWED_UNDER_DISALLOWED = ["/api/images/"];

/** The product page's own canonical form (storefront features/product/api.ts productHref), so both agree. */
export function productPath(product: { id: number; name: string }): string {
  return `/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}`;
}

export function categoryPath(category: { id: number; name: string }): string {
  return `/category/${encodeURIComponent(category.name)}/${category.id}`;
}

type SitemapEntry = { path: string; lastmod?: Date };

export function createSeoService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const repository = createSeoRepository(db);
  return {
    robotsTxt(): string {
      return [
        "User-agent: *",
        ...ALLOWED_UNDER_DISALLOWED.map((path) => `Allow: ${path}`),
        ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${publicUrl}/sitemap.xml`,
        "",
      ].join("\n");
    },

    async sitemapXml(): Promise<string> {
      const [products, categories, activity] = await Promise.all([
        repository.listActiveProducts(),
        repository.listCategories(),
        repository.listCategoryActivity(),
      ]);
      const listed: SitemapEntry[] = [
        ...activeCategories(categories, activity).map(({ category, lastmod }) => ({
          path: categoryPath(category),
          lastmod,
        })),
        ...products.map((product) => ({ path: productPath(product), lastmod: product.updatedAt })),
      ];
      // The home page shows the newest products and categories, so it changes whenever they do.
      const newest = listed.reduce<Date | undefined>(
        (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
        undefined,
      );
      const entries: SitemapEntry[] = [
        { path: "/", lastmod: newest },
        ...STATIC_PAGES.map((path) => ({ path })),
        ...listed,
      ];
      return renderSitemap(publicUrl, entries);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

/**
 * Categories have no on/off switch of their own: one is worth listing when it, or a category
 * under it, holds an active product. Its lastmod is the later of its own and its products' changes.
 */
function activeCategories(categories: SitemapCategory[], activity: Map<number, Date>) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const lastmods = new Map<number, Date>();
  for (const [categoryId, latest] of activity) {
    // Walk up to the root; the tree is at most three levels deep, the guard stops a cycle anyway.
    let current = byId.get(categoryId);
    for (let depth = 0; current && depth < 10; depth += 1) {
      const own = current.updatedAt > latest ? current.updatedAt : latest;
      const known = lastmods.get(current.id);
      if (!known || known < own) lastmods.set(current.id, own);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return categories
    .filter((category) => lastmods.has(category.id))
    .map((category) => ({ category, lastmod: lastmods.get(category.id) }));
}

function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmodTag}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
