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

    // What the page offers, from the API: the test knows which size to pick and what plus must answer.
    const [, productId, colourInPath] = /\/p\/(\d+)(?:\/(\d+))?/.exec(new URL(page.url()).pathname) ?? [];
    const colour = colourInPath ?? new URL(page.url()).searchParams.get("color");
    const detail = (await (
      await page.request.get(`/api/products/${productId}${colour ? `/${colour}` : ""}`)
    ).json()) as { sizes: { size: string; quantity: number }[] };
    const garmentSizes = detail.sizes.filter((row) => row.size !== "Free");
    const chosen =
      garmentSizes.find((row) => row.quantity >= 2) ?? garmentSizes.find((row) => row.quantity > 0);
    const stock = chosen?.quantity ?? detail.sizes[0]?.quantity ?? 0;
    expect(stock, "the first card's piece is in stock").toBeGreaterThan(0);

    if (chosen) {
      // Sizes are radios: Tab enters the group on the first size on sale; arrow keys move and choose.
      const group = page.getByRole("group", { name: /^Size/ });
      await tabTo(page, group.locator("input[type=radio]:not([disabled])").first());
      const wanted = group.locator(`input[type=radio][value="${chosen.size}"]`);
      for (
        let step = 0;
        step < 6 && !(await wanted.evaluate((radio) => radio === document.activeElement));
        step++
      )
        await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Space");
      await expect(wanted).toBeChecked();
      await expect(group).toContainText(`Size: ${chosen.size}`);
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

    // Plus is a button: a second piece when there is one, else the stock message.
    await tabTo(page, page.getByRole("button", { name: /^One more/ }));
    await page.keyboard.press("Enter");
    const quantity = page.getByRole("status", { name: /Quantity of/ });
    if (stock >= 2) await expect(quantity).toHaveText("2");
    else {
      await expect(page.getByText("Only 1 quantity available.")).toBeVisible();
      await expect(quantity).toHaveText("1");
    }

    await tabTo(page, page.getByRole("link", { name: "Proceed To Checkout" }));
    await page.keyboard.press("Enter");
    // Checkout is for signed-in shoppers (spec §2): a guest is asked to sign in and comes back to it.
    await expect(page).toHaveURL(/\/loginSignup\?redirect=%2FCheckout$/);
  });
});
