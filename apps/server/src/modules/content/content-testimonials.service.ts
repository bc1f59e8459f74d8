import { TESTIMONIAL_MESSAGES, type TestimonialRow } from "@boutique/shared/schemas/testimonial";
import type { Database } from "../../db/database";
import { NotFoundError } from "../../lib/errors";
import type { MediaService } from "../media/media.service";
import { createTestimonialsRepository, type TestimonialRecord } from "./content-testimonials.repository";

const toRow = (row: TestimonialRecord): TestimonialRow => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  created: row.createdAt.toISOString(),
});

/** Back-office testimonials: the picture is stored by the route, the row here, and both go on delete. */
export function createTestimonialsService({
  db,
  media,
  onOrphan,
}: {
  db: Database;
  media: Pick<MediaService, "remove">;
  /** A stored file that could not be removed; logged, since the row change already happened. */
  onOrphan: (file: string, error: unknown) => void;
}) {
  const repository = createTestimonialsRepository(db);
  const list = async () => (await repository.list()).map(toRow);

  return {
    list,
    async add(input: { name: string; description: string; image: string }) {
      const row = await repository.insert(input);
      return { message: TESTIMONIAL_MESSAGES.added, data: toRow(row) };
    },
    async remove(id: number) {
      const row = await repository.remove(id);
      if (!row) throw new NotFoundError(TESTIMONIAL_MESSAGES.notFound);
      if (row.image) await media.remove(row.image).catch((error: unknown) => onOrphan(row.image!, error));
      return { message: TESTIMONIAL_MESSAGES.deleted };
    },
  };
}
