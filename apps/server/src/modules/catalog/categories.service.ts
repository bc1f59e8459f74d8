import {
  CATEGORY_MESSAGES,
  type CategoryBody,
  joinCustomizationValues,
} from "@boutique/shared/schemas/category";
import type { Database } from "../../db/database";
import { toCsv } from "../../lib/csv";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors";
import { sanitizeRichText } from "../../lib/html";
import type { ReleaseFiles } from "../media/with-uploads";
import {
  type CategoryListRow,
  type CategoryRow,
  type CategoryValues,
  createCategoriesRepository,
  pgErrorCode,
} from "./categories.repository";
import type { AdminCategory } from "./categories.schemas";

/** The storefront menu shows a top level and two nested levels, so nothing may sit deeper. */
const MAX_DEPTH = 2;

export const CSV_HEADER = [
  "id",
  "name",
  "tag",
  "parent_id",
  "parent",
  "description",
  "image",
  "banner",
  "customization",
  "customization_values",
  "is_lehenga_waist",
  "is_lehenga_length",
  "is_height",
  "is_sleeve_length",
  "is_padding",
  "is_saree_length",
  "is_saree_waist",
  "is_petti_coat",
  "products",
  "subcategories",
  "created",
] as const;

function present(row: CategoryListRow): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tag: row.tag,
    parent_id: row.parentId,
    parent_name: row.parentName,
    image: row.image,
    banner: row.banner,
    type: row.type,
    customization: row.customization,
    customization_values: row.customizationValues,
    is_lehenga_waist: row.isLehengaWaist,
    is_lehenga_length: row.isLehengaLength,
    is_height: row.isHeight,
    is_sleeve_length: row.isSleeveLength,
    is_padding: row.isPadding,
    is_saree_length: row.isSareeLength,
    is_saree_waist: row.isSareeWaist,
    is_petti_coat: row.isPettiCoat,
    hsn: row.hsn,
    product_count: row.productCount,
    subcategory_count: row.subcategoryCount,
    created: row.createdAt.toISOString(),
  };
}

