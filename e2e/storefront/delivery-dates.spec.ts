import { formatCalendarDate, workingDaysBefore } from "@boutique/shared/delivery-dates";
import type { QuoteAnswer } from "@boutique/shared/schemas/checkout";
import type { ProductDeliveryAnswer } from "@boutique/shared/schemas/delivery";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  E2E,
  expect,
  expectNoSeriousAxeViolations,
  registerCustomer,
  shoot,
  signInAsStaff,
  test,
} from "../fixtures";
import { addToCart, DELHI, inStock } from "../support/orders";

/** The first Suits piece's page (Suits are made to measure as well as sold in sizes). */
async function suitPage(request: APIRequestContext) {
  const listing = (await (await request.get("/api/products/category/Suits/1")).json()) as {
    products: { id: number; name: string }[];
  };
  const product = listing.products[0]!;
  return { id: product.id, url: `/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}` };
}

async function deliveryOf(request: APIRequestContext, productId: number, country: string) {
  const answer = await request.get(`/api/products/${productId}/delivery?country=${country}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as ProductDeliveryAnswer;
}

const delivered = (page: Page) => page.getByTestId("delivered-by");

test.describe("delivery dates (issue 27 §3)", () => {
  test("the product page says when a piece arrives, in India and abroad, ready-made and made to measure @phone", async ({
    page,
  }) => {
    const suit = await suitPage(page.request);
    const india = await deliveryOf(page.request, suit.id, "IN");
    expect(india.made_to_measure).not.toBeNull();
    await page.goto(suit.url);
    await expect(delivered(page)).toContainText(
      `Delivered by ${formatCalendarDate(india.ready_made!.deliver_on)} to India`,
    );
    await expect(delivered(page)).toContainText(
      `Made to your measurements: by ${formatCalendarDate(india.made_to_measure!.deliver_on)}.`,
    );
    await shoot(page.getByRole("region", { name: "Delivery" }), "delivery-product");

    // Another country: a plain form (works before any script), the page keeps its piece.
    const uk = await deliveryOf(page.request, suit.id, "GB");
    await page.getByText("Delivering somewhere else?").click();
    await page.getByLabel("Country").selectOption("GB");
    await page.getByRole("button", { name: "Show dates" }).click();
    await expect(page).toHaveURL(/deliver_to=GB/);
    await expect(delivered(page)).toContainText(
      `Delivered by ${formatCalendarDate(uk.ready_made!.deliver_on)} to United Kingdom`,
    );
    await expectNoSeriousAxeViolations(page);
  });

  test("the cart and checkout give the earliest date; a need-by date too soon is refused, the promise is kept @phone", async ({
    page,
  }) => {
    await registerCustomer(page.request, "need-by", { name: "Meera", mobile: "Rao" });
    const piece = await inStock(page.request, "Sarees");
    await addToCart(page.request, piece);
    const saved = await page.request.post("/api/items/address", { data: DELHI });
    expect(saved.ok(), await saved.text()).toBe(true);
    const addressId = (await saved.json()).data.id as number;
    const quote = (await (
      await page.request.post("/api/checkout/payment/quote", { data: { address: addressId } })
    ).json()) as QuoteAnswer;
    const earliest = quote.delivery!.deliver_on;

    await page.goto("/Cart");
    await expect(delivered(page)).toContainText(`Delivered by ${formatCalendarDate(earliest)} in India`);

    await page.goto("/Checkout");
    await expect(page.getByTestId("earliest-delivery")).toContainText(
      `Earliest delivery: ${formatCalendarDate(earliest)}`,
    );
    const needBy = page.getByLabel("When do you need it? (optional)");
    // A day before the earliest: the earliest is named and Place Order holds.
    await needBy.fill(workingDaysBefore(earliest, 1, []));
    await expect(page.getByRole("alert").filter({ hasText: "We cannot deliver that soon" })).toContainText(
      `The earliest we can deliver is ${formatCalendarDate(earliest)}`,
    );
    await page.getByLabel(/agree to the Terms of Service/).check();
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
    await expect(page.getByText("Choose a later date, or clear it, to place your order.")).toBeVisible();
    await shoot(page, "delivery-checkout-too-soon");

    // The earliest day itself is fine.
    await needBy.fill(earliest);
    await expect(
      page.getByText(`We will have it with you by ${formatCalendarDate(earliest)}.`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`need_by=${earliest}`));
    await page.getByRole("radio", { name: /^Razorpay/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    const rzp = page.getByRole("dialog").filter({ hasText: "TEST MODE" });
    await rzp.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/OrderConfirmation\/\d+$/);
    await expect(page.getByTestId("promised-date")).toContainText(formatCalendarDate(earliest));
    await expect(page.getByTestId("promised-date")).toContainText(
      `You need it by ${formatCalendarDate(earliest)}`,
    );
    await shoot(page, "delivery-confirmation");

    // The order's page says the same.
    await page.goto(new URL(page.url()).pathname.replace("/OrderConfirmation/", "/OrderDetails/"));
    await expect(page.getByTestId("promised-date")).toContainText(
      `Delivered by ${formatCalendarDate(earliest)}`,
    );
  });

  test("rush tailoring: a date too soon for a made-to-measure piece is met with the rush, at its price @phone", async ({
    page,
    browser,
  }) => {
    const adminPage = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    const settings = await (await adminPage.request.get("/api/admin/delivery-settings")).json();
    const rush = { enabled: true, tailoring_days: 3, fee: 2500 };
    expect(
      (await adminPage.request.put("/api/admin/delivery-settings", { data: { ...settings, rush } })).ok(),
    ).toBe(true);
    try {
      await registerCustomer(page.request, "rush", { name: "Meera", mobile: "Rao" });
      const piece = await inStock(page.request, "Sarees");
      const added = await page.request.post(`/api/items/cart/${piece.variantId}`, {
        data: {
          ...(piece.size ? { size: piece.size } : {}),
          customization: { measurements: { Bust: 34, Waist: 28 } },
        },
      });
      expect(added.ok(), await added.text()).toBe(true);
      const saved = await page.request.post("/api/items/address", { data: DELHI });
      const address = (await saved.json()).data.id as number;
      const quote = (await (
        await page.request.post("/api/checkout/payment/quote", { data: { address } })
      ).json()) as QuoteAnswer;
      const rushDay = quote.rush!.deliver_on!;
      expect(rushDay < quote.delivery!.deliver_on).toBe(true);

      await page.goto("/Checkout");
      await page.getByLabel("When do you need it? (optional)").fill(rushDay);
      const offer = page.getByTestId("rush-tailoring");
      await expect(offer).toContainText(
        `Rush tailoring: Rs 2,500 more, delivered by ${formatCalendarDate(rushDay)}.`,
      );
      await shoot(page.getByRole("complementary", { name: "Order summary" }), "delivery-rush-offer");
      await offer.getByRole("button", { name: "Add rush tailoring" }).click();
      await expect(offer).toContainText("Rush tailoring added: Rs 2,500 in the total.");
      await expect(
        page.getByText(`We will have it with you by ${formatCalendarDate(rushDay)}.`),
      ).toBeVisible();
      await page.getByLabel(/agree to the Terms of Service/).check();
      await page.getByRole("radio", { name: /^Razorpay/ }).check();
      await page.getByRole("button", { name: "Place Order" }).click();
      await page
        .getByRole("dialog")
        .filter({ hasText: "TEST MODE" })
        .getByRole("button", { name: "Pay now" })
        .click();
      await expect(page).toHaveURL(/\/OrderConfirmation\/\d+$/);
      await expect(page.getByTestId("promised-date")).toContainText(formatCalendarDate(rushDay));
      await expect(page.getByTestId("promised-date")).toContainText("Rush tailoring: Rs 2,500 included");
    } finally {
      await adminPage.request.put("/api/admin/delivery-settings", { data: settings });
      await adminPage.context().close();
    }
  });
});
