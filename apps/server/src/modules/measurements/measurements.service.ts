import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type Profile,
  type ProfileSaved,
} from "@boutique/shared/schemas/measurement-profile";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { pgErrorCode } from "../catalog/categories.repository";
import { measurementProfiles } from "./measurements.tables";

type Row = typeof measurementProfiles.$inferSelect;

const present = (row: Row): Profile => ({
  id: row.id,
  name: row.name,
  measurements: row.measurements,
  note: row.note,
  updated_at: row.updatedAt.toISOString(),
});

/** Measurement profiles (issue 27 §2), each its owner's alone: another's id is not found. */
export function createMeasurementsService({ db }: { db: Database }) {
  const own = (userId: number, id: number) =>
    and(eq(measurementProfiles.id, id), eq(measurementProfiles.userId, userId));

  /** A second profile of the same name (any letter case) is refused by the unique index, races included. */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === "23505")
        throw new ConflictError(PROFILE_MESSAGES.nameTaken, { field: "name" });
      throw error;
    }
  }

  return {
    async list(userId: number) {
      const rows = await db
        .select()
        .from(measurementProfiles)
        .where(eq(measurementProfiles.userId, userId))
        .orderBy(asc(sql`lower(${measurementProfiles.name})`), asc(measurementProfiles.id));
      return { profiles: rows.map(present) };
    },

    async create(userId: number, body: ProfileSaved) {
      return db.transaction(async (tx) => {
        // The owner's profiles are counted under a lock on their row: two saves at once cannot pass 10.
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        const [held] = await tx
          .select({ n: count() })
          .from(measurementProfiles)
          .where(eq(measurementProfiles.userId, userId));
        if ((held?.n ?? 0) >= PROFILE_LIMITS.profiles) throw new ConflictError(PROFILE_MESSAGES.tooMany);
        const [row] = await saving(() =>
          tx
            .insert(measurementProfiles)
            .values({ userId, name: body.name, measurements: body.measurements, note: body.note })
            .returning(),
        );
        return { message: PROFILE_MESSAGES.saved, profile: present(row!) };
      });
    },

    async update(userId: number, id: number, body: ProfileSaved) {
      const [row] = await saving(() =>
        db
          .update(measurementProfiles)
          .set({ name: body.name, measurements: body.measurements, note: body.note, updatedAt: new Date() })
          .where(own(userId, id))
          .returning(),
      );
      if (!row) throw new NotFoundError(PROFILE_MESSAGES.notFound);
      return { message: PROFILE_MESSAGES.saved, profile: present(row) };
    },

    async remove(userId: number, id: number) {
      const [row] = await db
        .delete(measurementProfiles)
        .where(own(userId, id))
        .returning({ id: measurementProfiles.id });
      if (!row) throw new NotFoundError(PROFILE_MESSAGES.notFound);
      return { message: PROFILE_MESSAGES.deleted };
    },
  };
}

export type MeasurementsService = ReturnType<typeof createMeasurementsService>;
