import { createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_SECRETS as S } from "./secrets";
import { basic, call, startDemoShop, startSandboxWithReceiver } from "./testing";

/**
 * The stand-in checkout.js in a real browser, loaded cross-origin (as from the standalone sandbox) into a
 * page with a strict Content-Security-Policy: no inline scripts or styles allowed.
 */

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasBrowser = existsSync(executablePath);

type Setup = Awaited<ReturnType<typeof startSandboxWithReceiver>>;
let setup: Setup;
let browser: Browser;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  if (!hasBrowser) return;
  setup = await startSandboxWithReceiver();
  browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await browser?.close();
  await setup?.close();
});

/** A fresh order and a demo page for it; returns the page with the overlay opened. */
async function openCheckout(): Promise<{ page: Page; orderId: string; problems: string[] }> {
  const order = (
    await call(`${setup.sandbox.url}/razorpay/v1/orders`, {
      headers: { authorization: basic(S.razorpayKeyId, S.razorpayKeySecret) },
      body: { amount: 1249900, currency: "INR", receipt: "R-1001" },
    })
  ).json;
  const demo = await startDemoShop({
    sandboxUrl: setup.sandbox.url,
    keyId: S.razorpayKeyId,
    orderId: order.id,
    amount: order.amount,
    receipt: "R-1001",
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  cleanups.push(() => page.close(), demo.close);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(demo.url);
  await page.getByRole("button", { name: "Pay with Razorpay" }).click();
  return { page, orderId: order.id, problems };
}

/** The browser globals the page-side functions read (this package compiles without the DOM library). */
type PageGlobals = {
  demoResult?: unknown;
  document: { activeElement: { closest(selector: string): unknown; textContent: string | null } | null };
};
const insideDialog = () =>
  (globalThis as unknown as PageGlobals).document.activeElement?.closest("[role=dialog]") != null;

const result = (page: Page) =>
  page
    .waitForFunction(() => (globalThis as unknown as PageGlobals).demoResult)
    .then((handle) => handle.jsonValue());

describe.skipIf(!hasBrowser)("checkout.js in a browser", () => {
  it("opens a labelled modal dialog with the amount and TEST MODE, focus inside, under a strict CSP", async () => {
    const { page, problems } = await openCheckout();
    const dialog = page.getByRole("dialog", { name: "Rangrez Boutique" });
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    const text = await dialog.innerText();
    expect(text).toContain("TEST MODE");
    expect(text).toContain("Rs 12,499");
    for (const name of ["Card", "UPI", "Netbanking"])
      expect(await dialog.getByRole("radio", { name }).count()).toBe(1);
    expect(await page.evaluate(insideDialog)).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(insideDialog)).toBe(true);
    expect(problems).toEqual([]);
  }, 30_000);

  it("Pay now calls handler with the three fields and a valid signature", async () => {
    const { page, orderId, problems } = await openCheckout();
    await page.getByRole("radio", { name: "UPI" }).check();
    await page.getByRole("button", { name: "Pay now" }).click();
    const outcome = (await result(page)) as { type: string; response: Record<string, string> };
    expect(outcome.type).toBe("success");
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = outcome.response;
    expect(Object.keys(outcome.response).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
    expect(razorpay_order_id).toBe(orderId);
    expect(razorpay_signature).toBe(
      createHmac("sha256", S.razorpayKeySecret).update(`${orderId}|${razorpay_payment_id}`).digest("hex"),
    );
    expect(await page.getByRole("dialog").count()).toBe(0);
    const payment = (
      await call(`${setup.sandbox.url}/razorpay/v1/payments/${razorpay_payment_id}`, {
        headers: { authorization: basic(S.razorpayKeyId, S.razorpayKeySecret) },
      })
    ).json;
    expect(payment).toMatchObject({ status: "captured", method: "upi", email: "asha@example.com" });
    expect(problems).toEqual([]);
  }, 30_000);

  it("Fail payment calls every payment.failed callback with the error", async () => {
    const { page, orderId } = await openCheckout();
    await page.getByRole("button", { name: "Fail payment" }).click();
    const outcome = (await result(page)) as { type: string; response: { error: Record<string, unknown> } };
    expect(outcome.type).toBe("failed");
    expect(outcome.response.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      source: "customer",
      step: "payment_authorization",
      reason: "payment_failed",
      metadata: { order_id: orderId },
    });
    expect(await page.getByRole("dialog").count()).toBe(0);
  }, 30_000);

  it("Cancel and Escape close the dialog and call modal.ondismiss", async () => {
    const { page } = await openCheckout();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await result(page)).toEqual({ type: "dismissed" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(
      await page.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.textContent),
    ).toBe("Pay with Razorpay");

    await page.evaluate(() => {
      (globalThis as unknown as PageGlobals).demoResult = undefined;
    });
    await page.getByRole("button", { name: "Pay with Razorpay" }).click();
    await page.keyboard.press("Escape");
    expect(await result(page)).toEqual({ type: "dismissed" });
  }, 30_000);
});
