import { z } from "zod";
import { decodeBase64, PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from "./auth";

/** Staff accounts an admin manages under /admin/users (back-office spec §3, §5, §6, §7). */

export const STAFF_USER_MESSAGES = {
  fillAll: "Please fill all values",
  added: "User Added Successfully",
  deleted: "User Deleted Successfully",
  exists: "A user with this email already exists",
  notFound: "User not found",
  role: "Role must be Editor or Employee",
  self: "You cannot delete your own account",
  lastAdmin: "The last admin cannot be deleted",
  email: "Please enter a valid Email ID.",
  base64: "Password must be sent base64-encoded.",
} as const;

/** Roles an admin may give (spec §3); admin accounts are made with scripts/create-admin.ts. */
export const CREATABLE_STAFF_ROLES = ["Editor", "Employee"] as const;
export type CreatableStaffRole = (typeof CREATABLE_STAFF_ROLES)[number];
export const DEFAULT_STAFF_ROLE: CreatableStaffRole = "Editor";

const required = (max: number, tooLong: string) =>
  z
    .string({ error: STAFF_USER_MESSAGES.fillAll })
    .trim()
    .min(1, STAFF_USER_MESSAGES.fillAll)
    .max(max, tooLong);

/** A staff password as typed: the rule the API checks after decoding, and the back-office form before sending. */
export const StaffPassword = z
  .string({ error: STAFF_USER_MESSAGES.fillAll })
  .min(1, STAFF_USER_MESSAGES.fillAll)
  .max(128, "Password is too long.")
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

/** POST /api/admin/users: email, password (base64), first_name, last_name, role. */
export const NewStaffUser = z.strictObject({
  email: required(254, "Email ID is too long.")
    .pipe(z.email(STAFF_USER_MESSAGES.email))
    .transform((email) => email.toLowerCase()),
  password: required(1024, "Password is too long.")
    .transform((value, context) => {
      const decoded = decodeBase64(value);
      if (decoded === null) {
        context.addIssue({ code: "custom", message: STAFF_USER_MESSAGES.base64 });
        return z.NEVER;
      }
      return decoded;
    })
    .pipe(StaffPassword),
  first_name: required(80, "First name is too long."),
  last_name: required(80, "Last name is too long."),
  mobile: z
    .string()
    .trim()
    .max(20, "Phone number is too long.")
    .regex(/^\+?\d*$/, "Phone number must contain digits only.")
    .optional()
    .default(""),
  role: z.enum(CREATABLE_STAFF_ROLES, { message: STAFF_USER_MESSAGES.role }).default(DEFAULT_STAFF_ROLE),
});
export type NewStaffUser = z.infer<typeof NewStaffUser>;

export const StaffUserRow = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  role: z.enum(["admin", "Editor", "Employee"]),
  created: z.string().describe("ISO 8601"),
});
export type StaffUserRow = z.infer<typeof StaffUserRow>;
