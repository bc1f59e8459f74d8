import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every email the shop sends, kept as a record; without SMTP_URL this is where mail goes. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** queued: waiting for the delivery job; outbox: kept here (no SMTP); sent; failed after the last try. */
    status: text("status", { enum: ["queued", "outbox", "sent", "failed"] })
      .notNull()
      .default("outbox"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_recipient_idx").on(table.recipient),
    index("email_outbox_queued_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
  ],
);
