import { formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E, expect, latestMail, readOtp, registerCustomer, shoot, signInAsStaff, test } from "../fixtures";
import { DELHI } from "../support/orders";

/**
 * Cash on delivery (issue 26 §1) as a shopper meets it on a phone and staff in the back office: offered
 * only where the shop's rules allow (the reason shown otherwise), confirmed with the code from the mail or
 * its link, shipped, collected, or refused at the door (the stock given back once is proved by the
 * server's tests on PostgreSQL).
 */

const LONDON = {
  ...DELHI,
  country: "GB",
  state: "London",
  city: "London",
  address1: "221B Baker Street",
  zip: "NW1 6XE",
  mobile: "+447700900123",
};

type Card = { id: number; variant_id: number; selling_price: number };
const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** The first piece in stock in a category priced within (or above) a figure, added to the signed-in cart. */
async function addPiece(
  request: APIRequestContext,
  category: string,
  price: { under?: number; over?: number },
  customization?: Record<string, unknown>,
) {
  const listing = await (await request.get(`/api/products/category/${category}/1`)).json();
  for (const card of listing.products as Card[]) {
    if (price.under !== undefined && card.selling_price > price.under) continue;
    if (price.over !== undefined && card.selling_price <= price.over) continue;
    const detail = await (await request.get(`/api/products/${card.id}`)).json();
    const sizes = (detail.sizes ?? []) as { size: string; quantity: number }[];
    const size = sizes.find((row) => row.quantity >= 2);
    if (sizes.length > 0 && !size) continue;
    const added = await request.post(`/api/items/cart/${card.variant_id}`, {
      data: { ...(size ? { size: size.size } : {}), ...(customization ? { customization } : {}) },
    });
    expect(added.ok(), await added.text()).toBe(true);
    return card;
  }
  throw new Error(`nothing in stock in ${category} for ${JSON.stringify(price)}`);
}

/** A new signed-in shopper with one address; answers their email and the address id. */
async function shopper(request: APIRequestContext, prefix: string, place = DELHI) {
  const { email } = await registerCustomer(request, `cod-${prefix}`, { name: "Meera", mobile: "Rao" });
  const saved = await request.post("/api/items/address", { data: place });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { email, addressId: (await saved.json()).data.id as number };
}

const paymentStep = (page: Page) => page.getByRole("group", { name: "Payment method" });

/** The code and the confirm link in the newest mail to the shopper. */
async function codeMail(email: string, after: number) {
  const mail = await latestMail(email, after);
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const code = await readOtp(email, after);
  const link = /(\/cod\/confirm\?token=[A-Za-z0-9_.-]+)/.exec(text)?.[1];
  expect(link, "the confirm link").toBeTruthy();
  return { code, link: link! };
}

