import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import sharp from "sharp";
import { E2E } from "../playwright.config";

type Mail = { to: string[]; subject: string; raw: string; at: number };

/** The newest mail the shop sent to this address, waiting for it to arrive. */
export async function latestMail(to: string, after = 0): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${E2E.mailSink}/messages?to=${encodeURIComponent(to)}`);
    const mails = ((await response.json()) as Mail[]).filter((mail) => mail.at > after);
    if (mails.length > 0) return mails[mails.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail reached ${to}`);
}

/** The six-digit code in the newest mail to this address. */
export async function readOtp(to: string, after = 0): Promise<string> {
  const mail = await latestMail(to, after);
  const code = /\b(\d{6})\b/.exec(
    mail.raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n"),
  )?.[1];
  if (!code) throw new Error(`No code in the mail to ${to}: ${mail.subject}`);
  return code;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.example`;
}

export async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel(/email/i).fill(E2E.adminEmail);
  await page.getByLabel(/^password/i).fill(E2E.adminPassword);
  await page.getByRole("button", { name: /sign in|log ?in/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/i);
}

/** Signs a staff member in on a fresh 1280 px browser context, beside the admin's own page. */
export async function signInAsStaff(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/i);
  return page;
}

/**
 * A verified customer made through the API (register, then the mailed code); the request's session ends
 * signed in as them. Answers the address and the base64 password the API takes.
 */
export async function registerCustomer(
  request: APIRequestContext,
  prefix: string,
  names: { name: string; mobile: string },
  password = "Shopper#2026",
) {
  const email = uniqueEmail(prefix);
  const since = Date.now();
  const encoded = Buffer.from(password).toString("base64");
  const registered = await request.post("/api/register", { data: { email, password: encoded, ...names } });
  expect(registered.ok(), `register ${email}: ${registered.status()} ${await registered.text()}`).toBe(true);
  const verified = await request.post("/api/register/verify", {
    data: { email, otp: await readOtp(email, since) },
  });
  expect(verified.ok()).toBe(true);
  return { email, password: encoded };
}

/** registerCustomer, then signed out again, for journeys whose sign-in goes through the page. */
export async function registerSignedOutCustomer(
  request: APIRequestContext,
  prefix: string,
  names: { name: string; mobile: string },
  password?: string,
) {
  const customer = await registerCustomer(request, prefix, names, password);
  const signedOut = await request.post("/api/logout");
  expect(signedOut.ok()).toBe(true);
  return customer;
}

/**
 * Fails on serious or critical axe findings, naming the elements of each; `{ all: true }` fails on every
 * finding, minor and moderate ones too (the storefront's pages hold themselves to that).
 */
export async function expectNoSeriousAxeViolations(page: Page, options: { all?: boolean } = {}) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = options.all
    ? results.violations
    : results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target).join(", ")})`)).toEqual(
    [],
  );
}

/**
 * A screenshot for people reviewing the layout, only when SHOTS_DIR is set (CI runs take none): a page is
 * shot full length, a locator as its own box; the file name ends with the viewport's width.
 */
export async function shoot(target: Page | Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const page = "page" in target ? target.page() : target;
  const path = `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`;
  if ("page" in target) await target.screenshot({ path });
  else await target.screenshot({ path, fullPage: true });
}

type Colour = string | { r: number; g: number; b: number };

/** A plain-colour PNG, as the upload journeys send it. */
export const solidPng = (width: number, height: number, colour: Colour) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The same PNG as a file for setInputFiles or a multipart request. */
export async function pngFile(name: string, width: number, height: number, colour: Colour) {
  return { name, mimeType: "image/png", buffer: await solidPng(width, height, colour) };
}

/** Letters only, so a name survives the letters-digits-spaces rule unchanged and searches find it. */
export function uniqueName(prefix: string, letters = 6) {
  const random = Array.from({ length: letters }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${prefix} ${random.join("")}`;
}

/**
 * Waits until a storefront page has hydrated (its scripts start after the first paint, so later than the
 * load event `goto` waits for; the payment pages start theirs at once but still hydrate after load); other
 * pages (the back office, API answers, the payment sandbox) go on at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      (!document.getElementById("rr-starter") &&
        !document.getElementById("rr-boot") &&
        !("__reactRouterContext" in window)),
  );
}

/**
 * Each worker talks to its own server (playwright.config.ts): `baseURL`, and with it `page`, `request` and
 * every `browser.newContext()`, name that worker's. `page.goto` and `page.reload` answer once a storefront
 * page's buttons work, as a shopper would wait; asked for an earlier moment (`waitUntil: "commit"` or
 * `"domcontentloaded"`), they answer then.
 */
/** A page whose `goto` and `reload` answer once a storefront page's buttons work (see `test` below). */
function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const early = (options?: { waitUntil?: string }) =>
    options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded";
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!early(options)) await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!early(options)) await waitForHydration(page);
    return response;
  };
  return page;
}

export const test = base.extend<object, { hydratingContexts: null }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(E2E.serverURL(testInfo.parallelIndex)),
  page: async ({ page }, use) => {
    await use(hydrating(page));
  },
  // The pages of contexts a journey makes itself (a second shopper, a staff member) wait the same way.
  hydratingContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without JavaScript there is nothing to wait for (and nothing to wait with).
        if (options?.javaScriptEnabled !== false) context.on("page", (page) => void hydrating(page));
        return context;
      };
      await use(null);
      browser.newContext = newContext;
    },
    { scope: "worker", auto: true },
  ],
});
export { E2E, expect };
