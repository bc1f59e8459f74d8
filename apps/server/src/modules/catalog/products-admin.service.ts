import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import { salePricePaise } from "@boutique/shared/pricing/sale-price";
import {
  type AdminProduct,
  keepLettersDigitsSpaces,
  PRODUCT_MESSAGES,
  type ProductListQuery,
  type ProductSaveBody,
  type VariantFields,
} from "@boutique/shared/schemas/product-admin";
import type { Database } from "../../db/database";
import { toCsv } from "../../lib/csv";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { sanitizeRichText } from "../../lib/html";
import type { ReleaseFiles } from "../media/with-uploads";
import { SIZES } from "./catalog.tables";
import {
  createProductsAdminRepository,
  type MediaFile,
  type ProductValues,
  type StockRow,
  type VariantValues,
} from "./products-admin.repository";

export const EXPORT_FILE_NAME = "exported-products.csv";
const EXPORT_HEADER = [
  "ID",
  "Name",
  "Style No",
  "Category",
  "Sub Categories",
  "Status",
  "Trending",
  "Weight (kg)",
  "Colours",
  "Regular Price (Rs)",
  "Discount (%)",
  "Sale Price (Rs)",
  "Stock",
  "Rating",
  "Created",
] as const;

const SIZE_ORDER = new Map<string, number>(SIZES.map((size, index) => [size, index]));
const yesNo = (flag: boolean): "Y" | "N" => (flag ? "Y" : "N");
const iso = (value: string | Date) => new Date(value).toISOString();

function cleanName(value: string, message: string, field: string): string {
  const name = keepLettersDigitsSpaces(value).trim();
  if (name.length === 0) throw new ValidationError(message, { field });
  return name;
}

