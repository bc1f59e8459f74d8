import { idParam } from "@boutique/shared/schemas/id";
import { PRODUCT_SIZES } from "@boutique/shared/schemas/product-admin";
import { PRODUCT_TAGS, PRODUCT_KINDS as SHARED_KINDS } from "@boutique/shared/schemas/product-detail";
import { z } from "zod";
import type { PRODUCT_KINDS, SIZES, TAGS } from "./catalog.tables";

/** A malformed id answers 400 with the not-found text: the product page shows "not found" for both. */
export const ProductDetailParams = z.object({ pid: idParam("Product not found") });

export const ProductColourParams = ProductDetailParams.extend({ cid: idParam("Colour not found") });

/**
 * The answer's schema is shared (@boutique/shared/schemas/product-detail); its tag, kind and size lists
 * must be the database's, value for value and in order. A list changed on one side only fails tsc here.
 */
const _sameListsAsTheDatabase: [typeof TAGS, typeof PRODUCT_KINDS, typeof SIZES] = [
  PRODUCT_TAGS,
  SHARED_KINDS,
  PRODUCT_SIZES,
];
