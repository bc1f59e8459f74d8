import type { ProductDeliveryAnswer } from "@boutique/shared/schemas/delivery";
import type { ProductDetailResponse } from "@boutique/shared/schemas/product-detail";
import type { ProductSizeChartAnswer, SizeChart } from "@boutique/shared/schemas/size-chart";
import { ApiError, type ApiFetch, asList, requestJson } from "@storefront/lib/api-client";

/**
 * GET /api/products/{pid}[/{cid}] (spec §3 "Product detail response"): the product's page data, typed by the
 * shared answer schema; null when the shop has no such active product (404) or the id is malformed (400).
 */
export async function getProductDetail(
  api: ApiFetch,
  productId: number,
  colourId?: number,
): Promise<ProductDetailResponse | null> {
  const path = colourId ? `/api/products/${productId}/${colourId}` : `/api/products/${productId}`;
  try {
    return await requestJson<ProductDetailResponse>(api, path);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /api/products/{id}/size-chart: the chart the product's category (or a parent) keeps, or null. */
export async function getSizeChart(api: ApiFetch, productId: number): Promise<SizeChart | null> {
  return (await requestJson<ProductSizeChartAnswer>(api, `/api/products/${productId}/size-chart`)).chart;
}

/** GET /api/products/{id}/delivery?country=: the earliest days it arrives there (issue 27 §3). */
export function getDelivery(
  api: ApiFetch,
  productId: number,
  country: string,
): Promise<ProductDeliveryAnswer> {
  return requestJson<ProductDeliveryAnswer>(api, `/api/products/${productId}/delivery?country=${country}`);
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

/** The custom size page carries the product, colour and size in the URL so it survives a reload (architecture §1). */
export function customSizeHref(
  product: { name: string; id: number; variant_id?: number },
  size?: string | null,
): string {
  const query = new URLSearchParams({ id: String(product.id) });
  if (product.variant_id) query.set("color", String(product.variant_id));
  if (size) query.set("size", size);
  return `/CustomSize/${encodeURIComponent(product.name)}?${query}`;
}
