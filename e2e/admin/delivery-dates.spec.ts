import { addDays, formatCalendarDate, shopDay } from "@boutique/shared/delivery-dates";
import type { OrderDetailAnswer, QuoteAnswer } from "@boutique/shared/schemas/checkout";
import type { DeliverySettingsAnswer, ProcessingDaysAnswer } from "@boutique/shared/schemas/delivery";
import type { AdminOrderListAnswer } from "@boutique/shared/schemas/orders-admin";
import type { ShippingZone } from "@boutique/shared/schemas/shipping-zones";
import { SHIPPING_ZONE_MESSAGES } from "@boutique/shared/schemas/shipping-zones";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, registerCustomer, shoot, signInAsAdmin, test, uniqueName } from "../fixtures";
import { addToCart, DELHI, inStock, payCart } from "../support/orders";

const ZONE = "North America";

const workingDays = (days: number) => `${days} working ${days === 1 ? "day" : "days"}`;

async function readSettings(page: Page): Promise<DeliverySettingsAnswer> {
  const response = await page.request.get("/api/admin/delivery-settings");
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function readZone(page: Page): Promise<ShippingZone> {
  const response = await page.request.get("/api/admin/shipping/zones");
  expect(response.ok()).toBe(true);
  const zone = ((await response.json()) as ShippingZone[]).find((candidate) => candidate.name === ZONE);
  if (!zone) throw new Error(`no zone ${ZONE}`);
  return zone;
}

/** The settings form's fields only (anything else the answer holds stays as it is). */
const settingsBody = ({
  dispatch_days,
  stage_days,
  domestic_transit_days,
  cutoff_hour,
  holidays,
}: DeliverySettingsAnswer) => ({ dispatch_days, stage_days, domestic_transit_days, cutoff_hour, holidays });

/**
 * A customer (signed in on `request`) who pays with Razorpay in the sandbox for a ready-made piece to
 * Delhi, saying they need it ten days after the earliest day the shop can deliver.
 */
async function paidOrderNeededBy(request: APIRequestContext) {
  await registerCustomer(request, "admin-need-by", { name: "Meera", mobile: "Rao" });
  await addToCart(request, await inStock(request, "Sarees"));
  const saved = await request.post("/api/items/address", { data: DELHI });
  expect(saved.ok(), await saved.text()).toBe(true);
  const address = (await saved.json()).data.id as number;
  const quoted = await request.post("/api/checkout/payment/quote", { data: { address } });
  expect(quoted.ok(), await quoted.text()).toBe(true);
  const needBy = addDays(((await quoted.json()) as QuoteAnswer).delivery!.deliver_on, 10);

  return { ...(await payCart(request, address, { need_by: needBy })), needBy };
}

test.describe("back office: delivery dates (issue 27 §3)", () => {
  test("an admin sets the working days, a holiday, a zone's courier days and a category's days to dispatch, and they hold after a reload", async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    const before = await readSettings(page);
    const zoneBefore = await readZone(page);
    const stitching = before.stage_days.stitching === 7 ? 8 : 7;
    const tailoring =
      Object.values(before.stage_days).reduce((total, days) => total + days, 0) -
      before.stage_days.stitching +
      stitching;
    // A day well ahead that is not listed yet, whatever an earlier attempt left behind.
    let holiday = addDays(shopDay(new Date()).date, 200);
    while (before.holidays.includes(holiday)) holiday = addDays(holiday, 1);
    const courier = zoneBefore.transit_days === 9 ? 10 : 9;
    const created = await page.request.post("/api/admin/category", {
      data: {
        name: uniqueName("Dispatch"),
        tag: "Kids",
        parent_id: null,
        description: "",
        customization: false,
        customization_values: "",
      },
    });
    expect(created.status()).toBe(201);
    const categoryId = ((await created.json()) as { id: number }).id;

    try {
      await page.goto("/admin/shipping");
      const form = page.getByRole("form", { name: "Delivery dates" });
      await expect(form.getByLabel("Days to dispatch (ready-made)")).toHaveValue(
        String(before.dispatch_days),
      );
      await form.getByLabel("Stitching", { exact: true }).fill(String(stitching));
      await expect(form).toContainText(`Made to measure: ${workingDays(tailoring)}`);
      await form.getByLabel("Add a holiday").fill(holiday);
      await form.getByRole("button", { name: "Add holiday" }).click();
      const holidays = form.getByRole("list", { name: "Holidays" });
      await expect(holidays).toContainText(formatCalendarDate(holiday));
      await shoot(form, "admin-delivery-settings");
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === "PUT" &&
          new URL(response.url()).pathname === "/api/admin/delivery-settings",
      );
      await form.getByRole("button", { name: "Save", exact: true }).click();
      expect((await saved).ok()).toBe(true);
      await expect(page.getByText("Delivery dates saved").first()).toBeVisible();

      await page.reload();
      await expect(form.getByLabel("Stitching", { exact: true })).toHaveValue(String(stitching));
      await expect(holidays).toContainText(formatCalendarDate(holiday));
      const after = await readSettings(page);
      expect(after.stage_days.stitching).toBe(stitching);
      expect(after.holidays).toContain(holiday);

      // The zone's courier days, in its editor and on its card.
      const card = page.getByRole("region", { name: ZONE });
      await card.getByRole("button", { name: `Edit ${ZONE}` }).click();
      const zoneForm = page.getByRole("form", { name: `Edit ${ZONE}` });
      await expect(zoneForm.getByLabel("Courier days")).toHaveValue(String(zoneBefore.transit_days));
      await zoneForm.getByLabel("Courier days").fill(String(courier));
      await zoneForm.getByRole("button", { name: "Save zone" }).click();
      await expect(page.getByText(SHIPPING_ZONE_MESSAGES.updated).first()).toBeVisible();
      await expect(zoneForm).toHaveCount(0);
      await expect(card).toContainText(`${workingDays(courier)} by courier`);
      expect((await readZone(page)).transit_days).toBe(courier);

      // A new top-level category takes the shop's days until it has its own.
      await page.goto(`/admin/addCategory?id=${categoryId}`);
      const panel = page.getByRole("region", { name: "Days to dispatch" });
      await expect(panel).toContainText(
        `Uses ${workingDays(after.dispatch_days)} from the shop's setting when empty.`,
      );
      await expect(panel.getByLabel("Working days to dispatch")).toHaveValue("");
      await panel.getByLabel("Working days to dispatch").fill("5");
      await panel.getByRole("button", { name: "Save days to dispatch" }).click();
      await expect(page.getByText("Days to dispatch saved").first()).toBeVisible();
      await page.reload();
      await expect(panel.getByLabel("Working days to dispatch")).toHaveValue("5");
      const own = (await (
        await page.request.get(`/api/admin/category/${categoryId}/delivery`)
      ).json()) as ProcessingDaysAnswer;
      expect(own.processing_days).toBe(5);
    } finally {
      // The shop's calendar and the zone as the test found them, for the journeys that read dates after it.
      expect(
        (await page.request.put("/api/admin/delivery-settings", { data: settingsBody(before) })).ok(),
      ).toBe(true);
      expect(
        (
          await page.request.put(`/api/admin/shipping/zones/${zoneBefore.id}`, {
            data: { transit_days: zoneBefore.transit_days },
          })
        ).ok(),
      ).toBe(true);
      await page.request.delete(`/api/admin/category/${categoryId}`);
    }
  });

  test("the orders list sorted by need-by date shows when each order is needed, and the order its promise @phone", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidOrderNeededBy(shopperContext.request);
    await signInAsAdmin(page);
    const detail = (await (
      await page.request.get(`/api/admin/orders/${order.orderId}`)
    ).json()) as OrderDetailAnswer;
    const { deliver_by: deliverBy, dispatch_by: dispatchBy } = detail.order;
    expect(deliverBy).not.toBeNull();
    expect(dispatchBy).not.toBeNull();

    await page.goto("/admin/orders");
    const sort = page.getByRole("combobox", { name: "Sort", exact: true });
    await sort.selectOption("need_by");
    await expect(page).toHaveURL(/[?&]sort=need_by/);
    // The list is the server's need-by order: the soonest needed first.
    const sorted = (await (
      await page.request.get("/api/admin/orders/all?sort=need_by")
    ).json()) as AdminOrderListAnswer;
    const rows = page.getByTestId("admin-order-row");
    await expect(rows.first()).toContainText(sorted.data[0]!.order_number);

    await page.getByPlaceholder("Order number, name, email or phone").fill(order.orderNumber);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    // Wide, the dates have their column; on a phone they go under the order's number.
    if ((page.viewportSize()?.width ?? 1280) >= 640) {
      await expect(page.getByRole("columnheader", { name: "Needed by" })).toBeVisible();
      const cell = row.getByRole("cell").nth(1);
      await expect(cell).toContainText(formatCalendarDate(order.needBy));
      await expect(cell).toContainText(`Promised ${formatCalendarDate(deliverBy!)}`);
    } else {
      const cell = row.getByRole("cell").first();
      await expect(cell.getByText(`Needed by ${formatCalendarDate(order.needBy)}`)).toBeVisible();
      await expect(cell.getByText(`Promised ${formatCalendarDate(deliverBy!)}`)).toBeVisible();
    }
    await shoot(page, "admin-orders-need-by");

    // The sort stays in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Sort", exact: true })).toHaveValue("need_by");

    await row.getByRole("link", { name: order.orderNumber }).click();
    await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
    const dates = page.getByTestId("order-dates");
    await expect(dates).toContainText(
      `Promised delivery: ${formatCalendarDate(deliverBy!)} (leaves by ${formatCalendarDate(dispatchBy!)})`,
    );
    await expect(dates).toContainText(`Needed by: ${formatCalendarDate(order.needBy)}`);
    await shopperContext.close();
  });
});
