import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, test as base, expect, type Page } from "@playwright/test";
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
  await request.post("/api/register", { data: { email, password: encoded, ...names } });
  const verified = await request.post("/api/register/verify", {
    data: { email, otp: await readOtp(email, since) },
  });
  expect(verified.ok()).toBe(true);
  return { email, password: encoded };
}

/** Fails on serious or critical axe findings, naming the first element of each. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
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

export const test = base;
export { E2E, expect };
