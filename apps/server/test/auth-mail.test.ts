import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthRepository } from "../src/modules/auth/auth.repository";
import { createAuthService } from "../src/modules/auth/auth.service";
import { createGoogleVerifier } from "../src/modules/auth/google";
import { createOtpService } from "../src/modules/auth/otp.service";
import { emailOutbox } from "../src/modules/mail/mail.tables";
import { createMailer } from "../src/modules/mail/mailer";
import { verifyEmailTemplate } from "../src/modules/mail/templates/verify-email";
import { welcomeTemplate } from "../src/modules/mail/templates/welcome";
import { createAttemptCounter } from "../src/plugins/rate-limit";
import { buildTestApp } from "./helpers";

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (message: unknown) => lines.push(String(message)),
    error: (_object: unknown, message?: string) => lines.push(`ERROR ${message}`),
  };
}
const mail = {
  to: "log@example.com",
  kind: "verify_email",
  subject: "s",
  html: "<p>h</p>",
  text: "t",
  devCode: "424242",
};

describe("mailer", () => {
  it("keeps mail in the outbox without SMTP and shows the code in the log line only in development", async () => {
    for (const env of ["development", "production"] as const) {
      const log = recordingLog();
      const mailer = createMailer({
        db: app.db,
        config: { smtpUrl: null, mailFrom: "shop@example.com", env },
        log,
      });
      const result = await mailer.send(mail);
      expect(result.status).toBe("outbox");
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toContain("log@example.com");
      if (env === "development") expect(log.lines[0]).toContain("424242");
      else expect(log.lines[0]).not.toContain("424242");
    }
  });

  it("marks mail sent through SMTP, and failed with the error when delivery fails", async () => {
    const sent: unknown[] = [];
    const ok = createMailer({
      db: app.db,
      config: { smtpUrl: "smtp://unused", mailFrom: "shop@example.com", env: "production" },
      log: recordingLog(),
      transport: { sendMail: async (message: unknown) => sent.push(message) } as never,
    });
    const delivered = await ok.send({ ...mail, to: "smtp-ok@example.com" });
    expect(sent).toHaveLength(1);
    const [okRow] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, delivered.id));
    expect(okRow.status).toBe("sent");
    expect(okRow.sentAt).not.toBeNull();

    const log = recordingLog();
    const broken = createMailer({
      db: app.db,
      config: { smtpUrl: "smtp://unused", mailFrom: "shop@example.com", env: "production" },
      log,
      transport: {
        sendMail: async () => {
          throw new Error("connection refused");
        },
      } as never,
    });
    const failed = await broken.send({ ...mail, to: "smtp-down@example.com" });
    const [failedRow] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    expect(failedRow).toMatchObject({ status: "failed", error: "connection refused" });
    expect(log.lines[0]).toMatch(/^ERROR mail delivery failed/);
  });

  it("answers 503 when the code mail cannot be sent, and lets the customer ask again at once", async () => {
    const repository = createAuthRepository(app.db);
    const attempts = createAttemptCounter(null);
    let fail = true;
    const mailer = createMailer({
      db: app.db,
      config: { smtpUrl: "smtp://unused", mailFrom: "shop@example.com", env: "production" },
      log: recordingLog(),
      transport: {
        sendMail: async () => {
          if (fail) throw new Error("smtp down");
        },
      } as never,
    });
    const service = createAuthService({
      repository,
      otp: createOtpService({ repository, secret: "s".repeat(32) }),
      mailer,
      attempts,
      tokens: app.tokens,
      google: createGoogleVerifier({ clientId: null, jwksUrl: "https://example.com", issuers: [] }),
      config: { publicUrl: "http://localhost" },
    });
    const input = { email: "smtp-503@example.com", password: "Kurta2024x", name: "A", mobile: "B" };
    await expect(service.register(input)).rejects.toMatchObject({ statusCode: 503 });
    fail = false;
    await expect(service.register(input)).resolves.toMatchObject({ message: "OTP Sent" });
  });
});

describe("templates", () => {
  it("escape names and carry the code, the shop colours and a text version", () => {
    const verify = verifyEmailTemplate({ firstName: "<b>Asha</b>", code: "123456", minutes: 10 });
    expect(verify.html).toContain("&lt;b&gt;Asha&lt;/b&gt;");
    expect(verify.html).not.toContain("<b>Asha</b>");
    expect(verify.html).toContain("123456");
    expect(verify.html).toMatch(/#7a1f3d/);
    expect(verify.html).toMatch(/#b8860b/);
    expect(verify.text).toContain("123456");
    expect(verify.text).toContain("10 minutes");
    const welcome = welcomeTemplate({ firstName: "Asha", shopUrl: "https://shop.example" });
    expect(welcome.text).toContain("WELCOME10");
    expect(welcome.html).toContain('href="https://shop.example"');
  });
});
