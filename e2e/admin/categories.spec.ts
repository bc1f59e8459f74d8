import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  pngFile,
  shoot,
  signInAsAdmin,
  test,
  uniqueName,
} from "../fixtures";

/** Creates a top-level category through the API under the page's signed-in session. */
async function createCategory(page: Page, name: string) {
  const response = await page.request.post("/api/admin/category", {
    data: {
      name,
      tag: "Kids",
      parent_id: null,
      description: "",
      customization: false,
      customization_values: "",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.describe("back-office categories", () => {
  test("a new category with image and banner shows in the storefront menu and on its own page", async ({
    page,
  }) => {
    const name = uniqueName("Festive");
    await signInAsAdmin(page);
    await page.goto("/admin/addCategory");
    await expect(page.getByRole("heading", { name: "Add Category", level: 1 })).toBeVisible();
    await expect(page.getByText("Recommended size 400x550 px")).toBeVisible();
    await expect(page.getByText("Recommended size 1920x352 px")).toBeVisible();

    // Spec §5: the name keeps only letters, digits and spaces.
    await page.getByLabel("Category name").fill(`${name}!`);
    await expect(page.getByLabel("Category name")).toHaveValue(name);
    await page.getByRole("radio", { name: "Women" }).check({ force: true });
    // The tree of the Women menu is offered as parents; keep it top level so it joins the menu bar.
    const parents = page.getByRole("group", { name: "Parent category" });
    await expect(parents.getByRole("radio", { name: "Sarees", exact: true })).toBeVisible();
    await expect(parents.getByRole("radio", { name: "None (top-level category)" })).toBeChecked();
    await page.getByLabel("Description").fill("<p>Wedding-season <b>edits</b>.</p>");
    await page.getByLabel("Offer customization").check();
    await page.getByRole("textbox", { name: "Customization values" }).fill("Bust");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("textbox", { name: "Customization values" }).fill("Waist");
    await page.keyboard.press("Enter");
    await page.getByLabel("Height").check();
    await page
      .getByLabel("Category image")
      .setInputFiles(await pngFile("image.png", 400, 550, { r: 122, g: 31, b: 61 }));
    await page
      .getByLabel("Category banner")
      .setInputFiles(await pngFile("banner.png", 1920, 352, { r: 233, g: 217, b: 176 }));
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Category added", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/addCategory\?id=\d+$/i);
    const id = Number(new URL(page.url()).searchParams.get("id"));

    // The id is in the address: a reload reopens the same category with its pictures.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Edit Category", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Category name")).toHaveValue(name);
    await expect(page.getByRole("img", { name: "Current category image" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Current category banner" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Chosen customization values" })).toContainText("Bust");
    await expect(page.getByLabel("Height")).toBeChecked();
    await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "category-edit");

    // The storefront reads the tree on each page load: the menu has it now, and so has its page.
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Categories" });
    await menu.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${encodeURIComponent(name)}/${id}$`));
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: `${name} collection` })).toBeVisible();
  });

  test("All Categories: search, edit link, export, refused and accepted deletes", async ({ page }) => {
    await signInAsAdmin(page);
    const single = uniqueName("Solo");
    const first = uniqueName("Pair");
    const second = uniqueName("Pair");
    const singleId = await createCategory(page, single);
    await createCategory(page, first);
    await createCategory(page, second);

    await page.goto("/Admin/AllCategory");
    await expect(page.getByRole("heading", { name: "All Categories", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Categories" });
    await expect(table.getByRole("row")).toHaveCount(11); // header + 10 rows a page
    await expectNoSeriousAxeViolations(page);
    await shoot(page, "category-list");

    // Export CSV downloads exported-category.csv with a header row.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("exported-category.csv");
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(/^id,name,tag,parent_id,parent,/);
    expect(csv).toContain(single);

    // A category holding products is refused with the reason.
    const search = page.getByRole("searchbox", { name: "Search categories" });
    await search.fill("Banarasi");
    await table.getByRole("button", { name: "Delete Banarasi" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    const refusal = page.getByRole("alertdialog");
    await expect(refusal).toContainText("This cannot be deleted yet");
    await expect(refusal).toContainText(/products? (is|are) filed under this category/);
    await refusal.getByRole("button", { name: "OK" }).click();

    // Edit opens the form at the category's address.
    await search.fill(single);
    await table.getByRole("link", { name: `Edit ${single}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/addCategory\\?id=${singleId}$`, "i"));
    await expect(page.getByLabel("Category name")).toHaveValue(single);
    await page.goBack();

    // Single delete: No keeps it, Yes deletes it.
    await search.fill(single);
    await table.getByRole("button", { name: `Delete ${single}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "No" }).click();
    await expect(table.getByText(single, { exact: true })).toBeVisible();
    await table.getByRole("button", { name: `Delete ${single}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText(`Category Deleted ID: ${singleId}`, { exact: true })).toBeVisible();
    await expect(page.getByText("No matches")).toBeVisible();

    // Multi delete sends both ids.
    await search.fill("Pair");
    await table.getByRole("checkbox", { name: `Select ${first}` }).check();
    await table.getByRole("checkbox", { name: `Select ${second}` }).check();
    await page.getByRole("button", { name: "Delete selected" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Selected Categories deleted", { exact: true })).toBeVisible();
    await expect(table).toHaveCount(0);
  });
});
