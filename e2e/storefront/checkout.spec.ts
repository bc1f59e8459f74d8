import { formatDollars, formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { QuoteAnswer } from "@boutique/shared/schemas/checkout";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  readOtp,
  registerCustomer,
  shoot,
  test,
  uniqueEmail,
  waitForHydration,
} from "../fixtures";

type Place = { country: string; state: string; city: string; address1: string; zip: string; mobile: string };

const DELHI: Place = {
  country: "IN",
  state: "Delhi",
  city: "New Delhi",
  address1: "14, Lodhi Colony Market",
  zip: "110003",
  mobile: "9811042517",
};
const LONDON: Place = {
  country: "GB",
  state: "London",
  city: "London",
  address1: "221B Baker Street",
  zip: "NW1 6XE",
  mobile: "+447700900123",
};

type CartLine = { cart_id: number; id: number; name: string; quantity: number };
type Card = { id: number; variant_id: number; name: string };

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));
const dollars = (amount: number) => formatDollars(Math.round(amount * 100));

/** A new verified customer; the page's browser is signed in as them (the request shares its cookies). */
async function shopper(page: Page, prefix: string) {
  return registerCustomer(page.request, `checkout-${prefix}`, { name: "Meera", mobile: "Rao" });
}

async function readCart(request: APIRequestContext): Promise<CartLine[]> {
  return (await (await request.get("/api/items/cart")).json()).data;
}

/** The cart's lines and quantities, to compare before and after an attempt. */
const linesOf = (cart: CartLine[]) => cart.map(({ cart_id, id, quantity }) => ({ cart_id, id, quantity }));

/**
 * Puts `count` pieces in stock into the signed-in shopper's cart through the API (a size with at least two
 * left, so journeys running again still find stock) and answers the cart.
 */
async function fillCart(request: APIRequestContext, count: number, category = "Sarees") {
  const listing = await (await request.get(`/api/products/category/${category}/1`)).json();
  let added = 0;
  for (const card of listing.products as Card[]) {
    if (added === count) break;
    const detail = await (await request.get(`/api/products/${card.id}`)).json();
    const sizes = (detail.sizes ?? []) as { size: string; quantity: number }[];
    const size = sizes.find((row) => row.quantity >= 2);
    if (sizes.length > 0 && !size) continue;
    const answer = await request.post(`/api/items/cart/${card.variant_id}`, {
      data: size ? { size: size.size } : {},
    });
    if (answer.ok()) added += 1;
  }
  expect(added, `pieces added from ${category}`).toBe(count);
  return readCart(request);
}

/** The server's own figures for what the page should show. */
async function serverQuote(request: APIRequestContext, body: Record<string, unknown>): Promise<QuoteAnswer> {
  const answer = await request.post("/api/checkout/payment/quote", { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json();
}

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });

/** Waits until the totals on the page are the ones quoted for the current choices. */
async function settled(page: Page) {
  await expect(page.getByText("Updating your total…")).toHaveCount(0);
  await expect(summary(page).getByTestId("order-total")).toBeVisible();
}

/**
 * 'Add New Address' in its dialog; the new address ends up chosen. Answers its id from the page's address.
 * `names` for a shopper whose account has none yet (a guest), else the account's are filled in.
 */
