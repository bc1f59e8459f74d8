import { SHOP_PROFILE_DEFAULTS, SHOP_PROFILE_MESSAGES } from "@boutique/shared/schemas/shop-profile";
import { expect, shoot, signInAsAdmin, test } from "../fixtures";

test.describe("the shop's one profile (issue 26 §5)", () => {
  test("an admin changes how customers reach the shop; the footer and contact page show it @phone", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/invoicing");
    const form = page.getByRole("form", { name: "How customers reach the shop" });
    await expect(form.getByLabel("Phone")).toHaveValue(SHOP_PROFILE_DEFAULTS.phone);
    // The invoice's address is the storefront's: one default.
    await expect(page.getByLabel("Registered address")).toHaveValue(SHOP_PROFILE_DEFAULTS.address);

    await form.getByLabel("WhatsApp number").fill("+91 98110");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText(SHOP_PROFILE_MESSAGES.whatsapp)).toBeVisible();

    const phone = "+91 99887 76655";
    await form.getByLabel("WhatsApp number").fill("919988776655");
    await form.getByLabel("Phone").fill(phone);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "PUT" &&
        new URL(response.url()).pathname === "/api/admin/shop-profile",
    );
    await form.getByRole("button", { name: "Save" }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText("Contact details saved").first()).toBeVisible();
    await shoot(page, "admin-shop-profile");

    const shopper = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    try {
      await shopper.goto("/contact");
      const main = shopper.getByRole("main");
      await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", "tel:+919988776655");
      await expect(main.getByRole("link", { name: /WhatsApp/ }).first()).toHaveAttribute(
        "href",
        "https://wa.me/919988776655",
      );
      await expect(shopper.getByRole("contentinfo")).toContainText(phone);
      await expect(shopper.getByRole("contentinfo")).toContainText(SHOP_PROFILE_DEFAULTS.address);
    } finally {
      await shopper.close();
      // Put the shop's number back for the other journeys.
      await page.request.put("/api/admin/shop-profile", {
        data: {
          shop_phone: SHOP_PROFILE_DEFAULTS.phone,
          shop_email: SHOP_PROFILE_DEFAULTS.email,
          shop_whatsapp: SHOP_PROFILE_DEFAULTS.whatsapp,
          shop_hours: SHOP_PROFILE_DEFAULTS.hours,
        },
      });
    }
  });
});
