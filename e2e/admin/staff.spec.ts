import { E2E, expect, registerCustomer, signInAsAdmin, test } from "../fixtures";

test.describe("back office sign-in and guard", () => {
  test("signed-out visitors are sent to the login page", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/i);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("wrong password shows the spec's message; staff sign in to the dashboard", async ({ page }) => {
    await page.goto("/Admin");
    await page.getByLabel("Email").fill(E2E.adminEmail);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Incorrect Email ID or Password")).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole("navigation").getByRole("link", { name: "All Products" })).toBeVisible();

    // Signed-in staff on the login page go to the dashboard; paths are case-insensitive.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard/i);
    await page.goto("/Admin/AllProduct");
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();

    await page
      .getByRole("button", { name: /log ?out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin$/i);
    expect((await page.request.get("/api/account/me")).status()).toBe(401);
  });

  test("a customer on a staff screen is signed out and sent to the login page", async ({ page }) => {
    const { email, password } = await registerCustomer(page.request, "shopper", {
      name: "Riya",
      mobile: "Gill",
    });
    const login = await page.request.post("/api/login", { data: { email, password, cart_items: [] } });
    expect(login.status()).toBe(200);
    expect((await page.request.get("/api/account/me")).status()).toBe(200);

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/i);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect((await page.request.get("/api/account/me")).status()).toBe(401);
  });

  test("forgot password page sends a code and returns to login", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/ForgotPass$/i);
    await page.getByRole("link", { name: /back to login/i }).click();
    await expect(page).toHaveURL(/\/admin$/i);
  });
});
