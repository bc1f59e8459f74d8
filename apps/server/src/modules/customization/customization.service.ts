import type { Database } from "../../db/database";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import type { ReleaseFiles } from "../media/with-uploads";
import { type CustomizationRow, createCustomizationRepository } from "./customization.repository";
import {
  AddCustomizationFields,
  CUSTOMIZATION_MESSAGES,
  type CustomizationTag,
} from "./customization.schemas";

const toItem = (row: CustomizationRow) => ({ id: row.id, name: row.name, tag: row.tag, image: row.image });

/**
 * Size-customization images: the storefront reads them per tag, staff add and delete them. The route
 * stores the picture and removes it again if `add` throws; `remove` releases the deleted row's picture.
 */
export function createCustomizationService({ db }: { db: Database }) {
  const repository = createCustomizationRepository(db);

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
    async add(fields: { tag?: string; name?: string }, image: string | undefined) {
      const parsed = AddCustomizationFields.safeParse(fields);
      const message =
        !image || !fields.tag || !fields.name?.trim()
          ? CUSTOMIZATION_MESSAGES.fillAll
          : parsed.error?.issues[0]?.message;
      if (message || !parsed.success || !image) {
        throw new ValidationError(message ?? CUSTOMIZATION_MESSAGES.fillAll);
      }
      const { tag, name } = parsed.data;
      const row = await repository.insert({ tag, name, image });
      if (!row) throw new ConflictError(`${tag} already has an image for ${name}. Delete it first.`);
      return { message: CUSTOMIZATION_MESSAGES.added, data: await list() };
    },
    async remove(id: number, release: ReleaseFiles) {
      const row = await repository.remove(id);
      if (!row) throw new NotFoundError(CUSTOMIZATION_MESSAGES.notFound);
      release([row.image]);
      return { message: CUSTOMIZATION_MESSAGES.deleted, data: await list() };
    },
  };
}

export type CustomizationService = ReturnType<typeof createCustomizationService>;
