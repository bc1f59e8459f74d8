import { expect, expectNoSeriousAxeViolations, registerCustomer, shoot, test } from "../fixtures";

/** My Account → Privacy & data (decision 041): consent given and withdrawn, the download, and erasure. */
test.describe("privacy and data rights @phone", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a shopper gives and withdraws a consent, downloads their data, and erases the account", async ({
    page,
  }) => {
    const { email } = await registerCustomer(page.request, "privacy", { name: "Noor", mobile: "Bedi" });
    await page.goto("/UserAccount?tab=privacy");
    await expect(page.getByRole("heading", { name: "Privacy & data" })).toBeVisible();
    // Signing up was consenting to the account itself, with its time.
    const account = page.getByRole("listitem").filter({ hasText: "Your account and orders" });
    await expect(account).toContainText(/Given on/);

    await page.getByRole("button", { name: "Give consent: Offers by email" }).click();
    const offers = page.getByRole("listitem").filter({ hasText: "Offers by email" });
    await expect(offers).toContainText(/Given on/);
    await expect(page.getByRole("status").filter({ hasText: "Your choice is saved." })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { all: true });
    await shoot(page, "account-privacy");
    await page.getByRole("button", { name: "Withdraw consent: Offers by email" }).click();
    await expect(offers).toContainText(/Not given on/);

    // The download is a file with the account in it.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString("utf8")).toContain(email);

    await page.getByLabel('Type "ERASE" to confirm').fill("erase it");
    await page.getByRole("button", { name: "Erase my account" }).click();
    await expect(page.getByRole("alert")).toHaveText('Type "ERASE" to confirm.');
    await page.getByLabel('Type "ERASE" to confirm').fill("ERASE");
    await page.getByRole("button", { name: "Erase my account" }).click();
    await expect(page).toHaveURL(/\/\?erased=1$/);
    // Signed out, and the account is gone: signing in again fails.
    await page.goto("/UserAccount?tab=privacy");
    await expect(page).toHaveURL(/\/loginSignup/);
    const signIn = await page.request.post("/api/login", {
      data: { email, password: Buffer.from("Shopper#2026").toString("base64") },
    });
    expect(signIn.status()).toBe(401);
  });

  test("the sign-up form shows the consent notice on its own, with the offers box unticked", async ({
    page,
  }) => {
    await page.goto("/loginSignup?tab=register");
    await page
      .getByRole("link", { name: "Create account" })
      .click()
      .catch(() => {});
    const notice = page.getByRole("region", { name: "What we keep, and why" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("GST invoices");
    await expect(notice.getByRole("checkbox", { name: /Send me offers by email/ })).not.toBeChecked();
  });
});
