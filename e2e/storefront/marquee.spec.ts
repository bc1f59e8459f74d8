import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures";

/** The header's scrolling announcement can be stopped (WCAG 2.2.2) without any script: it is never hydrated. */
test.describe("the header's scrolling announcement @phone", () => {
  const playState = (strip: Locator) =>
    strip.evaluate((element) => getComputedStyle(element).animationPlayState);

  test("pauses with its switch, and while hovered or focused", async ({ page, browser, isMobile }) => {
    await page.goto("/");
    const header = page.locator("header");
    const strip = header.locator(".animate-marquee");
    await expect(strip).toBeVisible();
    expect(await playState(strip)).toBe("running");

    const pause = header.getByRole("checkbox", { name: "Pause the scrolling announcement" });
    // Reached from the keyboard and pressed with Space, as a person would.
    await pause.focus();
    expect(await playState(strip)).toBe("paused");
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    await page
      .locator("main")
      .first()
      .click({ position: { x: 5, y: 5 } });
    await page.mouse.move(5, 600);
    expect(await playState(strip)).toBe("paused");
    await pause.click({ force: true });
    await expect(pause).not.toBeChecked();
    // Focus on the switch holds it too; once focus and pointer are elsewhere it scrolls again.
    expect(await playState(strip)).toBe("paused");
    await pause.blur();
    await page.mouse.move(5, 600);
    expect(await playState(strip)).toBe("running");
    if (!isMobile) {
      // A pointer that can hover holds it too (a touch screen has no hover).
      // The pointer itself: Playwright's hover waits for a still element, and this one moves.
      // The strip's frame, which does not move (the strip itself is translated, far wider than the screen).
      const box = await strip.locator("xpath=..").boundingBox();
      if (!box) throw new Error("the strip has no box");
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      expect(await playState(strip)).toBe("paused");
    }

    // Without JavaScript at all the switch still works.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(page.url());
    const bareStrip = bare.locator("header .animate-marquee");
    await bare.mouse.move(5, 600);
    expect(await playState(bareStrip)).toBe("running");
    await bare.locator("header").getByText("Pause the scrolling announcement").click({ force: true });
    await bare.mouse.move(5, 600);
    expect(await playState(bareStrip)).toBe("paused");
    await context.close();
  });
});
