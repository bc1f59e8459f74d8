import { formatCalendarDate } from "@boutique/shared/delivery-dates";
import { APPROVAL_MESSAGES } from "@boutique/shared/schemas/approval-words";
import { TAILORING_STAGES } from "@boutique/shared/schemas/order-lifecycle-words";
import { TRACKING_MESSAGES } from "@boutique/shared/schemas/order-tracking";
import type { APIRequestContext } from "@playwright/test";
import {
  E2E,
  expect,
  expectNoSeriousAxeViolations,
  registerCustomer,
  shoot,
  signInAsStaff,
  test,
} from "../fixtures";
import { paidMadeToMeasureOrder, sendApprovalPhotos } from "../support/orders";

async function moveAs(admin: APIRequestContext, orderId: number, body: Record<string, unknown>) {
  const moved = await admin.post(`/api/admin/orders/${orderId}`, { data: body });
  expect(moved.ok(), await moved.text()).toBe(true);
}

test.describe("after paying: order details and tracking", () => {
  test("the customer follows a made-to-measure order stage by stage while an admin moves it, and a guest tracks it by number and email @phone", async ({
    page,
    browser,
  }) => {
    const order = await paidMadeToMeasureOrder(page.request, "order-details");
    const adminPage = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    const admin = adminPage.request;

    await page.goto("/UserAccount?tab=orders");
    await page.getByTestId("order-row").first().click();
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${order.orderId}$`));
    await expect(page.getByTestId("order-number")).toHaveText(order.orderNumber);
    await expect(page.getByTestId("payment-badge")).toHaveText("Paid");
    const timeline = page.getByTestId("order-timeline");
    await expect(timeline.locator("[data-state=current]")).toContainText("Payment received");
    // The day promised at checkout (issue 27 §3), as the order keeps it.
    const promised = (await (await page.request.get(`/api/admin/orders/${order.orderId}`)).json()).order
      .deliver_by as string;
    await expect(page.getByTestId("promised-date")).toContainText(
      `Delivered by ${formatCalendarDate(promised)}`,
    );
    await expect(page.getByTestId("customization").first()).toContainText("Bust 34 in");
    // The GST invoice was issued when the order was paid; its link opens the PDF.
    const invoice = page.getByRole("link", { name: "Download the GST invoice (PDF)" });
    const href = await invoice.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/api/orders/${order.orderId}/invoice\\.pdf\\?key=`));
    const pdf = await page.request.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await moveAs(admin, order.orderId, { status: "in_production" });
    const detail = await (await admin.get(`/api/admin/orders/${order.orderId}`)).json();
    const measured = detail.orders.find((line: { made_to_measure: boolean }) => line.made_to_measure);
    for (const stage of TAILORING_STAGES.slice(0, 2)) {
      const moved = await admin.post(`/api/admin/orders/${order.orderId}/lines/${measured.id}/stage`, {
        data: { stage },
      });
      expect(moved.ok()).toBe(true);
    }
    await page.reload();
    await expect(timeline.locator("[data-state=current]")).toContainText("Cutting");
    await expect(timeline.locator("[data-state=done]")).toHaveCount(4);
    await shoot(page, "order-details-cutting");
    await expectNoSeriousAxeViolations(page);

    for (const stage of TAILORING_STAGES.slice(2)) {
      await admin.post(`/api/admin/orders/${order.orderId}/lines/${measured.id}/stage`, { data: { stage } });
    }
    // Finished: not packed before the customer has seen it (issue 27 §4).
    const early = await admin.post(`/api/admin/orders/${order.orderId}`, {
      data: { status: "ready_to_ship" },
    });
    expect(early.status()).toBe(409);
    await sendApprovalPhotos(admin, order.orderId, measured.id);
    await page.reload();
    const card = page.getByTestId("piece-approval");
    await expect(card.getByRole("heading")).toContainText("is ready: please approve it");
    await expect(card.getByRole("img")).toHaveCount(1);
    await shoot(page, "order-details-approval");
    await expectNoSeriousAxeViolations(page);
    await card.getByRole("button", { name: "Approve this piece" }).click();
    await expect(card.getByText(APPROVAL_MESSAGES.approved)).toBeVisible();
    await expect(card.getByTestId("approval-state")).toHaveText("Approved by you");
    await expect(card.getByRole("button", { name: "Approve this piece" })).toHaveCount(0);
    await moveAs(admin, order.orderId, { status: "ready_to_ship" });
    await moveAs(admin, order.orderId, {
      status: "shipped",
      carrier: "DHL Express",
      tracking_number: "JD014600006281",
      tracking_url: "https://www.dhl.com/track?id=JD014600006281",
    });
    await page.reload();
    await expect(timeline.locator("[data-state=current]")).toContainText("Shipped");
    await expect(page.getByTestId("tracking")).toContainText("JD014600006281");
    await expect(page.getByRole("link", { name: "Track the parcel" })).toHaveAttribute(
      "href",
      "https://www.dhl.com/track?id=JD014600006281",
    );

    // A guest with the number and the order's email sees the same steps, and nothing else.
    const guest = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await guest.goto("/OrderTracking");
    await guest.getByLabel("Order number").fill(order.orderNumber);
    await guest.getByLabel("Email address").fill("not-the-buyer@e2e.example");
    await guest.getByRole("button", { name: "Track" }).click();
    await expect(guest.getByRole("alert")).toHaveText(TRACKING_MESSAGES.notFound);
    await guest.getByLabel("Email address").fill(order.email);
    await guest.getByRole("button", { name: "Track" }).click();
    const tracked = guest.getByTestId("tracked-order");
    await expect(tracked.getByTestId("order-timeline").locator("[data-state=current]")).toContainText(
      "Shipped",
    );
    await expect(tracked).toContainText("JD014600006281");
    await expect(tracked).not.toContainText("Lodhi Colony");
    // Tracking names the promised day too, until the parcel arrives.
    await expect(tracked.getByTestId("promised-date")).toContainText(formatCalendarDate(promised));
    await shoot(guest, "order-tracking");

    await moveAs(admin, order.orderId, { status: "completed" });
    await page.reload();
    await expect(timeline.locator("[data-state=current]")).toContainText("Delivered");
    await expect(page.getByTestId("stage")).toHaveText("Delivered");
    await expect(page.getByTestId("promised-date")).toHaveCount(0);
    await shoot(page, "order-details-delivered");
    await guest.close();
    await adminPage.context().close();
  });

  test("the customer asks for a change to a finished piece; staff send it back to stitching @phone", async ({
    page,
    browser,
  }) => {
    const order = await paidMadeToMeasureOrder(page.request, "approval-change");
    const adminPage = await signInAsStaff(browser, E2E.adminEmail, E2E.adminPassword);
    const admin = adminPage.request;
    await moveAs(admin, order.orderId, { status: "in_production" });
    const detail = await (await admin.get(`/api/admin/orders/${order.orderId}`)).json();
    const measured = detail.orders.find((line: { made_to_measure: boolean }) => line.made_to_measure);
    for (const stage of TAILORING_STAGES) {
      await admin.post(`/api/admin/orders/${order.orderId}/lines/${measured.id}/stage`, { data: { stage } });
    }
    await sendApprovalPhotos(admin, order.orderId, measured.id);

    await page.goto(`/OrderDetails/${order.orderId}`);
    const card = page.getByTestId("piece-approval");
    await card.getByText("Ask for a change").click();
    await card.getByLabel("What should we change?").fill("The sleeves an inch shorter, please.");
    await card.getByRole("button", { name: "Send the change" }).click();
    await expect(card.getByText(APPROVAL_MESSAGES.changeRequested)).toBeVisible();
    await expect(card).toContainText("You asked: The sleeves an inch shorter, please.");

    // Staff see the note and send the piece back to stitching; the customer's page follows.
    await adminPage.goto(`/admin/ordersDetail/${order.orderId}`);
    const panel = adminPage.getByTestId("approval-panel");
    await expect(panel).toContainText("The customer asks: The sleeves an inch shorter, please.");
    await shoot(panel, "admin-approval-change");
    await panel.getByLabel("Stage to send it back to").selectOption("stitching");
    await panel.getByRole("button", { name: "Send back to stitching" }).click();
    await expect(adminPage.getByTestId("order-history")).toContainText("Stitching");
    await expect(adminPage.getByRole("button", { name: "Mark finishing and quality check" })).toBeVisible();
    await adminPage.close();
  });

  test("a customer cancels a fresh order from its page, free, and the money goes back", async ({ page }) => {
    const order = await paidMadeToMeasureOrder(page.request, "self-cancel");
    await page.goto(`/OrderDetails/${order.orderId}`);
    await expect(page.getByText(/You can cancel free of charge until/)).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText("Your order is cancelled.", { exact: false })).toBeVisible();
    await expect(page.getByTestId("payment-badge")).toHaveText("Refunded");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: /^Credit note CN\/\d{4}-\d{2}\/\d{5} for Rs [\d,]+ \(PDF\)$/ }),
    ).toBeVisible();
    await shoot(page, "order-details-cancelled");
  });

  test("another customer's order details are not found", async ({ page, browser }) => {
    const order = await paidMadeToMeasureOrder(page.request, "order-details-owner");
    const strangerContext = await browser.newContext();
    await registerCustomer(strangerContext.request, "order-details-stranger", {
      name: "Asha",
      mobile: "Iyer",
    });
    const peek = await strangerContext.request.get(`/OrderDetails/${order.orderId}`);
    expect(peek.status()).toBe(404);
    await strangerContext.close();
  });
});
