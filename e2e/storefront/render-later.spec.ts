import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * Decision 036: on a document's first view the browser skips the style, layout and paint of what is below
 * the first screen (`content-visibility: auto`, placeholder heights) until the shopper nears it. These
 * check that it is on where it saves work, and off wherever a placeholder height would put the shopper
 * in the wrong place: Back to a page scrolled down, and a reload that restores the position.
 */

const CARDS = "main ul[aria-label$='products'] > li";

/** The first card whose top is inside the window, and the scroll position. */
function whereTheShopperIs(page: Page) {
  return page.evaluate((selector) => {
    const cards = [...document.querySelectorAll(selector)];
    const first = cards.find((card) => card.getBoundingClientRect().top >= 0);
    return { y: Math.round(scrollY), card: first?.querySelector("a")?.getAttribute("href") ?? null };
  }, CARDS);
}

/**
 * The same card first in the window, within a few pixels of where it was. React Router's Back lands 4 px
 * from the saved position at 1280 px with or without this feature; placeholder heights put another card there.
 */
async function expectSamePlace(page: Page, before: { y: number; card: string | null }) {
  await expect.poll(() => whereTheShopperIs(page).then((now) => now.card)).toBe(before.card);
  const { y } = await whereTheShopperIs(page);
  expect(Math.abs(y - before.y)).toBeLessThanOrEqual(8);
}

const renderLater = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-render-later"));

test.describe("sections laid out as the shopper nears them", () => {
  test("a category page skips its later cards on first view, and Back and reload return to the same card @phone", async ({
    page,
  }) => {
    await page.goto("/category/Suits/1");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await renderLater(page)).toBe(true);
    const cards = page.locator(CARDS);
    await expect(cards).toHaveCount(30);
    const lastCard = await cards.last().evaluate((card) => ({
      visibility: getComputedStyle(card).contentVisibility,
      // A focused link's outline is drawn 2px outside it, 2px wide: the card's paint containment must let it show.
      clipMargin: Number.parseFloat(getComputedStyle(card).overflowClipMargin),
    }));
    expect(lastCard.visibility).toBe("auto");
    expect(lastCard.clipMargin).toBeGreaterThanOrEqual(4);

    // Scrolled well down the grid as a shopper does, a screen at a time: each card is laid out as it nears
    // the window and takes its own height, so what is above the window no longer has placeholder heights.
    for (let step = 0; step < 8; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(2000);
    await page.waitForTimeout(300);
    const before = await whereTheShopperIs(page);
    expect(before.card).not.toBeNull();

    // To a product and Back: React Router puts the page back where the shopper left it.
    await page.locator(`${CARDS} a[href="${before.card}"]`).click();
    await expect(page).toHaveURL(/\/singleproduct\//);
    expect(await renderLater(page)).toBe(false);
    await page.goBack();
    await expect(cards).toHaveCount(30);
    await expectSamePlace(page, before);

    // A reload restores the same position from sessionStorage, so this view leaves every card laid out.
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await renderLater(page)).toBe(false);
    await expectSamePlace(page, before);
  });
});
