import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Database } from "../../db/database";
import { type Executor, rowsOf } from "../../db/transaction";
import { emailOutbox } from "./mail.tables";
import type { Email } from "./templates/layout";

/**
 * Mail that must go out exactly when a change commits (an order paid) is written to the outbox inside
 * that change's transaction; the delivery job sends it afterwards. Without SMTP it stays in the outbox.
 */
export async function enqueueMail(
  tx: Executor,
  mail: Email & { to: string; kind: string },
  smtpConfigured: boolean,
): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      html: mail.html,
      text: mail.text,
      status: smtpConfigured ? "queued" : "outbox",
      nextAttemptAt: smtpConfigured ? new Date() : null,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * One Message-ID per outbox row: a mail sent again (its instance was killed between the SMTP server's
 * answer and marking the row sent) is the same message, which receivers can recognise.
 */
export function outboxMessageId(id: number, from: string): string {
  return `<outbox-${id}@${/@([^>\s]+)/.exec(from)?.[1] ?? "localhost"}>`;
}

const MAX_ATTEMPTS = 6;

/**
 * One delivery pass: claims due queued mail (skipping rows another instance holds, pushing their next
 * attempt out in the same statement), sends each, and marks it sent, or failed after the last try.
 */
export async function deliverQueuedMail(deps: {
  db: Database;
  smtp: Pick<Transporter, "sendMail"> | null;
  from: string;
  log: Pick<FastifyBaseLogger, "error" | "info">;
  limit?: number;
}): Promise<number> {
  if (!deps.smtp) return 0;
  const claimed = rowsOf<{
    id: number;
    recipient: string;
    subject: string;
    html: string;
    text: string;
    attempts: number;
    kind: string;
  }>(
    await deps.db.execute(sql`
      update email_outbox set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => 30 * power(2, attempts))
      where id in (
        select id from email_outbox where status = 'queued' and next_attempt_at <= now()
        order by next_attempt_at limit ${deps.limit ?? 20} for update skip locked)
      returning id, recipient, subject, html, text, attempts, kind`),
  );
  for (const mail of claimed) {
    try {
      await deps.smtp.sendMail({
        from: deps.from,
        messageId: outboxMessageId(mail.id, deps.from),
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await deps.db.execute(
        sql`update email_outbox set status = 'sent', sent_at = now(), error = null where id = ${mail.id}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = mail.attempts >= MAX_ATTEMPTS;
      deps.log.error(
        { outboxId: mail.id, attempt: mail.attempts },
        `mail delivery failed: ${mail.kind} to ${mail.recipient}`,
      );
      await deps.db.execute(sql`
        update email_outbox set error = ${message.slice(0, 500)}, status = ${last ? "failed" : "queued"}
        where id = ${mail.id}`);
    }
  }
  return claimed.length;
}
