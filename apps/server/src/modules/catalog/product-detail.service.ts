import { paiseToRupees } from "@boutique/shared/pricing/currency";
import { discountPercent } from "@boutique/shared/pricing/discount";
import type { ProductDetailResponse } from "@boutique/shared/schemas/product-detail";
import type { Database } from "../../db/database";
import { NotFoundError } from "../../lib/errors";
import { SIZES } from "./catalog.tables";
import { createProductDetailRepository } from "./product-detail.repository";

const PRODUCT_NOT_FOUND = "Product not found";
const SIZE_ORDER = new Map<string, number>(SIZES.map((size, index) => [size, index]));

type Media = ProductDetailResponse["colorVariants"][number]["image"][number];

export function createProductDetailService({ db }: { db: Database }) {
  const repository = createProductDetailRepository(db);

  return {
    /**
     * Everything the product page shows, opened on colour `colourId` when it belongs to the product
     * (an old link to a removed colour opens on the first colour instead of failing).
     */
    async getProductDetail(productId: number, colourId?: number): Promise<ProductDetailResponse> {
      const found = await repository.findActiveProduct(productId);
      if (!found) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const { product, category } = found;
      const [variants, media, stock, reviews, reviewSummary, related] = await Promise.all([
        repository.listVariants(productId),
        repository.listMedia(productId),
        repository.listStock(productId),
        repository.listVisibleReviews(productId),
        repository.summariseVisibleReviews(productId),
        repository.listRelated(productId, category.id),
      ]);
      // A product without a colour has nothing to sell or show.
      if (variants.length === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const selected = variants.find((variant) => variant.id === colourId) ?? variants[0];

      const stockOf = (variantId: number) => stock.filter((row) => row.variantId === variantId);
      const totalStock = (variantId: number) =>
        stockOf(variantId).reduce((sum, row) => sum + row.quantity, 0);
      const mediaOf = (variant: (typeof variants)[number]): Media[] => {
        const items: Media[] = media
          .filter((item) => item.variantId === variant.id)
          .map((item) => ({ id: item.id, image: item.file, type: item.kind }));
        // Older colours may carry only a cover or a video link, without gallery rows.
        if (variant.image && !items.some((item) => item.image === variant.image)) {
          items.unshift({ id: 0, image: variant.image, type: "image" });
        }
        if (variant.videoUrl && !items.some((item) => item.image === variant.videoUrl)) {
          items.push({ id: 0, image: variant.videoUrl, type: "video" });
        }
        return items;
      };
      const firstImage = mediaOf(selected).find((item) => item.type === "image")?.image ?? null;

      return {
        product: {
          id: product.id,
          product_id: product.id,
          variant_id: selected.id,
          name: product.name,
          style_no: product.styleNo,
          description: product.description,
          rich_description: product.richDescription,
          category: {
            id: category.id,
            name: category.name,
            tag: category.tag,
            kind: category.kind,
            has_sizes: category.hasSizes,
            customization: category.customization,
            customization_values: category.customizationValues,
            is_lehenga_waist: category.isLehengaWaist,
            is_lehenga_length: category.isLehengaLength,
            is_height: category.isHeight,
            is_sleeve_length: category.isSleeveLength,
            is_padding: category.isPadding,
            is_saree_length: category.isSareeLength,
            is_saree_waist: category.isSareeWaist,
            is_petti_coat: category.isPettiCoat,
          },
          tag: category.tag,
          color: selected.name,
          image: firstImage ?? selected.image,
          regular_price: paiseToRupees(selected.regularPrice),
          selling_price: paiseToRupees(selected.sellingPrice),
          discount: discountPercent(selected.regularPrice, selected.sellingPrice),
          quantity: totalStock(selected.id),
          // Kept equal to the visible reviews' mean by the reviews service, so the cards agree.
          rating: product.rating,
          review_count: reviewSummary.count,
          weight: product.weightGrams,
          active: "Y",
          created: product.createdAt.toISOString(),
        },
        sizes: stockOf(selected.id)
          .sort((a, b) => (SIZE_ORDER.get(a.size) ?? 99) - (SIZE_ORDER.get(b.size) ?? 99))
          .map((row) => ({ id: row.id, size: row.size, tooltip: row.tooltip, quantity: row.quantity })),
        colorVariants: variants.map((variant) => ({
          id: variant.id,
          name: variant.name,
          selling_price: paiseToRupees(variant.sellingPrice),
          regular_price: paiseToRupees(variant.regularPrice),
          discount: discountPercent(variant.regularPrice, variant.sellingPrice),
          quantity: totalStock(variant.id),
          image: mediaOf(variant),
        })),
        reviews: reviews.map((review) => ({
          id: review.id,
          name: review.firstName,
          last_name: review.lastName,
          review_date: review.createdAt.toISOString(),
          rating: review.rating,
          title: review.title,
          comment: review.message,
          image: review.media,
          media_type: review.mediaKind,
        })),
        related: related.map((row) => ({
          id: row.id,
          name: row.name,
          image: row.image,
          color: row.color,
          selling_price: paiseToRupees(row.sellingPrice),
          regular_price: paiseToRupees(row.regularPrice),
          discount: discountPercent(row.regularPrice, row.sellingPrice),
          rating: row.rating,
        })),
      };
    },
  };
}

export type ProductDetailService = ReturnType<typeof createProductDetailService>;
