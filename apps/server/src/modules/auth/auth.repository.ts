import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type OTP_PURPOSES, oneTimeCodes, users } from "./auth.tables";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The users and one_time_codes tables; emails are stored lower-case and matched case-insensitively. */
export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findUserByGoogleSub(sub: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row ?? null;
    },

    /** Inserts, or answers null when the email was taken in the meantime (unique on lower(email)). */
    async insertUser(values: NewUser): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateUser(id: number, values: Partial<Omit<NewUser, "id" | "createdAt">>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Replaces any live code of this purpose, so only the newest one works. */
    async replaceCode(userId: number, purpose: OtpPurpose, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
        await tx.insert(oneTimeCodes).values({ userId, purpose, codeHash, expiresAt });
      });
    },

    async findLiveCode(userId: number, purpose: OtpPurpose) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.consumedAt),
          ),
        )
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong try; answers false when the code had already used up its tries. */
    async countWrongTry(codeId: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, codeId), sql`${oneTimeCodes.attempts} < ${maxAttempts}`))
        .returning({ id: oneTimeCodes.id });
      return rows.length > 0;
    },

    /** Marks a code used; false when a concurrent request used it first. */
    async consumeCode(codeId: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.id, codeId),
            isNull(oneTimeCodes.consumedAt),
            sql`${oneTimeCodes.attempts} < ${maxAttempts}`,
            sql`${oneTimeCodes.expiresAt} > now()`,
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length > 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
