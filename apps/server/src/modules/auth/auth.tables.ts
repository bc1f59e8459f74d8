import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const ROLES = ["admin", "Editor", "Employee", "user"] as const;

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    image: text("image"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    googleSub: text("google_sub"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_google_sub_unique").on(table.googleSub),
    index("users_role_idx").on(table.role),
    check("users_role_check", sql`${table.role} in ('admin', 'Editor', 'Employee', 'user')`),
  ],
);

export const OTP_PURPOSES = ["verify_email", "reset_password"] as const;

/** One-time codes are stored hashed; a code dies after its lifetime or too many wrong tries. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: OTP_PURPOSES }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("one_time_codes_user_purpose_idx").on(table.userId, table.purpose),
    check("one_time_codes_attempts_check", sql`${table.attempts} >= 0`),
  ],
);
