import type { Database } from "../../db/database";
import { NotFoundError } from "../../lib/errors";
import type { TaggedJson } from "../../lib/json-text";
import { createProductDetailRepository } from "./product-detail.repository";

const PRODUCT_NOT_FOUND = "Product not found";

export function createProductDetailService({ db }: { db: Database }) {
  const repository = createProductDetailRepository(db);

  return {
    /**
     * Everything the product page shows, as the answer's JSON text, opened on colour `colourId` when it
     * belongs to the product (an old link to a removed colour opens on the first colour instead of
     * failing). A draft, or a product without a colour (nothing to sell or show), is not found. With the
     * cache's tags: the product (its stock, its own edits) and its category (the related pieces are the
     * category's other products).
     */
    async getProductDetail(productId: number, colourId?: number): Promise<TaggedJson> {
      const found = await repository.detailJson(productId, colourId ?? null);
      if (found === null) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return { json: found.json, tags: [`p:${productId}`, `c:${found.categoryId}`] };
    },
  };
}

export type ProductDetailService = ReturnType<typeof createProductDetailService>;
