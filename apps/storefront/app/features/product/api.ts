import { ApiError, type ApiFetch, asList, requestJson } from "@storefront/lib/api-client";

/** GET /api/products/{pid}[/{cid}] (spec §3 "Product detail response"); rupee amounts as the API shows them. */
export type ProductCategory = {
  id: number;
  name: string;
  tag: string;
  kind: "garment" | "turban" | "fabric" | "dupatta" | "jewellery" | "bag";
  has_sizes: boolean;
  customization: boolean;
  customization_values: string[];
  is_lehenga_waist: boolean;
  is_lehenga_length: boolean;
  is_height: boolean;
  is_sleeve_length: boolean;
  is_padding: boolean;
  is_saree_length: boolean;
  is_saree_waist: boolean;
  is_petti_coat: boolean;
};

export type Product = {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  style_no: string;
  description: string;
  rich_description: string;
  category: ProductCategory;
  tag: string;
  color: string;
  image: string | null;
  regular_price: number;
  selling_price: number;
  discount: number;
  quantity: number;
  rating: number;
  review_count: number;
  weight: number;
  created: string;
};

export type SizeRow = { id: number; size: string; tooltip: string; quantity: number };
export type MediaItem = { id: number; image: string; type: "image" | "video" };
export type ColourVariant = {
  id: number;
  name: string;
  selling_price: number;
  regular_price: number;
  discount: number;
  quantity: number;
  image: MediaItem[];
};
export type Review = {
  id: number;
  name: string;
  last_name: string;
  review_date: string;
  rating: number;
  title: string;
  comment: string;
  image: string | null;
  media_type: "image" | "video" | null;
};
export type RelatedProduct = {
  id: number;
  name: string;
  image: string | null;
  color: string;
  selling_price: number;
  regular_price: number;
  discount: number;
  rating: number;
};

export type ProductDetail = {
  product: Product;
  related: RelatedProduct[];
  reviews: Review[];
  sizes: SizeRow[];
  colorVariants: ColourVariant[];
};

/** The product's page data, or null when the shop has no such active product (404). */
export async function getProductDetail(
  api: ApiFetch,
  productId: number,
  colourId?: number,
): Promise<ProductDetail | null> {
  const path = colourId ? `/api/products/${productId}/${colourId}` : `/api/products/${productId}`;
  try {
    return await requestJson<ProductDetail>(api, path);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /api/dollar: rupees per dollar from the first item's value. */
export async function getDollarRate(api: ApiFetch): Promise<number | null> {
  const first = asList<{ value?: unknown }>(await requestJson<unknown>(api, "/api/dollar"))[0];
  const value = Number(first?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Spec route: /singleproduct/{name}/p/{product_id}[/{colour id}]. */
export function productHref(product: { name: string; id: number }, colourId?: number): string {
  const base = `/singleproduct/${encodeURIComponent(product.name)}/p/${product.id}`;
  return colourId ? `${base}/${colourId}` : base;
}

/** Spec route of the category page: /category/{cat}/{id}. */
export function categoryHref(category: { name: string; id: number }): string {
  return `/category/${encodeURIComponent(category.name)}/${category.id}`;
}

/** The custom size page carries the product, colour and size in the URL so it survives a reload (DESIGN §1). */
export function customSizeHref(
  product: { name: string; id: number; variant_id?: number },
  size?: string | null,
): string {
  const query = new URLSearchParams({ id: String(product.id) });
  if (product.variant_id) query.set("color", String(product.variant_id));
  if (size) query.set("size", size);
  return `/CustomSize/${encodeURIComponent(product.name)}?${query}`;
}
