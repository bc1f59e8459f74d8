import { expect, expectNoSeriousAxeViolations, registerCustomer, shoot, test } from "../fixtures";

const PASSWORD = "Sitara#2026";
const NEW_PASSWORD = "Chandni#2027";

test.describe("the account page", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a guest is sent to sign in and comes back to the same tab", async ({ page }) => {
    await page.goto("/UserAccount?tab=password");
    await expect(page).toHaveURL(/\/loginSignup\?redirect=%2FUserAccount%3Ftab%3Dpassword$/);
  });

  test("a shopper changes their details and password, and keeps an address book @phone", async ({ page }) => {
    const { email } = await registerCustomer(
      page.request,
      "account",
      { name: "Sitara", mobile: "Das" },
      PASSWORD,
    );

    await page.goto("/UserAccount");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Account sections" });
    await expect(nav.getByRole("link", { name: "My Account" })).toHaveAttribute("aria-current", "page");

    // Tab 1: details, with the spec's message for a blank name.
    await page.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert")).toHaveText("First name can not be blank");
    await page.getByLabel("First name").fill("Sitaara");
    await page.getByLabel("Phone").fill("9811042517");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Details Updated" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("First name")).toHaveValue("Sitaara");
    await expect(page.getByLabel("Phone")).toHaveValue("9811042517");
    await expectNoSeriousAxeViolations(page, { all: true });
    await shoot(page, "account-details");

    // Tab 2: password, the spec's messages in order, then a real change.
    await nav.getByRole("link", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/tab=password/);
    const change = page.getByRole("button", { name: "Change password" });
    await change.click();
    await expect(page.getByRole("alert")).toHaveText("Old password is empty");
    await page.getByLabel("Old password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(PASSWORD);
    await change.click();
    await expect(page.getByRole("alert")).toHaveText("Old and new password can't be same.");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(`${NEW_PASSWORD}x`);
    await change.click();
    await expect(page.getByRole("alert")).toHaveText("New password are not matching");
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await change.click();
    await expect(page.getByRole("status").filter({ hasText: "Password updated." })).toBeVisible();
    await expect(page.getByLabel("Old password", { exact: true })).toHaveValue("");
    const signIn = await page.request.post("/api/login", {
      data: { email, password: Buffer.from(NEW_PASSWORD).toString("base64"), cart_items: [] },
    });
    expect(signIn.ok()).toBe(true);

    // Tab 3: addresses. A missing field gets the spec's message and nothing is saved.
    await page.goto("/UserAccount?tab=addresses");
    await expect(page.getByText("No saved addresses yet.")).toBeVisible();
    const form = page.locator("#address-form");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please fill all required fileds");
    await expect(page.getByTestId("address")).toHaveCount(0);

    await form.getByLabel("State").fill("Delhi");
    await form.getByLabel("Address line 1").fill("14 Lodhi Colony Market");
    await form.getByLabel("PIN / ZIP code").fill("110003");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address Added Successfully" })).toBeVisible();
    await expect(page.getByTestId("address")).toHaveCount(1);
    await expect(page.getByTestId("address").first()).toContainText("Default");

    await form.getByLabel("Country").selectOption("GB");
    await form.getByLabel("State").fill("Greater London");
    await form.getByLabel("Address line 1").fill("22 Southall Broadway");
    await form.getByLabel("PIN / ZIP code").fill("UB1 1JY");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByTestId("address")).toHaveCount(2);
    const london = page.getByTestId("address").filter({ hasText: "Southall" });
    await expect(london).toContainText("United Kingdom");
    await expect(london).not.toContainText("Default");

    // The default moves; the default address offers no Delete.
    await london.getByRole("button", { name: "Make default" }).click();
    await expect(london).toContainText("Default");
    const delhi = page.getByTestId("address").filter({ hasText: "Lodhi" });
    await expect(delhi).not.toContainText("Default");
    await expect(london.getByRole("button", { name: "Delete" })).toHaveCount(0);

    // Edit keeps the address; delete asks first.
    await delhi.getByRole("link", { name: /^Edit/ }).click();
    await expect(form.getByRole("heading")).toHaveText("Edit address");
    await form.getByLabel("City (optional)").fill("New Delhi");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address Updated successfully" })).toBeVisible();
    await expect(delhi).toContainText("New Delhi");
    // Saved: the form is a new, empty one again.
    await expect(form.getByRole("heading")).toHaveText("Add New Address");
    await expect(form.getByLabel("Address line 1")).toHaveValue("");
    await expectNoSeriousAxeViolations(page, { all: true });
    await shoot(page, "account-addresses");

    await delhi.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "No" }).click();
    await expect(page.getByTestId("address")).toHaveCount(2);
    await delhi.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByTestId("address")).toHaveCount(1);

    // Tabs 4 and 7.
    await nav.getByRole("link", { name: "My Wishlist" }).click();
    await expect(page.getByText("Wishlist is Empty")).toBeVisible();
    await nav.getByRole("link", { name: "My Orders" }).click();
    await expect(page.getByText("No orders yet")).toBeVisible();

    // Logout from the page signs out and the page asks to sign in again.
    await nav.getByRole("button", { name: "Logout" }).click();
    // Signed out once the shop's home page shows the sign-in link again.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.goto("/UserAccount");
    await expect(page).toHaveURL(/\/loginSignup\?redirect=%2FUserAccount$/);
  });

  test("without JavaScript the details and address forms still post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await registerCustomer(context.request, "account-nojs", { name: "Noor", mobile: "Khan" }, PASSWORD);
    await page.goto("/UserAccount");
    await page.getByLabel("Phone").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Details Updated" })).toBeVisible();
    // An emptied phone is removed, not kept.
    await expect(page.getByLabel("Phone")).toHaveValue("");

    await page.goto("/UserAccount?tab=addresses");
    const form = page.locator("#address-form");
    await form.getByLabel("Mobile").fill("9811042517");
    await form.getByLabel("State").fill("Punjab");
    await form.getByLabel("Address line 1").fill("7 Mall Road");
    await form.getByLabel("PIN / ZIP code").fill("143001");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address Added Successfully" })).toBeVisible();
    await expect(page.getByTestId("address")).toContainText("7 Mall Road");
    await context.close();
  });
});
