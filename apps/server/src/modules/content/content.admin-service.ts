import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { Tag } from "../catalog/catalog.tables";
import type { ReleaseFiles } from "../media/with-uploads";
import { createContentAdminRepository } from "./content.admin-repository";
import { type BannerKind, instagramImages, trendingVideos } from "./content.tables";

/** Kinds whose strip shows a single banner: a new upload replaces the one before. */
const SINGLE_BANNER_KINDS: readonly BannerKind[] = ["tag", "cart", "checkout"];
const MEDIA_LINK_TABLES = { instagram: instagramImages, trending: trendingVideos } as const;
export type MediaLinkKind = keyof typeof MEDIA_LINK_TABLES;

const rupeesToPaise = (value: string) => Math.round(Number(value) * 100);

/**
 * Edit Home's writes. A deleted or replaced picture is released, and the route removes it from
 * storage once the database has let go of it.
 */
export function createContentAdminService({ db }: { db: Database }) {
  const repository = createContentAdminRepository(db);

  return {
    async addBanner(
      kind: BannerKind,
      values: { file: string; url: string; tag?: Tag },
      release: ReleaseFiles,
    ) {
      const input = { kind, tag: values.tag ?? null, file: values.file, url: values.url };
      if (!SINGLE_BANNER_KINDS.includes(kind)) {
        const row = await repository.addBanner(input);
        return { id: row.id, name: row.file, url: row.url, tag: row.tag };
      }
      const { row, removedFiles } = await repository.replaceBanner(input);
      release(removedFiles);
      return { id: row.id, name: row.file, url: row.url, tag: row.tag };
    },
    async deleteBanner(id: number, release: ReleaseFiles) {
      const file = await repository.deleteBanner(id);
      if (!file) throw new NotFoundError("Banner not found.");
      release([file]);
    },
    async addMediaLink(kind: MediaLinkKind, values: { file: string; url: string }) {
      const row = await repository.addMediaLink(MEDIA_LINK_TABLES[kind], values);
      return { id: row.id, name: row.file, url: row.url };
    },
    async deleteMediaLink(kind: MediaLinkKind, id: number, release: ReleaseFiles) {
      const file = await repository.deleteMediaLink(MEDIA_LINK_TABLES[kind], id);
      if (!file) throw new NotFoundError(kind === "instagram" ? "Image not found." : "Video not found.");
      release([file]);
    },
    /** Edits the tile with that id, or adds a tile (which then needs its picture) when there is none. */
    async saveBudgetTile(
      input: {
        id: number | null;
        name: string;
        category: string;
        maxPrice: string;
        buttonText: string;
        image?: string;
      },
      release: ReleaseFiles,
    ) {
      const values = {
        name: input.name,
        category: input.category,
        maxPrice: rupeesToPaise(input.maxPrice),
        buttonText: input.buttonText,
      };
      if (input.id === null) {
        if (!input.image) throw new ValidationError("Please select a file", { field: "image" });
        const row = await repository.addBudgetTile({ ...values, image: input.image });
        return presentTile(row);
      }
      const result = await repository.updateBudgetTile(input.id, { ...values, image: input.image });
      if (!result) throw new NotFoundError("Budget tile not found.");
      release(result.removedFiles);
      return presentTile(result.row);
    },
    async deleteBudgetTile(id: number, release: ReleaseFiles) {
      const row = await repository.deleteBudgetTile(id);
      if (!row) throw new NotFoundError("Budget tile not found.");
      release([row.image]);
    },
    /** The first save of a section needs its picture; later saves keep the old one unless a new one is sent. */
    async saveHomeSection(
      section: 1 | 2,
      values: {
        heading: string;
        subHeading: string;
        subText?: string;
        buttonText?: string;
        category?: string;
        image?: string;
      },
      release: ReleaseFiles,
    ) {
      const before = await repository.getHomeSection(section);
      if (!values.image && !before?.image)
        throw new ValidationError("Please select a file", { field: "image" });
      const row = await repository.saveHomeSection(section, values);
      if (values.image && before?.image && before.image !== values.image) release([before.image]);
      return row;
    },
  };
}

function presentTile(row: {
  id: number;
  name: string;
  category: string;
  maxPrice: number;
  image: string | null;
  buttonText: string;
}) {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    max_price: row.maxPrice / 100,
    image: row.image,
    button_text: row.buttonText,
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
