import type { Database } from "../../db/database";
import { type CategoryRow, createCatalogRepository } from "./catalog.repository";
import type { CategoryNode } from "./catalog.schemas";
import type { Tag } from "./catalog.tables";

/** The menu shows a top level and two nested levels; deeper categories are not listed. */
const NESTED_LEVELS = 2;
const BESTSELLER_CATEGORY_LIMIT = 12;

function toNode(row: CategoryRow): CategoryNode {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    banner: row.banner,
    description: row.description,
    type: row.type,
    tag: row.tag,
    parent_id: row.parentId,
    subcategories: [],
  };
}

/** Builds the forest from flat rows, keeping the rows' order at every level. */
export function buildCategoryTree(rows: CategoryRow[], levels = NESTED_LEVELS): CategoryNode[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const grow = (row: CategoryRow, depth: number): CategoryNode => ({
    ...toNode(row),
    subcategories: depth < levels ? (children.get(row.id) ?? []).map((child) => grow(child, depth + 1)) : [],
  });
  return (children.get(null) ?? []).map((row) => grow(row, 0));
}

export function createCatalogService({ db }: { db: Database }) {
  const repository = createCatalogRepository(db);
  return {
    async listCategoryTree(tag?: Tag) {
      return buildCategoryTree(await repository.listCategories(tag));
    },
    async listBestsellerCategories() {
      const rows = await repository.listBestsellerCategories(BESTSELLER_CATEGORY_LIMIT);
      return rows.map((row) => {
        const { subcategories: _leaves, ...category } = toNode(row);
        return category;
      });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