function toValues(body: CategoryBody): CategoryValues {
  return {
    name: body.name,
    description: sanitizeRichText(body.description),
    tag: body.tag,
    parentId: body.parent_id,
    customization: body.customization,
    customizationValues: body.customization ? body.customization_values : [],
    isLehengaWaist: body.is_lehenga_waist,
    isLehengaLength: body.is_lehenga_length,
    isHeight: body.is_height,
    isSleeveLength: body.is_sleeve_length,
    isPadding: body.is_padding,
    isSareeLength: body.is_saree_length,
    isSareeWaist: body.is_saree_waist,
    isPettiCoat: body.is_petti_coat,
    ...(body.hsn === undefined ? {} : { hsn: body.hsn || null }),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Back-office category management: the tree, saves with its rules, pictures, deletes and the CSV.
 * Replaced and deleted pictures are released; the route removes them once the write has succeeded.
 */
export function createCategoriesService({ db }: { db: Database }) {
  const repository = createCategoriesRepository(db);

  async function requireCategory(id: number): Promise<CategoryRow> {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
    return row;
  }

  async function depthOf(row: CategoryRow): Promise<number> {
    let depth = 0;
    let parentId = row.parentId;
    while (parentId !== null && depth <= MAX_DEPTH) {
      const parent = await repository.findById(parentId);
      if (!parent) break;
      depth += 1;
      parentId = parent.parentId;
    }
    return depth;
  }

  /** The parent must exist, share the tag, not be the category itself or below it, and keep the tree shallow. */
  async function checkPlacement(
    body: CategoryBody,
    current?: { row: CategoryRow; below: number[]; height: number },
  ) {
    if (body.parent_id === null) return null;
    const parent = await repository.findById(body.parent_id);
    if (!parent) throw new ValidationError("Unknown parent category.", { field: "parent_id" });
    if (current && (parent.id === current.row.id || current.below.includes(parent.id)))
      throw new ValidationError("A category cannot sit under itself or one of its own subcategories.", {
        field: "parent_id",
      });
    if (parent.tag !== body.tag)
      throw new ValidationError(`A subcategory takes its parent's tag: choose ${parent.tag}.`, {
        field: "tag",
      });
    if ((await depthOf(parent)) + 1 + (current?.height ?? 0) > MAX_DEPTH)
      throw new ValidationError(
        "Categories nest at most two levels below a top-level category: choose a parent higher up.",
        { field: "parent_id" },
      );
    return parent;
  }

  async function refuseDuplicate(body: CategoryBody, exceptId?: number) {
    const sibling = await repository.findSibling(
      { tag: body.tag, parentId: body.parent_id, name: body.name },
      exceptId,
    );
    // Spec §8: the form shows 'category already exists' for HTTP 403.
    if (sibling) throw new ForbiddenError(CATEGORY_MESSAGES.exists);
  }

  /** Two saves racing past the check still meet the unique index; answer them the same way. */
  async function saving<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (pgErrorCode(error) === "23505") throw new ForbiddenError(CATEGORY_MESSAGES.exists);
      throw error;
    }
  }

  /** Refuses a delete that would orphan subcategories or take products' categories away. */
  async function checkDeletable(ids: number[]) {
    const outside = await repository.listChildrenOutside(ids);
    if (outside.length > 0) {
      const parentIds = new Set(outside.map((child) => child.parentId));
      const names = outside.map((child) => child.name).slice(0, 5);
      throw new ConflictError(
        `${ids.length === 1 ? "This category has" : `${plural(parentIds.size, "selected category has", "selected categories have")}`} ${plural(outside.length, "subcategory", "subcategories")} (${names.join(", ")}${outside.length > names.length ? ", …" : ""}): delete or move them first.`,
        { reason: "subcategories" },
      );
    }
    const products = await repository.countProducts(ids);
    if (products.size > 0) {
      const total = [...products.values()].reduce((sum, count) => sum + count, 0);
      throw new ConflictError(
        `${plural(total, "product is", "products are")} filed under ${ids.length === 1 ? "this category" : `${plural(products.size, "selected category", "selected categories")}`}: move ${total === 1 ? "it" : "them"} to another category first.`,
        { reason: "products" },
      );
    }
  }

  async function deleteAll(ids: number[], release: ReleaseFiles) {
    try {
      const chartImages = await repository.sizeChartImagesUnder(ids);
      const deleted = await repository.deleteMany(ids);
      release([...deleted.flatMap((row) => [row.image, row.banner]), ...chartImages]);
      return deleted;
    } catch (error) {
      // A product filed in between the check and the delete: the foreign key refuses it.
      const code = pgErrorCode(error);
      if (code === "23001" || code === "23503")
        throw new ConflictError("Products are filed under this category: move them first.", {
          reason: "products",
        });
      throw error;
    }
  }

  return {
    async listAll() {
      return (await repository.listAll()).map(present);
    },

    async listTopLevel() {
      return (await repository.listChildren(null)).map(present);
    },

    async listChildren(id: number) {
      await requireCategory(id);
      return (await repository.listChildren(id)).map(present);
    },

    async getCategory(id: number) {
      const row = await repository.findListed(id);
      if (!row) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
      return present(row);
    },

    async createCategory(body: CategoryBody) {
      const parent = await checkPlacement(body);
      await refuseDuplicate(body);
      // A new subcategory sells what its parent sells (turbans, fabrics…), so the product page offers the same options.
      const inherited = parent ? { kind: parent.kind, hasSizes: parent.hasSizes } : {};
      const row = await saving(() => repository.insert({ ...toValues(body), ...inherited }));
      return { id: row.id };
    },

    async updateCategory(id: number, body: CategoryBody) {
      const row = await requireCategory(id);
      const descendants = await repository.listDescendants(id);
      const height = descendants.reduce((max, item) => Math.max(max, item.depth), 0);
      const below = descendants.map((item) => item.id);
      const parent = await checkPlacement(body, { row, below, height });
      await refuseDuplicate(body, id);
      // Moved under another parent: it (and what hangs below it) now sells what that parent sells.
      const inherited =
        parent && parent.id !== row.parentId ? { kind: parent.kind, hasSizes: parent.hasSizes } : {};
      await saving(() => repository.update(id, { ...toValues(body), ...inherited }, below));
      return { id };
    },

    /** Spec §4: pictures are uploaded after the save, against the returned id; a replaced one is removed. */
    async savePictures(
      id: number | null,
      pictures: { image?: string; banner?: string },
      release: ReleaseFiles,
    ) {
      const row = id === null ? undefined : await repository.findById(id);
      if (!row) throw new NotFoundError(CATEGORY_MESSAGES.notFound);
      if (!pictures.image && !pictures.banner) throw new ValidationError("Please select a file.");
      await repository.setPictures(row.id, pictures);
      release([pictures.image ? row.image : null, pictures.banner ? row.banner : null]);
      return present((await repository.findListed(row.id))!);
    },

    async deleteCategory(id: number, release: ReleaseFiles) {
      await requireCategory(id);
      await checkDeletable([id]);
      await deleteAll([id], release);
      return { message: `Category Deleted ID: ${id}` };
    },

    async deleteCategories(ids: number[], release: ReleaseFiles) {
      const unique = [...new Set(ids)];
      const found = await repository.listByIds(unique);
      if (found.length !== unique.length) {
        const missing = unique.filter((id) => !found.some((row) => row.id === id));
        throw new NotFoundError(`${CATEGORY_MESSAGES.notFound} (ID: ${missing.join(", ")})`);
      }
      await checkDeletable(unique);
      await deleteAll(unique, release);
      return { message: "Selected Categories deleted", ids: unique };
    },

    async exportCsv() {
      const rows = await repository.listAll();
      return toCsv(
        CSV_HEADER,
        rows.map((row) => [
          row.id,
          row.name,
          row.tag,
          row.parentId,
          row.parentName,
          row.description,
          row.image,
          row.banner,
          row.customization,
          joinCustomizationValues(row.customizationValues),
          row.isLehengaWaist,
          row.isLehengaLength,
          row.isHeight,
          row.isSleeveLength,
          row.isPadding,
          row.isSareeLength,
          row.isSareeWaist,
          row.isPettiCoat,
          row.productCount,
          row.subcategoryCount,
          row.createdAt.toISOString(),
        ]),
      );
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
