import { expect, expectNoSeriousAxeViolations, test } from "../fixtures";

test.describe("browsing the catalogue", () => {
  test("a shopper opens a category, sorts by price and opens a product @phone", async ({ page }) => {
    await page.goto("/category/Lehengas");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/lehenga/i);
    await page.getByLabel("Sort by").selectOption("LtH");
    await expect(page).toHaveURL(/sort=LtH/);

    // The list is replaced after the URL changes: wait for the sorted cards, not just the address.
    const cardPrices = () =>
      page.locator("main a[href*='/singleproduct/']").evaluateAll((cards) =>
        cards.slice(0, 6).map((card) => {
          const match = /Rs\s*([\d,]+)/.exec(card.textContent ?? "");
          return match ? Number(match[1].replace(/,/g, "")) : Number.NaN;
        }),
      );
    await expect
      .poll(async () => {
        const prices = await cardPrices();
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      })
      .toBe(true);

    await page.locator("main a[href*='/singleproduct/']").first().click();
    await expect(page).toHaveURL(/\/singleproduct\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Rs\s*[\d,]+/).first()).toBeVisible();
  });

  test("a misspelt search still finds lehengas", async ({ page }) => {
    await page.goto("/search/lehnga");
    const first = page.locator("main a[href*='/singleproduct/']").first();
    await expect(first).toContainText(/lehenga/i);
  });

  test("a product page arrives with its name, price, image and JSON-LD", async ({ request }) => {
    const listing = await (await request.get("/api/products/category/Sarees/1")).json();
    const product = listing.products[0];
    const html = await (
      await request.get(`/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}`)
    ).text();
    expect(html).toContain(product.name);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"INR"');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/images\//);
  });

  test("the older template's pages move permanently to the real ones", async ({ request }) => {
    const listing = await (await request.get("/api/products/category/Sarees/1")).json();
    const product = listing.products[0];
    const moved = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      return response.headers().location;
    };
    expect(await moved(`/product/${product.id}`)).toBe(
      `/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}`,
    );
    expect(await moved("/products/lehnga")).toBe("/search/lehnga");
    expect(await moved("/products")).toBe("/category/Bestseller");
    expect((await request.get("/product/999999", { maxRedirects: 0 })).status()).toBe(404);
    const v1 = await (await request.get(`/api/v1/product/${product.id}`)).json();
    expect(v1.product.name).toBe(product.name);
  });

  test("the contact form asks for every field before sending", async ({ page }) => {
    await page.goto("/contact");
    // The grievance officer is named with the rules' 48-hour acknowledgement.
    await expect(page.getByTestId("grievance-officer")).toContainText("acknowledged within 48 hours");
    const submit = page.getByRole("button", { name: "Submit question" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Your question").fill("Can you stitch a lehenga blouse with a deeper back?");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Email ID").fill("guest@e2e.example");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Your name").fill("Guest Shopper");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("Question Submitted").first()).toBeVisible();
  });

  for (const path of ["/category/Sarees", "/search/saree", "/FAQ", "/contact", "/about"]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("the phone menu opens as a dialog with the categories, and closes on Escape and on a followed link @phone", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "phone",
      "the menu button is for phones; wider screens have the mega menu",
    );
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The page behind is inert while it is open: focus stays in the menu.
    await expect(dialog.getByRole("navigation", { name: "Categories" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // A category with subcategories opens in place; a followed link closes the menu.
    await button.click();
    const sarees = dialog.getByText("Sarees", { exact: true });
    await sarees.click();
    await dialog.getByRole("link", { name: "All Sarees" }).click();
    await expect(page).toHaveURL(/\/category\/Sarees/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/saree/i);
  });

  test("no page is wider than a phone @phone", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const listing = await (await request.get("/api/products/category/Sarees/1")).json();
    const product = listing.products[0];
    const name = encodeURIComponent(product.name);
    const pages = ["/", "/category/Sarees", `/singleproduct/${name}/p/${product.id}`, "/search/lehenga"];
    pages.push(
      "/Cart",
      // Not /Wishlist: it sends guests to /loginSignup, which is already in the list.
      "/BuyNow",
      `/CustomSize/${name}?id=${product.id}`,
      "/FAQ",
      "/contact",
      "/loginSignup",
    );
    for (const path of pages) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
  });
});
