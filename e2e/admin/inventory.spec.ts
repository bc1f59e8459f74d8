import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, shoot, signInAsAdmin, test, uniqueName } from "../fixtures";

type CategoryNode = { id: number; name: string; tag: string; subcategories: CategoryNode[] };
type Sizes = { size: string; quantity: number; tooltip: string }[];

/** A draft product of its own (so no seeded figure is assumed or changed), with one colour: Olive S 5, M 4. */
async function stockedProduct(request: APIRequestContext, prefix: string) {
  const tree = (await (await request.get("/api/categories")).json()) as CategoryNode[];
  const suits = tree.find((node) => node.tag === "Women" && node.name === "Suits")!;
  const name = uniqueName(prefix, 7);
  const created = await request.post("/api/admin/products", {
    data: { name, category: suits.id, sub_category: [suits.subcategories[0]!.id] },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const variant = await request.post("/api/admin/products/variant", {
    data: {
      parent_id: id,
      variant: {
        name: "Olive",
        regularPrice: 1500,
        sizes: [
          { size: "S", quantity: 5 },
          { size: "M", quantity: 4 },
        ],
      },
    },
  });
  expect(variant.ok()).toBe(true);
  const { id: variantId } = (await variant.json()) as { id: number };
  const sizes = async () =>
    ((await (await request.get(`/api/admin/products/${id}`)).json()).colorVariants[0].sizes as Sizes).map(
      (row) => [row.size, row.quantity],
    );
  return { id, variantId, name, sizes };
}

test.describe("stock saves never undo a sale (decision 020)", () => {
  test("the Inventory screen refuses a save over changed stock, reloads it and saves again", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const product = await stockedProduct(page.request, "Race Suit");
    try {
      await page.goto("/admin/updateInventory");
      await page.getByRole("searchbox", { name: "Search products" }).fill(product.name);
      await expect(page.getByText("Page 1 of 1", { exact: true })).toBeVisible();
      const label = `${product.name}, Olive`;
      const small = page.getByLabel(`${label} size S quantity`);
      const medium = page.getByLabel(`${label} size M quantity`);
      await expect(medium).toHaveValue("4");

      // Behind the screen's back: one M goes (as a sale would), through the API with the right figure.
      const behind = await page.request.put("/api/admin/inventory", {
        data: { items: [{ variant_id: product.variantId, size: "M", quantity: 3, expected: 4 }] },
      });
      expect(behind.status()).toBe(200);

      await small.fill("7");
      await medium.fill("9");
      await page.getByRole("button", { name: `Save stock of ${label}` }).click();
      const refusal = page.getByRole("alert").filter({ hasText: "Stock changed since you opened this page" });
      await expect(refusal).toContainText(
        "Stock changed since you opened this page (a sale or another staff member): M was 4, now 3. " +
          "Reload to see the latest figures.",
      );
      await expect(page.getByRole("button", { name: `Save stock of ${label}` })).toBeDisabled();
      // Nothing was written, S included.
      expect(await product.sizes()).toEqual([
        ["S", 5],
        ["M", 3],
      ]);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, "inventory-stock-changed");

      await page.getByRole("button", { name: `Reload stock of ${label}` }).click();
      await expect(medium).toHaveValue("3");
      // The size nobody else touched keeps what the admin typed.
      await expect(small).toHaveValue("7");
      await expect(
        page.getByRole("status").filter({ hasText: "M now shows 3 (you had typed 9)" }),
      ).toBeVisible();

      await medium.fill("9");
      await page.getByRole("button", { name: `Save stock of ${label}` }).click();
      await expect(page.getByText("Updated Successfully", { exact: true })).toBeVisible();
      expect(await product.sizes()).toEqual([
        ["S", 7],
        ["M", 9],
      ]);
    } finally {
      await page.request.delete("/api/admin/products", { data: { id: product.id } });
    }
  });

  test("the product editor refuses a quantity changed over a sale and keeps a size it left alone", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const product = await stockedProduct(page.request, "Editor Race Suit");
    try {
      await page.goto(`/admin/updateProduct?id=${product.id}`);
      const small = page.getByLabel("Colour 1 quantity 1", { exact: true });
      const medium = page.getByLabel("Colour 1 quantity 2", { exact: true });
      await expect(medium).toHaveValue("4");

      // One S and one M sold behind the editor's back.
      const behind = await page.request.put("/api/admin/inventory", {
        data: {
          items: [
            { variant_id: product.variantId, size: "S", quantity: 4, expected: 5 },
            { variant_id: product.variantId, size: "M", quantity: 3, expected: 4 },
          ],
        },
      });
      expect(behind.status()).toBe(200);

      await medium.fill("9");
      await page.getByRole("button", { name: "Update", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Not saved: the stock changed" });
      await expect(dialog).toContainText("M was 4, now 3.");
      await shoot(page, "product-editor-stock-changed");
      expect(await product.sizes()).toEqual([
        ["S", 4],
        ["M", 3],
      ]);

      await dialog.getByRole("button", { name: "Reload" }).click();
      await expect(medium).toHaveValue("3");
      await expect(small).toHaveValue("4");
      await expect(
        page.getByText("Olive M now shows 3 (you had typed 9). Save again when ready.", { exact: true }),
      ).toBeVisible();

      await medium.fill("9");
      await page.getByRole("button", { name: "Update", exact: true }).click();
      await expect(page.getByText("Product updated successfully.", { exact: true })).toBeVisible();
      expect(await product.sizes()).toEqual([
        ["S", 4],
        ["M", 9],
      ]);
    } finally {
      await page.request.delete("/api/admin/products", { data: { id: product.id } });
    }
  });
});
