import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { DomainError } from "../../lib/errors";
import { outboxMessageId } from "./mail.outbox";
import { emailOutbox } from "./mail.tables";

export type OutgoingMail = {
  to: string;
  /** What the mail is for (verify_email, reset_password, welcome, ...), kept in the outbox. */
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** A one-time code; shown in the log line in development only, so a developer can sign up without SMTP. */
  devCode?: string;
};

export type MailResult = { id: number; status: "outbox" | "sent" | "failed" };

/** Delivery failed; the caller decides whether the request can go on without the mail. */
export class MailDeliveryError extends DomainError {
  override readonly statusCode = 503;
  constructor(message = "We could not send the email right now. Please try again in a minute.") {
    super(message);
  }
}

type MailerDeps = {
  db: Database;
  config: Pick<Config, "smtpUrl" | "mailFrom" | "env">;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  /** Tests pass a fake transport; otherwise built from SMTP_URL. */
  transport?: Pick<Transporter, "sendMail"> | null;
};

/**
 * Every mail is recorded in email_outbox with its status. With SMTP_URL it is also delivered;
 * without it one log line says it was kept in the outbox.
 */
export function createMailer({ db, config, log, transport }: MailerDeps) {
  const smtp = transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null);

  return {
    async send(mail: OutgoingMail): Promise<MailResult> {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          recipient: mail.to,
          subject: mail.subject,
          kind: mail.kind,
          html: mail.html,
          text: mail.text,
        })
        .returning({ id: emailOutbox.id });
      if (!smtp) {
        const code = config.env === "development" && mail.devCode ? ` code=${mail.devCode}` : "";
        log.info(`mail kept in outbox #${row.id} (no SMTP_URL): ${mail.kind} to ${mail.to}${code}`);
        return { id: row.id, status: "outbox" };
      }
      try {
        await smtp.sendMail({
          from: config.mailFrom,
          messageId: outboxMessageId(row.id, config.mailFrom),
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
        return { id: row.id, status: "sent" };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error, outboxId: row.id }, `mail delivery failed: ${mail.kind} to ${mail.to}`);
        await db
          .update(emailOutbox)
          .set({ status: "failed", error: message.slice(0, 500) })
          .where(eq(emailOutbox.id, row.id));
        return { id: row.id, status: "failed" };
      }
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
