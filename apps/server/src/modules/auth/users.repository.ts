import { STAFF_ROLES } from "@boutique/shared/access";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "./auth.tables";

export type StaffRecord = typeof users.$inferSelect;

export type StaffDeletion =
  | { outcome: "deleted"; row: StaffRecord }
  | { outcome: "not-found" | "self" | "last-admin" };

/** Staff accounts (admin, Editor, Employee) in the users table; customers are not touched here. */
export function createUsersRepository(db: Database) {
  return {
    listStaff(): Promise<StaffRecord[]> {
      return db
        .select()
        .from(users)
        .where(inArray(users.role, [...STAFF_ROLES]))
        .orderBy(desc(users.createdAt), desc(users.id));
    },
    /**
     * Deletes a staff account unless it is the caller's own or the last admin. The admin rows are
     * locked first, so two admins deleting each other at once cannot leave the shop with none.
     */
    deleteStaff(email: string, actingUserId: number): Promise<StaffDeletion> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, "admin"))
          .for("update");
        const [target] = await tx
          .select()
          .from(users)
          .where(
            and(sql`lower(${users.email}) = ${email.toLowerCase()}`, inArray(users.role, [...STAFF_ROLES])),
          )
          .limit(1);
        if (!target) return { outcome: "not-found" };
        if (target.id === actingUserId) return { outcome: "self" };
        if (target.role === "admin" && admins.length <= 1) return { outcome: "last-admin" };
        const [row] = await tx.delete(users).where(eq(users.id, target.id)).returning();
        return row ? { outcome: "deleted", row } : { outcome: "not-found" };
      });
    },
  };
}
