import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";

/**
 * Decision 018: the app's scripts start once the page's high-priority pictures have loaded and painted,
 * on the shopper's first tap or key, or after a deadline, so on a slow connection the picture does not
 * share the bandwidth with 125 KB of JavaScript.
 */

async function firstProductPath(page: Page) {
  const listing = await page.request.get("/api/products/category/Sarees/1");
  const { products } = (await listing.json()) as { products: { id: number; name: string }[] };
  return `/singleproduct/${encodeURIComponent(products[0].name)}/p/${products[0].id}`;
}

const isScript = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Holds every picture until `release` is called, as a very slow connection would. */
async function holdPictures(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/images/**", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test.describe("the app's scripts start after the first paint", () => {
  test("the product picture has loaded before the first script is asked for", async ({ page }) => {
    const path = await firstProductPath(page);
    const events: string[] = [];
    page.on("request", (request) => {
      if (isScript(request.url())) events.push("script");
    });
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/images/")) events.push(`picture ${url.pathname}${url.search}`);
    });
    await page.goto(path);
    expect(await hydrated(page)).toBe(true);

    const pictures = await page.locator('img[fetchpriority="high"]').evaluateAll((images) =>
      images.map((image) => {
        const url = new URL((image as HTMLImageElement).currentSrc);
        return `picture ${url.pathname}${url.search}`;
      }),
    );
    expect(pictures.length).toBeGreaterThan(0);
    const firstScript = events.indexOf("script");
    expect(firstScript).toBeGreaterThan(-1);
    for (const picture of pictures) {
      expect(
        events.indexOf(picture),
        `${picture} before the scripts in ${events.join(", ")}`,
      ).toBeGreaterThan(-1);
      expect(events.indexOf(picture)).toBeLessThan(firstScript);
    }
  });

  test("a key press starts them at once while the picture is still coming", async ({ page }) => {
    const path = await firstProductPath(page);
    const release = await holdPictures(page);
    let scriptAskedAt = 0;
    page.on("request", (request) => {
      if (isScript(request.url()) && !scriptAskedAt) scriptAskedAt = Date.now();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(scriptAskedAt).toBe(0);
    expect(await hydrated(page)).toBe(false);

    const pressedAt = Date.now();
    await page.keyboard.press("Tab");
    await waitForHydration(page);
    // Well inside the 2.5 s deadline: the key, not the timer, started them.
    expect(scriptAskedAt - pressedAt).toBeLessThan(1000);
    release();
  });

  test("with the picture stuck, the scripts still start after the deadline", async ({ page }) => {
    const path = await firstProductPath(page);
    const release = await holdPictures(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (isScript(request.url())) scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    release();
  });
});

test.describe("the hero strip's other slides wait for its first picture (decision 037)", () => {
  test("their pictures are not fetched while the first is coming, and the strip is whole once it has come @phone", async ({
    page,
  }) => {
    const release = await holdPictures(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/images/")) asked.push(url.pathname);
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const slides = page.locator("[aria-label='Featured collections'] li");
    expect(await slides.count()).toBeGreaterThan(1);
    // Every picture file each slide may show (`/api/images/{file}`): its phone and desktop pictures, any width.
    const [first, ...others] = await slides.evaluateAll((items) =>
      items.map((slide) => {
        const urls = [...slide.querySelectorAll("img, source")].flatMap((element) => [
          element.getAttribute("src") ?? "",
          ...(element.getAttribute("srcset") ?? "").split(",").map((item) => item.trim().split(" ")[0]),
        ]);
        return urls.filter(Boolean).map((url) => new URL(url, location.href).pathname);
      }),
    );
    const rest = others.flat();
    await expect.poll(() => asked.some((file) => first.includes(file))).toBe(true);
    // Time for the browser to ask for what it would load: the other slides' pictures are lazy, but beside the
    // first slide, within the browser's lazy-loading distance.
    await page.waitForTimeout(500);
    for (const file of rest)
      expect(asked, `${file} asked for before the first picture came`).not.toContain(file);
    await expect(slides.nth(1)).toBeHidden();

    release();
    await expect(slides.nth(1)).toBeVisible();
    await expect.poll(() => rest.some((file) => asked.includes(file))).toBe(true);
    // The strip swipes to the second slide.
    await page.locator("[aria-label='Featured collections'] ul").evaluate((strip) => {
      strip.scrollBy({ left: strip.clientWidth });
    });
    await expect
      .poll(() => slides.nth(1).evaluate((slide) => Math.round(slide.getBoundingClientRect().left)))
      .toBe(0);
  });
});
