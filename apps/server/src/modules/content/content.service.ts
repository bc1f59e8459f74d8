import type { Database } from "../../db/database";
import type { Tag } from "../catalog/catalog.tables";
import { type BannerRow, createContentRepository } from "./content.repository";
import type { BannerKind } from "./content.tables";

const toBanner = (row: BannerRow) => ({ id: row.id, name: row.file, url: row.url, tag: row.tag });

/** The home page's content in the spec's field names; money leaves as rupees. */
export function createContentService({ db }: { db: Database }) {
  const repository = createContentRepository(db);
  return {
    async listBanners(kind: BannerKind, tag?: Tag) {
      return (await repository.listBanners(kind, tag)).map(toBanner);
    },
    async listTestimonials() {
      return (await repository.listTestimonials()).map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        image: row.image,
      }));
    },
    async listTrendingVideos() {
      return (await repository.listTrendingVideos()).map((row) => ({
        id: row.id,
        name: row.file,
        url: row.url,
      }));
    },
    async listInstagramImages() {
      return (await repository.listInstagramImages()).map((row) => ({
        id: row.id,
        name: row.file,
        url: row.url,
      }));
    },
    async listBudgetTiles() {
      return (await repository.listBudgetTiles()).map((row) => ({
        id: row.id,
        name: row.name,
        category: row.category,
        max_price: row.maxPrice / 100,
        image: row.image,
        button_text: row.buttonText,
      }));
    },
    /** Section 1 carries a heading pair; section 2 adds text, a category and a button. */
    async listHomeSections() {
      return (await repository.listHomeSections()).map((row) =>
        row.section === 1
          ? {
              id: row.id,
              section: 1 as const,
              image: row.image,
              heading: row.heading,
              sub_heading: row.subHeading,
            }
          : {
              id: row.id,
              section: 2 as const,
              image: row.image,
              heading: row.heading,
              sub_heading: row.subHeading,
              sub_text: row.subText,
              category: row.category,
              button_text: row.buttonText,
            },
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
