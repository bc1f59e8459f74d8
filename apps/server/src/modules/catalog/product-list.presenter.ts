import type { Tag } from "./catalog.tables";
import type { ProductListItem } from "./product-list.schemas";

/** One row of the card query in products.repository.ts (snake_case as PostgreSQL returns it). */
export type ProductCardRow = {
  product_id: number;
  variant_id: number;
  name: string;
  style_no: string;
  description: string;
  rich_description: string;
  weight_grams: number;
  rating: number;
  created_at: Date | string;
  active: boolean;
  category_id: number;
  category: string;
  tag: Tag;
  customization: boolean;
  customization_values: string[] | null;
  is_lehenga_waist: boolean;
  is_lehenga_length: boolean;
  is_height: boolean;
  is_sleeve_length: boolean;
  is_padding: boolean;
  is_saree_length: boolean;
  is_saree_waist: boolean;
  is_petti_coat: boolean;
  color: string;
  variant_image: string | null;
  video_url: string | null;
  regular_price: number;
  selling_price: number;
  images: string[] | null;
  video: string | null;
  sizes: string[] | null;
  quantity: number;
};

const rupees = (paise: number) => Math.round(paise) / 100;
const yesNo = (value: boolean) => (value ? "Y" : "N");

/** The one shape every product list answers with (category, search, trending, related). */
export function toProductListItem(row: ProductCardRow): ProductListItem {
  const images = row.images ?? [];
  return {
    id: row.product_id,
    product_id: row.product_id,
    parent_id: row.product_id,
    variant_id: row.variant_id,
    name: row.name,
    style_no: row.style_no,
    image: row.variant_image ?? images[0] ?? null,
    images,
    video: row.video ?? row.video_url ?? null,
    regular_price: rupees(row.regular_price),
    selling_price: rupees(row.selling_price),
    size: row.sizes ?? [],
    color: row.color,
    quantity: Number(row.quantity),
    weight: row.weight_grams,
    rating: Number(row.rating),
    category: row.category,
    category_id: row.category_id,
    tag: row.tag,
    description: row.description,
    rich_description: row.rich_description,
    created: new Date(row.created_at).toISOString(),
    active: yesNo(row.active),
    customization: yesNo(row.customization),
    customization_values: (row.customization_values ?? []).join(" ,, "),
    is_lehenga_waist: row.is_lehenga_waist,
    is_lehenga_length: row.is_lehenga_length,
    is_height: row.is_height,
    is_sleeve_length: row.is_sleeve_length,
    is_padding: row.is_padding,
    is_saree_length: row.is_saree_length,
    is_saree_waist: row.is_saree_waist,
    is_petti_coat: row.is_petti_coat,
  };
}
