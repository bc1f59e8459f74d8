import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousAxeViolations,
  pngFile,
  registerSignedOutCustomer,
  shoot,
  test,
  uniqueEmail,
} from "../fixtures";

const PASSWORD = "Rangrez#2026";
const MEERA = { name: "Meera", mobile: "Rao" };

/**
 * The tabs block at 1280 and 390 px, then back to the test's own width: nothing in it may push the page
 * sideways and all three tabs must fit. Shot at each width when SHOTS_DIR is set.
 */
async function expectTabsFit(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const right = await page.locator("#reviews").evaluate((section) => section.getBoundingClientRect().right);
    expect(right, `the reviews section ends inside ${width} px`).toBeLessThanOrEqual(width);
    const tabsFit = await page
      .getByRole("tablist", { name: "Reviews and questions" })
      .evaluate((list) => list.scrollWidth <= list.clientWidth);
    expect(tabsFit, `all three tabs fit at ${width} px`).toBe(true);
    await shoot(page.locator("#reviews"), `reviews-${name}`);
  }
  await page.setViewportSize(original);
}

/** A saree nobody has reviewed yet (from the listing's `from`th on): its page path and name. */
async function sareePage(request: APIRequestContext, from: number) {
  const listing = await (await request.get("/api/products/category/Sarees/1")).json();
  for (const product of (listing.products as { id: number; name: string }[]).slice(from)) {
    const detail = await (await request.get(`/api/products/${product.id}`)).json();
    if (detail.product.review_count === 0)
      return { ...product, path: `/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}` };
  }
  throw new Error("every saree has a review already");
}

const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Reviews and questions" }).getByRole("tab", { name });

test.describe("product page reviews and questions", () => {
  test("a signed-in customer writes a review with a photo and sees it on the page", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const saree = await sareePage(request, 5);
    const { email } = await registerSignedOutCustomer(request, "reviewer", MEERA, PASSWORD);

    await page.goto(saree.path);
    await expect(tab(page, "Reviews")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Be the first one to review this product.")).toBeVisible();
    await expectNoSeriousAxeViolations(page, { all: true });

    // A guest is asked to sign in, and comes back to the tab afterwards.
    await tab(page, "Write a Review").click();
    const panel = page.getByRole("tabpanel", { name: "Write a Review" });
    await expect(panel.getByText("Please sign in to write a review.")).toBeVisible();
    await expectTabsFit(page, "guest-write");
    await panel.getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Email ID").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/tab=review/);
    await expect(tab(page, "Write a Review")).toHaveAttribute("aria-selected", "true");

    await expect(panel.getByLabel("Email ID")).toHaveValue(email);
    await expect(panel.getByLabel("Email ID")).not.toBeEditable();
    await panel.getByRole("button", { name: "Submit review" }).click();
    await expect(panel.getByText("Please fill all values.")).toBeVisible();

    await panel.getByRole("radio", { name: "4 stars" }).check({ force: true });
    await panel.getByLabel("Title").fill("Colours exactly as shown");
    await panel.getByLabel("Your review").fill("The zari border is fine and the fall was already done.");
    await panel
      .getByLabel("Photo or video (optional)")
      .setInputFiles(await pngFile("drape.png", 64, 48, { r: 140, g: 20, b: 60 }));
    await expectNoSeriousAxeViolations(page, { all: true });
    await expectTabsFit(page, "write-filled");
    await panel.getByRole("button", { name: "Submit review" }).click();

    await expect(page.getByText("Review Submitted")).toBeVisible();
    await expect(tab(page, "Reviews (1)")).toHaveAttribute("aria-selected", "true");
    const list = page.getByRole("tabpanel", { name: /Reviews/ });
    await expect(list.getByRole("heading", { name: "Colours exactly as shown" })).toBeVisible();
    await expect(list.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    const shared = list.getByRole("img", { name: "Shared by Meera with the review" });
    await expect(shared).toBeVisible();
    expect(await shared.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, { all: true });
    await expectTabsFit(page, "review-listed");

    // One review per product: the tab now says so instead of offering the form again.
    await tab(page, "Write a Review").click();
    await expect(panel.getByText("You have already reviewed this product.")).toBeVisible();

    // The review is in the server-rendered page and its JSON-LD rating too.
    await page.goto(saree.path);
    await expect(page.getByRole("heading", { name: "Colours exactly as shown" })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join(" ")).toContain('"reviewCount":1');
  });

  test("a guest asks a question from the Ask a Question tab", async ({ page, request }) => {
    const saree = await sareePage(request, 6);
    await page.goto(saree.path);
    await tab(page, "Ask a Question").click();
    const panel = page.getByRole("tabpanel", { name: "Ask a Question" });
    const submit = panel.getByRole("button", { name: "Submit question" });
    await expect(submit).toBeDisabled();
    await panel.getByLabel("Your question").fill("Is the blouse piece included?");
    await panel.getByLabel("Email ID").fill(uniqueEmail("asker"));
    await expect(panel.getByText("Please enter user name.")).toBeVisible();
    await panel.getByLabel("Your name").fill("Kavya");
    await expectNoSeriousAxeViolations(page, { all: true });
    await expectTabsFit(page, "ask-filled");
    await submit.click();
    await expect(page.getByText("Question Submitted")).toBeVisible();
    await expect(panel.getByLabel("Your question")).toHaveValue("");
  });

  test("without JavaScript the tabs are links and the question form still posts", async ({
    browser,
    request,
  }) => {
    const saree = await sareePage(request, 7);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(saree.path);
    await tab(page, "Ask a Question").click();
    await expect(page).toHaveURL(/tab=question/);
    const panel = page.getByRole("tabpanel", { name: "Ask a Question" });
    await panel.getByLabel("Your question").fill("Can the fall be stitched?");
    await panel.getByLabel("Email ID").fill(uniqueEmail("nojs"));
    await panel.getByLabel("Your name").fill("Ira");
    await panel.getByRole("button", { name: "Submit question" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Question Submitted" })).toBeVisible();
    await context.close();
  });

  test("without JavaScript a signed-in customer's review with a photo goes through the page", async ({
    browser,
    request,
  }) => {
    const saree = await sareePage(request, 8);
    const { email } = await registerSignedOutCustomer(request, "nojs-reviewer", MEERA, PASSWORD);
    const signedIn = await request.post("/api/login", { data: { email, password: btoa(PASSWORD) } });
    expect(signedIn.ok()).toBe(true);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await request.storageState(),
    });
    const page = await context.newPage();
    await page.goto(`${saree.path}?tab=review`);
    const panel = page.getByRole("tabpanel", { name: "Write a Review" });
    await panel.getByLabel("Title").fill("Lovely without scripts");
    await panel.getByLabel("Your review").fill("Soft silk, true colour.");
    await panel.getByRole("button", { name: "Submit review" }).click();
    // The texts survive a refusal; the rating was left out.
    await expect(panel.getByText("Please fill all values.")).toBeVisible();
    await expect(panel.getByLabel("Title")).toHaveValue("Lovely without scripts");

    await panel.getByRole("radio", { name: "5 stars" }).check({ force: true });
    await panel
      .getByLabel("Photo or video (optional)")
      .setInputFiles(await pngFile("silk.png", 30, 30, "#884422"));
    await panel.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review Submitted" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lovely without scripts" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Shared by Meera with the review" })).toBeVisible();
    await context.close();
  });
});
