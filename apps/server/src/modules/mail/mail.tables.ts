import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    status: text("status", { enum: ["outbox", "sent", "failed"] })
      .notNull()
      .default("outbox"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("email_outbox_recipient_idx").on(table.recipient)],
);
