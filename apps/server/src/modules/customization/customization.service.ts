import type { Database } from "../../db/database";
import { ConflictError, NotFoundError } from "../../lib/errors";
import type { MediaService } from "../media/media.service";
import { type CustomizationRow, createCustomizationRepository } from "./customization.repository";
import { CUSTOMIZATION_MESSAGES, type CustomizationTag } from "./customization.schemas";

const toItem = (row: CustomizationRow) => ({ id: row.id, name: row.name, tag: row.tag, image: row.image });

/** Size-customization images: the storefront reads them per tag, staff add and delete them. */
export function createCustomizationService({
  db,
  media,
  onOrphan,
}: {
  db: Database;
  media: Pick<MediaService, "remove">;
  /** A stored file that could not be removed; logged, since the row change already happened. */
  onOrphan: (file: string, error: unknown) => void;
}) {
  const repository = createCustomizationRepository(db);
  const removeFile = (file: string) => media.remove(file).catch((error: unknown) => onOrphan(file, error));

  const list = async () => (await repository.listAll()).map(toItem);

  return {
    list,
    async listByTag(tag: CustomizationTag) {
      return (await repository.listByTag(tag)).map(toItem);
    },
    /** Spec §7: "map of measurement name to image" for the Custom size page. */
    async imageMap(tag: CustomizationTag): Promise<Record<string, string>> {
      const rows = await repository.listByTag(tag);
      return Object.fromEntries(rows.map((row) => [row.name, row.image]));
    },
    /** The uploaded file is already stored; it is removed again when the row cannot be added. */
    async add(input: { tag: CustomizationTag; name: string; image: string }) {
      const row = await repository.insert(input);
      if (!row) {
        await removeFile(input.image);
        throw new ConflictError(`${input.tag} already has an image for ${input.name}. Delete it first.`);
      }
      return { message: CUSTOMIZATION_MESSAGES.added, data: await list() };
    },
    async remove(id: number) {
      const row = await repository.remove(id);
      if (!row) throw new NotFoundError(CUSTOMIZATION_MESSAGES.notFound);
      await removeFile(row.image);
      return { message: CUSTOMIZATION_MESSAGES.deleted, data: await list() };
    },
  };
}

export type CustomizationService = ReturnType<typeof createCustomizationService>;
