import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../auth/auth.tables";

export type CustomerRecord = typeof users.$inferSelect;

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Customer accounts (role user), newest first, optionally narrowed by a search. */
export function createCustomersRepository(db: Database) {
  return {
    list(search?: string): Promise<CustomerRecord[]> {
      const term = search ? `%${likeLiteral(search.toLowerCase())}%` : null;
      const matches = term
        ? sql`(lower(${users.email}) like ${term}
            or lower(${users.firstName} || ' ' || ${users.lastName}) like ${term}
            or lower(${users.lastName}) like ${term}
            or ${users.mobile} like ${term})`
        : undefined;
      return db
        .select()
        .from(users)
        .where(and(eq(users.role, "user"), matches))
        .orderBy(desc(users.createdAt), desc(users.id));
    },
  };
}