/** Price, discount and sizes as stored: paise, the server's own sale price, one row per size. */
function toVariantValues(variant: VariantFields): { values: VariantValues; stock: StockRow[] } {
  const sizes = new Set(variant.sizes.map((row) => row.size));
  if (sizes.size !== variant.sizes.length) {
    throw new ValidationError(PRODUCT_MESSAGES.sizeTwice, { field: "sizes" });
  }
  const video = variant.video.trim();
  if (video && !/^https?:\/\/[^\s<>"']+$/i.test(video)) {
    throw new ValidationError(PRODUCT_MESSAGES.badVideo, { field: "video" });
  }
  const regularPrice = rupeesToPaise(variant.regularPrice);
  return {
    values: {
      name: cleanName(variant.name, PRODUCT_MESSAGES.colourRequired, "name"),
      regularPrice,
      discountPercent: variant.discount,
      sellingPrice: salePricePaise(regularPrice, variant.discount),
      videoUrl: video || null,
    },
    stock: variant.sizes.map((row) => ({
      size: row.size,
      quantity: row.quantity,
      tooltip: row.tooltip,
      expected: row.expected,
    })),
  };
}

/**
 * Back-office products. Pictures and videos that a write lets go of are released (once no other
 * colour shows them); the route removes them after the write has succeeded.
 */
export function createProductsAdminService({ db }: { db: Database }) {
  const repository = createProductsAdminRepository(db);

  async function toProductValues(
    body: ProductSaveBody,
  ): Promise<{ values: ProductValues; subIds: number[] }> {
    const name = cleanName(body.name, PRODUCT_MESSAGES.nameRequired, "name");
    const subIds = [...new Set(body.sub_category)];
    const known = await repository.existingCategoryIds([body.category, ...subIds]);
    if (!known.has(body.category)) {
      throw new ValidationError(PRODUCT_MESSAGES.selectCategory, { field: "category" });
    }
    if (!subIds.every((id) => known.has(id))) {
      throw new ValidationError(PRODUCT_MESSAGES.selectSubCategory, { field: "sub_category" });
    }
    return {
      values: {
        name,
        description: sanitizeRichText(body.description),
        richDescription: sanitizeRichText(body.rich_description),
        categoryId: body.category,
        active: body.active === "Y",
        trending: body.trending === "Y",
        weightGrams: Math.round(body.weight * 1000),
        styleNo: body.style_no,
      },
      subIds,
    };
  }

  async function requireVariant(id: number) {
    const variant = await repository.findVariant(id);
    if (!variant) throw new NotFoundError(PRODUCT_MESSAGES.variantNotFound);
    return variant;
  }

  async function requireProduct(id: number) {
    if (!(await repository.productExists(id))) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  }

  /** Releases the files that nothing shows any more (a picture can be shared between colours). */
  async function releaseUnused(files: string[], release: ReleaseFiles) {
    const stillUsed = await repository.referencedFiles(files);
    release(files.filter((file) => !stillUsed.has(file)));
  }

  return {
    async listProducts(query: ProductListQuery) {
      const { total, rows } = await repository.listProducts({
        search: query.search || undefined,
        category: query.category,
        state: query.state,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        products: rows.map((row) => ({
          id: row.id as number,
          name: row.name,
          style_no: row.style_no,
          category: row.category,
          category_id: row.category_id,
          image: row.image,
          colours: row.colours,
          regular_price: row.regular_price === null ? null : paiseToRupees(row.regular_price),
          selling_price: row.selling_price === null ? null : paiseToRupees(row.selling_price),
          stock: row.stock,
          active: yesNo(row.active),
          trending: yesNo(row.trending),
          created: iso(row.created_at),
        })),
        totalCount: total,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    async getProduct(id: number): Promise<AdminProduct> {
      const found = await repository.findProduct(id);
      if (!found) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      const { product, subcategoryIds, variants, media: gallery, stock } = found;
      return {
        id: product.id,
        name: product.name,
        description: product.description,
        rich_description: product.richDescription,
        category: product.categoryId,
        sub_category: subcategoryIds,
        active: yesNo(product.active),
        trending: yesNo(product.trending),
        weight: product.weightGrams / 1000,
        style_no: product.styleNo,
        rating: product.rating,
        created: iso(product.createdAt),
        colorVariants: variants.map((variant) => ({
          id: variant.id,
          name: variant.name,
          regularPrice: paiseToRupees(variant.regularPrice),
          discount: variant.discountPercent,
          sellingPrice: paiseToRupees(variant.sellingPrice),
          video: variant.videoUrl ?? "",
          image: variant.image,
          gallery: gallery
            .filter((item) => item.variantId === variant.id)
            .map((item) => ({ id: item.id, file: item.file, kind: item.kind })),
          sizes: stock
            .filter((row) => row.variantId === variant.id)
            .sort((a, b) => (SIZE_ORDER.get(a.size) ?? 99) - (SIZE_ORDER.get(b.size) ?? 99))
            .map((row) => ({ size: row.size, quantity: row.quantity, tooltip: row.tooltip })),
        })),
      };
    },

    async createProduct(body: ProductSaveBody) {
      const { values, subIds } = await toProductValues(body);
      const id = await repository.insertProduct(values, subIds);
      return { id, message: PRODUCT_MESSAGES.created(id) };
    },

    async updateProduct(id: number, body: ProductSaveBody) {
      const { values, subIds } = await toProductValues(body);
      if (!(await repository.updateProduct(id, values, subIds)))
        throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      return { id, message: PRODUCT_MESSAGES.updated };
    },

    /** Adds a colour (variant_id absent) or updates one of this product's colours. */
    async saveVariant(productId: number, variantId: number | null | undefined, variant: VariantFields) {
      const { values, stock } = toVariantValues(variant);
      if (variantId == null) {
        await requireProduct(productId);
        const id = await repository.insertVariant(productId, values, stock, { image: null, gallery: [] });
        return { id, message: PRODUCT_MESSAGES.variantInserted };
      }
      const found = await requireVariant(variantId);
      if (found.productId !== productId) throw new NotFoundError(PRODUCT_MESSAGES.variantNotFound);
      await repository.updateVariant(variantId, values, stock);
      return { id: variantId, message: PRODUCT_MESSAGES.variantUpdated };
    },

    /** A new colour with its images in one multipart call (POST /api/admin/products/images). */
    async insertVariantWithMedia(
      productId: number,
      variant: VariantFields,
      files: { image: string | null; gallery: MediaFile[] },
    ) {
      const { values, stock } = toVariantValues(variant);
      await requireProduct(productId);
      const id = await repository.insertVariant(productId, values, stock, files);
      return { id, message: PRODUCT_MESSAGES.variantInserted };
    },

    async setVariantImage(variantId: number, file: string, release: ReleaseFiles) {
      const variant = await requireVariant(variantId);
      await repository.setVariantImage(variantId, file);
      if (variant.image) await releaseUnused([variant.image], release);
      return { id: variantId, message: PRODUCT_MESSAGES.variantImages };
    },

    async replaceGallery(variantId: number, gallery: MediaFile[], release: ReleaseFiles) {
      await requireVariant(variantId);
      const old = await repository.replaceGallery(variantId, gallery);
      await releaseUnused(old, release);
      return { id: variantId, message: PRODUCT_MESSAGES.variantImages };
    },

    async deleteVariant(id: number, release: ReleaseFiles) {
      const variant = await requireVariant(id);
      if ((await repository.firstVariantId(variant.productId)) === id) {
        throw new ValidationError(PRODUCT_MESSAGES.firstVariant);
      }
      const files = await repository.filesOfVariants([id]);
      await repository.deleteVariant(id);
      await releaseUnused(files, release);
      return { id, message: PRODUCT_MESSAGES.variantDeleted };
    },

    async deleteProducts(ids: number[], release: ReleaseFiles) {
      const unique = [...new Set(ids)];
      const files = await repository.filesOfVariants(await repository.variantIdsOfProducts(unique));
      const deleted = await repository.deleteProducts(unique);
      if (deleted.length === 0) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      await releaseUnused(files, release);
      return deleted;
    },

    async setActive(id: number, active: boolean) {
      if (!(await repository.setActive(id, active))) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      return { id, message: PRODUCT_MESSAGES.saved };
    },

    async exportCsv(): Promise<string> {
      const rows = await repository.listForExport();
      return toCsv(
        EXPORT_HEADER,
        rows.map((row) => [
          row.id,
          row.name,
          row.style_no,
          row.category,
          row.sub_categories ?? "",
          row.active ? "Published" : "Draft",
          row.trending ? "Yes" : "No",
          row.weight_grams / 1000,
          row.colours ?? "",
          row.regular_price === null ? "" : paiseToRupees(row.regular_price),
          row.discount_percent ?? "",
          row.selling_price === null ? "" : paiseToRupees(row.selling_price),
          row.stock,
          row.rating,
          iso(row.created_at).slice(0, 10),
        ]),
      );
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
