import {
  formatDollars,
  formatRupees,
  paiseToDollarCents,
  ratePaiseFromRupees,
  rupeesToPaise,
} from "@boutique/shared/pricing/currency";
import { fabricLinePrice, turbanLinePrice } from "@boutique/shared/pricing/line-price";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  readOtp,
  registerSignedOutCustomer,
  shoot,
  test,
  uniqueEmail,
} from "../fixtures";

const PASSWORD = "Rangrez#2026";

type Detail = {
  product: { id: number; variant_id: number; name: string; selling_price: number };
  sizes: { size: string; quantity: number }[];
  colorVariants: { id: number; name: string; quantity: number }[];
};

/** The customer the signed-in journeys register; the browser then signs in through the page. */
const MEERA = { name: "Meera", mobile: "Rao" };

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email ID").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
}

async function productByName(request: APIRequestContext, category: string, id: number, name: string) {
  const listing = await (await request.get(`/api/products/category/${category}/1?id=${id}`)).json();
  const card = listing.products.find((item: { name: string }) => item.name === name);
  expect(card, name).toBeTruthy();
  return card as { id: number; variant_id: number; name: string; selling_price: number };
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const wishlistLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Wishlist/ });

/** The header count appears once the page has hydrated and read the cart: buttons work from then on. */
async function ready(page: Page) {
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart, \d+ items?$/);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

