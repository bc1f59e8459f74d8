import type { Database } from "../../db/database";
import { createCatalogRepository } from "./catalog.repository";
import type { Tag } from "./catalog.tables";

const BESTSELLER_CATEGORY_LIMIT = 12;

/** The menu's category tree and the home page's best-selling categories, as JSON text PostgreSQL made. */
export function createCatalogService({ db }: { db: Database }) {
  const repository = createCatalogRepository(db);
  return {
    listCategoryTree(tag?: Tag): Promise<string> {
      return repository.categoryTreeJson(tag);
    },
    listBestsellerCategories(): Promise<string> {
      return repository.bestsellerCategoriesJson(BESTSELLER_CATEGORY_LIMIT);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
