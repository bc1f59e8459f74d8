import { expect, registerCustomer, shoot, test, waitForHydration } from "../fixtures";
import { addToCart, inStock } from "../support/orders";

/**
 * The cart sent on WhatsApp (issue 26 §2): the message names the pieces and the total and carries a link;
 * whoever follows the link (another device, or staff) gets the same pieces in their own cart.
 */
test.describe("the cart on WhatsApp", () => {
  test("a shopper sends the cart to the shop's WhatsApp, and the link puts the same pieces in a guest's cart @phone", async ({
    page,
    browser,
  }) => {
    await registerCustomer(page.request, "share", { name: "Meera", mobile: "Rao" });
    const piece = await inStock(page.request, "Sarees");
    await addToCart(page.request, piece);
    // No internet here: wa.me answers from the test, which only reads where it was sent.
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
    await page.goto("/Cart");
    await shoot(page, "cart-whatsapp");
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByTestId("whatsapp-share").click(),
    ]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const sent = new URL(popup.url());
    expect(sent.pathname).toMatch(/^\/\d{8,15}$/);
    const text = sent.searchParams.get("text") ?? "";
    expect(text).toContain(piece.name);
    expect(text).toMatch(/Total: Rs [\d,]+/);
    const link = /\/cart\/shared\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();

    // Someone else, not signed in, opens the link and puts the pieces in their own cart.
    const guest = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await guest.newPage();
    await other.goto(link!);
    // A page of a context made here is not the fixture's: wait for its buttons to work before pressing one.
    await waitForHydration(other);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("A cart for you");
    await expect(other.getByText(piece.name)).toBeVisible();
    await shoot(other, "cart-shared");
    await other.getByRole("button", { name: "Put these in my cart" }).click();
    await expect(other).toHaveURL(/\/Cart$/);
    await expect(other.getByText(piece.name).first()).toBeVisible();
    await guest.close();

    const missing = await page.request.get(`/api/cart/shared/${"x".repeat(24)}`);
    expect(missing.status()).toBe(404);
  });
});
