import { readFile } from "node:fs/promises";
import {
  expect,
  expectNoSeriousAxeViolations,
  pngFile,
  shoot,
  signInAsAdmin,
  test,
  uniqueName,
} from "../fixtures";

const png = (name: string, colour: { r: number; g: number; b: number }) => pngFile(name, 300, 400, colour);

type CategoryNode = { id: number; name: string; tag: string; subcategories: CategoryNode[] };

test.describe("back-office products", () => {
  test("a product with two colours goes from draft to the shop, is switched off, then deleted", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tree = (await (await page.request.get("/api/categories")).json()) as CategoryNode[];
    const suits = tree.find((node) => node.tag === "Women" && node.name === "Suits")!;
    const salwar = suits.subcategories.find((node) => node.name === "Salwar Suits")!;
    const name = uniqueName("Journey Salwar Suit", 7);

    await signInAsAdmin(page);
    await page.goto("/admin/addProduct");
    await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "add-product");

    // The spec's messages come first when the category is missing.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Please select category").last()).toBeVisible();

    await page.getByLabel("Product name").fill(`${name}!`);
    await expect(page.getByLabel("Product name")).toHaveValue(name);
    await page.getByLabel("Style number").fill("JR-001");
    await page.getByLabel("Weight (kg)").fill("0.9");
    await page.getByLabel("Category").selectOption(String(suits.id));
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Please select sub category")).toBeVisible();
    await page.getByRole("checkbox", { name: "Salwar Suits" }).check();
    await page.getByRole("textbox", { name: "Description" }).click();
    await page.keyboard.type("Hand finished georgette suit.");

    // Colour 1: the sale price is worked out as the prices are typed.
    await page.getByLabel("Colour name").first().fill("Ruby");
    await page.getByLabel("Regular price (Rs)").first().fill("2999");
    await page.getByLabel("Discount (%)").first().fill("15");
    await expect(page.getByLabel("Sale price (Rs)").first()).toHaveValue("2549");
    await page.getByLabel("Colour 1 size 1", { exact: true }).selectOption("M");
    await page.getByLabel("Colour 1 quantity 1", { exact: true }).fill("5");
    await page
      .getByLabel("Main image")
      .first()
      .setInputFiles(await png("ruby.png", { r: 160, g: 20, b: 40 }));
    await page
      .getByLabel("Gallery images and videos")
      .first()
      .setInputFiles([
        await png("ruby-1.png", { r: 150, g: 30, b: 50 }),
        await png("ruby-2.png", { r: 120, g: 10, b: 30 }),
      ]);

    await page.getByRole("button", { name: "Add colour" }).click();
    await page.getByLabel("Colour name").nth(1).fill("Teal");
    await page.getByLabel("Regular price (Rs)").nth(1).fill("1999");
    await page.getByLabel("Colour 2 size 1", { exact: true }).selectOption("L");
    await page.getByLabel("Colour 2 quantity 1", { exact: true }).fill("3");
    await page
      .getByLabel("Main image")
      .nth(1)
      .setInputFiles({ name: "teal.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: "Save draft" }).click();
    // A file that is not an image: the server refuses it, and the form keeps everything typed.
    const refusal = page.getByRole("alertdialog", { name: "Error while updating Product." });
    await expect(refusal).toContainText("Unsupported file type.");
    await refusal.getByRole("button", { name: "OK" }).click();
    await expect(page.getByLabel("Product name")).toHaveValue(name);
    await expect(page.getByLabel("Colour name").nth(1)).toHaveValue("Teal");
    await expect(page.getByLabel("Regular price (Rs)").nth(1)).toHaveValue("1999");

    await page
      .getByLabel("Main image")
      .nth(1)
      .setInputFiles(await png("teal.png", { r: 20, g: 120, b: 120 }));
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText(/^Product Updated: \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/updateProduct\?id=\d+$/i);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    // The retry updated the product the refused attempt had created: one product, two colours.
    const listed = await (
      await page.request.get(`/api/admin/products?search=${encodeURIComponent(name)}`)
    ).json();
    expect(listed).toMatchObject({ totalCount: 1, products: [{ id, colours: 2 }] });

    // The edit survives a reload: the id is in the URL.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
    await expect(page.getByLabel("Product name")).toHaveValue(name);
    await expect(page.getByLabel("Colour name")).toHaveCount(2);
    await expect(page.getByText(`Product ${id} · Draft`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "edit-product");

    // A draft is nowhere in the shop.
    const productPath = `/singleproduct/${encodeURIComponent(name)}/p/${id}`;
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
    await page.goto(`/category/${encodeURIComponent(salwar.name)}/${salwar.id}`);
    await expect(page.getByRole("link", { name }).first()).toHaveCount(0);

    // Publish from the edit screen.
    await page.goto(`/admin/updateProduct?id=${id}`);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Product updated successfully.", { exact: true })).toBeVisible();

    await page.goto(`/category/${encodeURIComponent(salwar.name)}/${salwar.id}`);
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await page.goto(`/search/${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await page.goto(productPath);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const colours = page.getByRole("navigation", { name: "Colours" });
    await expect(colours.getByRole("link", { name: /Ruby/ })).toBeVisible();
    await expect(colours.getByRole("link", { name: /Teal/ })).toBeVisible();

    // The grid's active switch hides it again.
    await page.goto("/admin/allProduct");
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "all-products");
    await page.getByRole("searchbox", { name: "Search products" }).fill(name);
    const activeSwitch = page.getByRole("switch", { name: `Active: ${name}` });
    await expect(activeSwitch).toHaveAttribute("aria-checked", "true");
    await activeSwitch.click();
    await expect(page.getByText("Updated Successfully", { exact: true })).toBeVisible();
    await expect(activeSwitch).toHaveAttribute("aria-checked", "false");
    expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);
    const search = (await (
      await page.request.get(`/api/products/searchall?query=${encodeURIComponent(name)}`)
    ).json()) as {
      product_id: number;
    }[];
    expect(search.some((card) => card.product_id === id)).toBe(false);

    // Delete with Yes/No.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this Product?" });
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(page.getByRole("switch", { name: `Active: ${name}` })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText(`Product Deleted ID: ${id}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("switch", { name: `Active: ${name}` })).toHaveCount(0);
    expect((await page.request.get(`/api/admin/products/${id}`)).status()).toBe(404);

    await page.goto("/admin/updateInventory");
    await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "inventory");
  });
  test("the grid says when the shop has more products than it loaded", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/allProduct");
    await expect(page.getByRole("table", { name: "Products" })).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "Showing the first" });
    await expect(notice).toHaveCount(0);

    // The grid loads at most 1000 products; the answer is altered to stand for a larger shop.
    await page.route(
      (url) => url.pathname === "/api/admin/products",
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { products: unknown[]; totalCount: number };
        await route.fulfill({ response, json: { ...body, totalCount: body.products.length + 5 } });
      },
    );
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/Showing the first [\d,]+ of [\d,]+ products/);
  });

  test("several products are deleted at once, and the grid exports exported-products.csv", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const tree = (await (await page.request.get("/api/categories")).json()) as CategoryNode[];
    const suits = tree.find((node) => node.tag === "Women" && node.name === "Suits")!;
    const prefix = uniqueName("Bulk", 7);
    for (const suffix of ["One", "Two"]) {
      const created = await page.request.post("/api/admin/products", {
        data: { name: `${prefix} ${suffix}`, category: suits.id, sub_category: [suits.subcategories[0]!.id] },
      });
      expect(created.status()).toBe(200);
    }

    await page.goto("/admin/allProduct");
    await page.getByLabel("State").selectOption("draft");
    await page.getByRole("searchbox", { name: "Search products" }).fill(prefix);
    await page.getByRole("checkbox", { name: `Select ${prefix} One` }).check();
    await page.getByRole("checkbox", { name: `Select ${prefix} Two` }).check();
    await page.getByRole("button", { name: "Delete selected" }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this Product?" })
      .getByRole("button", { name: "Yes" })
      .click();
    await expect(page.getByText("Selected Product deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Select ${prefix} One` })).toHaveCount(0);
    const left = await (
      await page.request.get(`/api/admin/products?search=${encodeURIComponent(prefix)}`)
    ).json();
    expect(left.totalCount).toBe(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("exported-products.csv");
    const text = await readFile((await download.path())!, "utf8");
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "ID,Name,Style No,Category,Sub Categories,Status,Trending,Weight (kg),Colours,Regular Price (Rs),Discount (%),Sale Price (Rs),Stock,Rating,Created",
    );
  });
  test("stock is set per colour and size on the Inventory screen", async ({ page }) => {
    await signInAsAdmin(page);
    const tree = (await (await page.request.get("/api/categories")).json()) as CategoryNode[];
    const suits = tree.find((node) => node.tag === "Women" && node.name === "Suits")!;
    const name = uniqueName("Stock Suit", 7);
    const created = await page.request.post("/api/admin/products", {
      data: { name, category: suits.id, sub_category: [suits.subcategories[0]!.id] },
    });
    const { id } = (await created.json()) as { id: number };
    const variant = await page.request.post("/api/admin/products/variant", {
      data: {
        parent_id: id,
        variant: {
          name: "Olive",
          regularPrice: 1500,
          sizes: [
            { size: "S", quantity: 2 },
            { size: "M", quantity: 4 },
          ],
        },
      },
    });
    expect(variant.status()).toBe(200);

    await page.goto("/admin/updateInventory");
    await page.getByRole("searchbox", { name: "Search products" }).fill(name);
    await expect(page.getByText("Page 1 of 1", { exact: true })).toBeVisible();
    const medium = page.getByLabel(`${name}, Olive size M quantity`);
    await expect(medium).toHaveValue("4");
    await medium.fill("9");
    await page.getByRole("button", { name: `Save stock of ${name}, Olive` }).click();
    await expect(page.getByText("Updated Successfully", { exact: true })).toBeVisible();
    const product = await (await page.request.get(`/api/admin/products/${id}`)).json();
    expect(product.colorVariants[0].sizes).toEqual([
      { size: "S", quantity: 2, tooltip: "" },
      { size: "M", quantity: 9, tooltip: "" },
    ]);
    await page.request.delete("/api/admin/products", { data: { id } });
  });
  test("Publish on Add Product puts the product in the shop with its colour", async ({ page }) => {
    await signInAsAdmin(page);
    const name = uniqueName("Published Suit", 7);
    await page.goto("/admin/addProduct");
    await page.getByLabel("Product name").fill(name);
    await page.getByLabel("Category").selectOption({ label: "Women › Suits" });
    await page.getByRole("checkbox", { name: "Salwar Suits" }).check();
    await page.getByLabel("Colour name").fill("Indigo");
    await page.getByLabel("Regular price (Rs)").fill("1200");
    await page.getByLabel("Colour 1 size 1", { exact: true }).selectOption("S");
    await page.getByLabel("Colour 1 quantity 1", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText(/^Product Updated: \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/updateProduct\?id=\d+$/i);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    await expect(page.getByText(`Product ${id} · Published`)).toBeVisible();
    const detail = await (await page.request.get(`/api/products/${id}`)).json();
    expect(detail.colorVariants.map((colour: { name: string }) => colour.name)).toEqual(["Indigo"]);
    await page.request.delete("/api/admin/products", { data: { id } });
  });
});
