import { readFile } from "node:fs/promises";
import { TAILORING_LABELS, TAILORING_STAGES } from "@boutique/shared/schemas/order-lifecycle";
import { expect, pngFile, shoot, signInAsAdmin, test } from "../fixtures";
import { paidMadeToMeasureOrder, paidReadyMadeOrder } from "../support/orders";

test.describe("back office: orders", () => {
  test("an admin opens an order's GST invoice and confirms a GST rate on Invoices & GST @phone", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidMadeToMeasureOrder(shopperContext.request, "admin-invoice");
    await signInAsAdmin(page);

    await page.goto(`/admin/ordersDetail/${order.orderId}`);
    const documents = page.getByRole("region", { name: "Invoice and credit notes" });
    const invoice = documents.getByRole("link", { name: /^Tax invoice RB\/\d{4}-\d{2}\/\d{5}$/ });
    await expect(invoice).toBeVisible();
    const pdf = await page.request.get((await invoice.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await shoot(documents, "admin-order-documents");

    await page.goto("/admin/invoicing");
    await expect(page.getByRole("heading", { name: "Invoices & GST" })).toBeVisible();
    await expect(page.getByLabel("GSTIN")).toHaveValue("07AAAAA0000A1Z5");
    // A GSTIN of another state is refused with its message, beside the field.
    await page.getByLabel("GSTIN").fill("27AAAAA0000A1Z5");
    await page
      .getByRole("form", { name: "Supplier on invoices" })
      .getByRole("button", { name: "Save", exact: true })
      .click();
    await expect(page.getByText("The GSTIN's first two digits must be the state's code.")).toBeVisible();
    await page.getByLabel("GSTIN").fill("07AAAAA0000A1Z5");

    // The bag rate is seeded unconfirmed: staff correct it (a value other than the current one, so the
    // phone run after the desktop run changes it too) and it is confirmed.
    const bags = page.getByTestId("gst-rate").filter({ hasText: "Handbags" });
    const rate = bags.getByRole("spinbutton");
    const next = (await rate.inputValue()) === "12" ? "18" : "12";
    await shoot(page, "admin-invoicing");
    await rate.fill(next);
    await bags.getByRole("button", { name: "Save and confirm" }).click();
    await expect(page.getByText(`HSN 4202: ${next}% confirmed`, { exact: true })).toBeVisible();
    await page.reload();
    await expect(bags.getByRole("spinbutton")).toHaveValue(next);
    await expect(bags).not.toContainText("Unconfirmed");
    await expect(bags.getByRole("button")).toHaveCount(0);
  });

  test("an admin finds a paid made-to-measure order and moves it through every stage to completed @phone", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidMadeToMeasureOrder(shopperContext.request, "admin-orders");
    await signInAsAdmin(page);
    // The header counts paid orders nobody has started; this one is among them.
    const newOrders = page.getByRole("banner").getByRole("link", { name: /^Orders, / });
    await expect(newOrders).toHaveAttribute("aria-label", /^Orders, \d+ new paid$/);
    const waiting = Number((await newOrders.getAttribute("aria-label"))?.match(/\d+/)?.[0]);

    await page.goto("/admin/orders");
    await page.getByPlaceholder("Order number, name, email or phone").fill(order.orderNumber);
    const row = page.getByTestId("admin-order-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("1 to measure");
    await shoot(page, "admin-orders");
    await row.getByRole("link", { name: order.orderNumber }).click();

    await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole("region", { name: /Measurements for/ })).toContainText("Bust");
    await expect(page.getByText("Deeper back neck")).toBeVisible();
    await page.getByRole("button", { name: "Start production" }).click();
    await expect(page.getByTestId("fulfilment-badge").first()).toHaveText("In production");
    await expect(newOrders).toHaveAttribute(
      "aria-label",
      waiting > 1 ? `Orders, ${waiting - 1} new paid` : "Orders, nothing new",
    );

    for (const stage of TAILORING_STAGES) {
      await page.getByRole("button", { name: `Mark ${TAILORING_LABELS[stage].toLowerCase()}` }).click();
      await expect(page.getByTestId("order-history")).toContainText(TAILORING_LABELS[stage]);
    }
    // Finished: photos go to the customer, who approves on the phone (issue 27 §4); not packed before.
    const approval = page.getByTestId("approval-panel");
    await approval
      .getByLabel("Photos (1 to 6)")
      .setInputFiles(await pngFile("finished.png", 600, 800, "#7a1f3d"));
    await approval.getByRole("button", { name: "Send photos to the customer" }).click();
    await expect(approval.getByTestId("approval-state")).toContainText("Waiting for the customer");
    await expect(approval.getByRole("img")).toHaveCount(1);
    await shoot(approval, "admin-approval-awaiting");
    await approval.getByRole("button", { name: "Customer approved by phone" }).click();
    await expect(approval.getByTestId("approval-state")).toHaveText("Approved (on the phone)");
    await page.getByRole("button", { name: "Ready to ship" }).click();
    await expect(page.getByTestId("fulfilment-badge").first()).toHaveText("Ready to ship");
    await page.getByRole("button", { name: "Ship…" }).click();
    const form = page.getByRole("form", { name: "Ship the order" });
    await form.getByLabel("Carrier").fill("DHL Express");
    await form.getByLabel("Tracking number").fill("JD014600006281");
    await form.getByLabel("Tracking link").fill("https://www.dhl.com/track?id=JD014600006281");
    await form.getByRole("button", { name: "Mark shipped" }).click();
    await expect(page.getByTestId("fulfilment-badge").first()).toHaveText("Shipped");
    await expect(page.getByText("DHL Express · JD014600006281")).toBeVisible();
    await page.getByRole("button", { name: "Mark completed" }).click();
    await expect(page.getByTestId("fulfilment-badge").first()).toHaveText("Delivered");
    await expect(page.getByRole("button", { name: "Mark completed" })).toHaveCount(0);

    await page.getByLabel("Add a note").fill("Customer collected a spare button set.");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByTestId("order-notes")).toContainText("Customer collected a spare button set.");
    await shoot(page, "admin-order-detail");

    await page.getByRole("link", { name: "Work order" }).click();
    await expect(page.getByRole("heading", { name: "Work order" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Waist");
    await expect(page.getByRole("table")).toContainText("Bust");
    // Printed, only the document shows: no menu, top bar or buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByText("Deeper back neck")).toBeVisible();
    await shoot(page, "admin-work-order");
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: "Back to the order" }).click();
    await page.getByRole("link", { name: "Packing slip" }).click();
    await expect(page.getByRole("heading", { name: "Packing slip" })).toBeVisible();
    await expect(page.getByText("14, Lodhi Colony Market")).toBeVisible();
    await shopperContext.close();
  });

  test("a paid order of ready-made pieces goes straight to Ready to ship (issue 26 §5)", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidReadyMadeOrder(shopperContext.request, "admin-ready-made");
    await signInAsAdmin(page);
    await page.goto(`/admin/ordersdetail/${order.orderId}`);
    await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start production" })).toHaveCount(0);
    await page.getByRole("button", { name: "Ready to ship" }).click();
    await expect(page.getByTestId("fulfilment-badge").first()).toHaveText("Ready to ship");
    await expect(page.getByRole("button", { name: "Ship…" })).toBeVisible();

    // The customer's order page shows no production step for it.
    const shopper = await shopperContext.newPage();
    await shopper.goto(`/OrderDetails/${order.orderId}`);
    await expect(shopper.getByText("Ready to ship").first()).toBeVisible();
    await expect(shopper.getByText("In production")).toHaveCount(0);
    await shopperContext.close();
  });

  test("a move another admin already made gets 'Something went wrong' and the export holds the filtered orders", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidMadeToMeasureOrder(shopperContext.request, "admin-orders-race");
    await signInAsAdmin(page);
    await page.goto(`/admin/ordersdetail/${order.orderId}`);
    await expect(page.getByRole("button", { name: "Start production" })).toBeVisible();
    // Someone else starts production first.
    const moved = await page.request.post(`/api/admin/orders/${order.orderId}`, {
      data: { status: "in_production" },
    });
    expect(moved.ok()).toBe(true);
    await page.getByRole("button", { name: "Start production" }).click();
    await expect(page.getByText("Something went wrong").first()).toBeVisible();
    await expect(
      page.getByText("This stage does not follow the order's current stage.").first(),
    ).toBeVisible();

    await page.goto("/admin/orders?fulfilment=in_production");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export orders.xlsx" }).click();
    const file = await (await download).path();
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
    const numbers: unknown[] = [];
    workbook.getWorksheet("Orders")!.eachRow((row, index) => {
      if (index > 1) numbers.push(row.getCell(1).value);
    });
    expect(numbers).toContain(order.orderNumber);
    await shopperContext.close();
  });

  test("the dashboard counts a paid order in its figures, chart and recent orders @phone", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidMadeToMeasureOrder(shopperContext.request, "admin-dashboard");
    await signInAsAdmin(page);
    const razorpay = page.locator("[data-figure=total_sales_razorpay]").getByTestId("figure-value");
    await expect(razorpay).not.toHaveText("₹0.00");
    await expect(page.locator("[data-figure=new_orders]").getByTestId("figure-value")).not.toHaveText("0");
    await expect(page.getByTestId("revenue-chart")).toBeVisible();
    await expect(page.getByTestId("recent-orders")).toContainText(order.orderNumber);
    await expect(page.getByTestId("tailoring-counts")).toContainText("Not started");
    await page.getByRole("button", { name: "Months" }).click();
    await expect(page.getByRole("button", { name: "Months" })).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "admin-dashboard");
    await page
      .getByTestId("recent-orders")
      .getByRole("link", { name: new RegExp(order.orderNumber) })
      .click();
    await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
    await shopperContext.close();
  });

  test("an admin cancels a paid order: the money goes back through the sandbox and the order shows refunded", async ({
    page,
    browser,
  }) => {
    const shopperContext = await browser.newContext();
    const order = await paidMadeToMeasureOrder(shopperContext.request, "admin-cancel");
    await signInAsAdmin(page);
    const before = (await (await page.request.get("/sandbox/ledger")).json()).refunds.length;
    await page.goto(`/admin/ordersdetail/${order.orderId}`);
    await page.getByRole("button", { name: "Cancel order" }).click();
    await page.getByRole("button", { name: "Cancel and refund" }).click();
    await expect(page.getByTestId("payment-badge").first()).toHaveText("Refunded");
    await expect(page.getByTestId("fulfilment-badge").first()).toHaveText("Cancelled");
    await expect(page.getByRole("list", { name: "Refunds" })).toContainText("Order cancelled by the shop");
    const ledger = await (await page.request.get("/sandbox/ledger")).json();
    expect(ledger.refunds.length).toBe(before + 1);
    await shoot(page, "admin-order-cancelled");
    await shopperContext.close();
  });
});
