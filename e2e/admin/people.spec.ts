import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import {
  E2E,
  expect,
  expectNoSeriousAxeViolations,
  pngFile,
  registerCustomer,
  shoot,
  signInAsAdmin,
  signInAsStaff,
  test,
  uniqueEmail,
} from "../fixtures";

const STAFF_PASSWORD = "Staff#2026pass";

/** Full-page pictures at 1280 px, and at 390 px for screens a phone may open too (only with SHOTS_DIR). */
async function shootScreens(page: Page, name: string, phone = false) {
  await shoot(page, name);
  if (!phone || !process.env.SHOTS_DIR) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, name);
  if (size) await page.setViewportSize(size);
}

/** Letters and digits only: a coupon code the form accepts. */
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

const menu = (page: Page) => page.getByRole("navigation", { name: "Back office" }).first();

type RoleView = {
  shown: string[];
  hidden: string[];
  refusedScreens: string[];
  refusedApis: string[];
  allowedApi: string;
  /** Screenshot name, taken on the first refused screen. */
  refusedShot?: string;
};

/** A staff member sees only their role's screens: the rest are off the menu, refused on screen and by the API. */
async function expectOnlyTheirScreens(page: Page, view: RoleView) {
  for (const name of view.shown) await expect(menu(page).getByRole("link", { name })).toBeVisible();
  for (const name of view.hidden) {
    await expect(menu(page).getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  for (const [index, path] of view.refusedScreens.entries()) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You don't have access to this Page." })).toBeVisible();
    if (index === 0 && view.refusedShot) await shoot(page, view.refusedShot);
  }
  for (const path of view.refusedApis) expect((await page.request.get(path)).status(), path).toBe(403);
  expect((await page.request.get(view.allowedApi)).status()).toBe(200);
}

test.describe("back office: coupons, testimonials, customers and staff", () => {
  test("an admin adds a coupon, is told when it exists, and deletes it", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/Admin/discountCopouns");
    await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("Please fill all values").first()).toBeVisible();

    const code = uniqueCode("FEST");
    await page.getByLabel("Code").fill(code.toLowerCase());
    await page.getByLabel("Discount (%)").fill("15");
    await page.getByLabel("Maximum discount (Rs)").fill("750");
    await page.getByLabel("Expiry date").fill("2099-12-31");
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("coupon Added Successfully", { exact: true })).toBeVisible();

    const table = page.getByRole("table", { name: "Coupons" });
    const row = table.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("15%");
    await expect(row).toContainText("750");
    await expect(row).toContainText("31 Dec 2099");
    await expectNoSeriousAxeViolations(page);
    await shootScreens(page, "coupons", true);

    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Discount (%)").fill("20");
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await expect(page.getByText("coupon already exists", { exact: true })).toBeVisible();

    // A second coupon whose delete is answered late, after the next delete is sent: each delete still
    // shows its own confirmation (mutate's own callbacks follow only the latest call).
    const late = uniqueCode("LATE");
    const created = await page.request.post("/api/admin/coupons", { data: { code: late, discount: 10 } });
    expect(created.ok(), await created.text()).toBe(true);
    const lateId = ((await created.json()) as { data: { id: number } }).data.id;
    await page.route(`**/api/admin/coupons/${lateId}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.reload();
    const lateRow = table.getByRole("row").filter({ hasText: late });
    await lateRow.getByRole("button", { name: `Delete ${late}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await row.getByRole("button", { name: `Delete ${code}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("coupon Deleted Successfully", { exact: true })).toHaveCount(2);
    await expect(table.getByRole("row").filter({ hasText: code })).toHaveCount(0);
    await expect(lateRow).toHaveCount(0);
  });

  test("an admin adds a testimonial with a picture; the home page shows it", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/testimonials");
    await expect(page.getByRole("heading", { name: "Testimonials", level: 1 })).toBeVisible();

    const name = `Meera ${Date.now().toString(36)}`;
    await page.getByLabel("Customer name").fill(name);
    await page.getByLabel("Message").fill("The anarkali fit beautifully and arrived before Diwali.");
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(page.getByText("Please fill all values").first()).toBeVisible();

    await page.getByLabel("Picture").setInputFiles(await pngFile("meera.png", 300, 300, "#b45309"));
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(page.getByText("Testimonial Added Successfully", { exact: true })).toBeVisible();
    const row = page.getByRole("table", { name: "Testimonials" }).getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.locator("img")).toHaveJSProperty("complete", true);
    await expectNoSeriousAxeViolations(page);
    await shootScreens(page, "testimonials");

    const listed = (await (await page.request.get("/api/testimonials")).json()) as { name: string }[];
    expect(listed.map((item) => item.name)).toContain(name);
    await page.goto("/");
    await expect(page.getByText(name).first()).toBeAttached();
  });

  test("an admin searches customers and exports Customers.xlsx", async ({ page }) => {
    const { email } = await registerCustomer(page.request, "customer", { name: "Kavya", mobile: "Iyer" });
    await page.request.post("/api/logout");

    await signInAsAdmin(page);
    await page.goto("/Admin/customers");
    await expect(page.getByRole("table", { name: "Customers" }).getByText(email)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shootScreens(page, "customers");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Customers.xlsx" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Customers.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.getWorksheet("Customers");
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      "ID",
      "First name",
      "Last name",
      "Email",
      "Mobile",
      "Created",
    ]);
    const listed = (await (await page.request.get("/api/admin/customers")).json()) as unknown[];
    expect(sheet?.rowCount).toBe(listed.length + 1);
    // The export is recorded as a staff read of personal data, and listed under the table (decision 041).
    const reads = page.getByRole("region", { name: "Staff exports of customer data" });
    await expect(reads.getByRole("listitem").first()).toContainText(`${E2E.adminEmail} · customers export`);
    await expect(page.getByRole("region", { name: "Customers' data requests" })).toBeVisible();

    await page.getByLabel("Search customers").fill(email.split("@")[0].toUpperCase());
    await expect(page.getByRole("table", { name: "Customers" }).getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("table", { name: "Customers" }).getByText(email)).toBeVisible();
    await page.getByLabel("Search customers").fill("no-such-customer-anywhere");
    await expect(page.getByText("No matches")).toBeVisible();
  });

  test("size customization says 'Please fill all values' only while a value is missing", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/sizeCustomization");
    await expect(page.getByRole("heading", { name: "Size Customization", level: 1 })).toBeVisible();
    const banner = page.getByRole("alert").filter({ hasText: "Please fill all values" });

    await page.getByRole("button", { name: "Add Customization" }).click();
    await expect(banner).toBeVisible();

    // Every value given, but the name is one character too long: that is said beside the name alone.
    await page.getByText("Women", { exact: true }).click();
    await page.getByLabel("Measurement name").fill("B".repeat(61));
    await page
      .getByLabel("Image", { exact: true })
      .setInputFiles(await pngFile("bust.png", 60, 90, "#a16207"));
    await page.getByRole("button", { name: "Add Customization" }).click();
    await expect(page.getByText("At most 60 characters")).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("an admin adds an Editor and an Employee; each sees only their screens and is refused the others", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByText("Please fill all values").first()).toBeVisible();

    const add = async (role: "Editor" | "Employee", email: string) => {
      await page.getByLabel("First name").fill(role === "Editor" ? "Esha" : "Emil");
      await page.getByLabel("Last name").fill(role);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
      // Editor is the default; the Employee is chosen.
      // Editor is the default; the Employee is chosen by its card.
      const radio = page.getByRole("radio", { name: new RegExp(`^${role}`) });
      if (role === "Employee") await page.locator("label").filter({ has: radio }).click();
      await expect(radio).toBeChecked();
      await page.getByRole("button", { name: "Add User" }).click();
      // The toast names the account, so the second add is not confused with the first one's toast.
      const toast = page
        .getByRole("status")
        .filter({ hasText: `${email} (${role})` })
        .first();
      await expect(toast).toContainText("User Added Successfully");
      const row = page
        .getByRole("table", { name: "Staff users" })
        .getByRole("row")
        .filter({ hasText: email });
      await expect(row).toContainText(role);
    };
    const editorEmail = uniqueEmail("editor");
    const employeeEmail = uniqueEmail("employee");
    await add("Editor", editorEmail);
    await add("Employee", employeeEmail);
    await expectNoSeriousAxeViolations(page);
    await shootScreens(page, "users", true);

    // The admin's own row has no Delete: the server refuses it too.
    const self = await page.request.delete(`/api/admin/users/${encodeURIComponent("admin@e2e.example")}`);
    expect(self.status()).toBe(409);

    await page.goto("/Adduser");
    await expect(page.getByRole("heading", { name: "Add User", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Staff users" }).getByText(editorEmail)).toBeVisible();
    await shootScreens(page, "adduser");

    const editor = await signInAsStaff(browser, editorEmail, STAFF_PASSWORD);
    await expectOnlyTheirScreens(editor, {
      shown: ["All Products", "All Categories"],
      hidden: ["Users", "Coupons", "Customers", "Testimonials", "Orders", "Edit Home", "Size Customization"],
      refusedScreens: ["/admin/users", "/admin/editHome"],
      refusedShot: "editor-refused",
      refusedApis: [
        "/api/admin/users",
        "/api/admin/coupons",
        "/api/admin/customers",
        "/api/admin/testimonials",
        "/api/admin/customization",
      ],
      allowedApi: "/api/admin/category/all",
    });

    const employee = await signInAsStaff(browser, employeeEmail, STAFF_PASSWORD);
    await expectOnlyTheirScreens(employee, {
      shown: ["Edit Home", "Size Customization"],
      hidden: ["Users", "Coupons", "Customers", "Testimonials", "Orders", "All Products", "All Categories"],
      refusedScreens: ["/Admin/discountCopouns", "/admin/allProduct"],
      refusedApis: ["/api/admin/users", "/api/admin/coupons", "/api/admin/customers", "/api/admin/products"],
      allowedApi: "/api/admin/customization",
    });
    await shoot(employee, "employee-menu");

    // The admin deletes the Employee; their session stops working at once.
    await page.goto("/admin/users");
    const row = page
      .getByRole("table", { name: "Staff users" })
      .getByRole("row")
      .filter({ hasText: employeeEmail });
    await row.getByRole("button", { name: `Delete ${employeeEmail}` }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("User Deleted Successfully", { exact: true })).toBeVisible();
    expect((await employee.request.get("/api/admin/customization")).status()).toBe(401);
    await editor.context().close();
    await employee.context().close();
  });
});
