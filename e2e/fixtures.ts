import { test as base, expect, type Page } from "@playwright/test";
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

export const test = base;
export { E2E, expect };
