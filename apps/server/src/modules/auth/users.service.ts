import { isStaff } from "@boutique/shared/access";
import {
  type NewStaffUser,
  STAFF_USER_MESSAGES,
  type StaffUserRow,
} from "@boutique/shared/schemas/staff-user";
import type { Database } from "../../db/database";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { createAuthRepository } from "./auth.repository";
import { createUsersRepository, type StaffRecord } from "./users.repository";

function toRow(row: StaffRecord): StaffUserRow {
  // The repository selects staff only; a customer here would be a bug, not data to show.
  if (!isStaff(row.role)) throw new Error(`user ${row.id} is not staff`);
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile: row.mobile,
    role: row.role,
    created: row.createdAt.toISOString(),
  };
}

/** Staff accounts an admin manages: add an Editor or Employee, list staff, delete by email. */
export function createUsersService({ db }: { db: Database }) {
  const repository = createUsersRepository(db);
  const accounts = createAuthRepository(db);

  return {
    async list() {
      return (await repository.listStaff()).map(toRow);
    },
    async add(input: NewStaffUser) {
      // The same insert as sign-up: null when the email is taken already, in any case.
      const row = await accounts.insertUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        mobile: input.mobile,
        role: input.role,
        // The admin vouches for the address; staff sign in without a code.
        emailVerifiedAt: new Date(),
      });
      if (!row) throw new ConflictError(STAFF_USER_MESSAGES.exists, { field: "email" });
      return { message: STAFF_USER_MESSAGES.added, data: toRow(row) };
    },
    async remove(email: string, actingUserId: number) {
      const result = await repository.deleteStaff(email, actingUserId);
      switch (result.outcome) {
        case "deleted":
          return { message: STAFF_USER_MESSAGES.deleted };
        case "not-found":
          throw new NotFoundError(STAFF_USER_MESSAGES.notFound);
        case "self":
          throw new ConflictError(STAFF_USER_MESSAGES.self);
        case "last-admin":
          throw new ConflictError(STAFF_USER_MESSAGES.lastAdmin);
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