test.describe("cart, wishlist and buy now", () => {
  // Each journey signs in (and one registers): slower than one page view on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test("a guest adds a suit, stops at the stock, registers and finds the cart merged", async ({ page }) => {
    await open(page, "/category/Anarkali/3");
    await page
      .locator("main a[href*='/singleproduct/']", { hasText: "Maroon Gota Patti Silk Anarkali Suit" })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maroon Gota Patti Silk Anarkali Suit");
    await ready(page);

    await page.getByRole("navigation", { name: "Colours" }).getByRole("link", { name: "Rani Pink" }).click();
    await expect(page.getByText("Colour: Rani Pink")).toBeVisible();
    await ready(page);
    const [, productId, colourId] = /\/p\/(\d+)\/(\d+)/.exec(page.url()) ?? [];
    const detail: Detail = await (await page.request.get(`/api/products/${productId}/${colourId}`)).json();
    const row = detail.sizes.find((item) => item.quantity >= 2 && item.quantity <= 6);
    expect(row, "a size with a little stock").toBeTruthy();
    const stock = row?.quantity ?? 0;

    // No size yet: the add is refused with the reason.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a size.");
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: row?.size, exact: true }) })
      .click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Product added to cart")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(page.getByRole("link", { name: "View cart" })).toBeVisible();

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/Cart$/);
    const quantity = page.getByRole("status", { name: /Quantity of/ });
    await expect(quantity).toHaveText("1");
    await expect(page.getByRole("button", { name: /^One less/ })).toBeDisabled();
    for (let count = 2; count <= stock; count += 1) {
      await page.getByRole("button", { name: /^One more/ }).click();
      await expect(quantity).toHaveText(String(count));
    }
    await page.getByRole("button", { name: /^One more/ }).click();
    await expect(page.getByText(`Only ${stock} quantity available.`)).toBeVisible();
    await expect(quantity).toHaveText(String(stock));

    // Guests cannot move lines to a wishlist (spec §6).
    await expect(page.getByRole("button", { name: /^Move To Wishlist/ })).toHaveCount(0);

    // Register and verify: the code signs the shopper in, the browser cart is sent along and merged, and
    // they are back on the cart (issue 26 §4).
    const email = uniqueEmail("cartguest");
    const since = Date.now();
    await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/loginSignup\?redirect=%2FCart/);
    await page.getByRole("link", { name: "Create account" }).click();
    await page.getByLabel("First name").fill("Noor");
    await page.getByLabel("Last name").fill("Sethi");
    await page.getByLabel("Email ID").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByLabel("OTP").fill(await readOtp(email, since));
    await page.getByRole("button", { name: /verify/i }).click();
    await expect(page.getByText("OTP Verified")).toBeVisible();
    await expect(page).toHaveURL(/\/Cart$/);

    await expect(page.getByRole("link", { name: detail.product.name }).first()).toBeVisible();
    await expect(quantity).toHaveText(String(stock));
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    const server = await (await page.request.get("/api/items/cart")).json();
    expect(server.data).toHaveLength(1);
    expect(server.data[0]).toMatchObject({ id: Number(colourId), size: row?.size, quantity: stock });
    expect(await page.evaluate(() => window.localStorage.getItem("cartItems"))).toBeNull();

    // Signed in, the line can move to the wishlist.
    await expect(page.getByRole("button", { name: /^Move To Wishlist/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { all: true });

    // Signing out forgets the browser copies: the header counts a guest's empty cart.
    await page.evaluate(() => window.localStorage.setItem("wishlist", "[]"));
    await page.locator("summary", { hasText: "Hi, Noor" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    expect(await page.evaluate(() => window.localStorage.getItem("wishlist"))).toBeNull();
  });

  test("a turban and a fabric line: the server prices them for a guest (a quote) and signed in (the cart)", async ({
    page,
  }) => {
    const { email } = await registerSignedOutCustomer(page.request, "cartprices", MEERA, PASSWORD);
    const turban = await productByName(page.request, "Turbans", 35, "Saffron Rubia Voile Turban");
    const fabric = await productByName(page.request, "Fabrics", 16, "Rust Dabu Cotton Fabric");

    await open(page, `/singleproduct/${encodeURIComponent(turban.name)}/p/${turban.id}`);
    await page.getByLabel("Length (metres)").selectOption("5.25");
    await page.getByLabel(/^Yes \(\+Rs 50\)/).check();
    await page.getByLabel("Fabric").selectOption("Full Voile");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Product added to cart")).toBeVisible();

    await open(page, `/singleproduct/${encodeURIComponent(fabric.name)}/p/${fabric.id}`);
    await page.getByLabel("Length (metres)").fill("2.5");
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Please select color.")).toBeVisible();
    await page.getByLabel("Colour code from the shade card").fill("l-12");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Product added to cart")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

    const turbanPaise = turbanLinePrice(rupeesToPaise(turban.selling_price), 5.25, true);
    const fabricPaise = fabricLinePrice(rupeesToPaise(fabric.selling_price), 2.5);
    const subtotal = turbanPaise + fabricPaise;
    // Spec §9 worked by hand on the demo seed's prices, so a fault shared by the rules and this test shows:
    // turban Rs 368 x 5.25 m = Rs 1,932, + Rs 50 Pico = Rs 1,982; fabric Rs 450 x 2.5 m = Rs 1,125.
    expect([turban.selling_price, fabric.selling_price]).toEqual([368, 450]);
    expect([turbanPaise, fabricPaise, subtotal]).toEqual([198_200, 112_500, 310_700]);
    const rate = ((await (await page.request.get("/api/dollar")).json()) as { value: number }[])[0].value;

    const checkCart = async () => {
      const turbanRow = page.getByTestId("cart-row").filter({ hasText: turban.name });
      const fabricRow = page.getByTestId("cart-row").filter({ hasText: fabric.name });
      await expect(turbanRow.getByTestId("line-total")).toHaveText("Rs 1,982");
      await expect(turbanRow.getByTestId("customization")).toHaveText(
        "Length 5.25 m; Pico stitching; Fabric Full Voile",
      );
      await expect(fabricRow.getByTestId("line-total")).toHaveText("Rs 1,125");
      await expect(fabricRow.getByTestId("customization")).toHaveText("Length 2.5 m; Colour change to L-12");
      await expect(page.getByTestId("subtotal")).toContainText("Rs 3,107");
      await expect(page.getByTestId("subtotal-dollars")).toHaveText(
        formatDollars(paiseToDollarCents(subtotal, ratePaiseFromRupees(rate))),
      );
      // Decision 007: Rs 200 below Rs 4,000.
      await expect(page.getByTestId("shipping")).toHaveText("Rs 200");
      await expect(page.getByTestId("order-total")).toContainText("Rs 3,307");
      await expect(page.getByTestId("order-total-dollars")).toHaveText(
        formatDollars(paiseToDollarCents(subtotal + 20_000, ratePaiseFromRupees(rate))),
      );
    };

    // A guest's cart is in the browser; its figures are the server's quote for it.
    const quoted = page.waitForResponse(
      (response) => response.url().endsWith("/api/items/cart/quote") && response.status() === 200,
    );
    await open(page, "/Cart");
    await quoted;
    await checkCart();
    await shoot(page, "cart-guest");
    await expectNoSeriousAxeViolations(page, { all: true });

    // A second 2.5 m piece of the fabric: the old figures stay, dimmed, until the new quote answers; from
    // Rs 4,000 shipping is free.
    const fabricRow = page.getByTestId("cart-row").filter({ hasText: fabric.name });
    const figures = page.getByTestId("summary-figures");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/items/cart/quote", async (route) => {
      await held;
      await route.continue();
    });
    await fabricRow.getByRole("button", { name: /^One more/ }).click();
    await expect(fabricRow.getByRole("status", { name: /Quantity of/ })).toHaveText("2");
    await expect(figures).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("subtotal")).toContainText("Rs 3,107");
    await expect(fabricRow.getByTestId("line-total")).toHaveText("Rs 1,125");
    release();
    await expect(figures).toHaveAttribute("aria-busy", "false");
    await expect(fabricRow.getByTestId("line-total")).toHaveText("Rs 2,250");
    await expect(page.getByTestId("subtotal")).toContainText("Rs 4,232");
    await expect(page.getByTestId("shipping")).toHaveText("Free");
    await expect(page.getByTestId("order-total")).toContainText("Rs 4,232");
    await page.unroute("**/api/items/cart/quote");
    await fabricRow.getByRole("button", { name: /^One less/ }).click();
    await expect(page.getByTestId("order-total")).toContainText("Rs 3,307");

    // Signed in, the server prices the merged lines from the database: the same figures.
    await page.goto("/loginSignup?redirect=/Cart");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/Cart$/);
    await checkCart();
    const server = await (await page.request.get("/api/items/cart")).json();
    expect(server.data.map((line: { line_price: number }) => rupeesToPaise(line.line_price)).sort()).toEqual(
      [turbanPaise, fabricPaise].sort(),
    );
    await shoot(page, "cart");

    // Remove asks first: No keeps the line, Yes removes it.
    await page.getByRole("button", { name: `Remove: ${fabric.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "No" }).click();
    await expect(page.getByTestId("cart-row")).toHaveCount(2);
    await page.getByRole("button", { name: `Remove: ${fabric.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByTestId("cart-row")).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("wishlist: guests sign in first; add, move to cart and back, remove", async ({ page }) => {
    const { email } = await registerSignedOutCustomer(page.request, "wishlist", MEERA, PASSWORD);
    const suit = await productByName(page.request, "Anarkali", 3, "Maroon Chikankari Silk Anarkali Suit");
    const path = `/singleproduct/${encodeURIComponent(suit.name)}/p/${suit.id}`;

    await open(page, path);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page).toHaveURL(/\/loginSignup\?redirect=/);
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/p/${suit.id}`));

    // Signed in, the size is asked first so the wishlist can move the piece to the cart later.
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please select a size.");
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "M", exact: true }) })
      .click();
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(page.getByText("Product added to Wishlist")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Wishlist" })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 item");

    await wishlistLink(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Wishlist");
    await expect(page.getByTestId("wishlist-item")).toContainText(suit.name);
    await expect(page.getByTestId("wishlist-item")).toContainText("Maroon / M");
    await shoot(page, "wishlist");
    await expectNoSeriousAxeViolations(page, { all: true });

    await page.getByRole("button", { name: "Move To Cart" }).click();
    await expect(page.getByText("Product moved to cart")).toBeVisible();
    await expect(page.getByText("Wishlist is Empty")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    // A signed-in shopper's lists come with the page: in the server's HTML, and the browser reads them no
    // second time.
    const served = await (await page.request.get("/cart")).text();
    expect(served).toContain(suit.name);
    // With the server's totals, so the summary needs no script.
    expect(served).toMatch(/data-testid="order-total">Rs [\d,]+/);
    expect(served).toContain('aria-label="Cart, 1 item"');
    expect(served).toContain('aria-label="Wishlist, 0 items"');
    const listReads: string[] = [];
    page.on("request", (request) => {
      if (/^\/api\/items\/(cart|wishlist)$/.test(new URL(request.url()).pathname))
        listReads.push(request.url());
    });
    await open(page, "/cart");
    await expect(page.getByRole("button", { name: `Move To Wishlist: ${suit.name}` })).toBeVisible();
    expect(listReads).toEqual([]);

    await cartLink(page).click();
    await page.getByRole("button", { name: `Move To Wishlist: ${suit.name}` }).click();
    await expect(page.getByText("Cart is Empty")).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 1 item");

    await open(page, "/wishlist");
    await page.getByRole("button", { name: `Remove: ${suit.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Wishlist is Empty")).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName("Wishlist, 0 items");
  });

  test("search cards add a one-size piece; on a phone the cart steps, asks before removing and empties @phone", async ({
    page,
  }) => {
    await open(page, "/search/turban");
    const first = page.getByRole("button", { name: /^Add to Cart: / }).first();
    const name = ((await first.getAttribute("aria-label")) ?? "").replace("Add to Cart: ", "");
    await first.click();
    await expect(page.getByText("Product added to cart")).toBeVisible();
    await expect(page.getByRole("link", { name: "View cart" }).first()).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    await page.getByRole("link", { name: "View cart" }).first().click();
    await expect(page).toHaveURL(/\/Cart$/);
    const row = page.getByTestId("cart-row").filter({ hasText: name });
    // Decision 009: a turban added without options is 4.5 m, Pico 0, Rubia.
    await expect(row.getByTestId("customization")).toHaveText("Length 4.5 m; No stitching; Fabric Rubia");
    const quantity = row.getByRole("status", { name: /Quantity of/ });
    await row.getByRole("button", { name: /^One more/ }).click();
    await expect(quantity).toHaveText("2");
    await row.getByRole("button", { name: /^One less/ }).click();
    await expect(quantity).toHaveText("1");
    await expect(row.getByRole("button", { name: /^One less/ })).toBeDisabled();
    // The figures are dimmed until the server's quote for the new quantity is in.
    await expect(page.getByTestId("summary-figures")).toHaveAttribute("aria-busy", "false");
    await shoot(page, "cart-search-add");
    await expectNoSeriousAxeViolations(page, { all: true });

    await row.getByRole("button", { name: `Remove: ${name}` }).click();
    await expect(page.getByRole("dialog")).toContainText(`Remove ${name} from your cart?`);
    await page.getByRole("dialog").getByRole("button", { name: "No" }).click();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Remove: ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Cart is Empty")).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    expect(await page.evaluate(() => window.localStorage.getItem("cartItems"))).toBeNull();
  });

  test("Buy Now: a guest signs in on the way and sees the piece with Edit and checkout", async ({ page }) => {
    const { email } = await registerSignedOutCustomer(page.request, "buynow", MEERA, PASSWORD);
    const fabric = await productByName(page.request, "Fabrics", 16, "Olive Block Printed Cotton Fabric");
    const path = `/singleproduct/${encodeURIComponent(fabric.name)}/p/${fabric.id}`;

    // The wishlist page is for signed-in shoppers (spec §2).
    const wishlistPage = await page.request.get("/Wishlist", { maxRedirects: 0 });
    expect(wishlistPage.status()).toBe(302);
    expect(wishlistPage.headers().location).toBe("/loginSignup?redirect=%2FWishlist");

    await open(page, "/Cart");
    await expect(page.getByText("Cart is Empty")).toBeVisible();
    await shoot(page, "cart-empty");
    await expectNoSeriousAxeViolations(page, { all: true });

    await open(page, path);
    await page.getByLabel("Length (metres)").fill("3");
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/loginSignup\?redirect=%2FBuyNow/);

    // The guest may look first: the line and the summary are the server's quote for the piece.
    const linePaise = fabricLinePrice(rupeesToPaise(fabric.selling_price), 3);
    // Decision 007's default rule: Rs 200 below Rs 4,000.
    const totalPaise = linePaise + (linePaise < 400_000 ? 20_000 : 0);
    const row = page.getByTestId("cart-row");
    await open(page, "/BuyNow");
    await expect(row.getByTestId("line-total")).toHaveText(formatRupees(linePaise));
    await expect(page.getByTestId("order-total")).toContainText(formatRupees(totalPaise));
    await shoot(page, "buy-now-guest");

    await page.goto("/loginSignup?redirect=%2FBuyNow");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/BuyNow$/);

    await expect(row).toContainText(fabric.name);
    await expect(row.getByTestId("line-total")).toHaveText(formatRupees(linePaise));
    await expect(page.getByTestId("order-total")).toContainText(formatRupees(totalPaise));
    await expect(row.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      new RegExp(`/p/${fabric.id}/`),
    );
    // Checkout then orders this one cart line only.
    await expect(page.getByRole("link", { name: "Proceed To Checkout" })).toHaveAttribute(
      "href",
      /^\/Checkout\?line=\d+$/,
    );
    await expect(page.getByText("Tax")).toBeVisible();
    await shoot(page, "buy-now");
    await expectNoSeriousAxeViolations(page, { all: true });

    // Buy Now also put the piece in the (now merged) cart.
    const server = await (await page.request.get("/api/items/cart")).json();
    expect(server.data.map((line: { name: string }) => line.name)).toContain(fabric.name);
  });
});
