import { formatRupees } from "@boutique/shared/pricing/currency";
import { DEFAULT_DOMESTIC_SHIPPING } from "@boutique/shared/pricing/shipping";
import { SHIPPING_FEE_MESSAGE } from "@boutique/shared/schemas/shipping";
import type { Page } from "@playwright/test";
import { expect, signInAsAdmin, test } from "../fixtures";

/**
 * Edit Home's shipping fields: sets both and saves, waiting for this save's answer (an earlier save's
 * toast may still be showing, so the toast alone does not say this one has landed) and its toast.
 */
async function setShipping(page: Page, feeRupees: number, freeFromRupees: number) {
  const group = page.getByRole("group", { name: "Shipping within India" });
  await group.getByLabel("Shipping fee (Rs)").fill(String(feeRupees));
  await group.getByLabel("Free shipping from (Rs)").fill(String(freeFromRupees));
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" &&
      new URL(response.url()).pathname === "/api/admin/settings/shipping",
  );
  await group.getByRole("button", { name: /^Save/ }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText("Updated Successfully").first()).toBeVisible();
}

test.describe("shipping within India (decision 007)", () => {
  test("an admin changes the rule and the cart, the Shipping page and the FAQ follow it", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto("/admin/editHome");
    const group = page.getByRole("group", { name: "Shipping within India" });
    await expect(group.getByLabel("Shipping fee (Rs)")).toHaveValue(
      String(DEFAULT_DOMESTIC_SHIPPING.flatPaise / 100),
    );

    // Whole rupees only: the shared schema's message, and nothing is sent.
    await group.getByLabel("Shipping fee (Rs)").fill("12.5");
    await group.getByRole("button", { name: /^Save/ }).click();
    await expect(group.getByText(SHIPPING_FEE_MESSAGE)).toBeVisible();

    // Free only from Rs 1,00,000 and Rs 350 below: every demo piece pays the fee.
    await setShipping(page, 350, 100_000);
    const fee = formatRupees(35_000);
    const freeFrom = formatRupees(10_000_000);
    const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    try {
      await shopper.goto("/Shipping");
      await expect(shopper.getByRole("main")).toContainText(`A flat ${fee} per order below ${freeFrom}`);
      await shopper.goto("/FAQ");
      await expect(shopper.getByRole("main")).toContainText(
        `Free within India on orders of ${freeFrom} or more, and a flat ${fee} per order below that.`,
      );

      await shopper.goto("/search/turban");
      await shopper.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await shopper
        .getByRole("button", { name: /^Add to Cart: / })
        .first()
        .click();
      await expect(shopper.getByText("Product added to cart")).toBeVisible();
      await shopper.goto("/cart");
      await shopper.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(shopper.getByTestId("shipping")).toHaveText(fee);
    } finally {
      await shopper.context().close();
      // Back to the defaults the other journeys expect.
      await setShipping(
        page,
        DEFAULT_DOMESTIC_SHIPPING.flatPaise / 100,
        DEFAULT_DOMESTIC_SHIPPING.freeFromPaise / 100,
      );
    }
    const restored = await (await page.request.get("/api/shipping")).json();
    expect(restored).toEqual({ domestic_flat: 200, domestic_free_from: 4000 });
  });
});
