import type { APIRequestContext, Page } from "@playwright/test";
import { expect, latestMail, registerCustomer, shoot, signInAsAdmin, test } from "../fixtures";
import { addToCart, DELHI, inStock, payCart } from "../support/orders";

/** The reminder's links, read from the mail as it reached the sink (quoted-printable undone). */
async function reminderLinks(email: string, after: number) {
  const mail = await latestMail(email, after);
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const recover = /(\/checkout\/recover\/[0-9]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1];
  const unsubscribe = /(\/unsubscribe\/[0-9]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(recover, mail.subject).toBeTruthy();
  expect(unsubscribe, mail.subject).toBeTruthy();
  return { subject: mail.subject, recover: recover!, unsubscribe: unsubscribe! };
}

/**
 * A shopper who went as far as the checkout's address and left; then the sandbox's clock moves their
 * checkout an hour back and runs the reminders, as an hour's wait would.
 */
async function leftCheckout(page: Page, prefix: string) {
  const { email } = await registerCustomer(page.request, prefix, { name: "Meera", mobile: "Rao" });
  const piece = await inStock(page.request, "Sarees");
  await addToCart(page.request, piece);
  const saved = await page.request.post("/api/items/address", { data: DELHI });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto("/Checkout");
  await expect(page.getByText(piece.name).first()).toBeVisible();
  return { email, piece, addressId: (await saved.json()).data.id as number };
}

async function remindNow(request: APIRequestContext, email: string, minutes = 61) {
  const answer = await request.post("/sandbox/clock/left-checkouts", { data: { email, minutes } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { moved: number; reminded: number; closed: number };
}

/** Checkouts that come back (issue 26 §3): reminded, restored from the link, bought, and seen by staff. */
test.describe("checkouts that come back", () => {
  test("a left checkout is reminded by email; the link puts the cart back and opens the checkout; buying counts as recovered @phone", async ({
    page,
    browser,
  }) => {
    const shopper = await leftCheckout(page, "left");
    const since = Date.now();
    expect(await remindNow(page.request, shopper.email)).toMatchObject({ moved: 1, reminded: 1 });
    const links = await reminderLinks(shopper.email, since);
    expect(links.subject).toContain("you left something in your checkout");

    // The mail as it looks.
    const mailPage = await page.context().newPage();
    const mail = await latestMail(shopper.email, since);
    // Quoted-printable: each =XX is a byte of the UTF-8 text.
    const bytes = mail.raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const html = Buffer.from(bytes, "latin1").toString("utf8");
    const body = /<!doctype html>[\s\S]*<\/html>/i.exec(html)?.[0];
    expect(body).toBeTruthy();
    await mailPage.setContent(body!);
    await expect(mailPage.getByRole("link", { name: "Return to checkout" })).toBeVisible();
    await shoot(mailPage, "reminder-mail");
    await mailPage.close();

    // The piece was taken out again; the link brings it back and opens the checkout.
    const now = await (await page.request.get("/api/items/cart")).json();
    for (const line of now.data as { cart_id: number }[]) {
      await page.request.delete(`/api/items/cart/${line.cart_id}`);
    }
    await page.goto(links.recover);
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(page.getByText(shopper.piece.name).first()).toBeVisible();
    await shoot(page, "recovered-checkout");
    // Following it again does not double the piece.
    await page.goto(links.recover);
    await expect(page).toHaveURL(/\/Checkout$/);
    const restored = await (await page.request.get("/api/items/cart")).json();
    expect((restored.data as { quantity: number }[]).map((line) => line.quantity)).toEqual([1]);

    // Signed out, the link asks to sign in first and comes back to it.
    const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await stranger.newPage();
    await other.goto(links.recover);
    await expect(other).toHaveURL(/\/loginSignup\?redirect=/);
    await stranger.close();

    await payCart(page.request, shopper.addressId);
    expect((await remindNow(page.request, shopper.email, 1)).closed).toBeGreaterThanOrEqual(1);
    await page.goto(links.recover);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already taken care of");
    await expect(page.getByText("You have already ordered these pieces.")).toBeVisible();
    await shoot(page, "recover-ordered");
  });

  test("the way out of reminders works without signing in @phone", async ({ page, browser }) => {
    const shopper = await leftCheckout(page, "stop");
    const since = Date.now();
    expect((await remindNow(page.request, shopper.email)).reminded).toBe(1);
    const links = await reminderLinks(shopper.email, since);

    const signedOut = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await signedOut.newPage();
    await other.goto(links.unsubscribe);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Stop checkout reminders?");
    await expect(other.getByText(/m•••@e2e\.example|l•••@e2e\.example|s•••@e2e\.example/)).toBeVisible();
    await shoot(other, "unsubscribe");
    await other.getByRole("button", { name: "Stop reminders" }).click();
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Reminders are off");
    await expect(other.getByText("You will not get reminders of checkouts you leave.")).toBeVisible();
    await shoot(other, "unsubscribed");
    await signedOut.close();

    // The account shows the choice, and can turn it back on.
    await page.goto("/UserAccount?tab=privacy");
    await expect(page.getByText("Reminders of a checkout you left")).toBeVisible();

    const broken = await page.request.get(`/api/checkout/reminders/unsubscribe?token=1.${"x".repeat(32)}`);
    expect(broken.status()).toBe(404);
  });

  test("staff see the abandoned checkouts, what was sent, and what came back", async ({ page, browser }) => {
    const customer = await browser.newContext();
    const shopperPage = await customer.newPage();
    const shopper = await leftCheckout(shopperPage, "staffsee");
    expect((await remindNow(shopperPage.request, shopper.email)).reminded).toBe(1);
    const order = await payCart(shopperPage.request, shopper.addressId);
    await remindNow(shopperPage.request, shopper.email, 1);
    await customer.close();

    await signInAsAdmin(page);
    await page.goto("/admin/abandonedCheckouts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abandoned Checkouts");
    const row = page.getByRole("row").filter({ hasText: shopper.email });
    await expect(row).toContainText("Recovered");
    await expect(row).toContainText(order.orderNumber);
    await expect(page.getByTestId("recovery-figures")).toContainText("Recovery rate");
    await shoot(page, "abandoned-checkouts");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toContainText("Recovered");
    await shoot(page, "abandoned-checkouts");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The reminders' settings: a bad delay is refused on its field, nothing saved.
    await page.getByLabel("First reminder after (minutes)").fill("5");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Give the first reminder's delay in minutes, from 15 to 1440."),
    ).toBeVisible();
    const settings = await (await page.request.get("/api/admin/recovery-settings")).json();
    expect(settings.first_minutes).toBe(60);

    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("recovery-figures")).toContainText("Recovered");
  });
});