async function addAddress(page: Page, place: Place, names?: { first: string; last: string }) {
  await page.getByRole("button", { name: "Add New Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Address" });
  await expect(dialog).toBeVisible();
  if (names) {
    await dialog.getByLabel("First name").fill(names.first);
    await dialog.getByLabel("Last name").fill(names.last);
  }
  await fillAddress(dialog, place);
  await dialog.getByRole("button", { name: "Save and use this address" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("radio", { name: new RegExp(place.address1) })).toBeChecked();
  await expect(page).toHaveURL(/[?&]address=\d+/);
  await settled(page);
  return Number(new URL(page.url()).searchParams.get("address"));
}

async function fillAddress(form: Locator, place: Place) {
  await form.getByLabel("Mobile").fill(place.mobile);
  await form.getByLabel("Country").selectOption(place.country);
  await form.getByLabel("State").fill(place.state);
  await form.getByLabel("Address line 1").fill(place.address1);
  await form.getByLabel("City (optional)").fill(place.city);
  await form.getByLabel("PIN / ZIP code").fill(place.zip);
}

async function placeOrder(page: Page, payType: "Razorpay" | "PayPal" | "Stripe") {
  await page.getByRole("radio", { name: new RegExp(`^${payType}`) }).check();
  await page.getByLabel(/agree to the Terms of Service/).check();
  await page.getByRole("button", { name: "Place Order" }).click();
}

/** The sandbox's stand-in for Razorpay's pop-up (it says TEST MODE). */
const razorpayDialog = (page: Page) => page.getByRole("dialog").filter({ hasText: "TEST MODE" });

async function expectPaid(page: Page, total: number) {
  await expect(page).toHaveURL(/\/OrderConfirmation\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment received");
  await expect(page.getByTestId("order-total")).toHaveText(rupees(total));
}

test.describe("checkout and payment", () => {
  // Each journey registers, fills a cart and pays: slower than one page view on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test("checkout sends a nonce-only script policy and runs no inline script without it", async ({ page }) => {
    await shopper(page, "csp");
    await fillCart(page.request, 1);
    const response = await page.goto("/Checkout");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src ")) ?? "";
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, scriptSrc).toBeTruthy();
    expect(scriptSrc).not.toContain("'unsafe-inline'");

    // Every inline script React Router wrote carries this answer's nonce, and the page is not deferred.
    const nonces = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")].map(
        (script) => (script as HTMLScriptElement).nonce,
      ),
    );
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    await expect(page.locator("#rr-starter")).toHaveCount(0);

    // An injected inline script without the nonce is refused by the browser.
    const violations = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
            once: true,
          }),
        ),
    );
    await page.addScriptTag({ content: "window.__injected = true;" }).catch(() => undefined);
    expect(await violations).toMatch(/^script-src/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

    // Other pages keep decision 018's deferral (and their own policy).
    const home = await page.request.get("/");
    expect(home.headers()["content-security-policy"]).toContain("'unsafe-inline'");
    expect(await home.text()).toContain('id="rr-starter"');
  });

  test("Razorpay: a new address in the dialog, the server's total, Pay now and the Thank You page", async ({
    page,
    request,
  }) => {
    await shopper(page, "razorpay");
    const cart = await fillCart(page.request, 2);
    await page.goto("/Checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByTestId("test-mode")).toHaveText(/Test mode: no real money is taken/i);
    await expect(summary(page).getByTestId("order-line")).toHaveCount(2);
    // No address yet: nothing can be ordered.
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();

    const address = await addAddress(page, DELHI);
    const quote = await serverQuote(page.request, { address });
    await expect(summary(page).getByTestId("subtotal")).toHaveText(rupees(quote.totals.subtotal));
    await expect(summary(page).getByTestId("shipping")).toHaveText(
      quote.totals.shipping === 0 ? "Free" : rupees(quote.totals.shipping),
    );
    await expect(summary(page).getByTestId("order-total")).toHaveText(rupees(quote.totals.total));
    await expect(summary(page).getByTestId("order-total-dollars")).toContainText(
      dollars(quote.totals.total_usd),
    );
    await shoot(page, "checkout");
    await expectNoSeriousAxeViolations(page, { all: true });

    // Terms first.
    await page.getByRole("radio", { name: /^Razorpay/ }).check();
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
    await placeOrder(page, "Razorpay");
    const rzp = razorpayDialog(page);
    await expect(rzp).toBeVisible();
    await expect(rzp).toContainText(rupees(quote.totals.total));
    await rzp.getByRole("button", { name: "Pay now" }).click();

    await expectPaid(page, quote.totals.total);
    await expect(page.getByTestId("order-line")).toHaveCount(2);
    await expect(page.getByText("Same as shipping")).toBeVisible();
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText(DELHI.address1);
    await shoot(page, "order-confirmation");
    await expectNoSeriousAxeViolations(page, { all: true });
    const orderUrl = new URL(page.url()).pathname;
    const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";

    // It survives a reload, and is the owner's only.
    await page.reload();
    await expect(page.getByTestId("payment-status")).toHaveText("Payment received");
    expect(await readCart(page.request)).toHaveLength(0);
    await page.goto("/UserAccount?tab=orders");
    const row = page.getByTestId("order-row").first();
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(cart[0].name);
    await expect(row).toContainText("and 1 more");
    // The row opens the order's details page, where it is followed to the door.
    await expect(row).toHaveAttribute("href", orderUrl.replace("/OrderConfirmation/", "/OrderDetails/"));
    await shoot(page, "my-orders");

    // `request` has its own cookies: another customer sees the not-found page.
    await registerCustomer(request, "checkout-stranger", { name: "Asha", mobile: "Iyer" });
    const peek = await request.get(orderUrl);
    expect(peek.status()).toBe(404);
    expect(await peek.text()).not.toContain(orderNumber);

    // Without an id the page goes home.
    const bare = await page.request.get("/OrderConfirmation", { maxRedirects: 0 });
    expect(bare.status()).toBe(302);
    expect(bare.headers().location).toBe("/");
  });

  test("a guest checks out with an emailed code, pays, and makes an account with one password after @phone", async ({
    page,
  }) => {
    // A piece in the browser's cart, as a guest.
    await page.goto("/search/turban");
    await waitForHydration(page);
    const add = page.getByRole("button", { name: /^Add to Cart: / }).first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace("Add to Cart: ", "");
    await add.click();
    await expect(page.getByText("Product added to cart")).toBeVisible();

    await page.goto("/Checkout");
    await expect(page).toHaveURL(/\/loginSignup\?redirect=%2FCheckout$/);
    const guest = page.getByRole("region", { name: "Check out as a guest" });
    await expect(guest).toBeVisible();
    await shoot(page, "guest-checkout");
    const email = uniqueEmail("guest");
    const since = Date.now();
    await guest.getByLabel("Email for your order").fill(email);
    await guest.getByRole("button", { name: "Email me a code" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    await page.getByLabel("OTP").fill(await readOtp(email, since));
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(summary(page).getByText(name)).toBeVisible();

    // The address, with the name a guest has not given yet.
    const address = await addAddress(page, DELHI, { first: "Asha", last: "Iyer" });
    const total = (await serverQuote(page.request, { address })).totals.total;
    await placeOrder(page, "Razorpay");
    await razorpayDialog(page).getByRole("button", { name: "Pay now" }).click();
    await expectPaid(page, total);

    // One password makes the account; the order is in it.
    const box = page.getByRole("region", { name: "Save your details for next time" });
    await expect(box).toContainText(email);
    await shoot(page, "guest-thank-you");
    await box.getByLabel("Choose a password", { exact: true }).fill("short");
    await box.getByRole("button", { name: "Create my account" }).click();
    await expect(box.getByText(/^Minimum eight characters/)).toBeVisible();
    await box.getByLabel("Choose a password", { exact: true }).fill("Guest#2026");
    await box.getByRole("button", { name: "Create my account" }).click();
    await expect(
      page.getByText("Your account is ready: sign in next time with your email and this password."),
    ).toBeVisible();
    const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";

    await page.request.post("/api/logout");
    const login = await page.request.post("/api/login", {
      data: { email, password: Buffer.from("Guest#2026").toString("base64") },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await page.goto("/UserAccount?tab=orders");
    await expect(page.getByTestId("order-row").first()).toContainText(orderNumber);
  });

  test("Fail payment and Cancel leave the cart as it was and say so", async ({ page }) => {
    await shopper(page, "cancel");
    const before = await fillCart(page.request, 1);
    await page.goto("/Checkout");
    await addAddress(page, DELHI);

    await placeOrder(page, "Razorpay");
    await razorpayDialog(page).getByRole("button", { name: "Fail payment" }).click();
    await expect(page).toHaveURL(/\/Cancel\?order_id=\d+.*reason=failed/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment failed");
    await expect(page.getByText(/your cart is still full/i)).toBeVisible();
    await shoot(page, "payment-failed");
    expect(linesOf(await readCart(page.request))).toEqual(linesOf(before));

    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await settled(page);
    await placeOrder(page, "Razorpay");
    await razorpayDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/Cancel\?order_id=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment cancelled");
    await expect(page.getByText(/your cart is still full/i)).toBeVisible();
    await expectNoSeriousAxeViolations(page, { all: true });
    expect(linesOf(await readCart(page.request))).toEqual(linesOf(before));

    await page.getByRole("link", { name: "Back to cart" }).click();
    await expect(page).toHaveURL(/\/Cart$/);
    await expect(page.getByTestId("cart-row")).toHaveCount(before.length);
  });

  test("PayPal to London: the dollar amount is shown and charged, and PayPal's Pay now comes back paid", async ({
    page,
  }) => {
    await shopper(page, "paypal");
    await fillCart(page.request, 1);
    await page.goto("/Checkout");
    const address = await addAddress(page, LONDON);
    const quote = await serverQuote(page.request, { address });
    expect(quote.deliverable).toBe(true);
    await expect(summary(page).getByTestId("order-total")).toHaveText(rupees(quote.totals.total));
    const paypal = page.getByRole("radio", { name: /^PayPal/ });
    await expect(paypal).toHaveAccessibleName(
      new RegExp(`${dollars(quote.totals.total_usd).replace("$", "\\$")} will be charged`),
    );

    await placeOrder(page, "PayPal");
    await expect(page).toHaveURL(/\/sandbox\/paypal\//);
    await expect(page.getByText(dollars(quote.totals.total_usd)).first()).toBeVisible();
    await shoot(page, "paypal-sandbox");
    await page.getByRole("button", { name: "Pay now" }).click();

    await expectPaid(page, quote.totals.total);
    await expect(page.getByText(`${dollars(quote.totals.total_usd)}`).first()).toBeVisible();
    await expect(page.getByText("United Kingdom").first()).toBeVisible();
  });

  test("Stripe: Pay now on Stripe's page comes back to the Thank You page", async ({ page }) => {
    await shopper(page, "stripe");
    await fillCart(page.request, 1);
    await page.goto("/Checkout");
    const address = await addAddress(page, DELHI);
    const quote = await serverQuote(page.request, { address });

    await placeOrder(page, "Stripe");
    await expect(page).toHaveURL(/\/sandbox\/stripe\//);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expectPaid(page, quote.totals.total);
    await expect(page.getByText("Stripe", { exact: true })).toBeVisible();
  });

  test("WELCOME10 takes 10% off a first order; Delete puts it back; a wrong code is a warning", async ({
    page,
  }) => {
    await shopper(page, "welcome");
    await fillCart(page.request, 1);
    await page.goto("/Checkout");
    const address = await addAddress(page, DELHI);
    const plain = await serverQuote(page.request, { address });

    const coupon = page.getByLabel("Coupon code");
    await coupon.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    const warning = page.getByRole("alertdialog");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/not valid/i);
    await warning.getByRole("button", { name: "OK" }).click();
    await expect(warning).toBeHidden();

    await coupon.fill("welcome10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-applied")).toHaveText("Coupon applied: 10% off");
    await expect(page).toHaveURL(/coupon=WELCOME10/);
    await settled(page);
    const discounted = await serverQuote(page.request, { address, coupon: "WELCOME10" });
    expect(discounted.totals.discount).toBeCloseTo(plain.totals.subtotal / 10, 2);
    await expect(summary(page).getByTestId("discount")).toHaveText(`− ${rupees(discounted.totals.discount)}`);
    await expect(summary(page).getByTestId("order-total")).toHaveText(rupees(discounted.totals.total));
    await shoot(page, "checkout-coupon");

    await page.getByRole("button", { name: "Delete coupon WELCOME10" }).click();
    await settled(page);
    await expect(summary(page).getByTestId("discount")).toHaveCount(0);
    await expect(summary(page).getByTestId("order-total")).toHaveText(rupees(plain.totals.total));

    await coupon.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("coupon-applied")).toBeVisible();
    await settled(page);
    await placeOrder(page, "Razorpay");
    await razorpayDialog(page).getByRole("button", { name: "Pay now" }).click();
    await expectPaid(page, discounted.totals.total);
    await expect(page.getByTestId("discount")).toHaveText(`− ${rupees(discounted.totals.discount)}`);
  });

  test("Buy Now orders only its one line; the rest stays in the cart", async ({ page }) => {
    await shopper(page, "buynow");
    const [kept] = await fillCart(page.request, 1);
    const listing = await (await page.request.get("/api/products/category/Fabrics/1?id=16")).json();
    const fabric = (listing.products as Card[])[0];
    await page.goto(`/singleproduct/${encodeURIComponent(fabric.name)}/p/${fabric.id}`);
    await page.getByLabel("Length (metres)").fill("2");
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/BuyNow$/);
    await page.getByRole("link", { name: "Proceed To Checkout" }).click();
    await expect(page).toHaveURL(/\/Checkout\?line=\d+$/);
    const line = Number(new URL(page.url()).searchParams.get("line"));

    await expect(summary(page).getByTestId("order-line")).toHaveCount(1);
    await expect(summary(page).getByTestId("order-line")).toContainText(fabric.name);
    await expect(summary(page).getByTestId("order-line")).toContainText("Length 2 m");
    const address = await addAddress(page, DELHI);
    expect(new URL(page.url()).searchParams.get("line")).toBe(String(line));
    const quote = await serverQuote(page.request, { address, line });
    expect(quote.lines).toHaveLength(1);

    await placeOrder(page, "Razorpay");
    await razorpayDialog(page).getByRole("button", { name: "Pay now" }).click();
    await expectPaid(page, quote.totals.total);
    await expect(page.getByTestId("order-line")).toHaveCount(1);
    const cart = await readCart(page.request);
    expect(cart.map((item) => item.cart_id)).toEqual([kept.cart_id]);
  });

  test("an address the shop does not ship to: 'Address not deliverable' in the summary and on Place Order", async ({
    page,
  }) => {
    await shopper(page, "undeliverable");
    await fillCart(page.request, 1);
    // Pakistan is in no shipping zone (migration 0004).
    const saved = await page.request.post("/api/items/address", {
      data: {
        first_name: "Meera",
        last_name: "Rao",
        email: "meera@e2e.example",
        mobile: "+923001234567",
        country: "PK",
        state: "Punjab",
        city: "Lahore",
        address1: "12 Mall Road",
        address2: "",
        zip: "54000",
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto("/Checkout");
    await settled(page);
    await expect(summary(page).getByTestId("shipping")).toHaveText("Address not deliverable");
    await page.getByLabel(/agree to the Terms of Service/).check();
    // It reads unavailable (aria-disabled) but still answers a press with the reason.
    const place = page.getByRole("button", { name: "Place Order" });
    await expect(place).toHaveAttribute("aria-disabled", "true");
    await place.click({ force: true });
    const warning = page.getByRole("alertdialog");
    await expect(warning).toContainText("Address not deliverable");
    await page.keyboard.press("Escape");
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/Checkout/);
  });

  test("a payment still being confirmed says so, and the Thank You page follows it without a reload", async ({
    page,
  }) => {
    await shopper(page, "pending");
    await fillCart(page.request, 1);
    const saved = await page.request.post("/api/items/address", {
      data: { first_name: "Meera", last_name: "Rao", email: "meera@e2e.example", address2: "", ...DELHI },
    });
    expect(saved.ok()).toBe(true);
    const address = (await saved.json()).data.id as number;
    // The order is placed but its payment not yet confirmed (as when the shopper's tab closed mid-payment).
    const charged = await page.request.post("/api/checkout/payment/charge", {
      data: { address, pay_type: "Razorpay" },
    });
    expect(charged.ok(), await charged.text()).toBe(true);
    const charge = await charged.json();

    await page.goto(`/OrderConfirmation/${charge.order_id}`);
    await expect(page.getByTestId("payment-status")).toHaveText("We are confirming your payment");
    await expect(page.getByText(/checks again every few seconds/)).toBeVisible();
    await shoot(page, "order-pending");

    // Razorpay takes the payment and the shop verifies it; the open page notices within seconds.
    const paid = await page.request.post(
      `/sandbox/razorpay/test/orders/${encodeURIComponent(charge.id)}/pay`,
      { data: { outcome: "success", method: "upi", key: charge.key } },
    );
    expect(paid.ok(), await paid.text()).toBe(true);
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = await paid.json();
    const verified = await page.request.post("/api/checkout/payment/verify", {
      data: { order_id: charge.order_id, razorpay_payment_id, razorpay_order_id, razorpay_signature },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    await expect(page.getByTestId("payment-status")).toHaveText("Payment received", { timeout: 15_000 });
  });

  test("the keyboard alone: address dialog, payment method, terms, Place Order and Pay now", async ({
    page,
  }) => {
    await shopper(page, "keyboard");
    await fillCart(page.request, 1);
    await page.goto("/Checkout");

    const add = page.getByRole("button", { name: "Add New Address" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Address" });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog and stays there.
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await tabTo(page, dialog.getByLabel("Mobile"));
    await page.keyboard.type(DELHI.mobile);
    await tabTo(page, dialog.getByLabel("State"));
    await page.keyboard.type(DELHI.state);
    await tabTo(page, dialog.getByLabel("Address line 1"));
    await page.keyboard.type(DELHI.address1);
    await tabTo(page, dialog.getByLabel("PIN / ZIP code"));
    await page.keyboard.type(DELHI.zip);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("radio", { name: new RegExp(DELHI.address1) })).toBeChecked();
    await settled(page);

    // Payment methods are one radio group: arrows move the choice.
    const razorpay = page.getByRole("radio", { name: /^Razorpay/ });
    await tabTo(page, razorpay);
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^PayPal/ })).toBeChecked();
    await page.keyboard.press("ArrowUp");
    await expect(razorpay).toBeChecked();

    await tabTo(page, page.getByLabel(/agree to the Terms of Service/));
    await page.keyboard.press("Space");
    const place = page.getByRole("button", { name: "Place Order" });
    await tabTo(page, place);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");

    const rzp = razorpayDialog(page);
    await expect(rzp).toBeVisible();
    await tabTo(page, rzp.getByRole("button", { name: "Pay now" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/OrderConfirmation\/\d+$/);
    await expect(page.getByTestId("payment-status")).toHaveText("Payment received");
  });

  test("@phone Razorpay, checkout to Thank You, never scrolling sideways", async ({ page }) => {
    await shopper(page, "phone");
    await fillCart(page.request, 2);
    await page.goto("/Checkout");
    await expectNoSideScroll(page);
    const address = await addAddress(page, DELHI);
    await expectNoSideScroll(page);
    await shoot(page, "checkout");
    const quote = await serverQuote(page.request, { address });
    await placeOrder(page, "Razorpay");
    const rzp = razorpayDialog(page);
    await expect(rzp).toBeVisible();
    await shoot(page, "checkout-razorpay");
    await rzp.getByRole("button", { name: "Pay now" }).click();
    await expectPaid(page, quote.totals.total);
    await expectNoSideScroll(page);
    await shoot(page, "order-confirmation");
  });
});

/** Presses Tab until `target` has the focus, as a keyboard user would; fails past `limit`. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`tabTo: no focus on the target after ${limit} presses`);
}

/** The focused element (or the card around a radio) shows an outline. */
async function expectVisibleFocus(page: Page) {
  const outlined = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return false;
    const shows = (node: Element | null) =>
      node !== null &&
      getComputedStyle(node).outlineStyle !== "none" &&
      getComputedStyle(node).outlineWidth !== "0px";
    return shows(element) || shows(element.closest("label"));
  });
  expect(outlined, "the focused control is outlined").toBe(true);
}

async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}
