import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";

export const WHATSAPP_STATUSES = ["queued", "accepted", "sent", "delivered", "read", "failed"] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/**
 * Every WhatsApp message the shop sends (issue 26 §2): queued in the transaction of the change it tells (like
 * mail), sent by the jobs with SKIP LOCKED claims so one instance sends each, and then followed by
 * WhatsApp's status webhooks (sent, delivered, read, failed), kept per message.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id"),
    /** Digits with the country code. */
    number: text("number").notNull(),
    template: text("template").notNull(),
    params: jsonb("params").$type<string[]>().notNull(),
    status: text("status", { enum: WHATSAPP_STATUSES }).notNull().default("queued"),
    /** WhatsApp's message id (wamid…), once accepted. */
    providerMessageId: text("provider_message_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("whatsapp_messages_provider_unique")
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    index("whatsapp_messages_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index("whatsapp_messages_number_idx").on(table.number, table.id),
    check(
      "whatsapp_messages_status_check",
      sql`${table.status} in ('queued', 'accepted', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);