test.describe("cash on delivery", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a shopper places a COD order, confirms it with the mailed code, and staff ship and collect it @phone", async ({
    page,
    browser,
  }) => {
    const { email } = await shopper(page.request, "placed");
    const piece = await addPiece(page.request, "Sarees", { under: 9000 });
    await page.goto("/Checkout");
    const cod = paymentStep(page).getByRole("radio", { name: /^Cash on delivery/ });
    await expect(cod).toBeVisible();
    await cod.check();
    await expect(page).toHaveURL(/[?&]pay=COD/);
    await expect(page.getByText("Updating your total…")).toHaveCount(0);
    const quote = await (
      await page.request.post("/api/checkout/payment/quote", {
        data: {
          pay_type: "COD",
          address: Number(new URL(page.url()).searchParams.get("address")) || undefined,
        },
      })
    ).json();
    await expect(page.getByTestId("order-total").first()).toHaveText(rupees(quote.totals.total));
    await shoot(page, "cod-checkout");
    await page.getByLabel(/agree to the Terms of Service/).check();
    const since = Date.now();
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/OrderConfirmation\/\d+$/);
    const orderId = Number(/\/OrderConfirmation\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
    await expect(page.getByTestId("payment-status")).toHaveText("Waiting for you to confirm");
    const box = page.getByTestId("cod-confirm");
    await expect(box).toContainText(rupees(quote.totals.total));
    await shoot(page, "cod-awaiting");
    const { code } = await codeMail(email, since);
    await box.getByLabel("Confirmation code").fill(code === "000000" ? "111111" : "000000");
    await box.getByRole("button", { name: "Confirm order" }).click();
    await expect(box.getByRole("alert")).toHaveText(
      "That code is not right. Please check the message and try again.",
    );
    await box.getByLabel("Confirmation code").fill(code);
    await box.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByTestId("payment-status")).toHaveText("Confirmed: pay in cash on delivery");
    await expect(page.getByTestId("cod-confirm")).toHaveCount(0);
    await expect(
      page.getByText("Thank you: your order is confirmed. Pay in cash when it arrives."),
    ).toBeVisible();
    await shoot(page, "cod-confirmed");

    // Staff: ready to ship (nothing to make), ship, then the cash is collected.
    const admin = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    await admin.goto(`/admin/ordersDetail/${orderId}`);
    const panel = admin.getByTestId("cod-panel");
    await expect(panel).toContainText("Confirmed");
    await expect(panel).toContainText("the code from the message");
    await admin.getByRole("button", { name: "Ready to ship" }).click();
    await expect(admin.getByTestId("fulfilment-badge").first()).toHaveText("Ready to ship");
    await admin.getByRole("button", { name: "Ship…" }).click();
    const form = admin.getByRole("form", { name: "Ship the order" });
    await form.getByLabel("Carrier").fill("Delhivery");
    await form.getByLabel("Tracking number").fill("DL5550002");
    await form.getByLabel("Tracking link").fill("https://www.delhivery.com/track/package/DL5550002");
    await form.getByRole("button", { name: "Mark shipped" }).click();
    await expect(admin.getByTestId("fulfilment-badge").first()).toHaveText("Shipped");
    await shoot(admin, "cod-admin-shipped");
    await panel.getByRole("button", { name: "Cash collected" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Cash collected" }).click();
    await expect(admin.getByTestId("payment-badge").first()).toHaveText("Paid");
    await admin.context().close();

    await page.goto(`/OrderDetails/${orderId}`);
    await expect(page.getByTestId("payment-badge")).toHaveText("Paid");
    await expect(page.getByText("Paid in cash")).toBeVisible();
    expect(piece.selling_price).toBeLessThan(10_000);
  });

  test("COD is not offered abroad, over the cap or for made-to-measure, and the checkout says why @phone", async ({
    page,
  }) => {
    const abroad = await shopper(page.request, "abroad", LONDON);
    await addPiece(page.request, "Sarees", { under: 9000 });
    await page.goto(`/Checkout?address=${abroad.addressId}`);
    await expect(paymentStep(page).getByRole("radio", { name: /^Cash on delivery/ })).toHaveCount(0);
    await expect(page.getByTestId("cod-reason")).toHaveText(
      "Cash on delivery is for orders delivered in India.",
    );
    // Straight to the API: refused with the same words.
    const refused = await page.request.post("/api/checkout/payment/charge", {
      data: { address: abroad.addressId, pay_type: "COD" },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe("Cash on delivery is for orders delivered in India.");

    await page.request.post("/api/logout");
    await shopper(page.request, "cap");
    await addPiece(page.request, "Lehengas", { over: 10_000 });
    await page.goto("/Checkout");
    await expect(page.getByTestId("cod-reason")).toHaveText(
      "Cash on delivery is for orders up to Rs 10,000.",
    );

    await page.request.post("/api/logout");
    await shopper(page.request, "measured");
    await addPiece(
      page.request,
      "Sarees",
      { under: 9000 },
      { measurements: { Bust: 34, Waist: 28, Hip: 38 } },
    );
    await page.goto("/Checkout");
    await expect(page.getByTestId("cod-reason")).toContainText("made-to-measure pieces");
    await shoot(page, "cod-refused-reason");
  });

  test("a COD order is confirmed from the mail's link without signing in, and a refused parcel goes back to stock", async ({
    page,
    browser,
  }) => {
    const { email, addressId } = await shopper(page.request, "link");
    await addPiece(page.request, "Suits", { under: 9000 });
    const since = Date.now();
    const charged = await page.request.post("/api/checkout/payment/charge", {
      data: { address: addressId, pay_type: "COD" },
    });
    expect(charged.ok(), await charged.text()).toBe(true);
    const { order_id: orderId, order_number: orderNumber } = await charged.json();
    const { link } = await codeMail(email, since);

    // Someone else's browser, not signed in: opening the link changes nothing until Confirm is pressed.
    const stranger = await browser.newContext();
    const linkPage = await stranger.newPage();
    await linkPage.goto(link);
    await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText("Confirm your order");
    await expect(linkPage.getByText(orderNumber)).toBeVisible();
    const before = await (await page.request.get(`/api/admin/orders/${orderId}`)).json();
    expect(before.order.status).toBe("awaiting_confirmation");
    await shoot(linkPage, "cod-link");
    await linkPage.getByRole("button", { name: "Confirm my order" }).click();
    await expect(linkPage.getByRole("heading", { level: 1 })).toHaveText("Your order is confirmed");
    await stranger.close();

    // Staff ship it; the courier brings it back refused.
    const admin = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    await admin.goto(`/admin/ordersDetail/${orderId}`);
    await expect(admin.getByTestId("cod-panel")).toContainText("the link in the message");
    await admin.getByRole("button", { name: "Ready to ship" }).click();
    await expect(admin.getByTestId("fulfilment-badge").first()).toHaveText("Ready to ship");
    await admin.getByRole("button", { name: "Ship…" }).click();
    const form = admin.getByRole("form", { name: "Ship the order" });
    await form.getByLabel("Carrier").fill("Delhivery");
    await form.getByLabel("Tracking number").fill("DL5550003");
    await form.getByLabel("Tracking link").fill("https://www.delhivery.com/track/package/DL5550003");
    await form.getByRole("button", { name: "Mark shipped" }).click();
    await expect(admin.getByTestId("fulfilment-badge").first()).toHaveText("Shipped");
    await admin.getByRole("button", { name: "Refused on delivery…" }).click();
    const refusal = admin.getByRole("form", { name: "Refused on delivery" });
    await refusal.getByLabel("Why did it come back?").fill("Customer refused at the door");
    await refusal.getByRole("button", { name: "Record refused parcel" }).click();
    await expect(admin.getByTestId("fulfilment-badge").first()).toHaveText("Returned to shop");
    await expect(admin.getByTestId("refused-parcels")).toContainText("refused 1 cash-on-delivery parcel");
    await shoot(admin, "cod-admin-refused");
    await admin.context().close();
  });

  test("an admin sets COD's fee and the amount off for paying online on Shipping; the checkout shows both @phone", async ({
    page,
    browser,
  }) => {
    const admin = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    const before = await (await admin.request.get("/api/admin/cod-settings")).json();
    try {
      await admin.goto("/admin/shipping");
      const form = admin.getByRole("form", { name: "Cash on delivery" });
      await form.getByLabel("Cash-on-delivery fee (₹)").fill("49");
      await form.getByLabel("Off for paying online (₹)").fill("50");
      await form.getByLabel("Pincodes where COD is refused").fill("0110");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByText(/first digits \(1 to 6 digits each\)/).first()).toBeVisible();
      await form.getByLabel("Pincodes where COD is refused").fill("400, 560001");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(admin.getByText("Cash on delivery saved", { exact: true })).toBeVisible();
      await shoot(form, "cod-settings");

      await shopper(page.request, "fee");
      await addPiece(page.request, "Sarees", { under: 9000 });
      await page.goto("/Checkout");
      await expect(page.getByTestId("cod-terms")).toHaveText(
        "Rs 49 cash-on-delivery fee · pay online now and save Rs 50",
      );
      await expect(page.getByTestId("prepaid-discount")).toHaveText("− Rs 50");
      await paymentStep(page)
        .getByRole("radio", { name: /^Cash on delivery/ })
        .check();
      await expect(page.getByTestId("cod-fee")).toHaveText("Rs 49");
      await expect(page.getByTestId("prepaid-discount")).toHaveCount(0);
    } finally {
      await admin.request.put("/api/admin/cod-settings", {
        data: { ...before, refused_pincodes: before.refused_pincodes.join(",") },
      });
      await admin.context().close();
    }
  });

  test("a newcomer opts in to WhatsApp at checkout, places a COD order and confirms it from the WhatsApp sandbox @phone", async ({
    page,
    browser,
  }) => {
    await shopper(page.request, "whatsapp");
    await addPiece(page.request, "Sarees", { under: 9000 });
    await page.goto("/Checkout");
    const optIn = page.getByTestId("whatsapp-opt-in");
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await expect(optIn).toBeChecked();
    await expect(optIn).toBeEnabled();
    await paymentStep(page)
      .getByRole("radio", { name: /^Cash on delivery/ })
      .check();
    await expect(page).toHaveURL(/[?&]pay=COD/);
    await expect(page.getByText("Updating your total…")).toHaveCount(0);
    await page.getByLabel(/agree to the Terms of Service/).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/OrderConfirmation\/\d+$/);
    const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(orderNumber).toMatch(/^RB\d+$/);
    const orderId = Number(/\/OrderConfirmation\/(\d+)$/.exec(page.url())?.[1]);

    // The phone: the sandbox's WhatsApp shows the message with the code and the link.
    await page.goto("/sandbox/whatsapp/");
    const bubble = page.locator(".bubble.out").filter({ hasText: orderNumber }).first();
    await expect(bubble).toContainText(/confirmation code is \d{6}/);
    await expect(bubble).toContainText("Reply STOP");
    await shoot(page, "cod-whatsapp-sandbox");
    await bubble.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your order");
    await page.getByRole("button", { name: "Confirm my order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order is confirmed");

    // Staff see on the order what the customer was told on WhatsApp, and how far it got.
    const admin = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    await admin.goto(`/admin/ordersDetail/${orderId}`);
    const panel = admin.getByRole("region", { name: "WhatsApp messages" });
    await expect(panel).toContainText("Cash-on-delivery code");
    await expect(panel).toContainText("Order confirmed");
    await shoot(panel, "order-whatsapp-panel");
    await admin.context().close();
  });
});
