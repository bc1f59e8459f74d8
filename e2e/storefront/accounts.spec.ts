import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  latestMail,
  readOtp,
  registerCustomer,
  test,
  uniqueEmail,
} from "../fixtures";

const PASSWORD = "Rangrez#2026";

test.describe("customer accounts", () => {
  test("register, verify the emailed OTP, sign in and sign out @phone", async ({ page }) => {
    const email = uniqueEmail("asha");
    const startedAt = Date.now();
    await page.goto("/loginSignup?redirect=/FAQ");
    await page.getByRole("link", { name: "Create account" }).click();

    // The password rule is checked before anything is sent.
    await page.getByLabel("First name").fill("Asha");
    await page.getByLabel("Last name").fill("Kaur");
    await page.getByLabel("Email ID").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText(
        "Minimum eight characters, at least one uppercase letter, one lowercase letter, one number and one special character",
      ),
    ).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByLabel("OTP")).toBeVisible();

    await page.getByLabel("OTP").fill("000000");
    await page.getByRole("button", { name: /verify/i }).click();
    await expect(page.getByText("Invalid OTP")).toBeVisible();

    // The code signs the new account in and goes on to where the shopper was going (issue 26 §4).
    await page.getByLabel("OTP").fill(await readOtp(email, startedAt));
    await page.getByRole("button", { name: /verify/i }).click();
    await expect(page.getByText("OTP Verified")).toBeVisible();
    await expect(page).toHaveURL(/\/FAQ$/);
    await expect(page.getByText("Hi, Asha")).toBeAttached();
    const welcome = await latestMail(email, startedAt);
    expect(welcome.raw).toContain("WELCOME10");

    await signOut(page);
    await page.goto("/loginSignup?redirect=/FAQ");
    await page.getByLabel("Email ID").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong#Pass1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Incorrect Email ID or Password")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/FAQ$/);
    await expect(page.getByText("Hi, Asha")).toBeAttached();

    await signOut(page);
    const me = await page.request.get("/api/account/me");
    expect(me.status()).toBe(401);
  });

  test("a registered email is refused with the spec's message", async ({ page, request }) => {
    const { email } = await registerCustomer(request, "taken", { name: "Taken", mobile: "User" }, PASSWORD);

    await page.goto("/loginSignup");
    await page.getByRole("link", { name: "Create account" }).click();
    await page.getByLabel("First name").fill("Another");
    await page.getByLabel("Last name").fill("Person");
    await page.getByLabel("Email ID").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText(
        "This email address is already registered. Please try some other email address or login with your existing login details.",
      ),
    ).toBeVisible();
  });

  test("reset a forgotten password and sign in with the new one", async ({ page, request }) => {
    const { email } = await registerCustomer(request, "forgot", { name: "Meera", mobile: "Shah" }, PASSWORD);
    let since = Date.now();

    await page.goto("/loginSignup");
    await page.getByRole("link", { name: /forgot/i }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/i);
    since = Date.now();
    await page.getByLabel("Email ID").fill(email);
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("OTP Sent")).toBeVisible();
    await expect(page.getByLabel("Email ID")).toHaveAttribute("readonly", "");

    await page.getByLabel("OTP").fill(await readOtp(email, since));
    await page.getByRole("button", { name: /reset|update|save/i }).click();
    await expect(page.getByText("New password is empty")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("Newpass#2027");
    await page.getByLabel("Confirm new password", { exact: true }).fill("Different#2027");
    await page.getByRole("button", { name: /reset|update|save/i }).click();
    await expect(page.getByText("New password are not matching")).toBeVisible();

    await page.getByLabel("Confirm new password", { exact: true }).fill("Newpass#2027");
    await page.getByRole("button", { name: /reset|update|save/i }).click();
    await expect(page.getByText("Password updated.")).toBeVisible();
    await expect(page).toHaveURL(/\/loginSignup/i);

    await page.getByLabel("Email ID").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Newpass#2027");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Login Successful")).toBeVisible();
  });

  for (const path of ["/", "/loginSignup", "/ForgotPassword", "/no-such-page"]) {
    test(`${path} has no serious accessibility violations @phone`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("pages arrive rendered from the server", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain("<title>");
    expect(html).toMatch(/Women/);
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
  });
});

/** Signs out from the header's account menu, as a shopper would. */
async function signOut(page: Page) {
  await page.locator("summary", { hasText: "Hi, Asha" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeAttached();
}
