import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * Decision 017: static sections keep the server's HTML and load no code; interactive ones further down
 * load theirs when the shopper gets near them. These check both halves: what is not loaded, and that the
 * sections still work once it is.
 */

/** The names of the storefront chunks the page has asked for so far (hash and extension dropped). */
function chunkLog(page: Page) {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/(.+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

test.describe("sections that load their code later or never", () => {
  test("the FAQ and footer stay server HTML; their links still navigate within the page", async ({
    page,
  }) => {
    const chunks = chunkLog(page);
    await page.goto("/FAQ");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    // The answers open natively, with no code for the page's content.
    const question = page.locator("main details summary").first();
    await question.click();
    await expect(page.locator("main details[open]").first()).toBeVisible();
    // Its FAQPage JSON-LD is in the server's HTML.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join(" ")).toContain('"FAQPage"');
    await page.waitForLoadState("networkidle");
    expect(chunks).not.toContain("faq-template");
    expect(chunks).not.toContain("footer");

    // A footer link is followed by the router: the same document, a new page.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Shipping" }).click();
    await expect(page).toHaveURL(/\/Shipping$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shipping and delivery" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // The same sections are real chunks of their own: a client-side visit to the FAQ loads its code,
    // and the Women/Men/Kids switch (new footer categories) loads the footer's.
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    expect(chunks).toContain("faq-template");
    expect(chunks).not.toContain("footer");
    await page.getByRole("banner").getByRole("button", { name: "Men", exact: true }).first().click();
    await expect.poll(() => chunks.includes("footer")).toBe(true);
  });

  test("the search box keeps what was typed before its code came and suggests products", async ({ page }) => {
    const chunks = chunkLog(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(chunks).not.toContain("search-combobox");

    // Hold the box's code until the shopper has typed, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/search-combobox-*.js", async (route) => {
      await held;
      await route.continue();
    });
    const search = page.locator("#header-search");
    await search.focus();
    await page.keyboard.type("lehn");
    await expect.poll(() => chunks.includes("search-combobox")).toBe(true);
    release();
    await page.keyboard.type("ga");
    await expect(search).toHaveValue("lehnga");
    await expect(search).toBeFocused();
    await expect(page.getByRole("option").first()).toContainText(/lehenga/i);
    expect(chunks).toContain("search-combobox");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/singleproduct\//);
  });

  test("the review tabs load as the shopper reaches them, and keep the focus", async ({ page, request }) => {
    const listing = await (await request.get("/api/products/category/Sarees/1")).json();
    const product = listing.products[0] as { id: number; name: string };
    const chunks = chunkLog(page);
    await page.goto(`/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}`);
    await page.waitForLoadState("networkidle");
    expect(chunks).not.toContain("review-tabs");
    expect(chunks).not.toContain("product-accordions");

    // Keyboard users reach the tabs by Tab: the focused tab is still focused once the code has come.
    const reviewsTab = page.getByRole("tab", { name: /^Reviews/ });
    await expect(page.locator("[data-deferred] #reviews")).toHaveCount(1);
    await reviewsTab.focus();
    await expect.poll(() => chunks.includes("review-tabs")).toBe(true);
    // The server's markup has been replaced by the loaded section, and the focus moved with it.
    await expect(page.locator("[data-deferred] #reviews")).toHaveCount(0);
    await expect(reviewsTab).toBeFocused();
    const askTab = page.getByRole("tab", { name: "Ask a Question" });
    // WAI-ARIA tab keys work, which only the loaded code does.
    await page.keyboard.press("ArrowRight");
    await expect(askTab).toBeFocused();
    await expect(askTab).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Ask a Question" });
    await expect(panel.getByRole("button", { name: "Submit question" })).toBeDisabled();
  });
});
