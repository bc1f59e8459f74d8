import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";
import { products } from "../catalog/catalog.tables";

export const ENQUIRY_STATES = ["new", "answered"] as const;
const stateCheck = (column: unknown) => sql`${column} in ('new', 'answered')`;

/** "Ask a question" on a product page. */
export const productQuestions = pgTable(
  "product_questions",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    question: text("question").notNull(),
    answer: text("answer"),
    state: text("state", { enum: ENQUIRY_STATES }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    index("product_questions_state_idx").on(table.state, table.createdAt),
    index("product_questions_product_idx").on(table.productId),
    check("product_questions_state_check", stateCheck(table.state)),
  ],
);

/** The contact page form. */
export const contactQuestions = pgTable(
  "contact_questions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    question: text("question").notNull(),
    state: text("state", { enum: ENQUIRY_STATES }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_questions_state_idx").on(table.state, table.createdAt),
    check("contact_questions_state_check", stateCheck(table.state)),
  ],
);

/** "Call me back" numbers left through POST /api/enquiry. */
export const phoneEnquiries = pgTable(
  "phone_enquiries",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull(),
    state: text("state", { enum: ENQUIRY_STATES }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    index("phone_enquiries_state_idx").on(table.state, table.createdAt),
    check("phone_enquiries_state_check", stateCheck(table.state)),
    check("phone_enquiries_mobile_check", sql`length(${table.mobile}) >= 10`),
  ],
);
