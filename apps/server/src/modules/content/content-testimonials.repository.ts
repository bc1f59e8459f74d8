import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { testimonials } from "./content.tables";

export type TestimonialRecord = typeof testimonials.$inferSelect;

/** Testimonials as staff manage them; the home page reads them through content.repository. */
export function createTestimonialsRepository(db: Database) {
  return {
    list(): Promise<TestimonialRecord[]> {
      return db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
    },
    async insert(values: { name: string; description: string; image: string }): Promise<TestimonialRecord> {
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error("testimonial insert returned no row");
      return row;
    },
    async remove(id: number): Promise<TestimonialRecord | null> {
      const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
      return row ?? null;
    },
  };
}
