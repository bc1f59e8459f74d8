import { formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { ShippingBand, ShippingZone } from "@boutique/shared/schemas/shipping-zones";
import { SHIPPING_ZONE_MESSAGES } from "@boutique/shared/schemas/shipping-zones";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, shoot, signInAsAdmin, test } from "../fixtures";

const ZONE = "North America";

/** A zone as the API has it now, found by its name or its id. */
async function readZone(page: Page, key: string | number): Promise<ShippingZone> {
  const response = await page.request.get("/api/admin/shipping/zones");
  expect(response.ok()).toBe(true);
  const zone = ((await response.json()) as ShippingZone[]).find((candidate) =>
    typeof key === "number" ? candidate.id === key : candidate.name === key,
  );
  if (!zone) throw new Error(`no zone ${key}`);
  return zone;
}

/** Full-page pictures at 1280 px and 390 px, only with SHOTS_DIR. */
async function shootBothWidths(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await shoot(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, name);
  if (size) await page.setViewportSize(size);
}

test.describe("back office: international shipping zones", () => {
  test("an admin adds a weight band to a zone, sees it after a reload, then removes it", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    const before = await readZone(page, ZONE);
    // A weight the zone has no band at, whatever an earlier attempt left behind.
    const weight = [3000, 3500, 4000, 4500, 6000, 7000].find(
      (grams) => !before.bands.some((band) => band.max_weight_grams === grams),
    )!;
    const position = [...before.bands, { max_weight_grams: weight }]
      .map((band) => band.max_weight_grams)
      .sort((a, b) => a - b)
      .indexOf(weight);
    const putBack = (bands: ShippingBand[]) =>
      page.request.put(`/api/admin/shipping/zones/${before.id}`, { data: { name: before.name, bands } });

    // Shoppers read the zones and their lightest band on the Shipping page.
    const shopper = await browser.newPage();
    await shopper.goto("/Shipping");
    const abroad = shopper.getByRole("table", { name: "Shipping charges abroad" });
    const row = abroad.getByRole("row").filter({ hasText: ZONE });
    await expect(row).toContainText(formatRupees(rupeesToPaise(before.bands[0]!.charge)));
    await expect(row).toContainText(before.countries.map((country) => country.name).join(", "));
    await shopper.close();

    try {
      await page
        .getByRole("navigation", { name: "Back office" })
        .first()
        .getByRole("link", { name: "Shipping" })
        .click();
      await expect(page.getByRole("heading", { name: "Shipping", level: 1 })).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Shipping within India is set on Edit Home." }),
      ).toHaveAttribute("href", /\/admin\/editHome/);
      const card = page.getByRole("region", { name: ZONE });
      await expect(card.getByRole("table", { name: `Weight bands, ${ZONE}` }).getByRole("row")).toHaveCount(
        before.bands.length + 1,
      );
      await shootBothWidths(page, "shipping-zones");
      await expectNoSeriousAxeViolations(page);

      await card.getByRole("button", { name: `Edit ${ZONE}` }).click();
      const form = page.getByRole("form", { name: `Edit ${ZONE}` });
      await expect(form.getByLabel("Zone name")).toHaveValue(ZONE);

      // The server's refusal (a name another zone has) shows beside the field, and nothing is saved.
      await form.getByLabel("Zone name").fill("middle east");
      await form.getByRole("button", { name: "Save zone" }).click();
      await expect(form.getByText(SHIPPING_ZONE_MESSAGES.exists)).toBeVisible();
      await form.getByLabel("Zone name").fill(ZONE);

      await form.getByRole("button", { name: "Add band" }).click();
      const added = before.bands.length + 1;
      await form.getByLabel(`Band ${added}: up to (grams)`).fill(String(weight));
      // Checked in the browser with the shared schema before anything is sent.
      await form.getByLabel(`Band ${added}: charge (Rs)`).fill("60000");
      await form.getByRole("button", { name: "Save zone" }).click();
      await expect(form.getByText(SHIPPING_ZONE_MESSAGES.charge)).toBeVisible();
      await form.getByLabel(`Band ${added}: charge (Rs)`).fill("4950");
      await shootBothWidths(page, "shipping-zone-edit");
      await form.getByRole("button", { name: "Save zone" }).click();
      await expect(page.getByText(SHIPPING_ZONE_MESSAGES.updated).first()).toBeVisible();
      await expect(form).toHaveCount(0);

      await page.reload();
      const table = page
        .getByRole("region", { name: ZONE })
        .getByRole("table", { name: `Weight bands, ${ZONE}` });
      await expect(table.getByRole("row")).toHaveCount(before.bands.length + 2);
      await expect(table.getByRole("row").nth(position + 1)).toContainText(`${weight / 1000} kg`);
      await expect(table.getByRole("row").nth(position + 1)).toContainText("4,950");

      // Back as it was: remove the band again from the editor (the form lists bands lightest first).
      await page
        .getByRole("region", { name: ZONE })
        .getByRole("button", { name: `Edit ${ZONE}` })
        .click();
      const again = page.getByRole("form", { name: `Edit ${ZONE}` });
      await expect(again.getByLabel(`Band ${position + 1}: up to (grams)`)).toHaveValue(String(weight));
      await again.getByRole("button", { name: `Remove band ${position + 1}` }).click();
      await again.getByRole("button", { name: "Save zone" }).click();
      await expect(page.getByText(SHIPPING_ZONE_MESSAGES.updated).first()).toBeVisible();
      await expect(again).toHaveCount(0);
      expect((await readZone(page, before.id)).bands).toEqual(before.bands);
    } finally {
      // Whatever happened above, the zone ends as the test found it.
      const now = await readZone(page, before.id);
      if (JSON.stringify(now.bands) !== JSON.stringify(before.bands) || now.name !== before.name)
        expect((await putBack(before.bands)).ok()).toBe(true);
    }
  });
});
