import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails past `limit`. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 200 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    // Asked afresh each time: the page may re-render the target (the cart fills in after hydration).
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`tabTo: no focus on the target after ${limit} presses`);
}

test.describe("keyboard only", () => {
  test("a shopper browses, filters, chooses a size and reaches checkout without a mouse", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const menu = page.getByRole("navigation", { name: "Categories" });
    await tabTo(page, menu.getByRole("link", { name: "Sarees", exact: true }).first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/category\/Sarees/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/saree/i);

    // A filter is a checkbox: Space ticks it and the list follows in the URL.
    const filters = page.getByRole("form", { name: "Filter products" });
    await tabTo(page, filters.getByRole("checkbox").first());
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\?.+=/);
    await expect(filters.getByRole("checkbox").first()).toBeChecked();

    const card = page.locator("main a[href*='/singleproduct/']").first();
    await expect(card).toBeVisible();
    await tabTo(page, card);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/singleproduct\//);
    // A person needs longer than the page's hydration to tab this far; the test waits for it instead.
    await page.waitForLoadState("networkidle");

    // Sizes are radios: Tab reaches the group, Space chooses the focused size.
    const sizes = page.getByRole("group", { name: /^Size/ });
    if ((await sizes.count()) > 0) {
      const available = sizes.locator("input[type=radio]:not([disabled])").first();
      await tabTo(page, available);
      await page.keyboard.press("Space");
      await expect(available).toBeChecked();
    }
    // The purchase column comes before the related pieces, whose cards have their own buttons.
    await tabTo(page, page.getByRole("button", { name: "Add to Cart", exact: true }).first());
    await page.keyboard.press("Enter");
    await expect(page.getByText("Product added to cart")).toBeVisible();

    const cart = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName(/Cart, 1 item/);
    await tabTo(page, cart, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart$/i);

    // Plus and minus are buttons; the answer is announced either way.
    await tabTo(page, page.getByRole("button", { name: /^One more/ }));
    await page.keyboard.press("Enter");
    const quantity = page.getByRole("status", { name: /Quantity of/ });
    await expect
      .poll(
        async () =>
          (await quantity.textContent()) === "2" ||
          (await page.getByText(/Only \d+ quantity available\./).count()) > 0,
      )
      .toBe(true);

    await tabTo(page, page.getByRole("link", { name: "Proceed To Checkout" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/(Checkout|loginSignup)/i);
  });
});
