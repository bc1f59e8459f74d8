import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  registerCustomer,
  shoot,
  test,
  waitForHydration,
} from "../fixtures";

type Listed = { id: number; name: string; quantity: number; customization: string };

/** A women's lehenga in stock whose category asks for measurements, on its custom-size page. */
async function openLehengaCustomSize(page: Page) {
  const listing = await (await page.request.get("/api/products/category/Lehengas/1")).json();
  const product = (listing.products as Listed[]).find(
    (item) => item.quantity > 2 && item.customization === "Y",
  )!;
  await page.goto(`/CustomSize/${encodeURIComponent(product.name)}?id=${product.id}`);
  await waitForHydration(page);
  return page.getByRole("form", { name: "Custom size" });
}

test.describe("measurement profiles (issue 27 §2)", () => {
  test("a shopper saves what they typed as a profile and fills the next form from it @phone", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Signed out, the form says what signing in would give.
    let form = await openLehengaCustomSize(page);
    await expect(form.getByText("to fill this form from your saved measurements")).toBeVisible();

    await registerCustomer(page.request, "profiles", { name: "Meera Kapoor", mobile: "9811000123" });
    form = await openLehengaCustomSize(page);
    const saved = form.getByRole("region", { name: "Saved measurements" });
    await expect(saved.getByText("Save these measurements to fill the next custom-size form")).toBeVisible();

    // An unusual value is asked about, not refused.
    await form.getByRole("spinbutton", { name: "Bust" }).fill("36");
    await form.getByRole("spinbutton", { name: "Waist" }).fill("60");
    await expect(form.getByText("Waist 60 in: is that right?")).toBeVisible();
    await form.getByRole("spinbutton", { name: "Waist" }).fill("30");
    await expect(form.getByText("Waist 60 in: is that right?")).toBeHidden();
    await form.getByRole("spinbutton", { name: "Hip" }).fill("39");

    await saved.getByLabel("Profile name").fill("Mother");
    await saved.getByRole("button", { name: "Save as new profile" }).click();
    await expect(saved.getByRole("status")).toHaveText("Saved as Mother.");
    await expect(saved.getByRole("button", { name: "Update Mother" })).toBeVisible();
    await shoot(page, "profiles-custom-size");

    // The next form (a reload, the browser's own copy cleared) fills from the profile in one step.
    await page.evaluate(() => window.localStorage.clear());
    form = await openLehengaCustomSize(page);
    await expect(form.getByRole("spinbutton", { name: "Bust" })).toHaveValue("");
    const fill = form.getByLabel("Fill from my measurements");
    await expect(fill.getByRole("option", { name: /^Mother \(3 of \d+\)$/ })).toHaveCount(1);
    await fill.selectOption({
      label: (await fill.getByRole("option", { name: /^Mother/ }).textContent()) ?? "",
    });
    await expect(form.getByRole("spinbutton", { name: "Bust" })).toHaveValue("36");
    await expect(form.getByRole("spinbutton", { name: "Waist" })).toHaveValue("30");
    await expect(form.getByText(/^Filled from Mother\. Still to measure: /)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Changing a value and saving under the same name updates the profile.
    await form.getByRole("spinbutton", { name: "Waist" }).fill("31");
    await form
      .getByRole("region", { name: "Saved measurements" })
      .getByRole("button", { name: "Update Mother" })
      .click();
    await expect(form.getByRole("region", { name: "Saved measurements" }).getByRole("status")).toHaveText(
      "Mother updated.",
    );
    const profiles = (await (await page.request.get("/api/account/measurements")).json()) as {
      profiles: { name: string; measurements: Record<string, number> }[];
    };
    expect(profiles.profiles).toEqual([
      expect.objectContaining({ name: "Mother", measurements: { Bust: 36, Waist: 31, Hip: 39 } }),
    ]);
  });

  test("a shopper keeps profiles in the account: adds, changes and deletes them @phone", async ({ page }) => {
    await registerCustomer(page.request, "profiles-account", { name: "Asha Rao", mobile: "9811000456" });
    await page.goto("/UserAccount?tab=measurements");
    await expect(page.getByRole("heading", { name: "My Measurements", level: 2 })).toBeVisible();

    const added = page.getByRole("form", { name: "New measurement profile" });
    await added.getByLabel("Profile name").fill("Me");
    await added.getByLabel("Bust (in)").fill("34");
    await added.getByLabel("Waist (in)").fill("58");
    await added.getByLabel("Measurement name").fill("Armhole");
    await added.getByLabel("Inches").fill("16");
    await added.getByLabel("Note (optional)").fill("Blouse a little loose");
    await added.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Measurements saved.")).toBeVisible();
    // The form for another profile starts empty again.
    await expect(
      page.getByRole("form", { name: "New measurement profile" }).getByLabel("Profile name"),
    ).toHaveValue("");

    const me = page.getByRole("article", { name: "Me" });
    await expect(me.getByText(/^Last changed \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(me.getByLabel("Armhole (in)")).toHaveValue("16");
    // Kept as typed, with the question beside it.
    await expect(me.getByText("Waist 58 in: is that right?")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "profiles-account");

    // Correcting the waist and emptying the armhole.
    await me.getByLabel("Waist (in)").fill("28");
    await me.getByLabel("Armhole (in)").fill("");
    await me.getByRole("button", { name: "Save Me" }).click();
    await expect(page.getByText("Measurements saved.")).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Me" }).getByText("Waist 58 in: is that right?"),
    ).toBeHidden();
    await expect(page.getByRole("article", { name: "Me" }).getByLabel("Armhole (in)")).toHaveCount(0);

    // A value no body has is refused with the API's message, and nothing changes.
    await page.getByRole("article", { name: "Me" }).getByLabel("Bust (in)").fill("500");
    await page.getByRole("article", { name: "Me" }).getByRole("button", { name: "Save Me" }).click();
    await expect(page.getByText("Measurements must be from 1 to 200 inches.")).toBeVisible();
    const stored = (await (await page.request.get("/api/account/measurements")).json()) as {
      profiles: { name: string; measurements: Record<string, number>; note: string }[];
    };
    expect(stored.profiles).toEqual([
      expect.objectContaining({
        name: "Me",
        measurements: { Bust: 34, Waist: 28 },
        note: "Blouse a little loose",
      }),
    ]);

    await page.getByRole("button", { name: "Delete Me" }).click();
    await expect(page.getByText("Measurement profile deleted.")).toBeVisible();
    await expect(page.getByRole("article", { name: "Me" })).toHaveCount(0);
  });
});
