import {
  NewTestimonialFields,
  TESTIMONIAL_MESSAGES,
  type TestimonialRow,
} from "@boutique/shared/schemas/testimonial";
import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { ReleaseFiles } from "../media/with-uploads";
import { createTestimonialsRepository, type TestimonialRecord } from "./content-testimonials.repository";

const toRow = (row: TestimonialRecord): TestimonialRow => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  created: row.createdAt.toISOString(),
});

/**
 * Back-office testimonials. The route stores the picture and removes it again if `add` throws;
 * `remove` releases the deleted row's picture, which the route removes once the row is gone.
 */
export function createTestimonialsService({ db }: { db: Database }) {
  const repository = createTestimonialsRepository(db);
  const list = async () => (await repository.list()).map(toRow);

  return {
    list,
    async add(fields: { name?: string; desc?: string }, image: string | undefined) {
      const parsed = NewTestimonialFields.safeParse(fields);
      if (!parsed.success || !image) {
        const message = parsed.success ? TESTIMONIAL_MESSAGES.fillAll : parsed.error.issues[0]?.message;
        throw new ValidationError(message ?? TESTIMONIAL_MESSAGES.fillAll);
      }
      const row = await repository.insert({ name: parsed.data.name, description: parsed.data.desc, image });
      return { message: TESTIMONIAL_MESSAGES.added, data: toRow(row) };
    },
    async remove(id: number, release: ReleaseFiles) {
      const row = await repository.remove(id);
      if (!row) throw new NotFoundError(TESTIMONIAL_MESSAGES.notFound);
      release([row.image]);
      return { message: TESTIMONIAL_MESSAGES.deleted };
    },
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
