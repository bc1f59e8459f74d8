import { createHash } from "node:crypto";
import { paiseToRupees } from "@boutique/shared/pricing/currency";
import { type LineChoice, linePrice, pricedKindOf } from "@boutique/shared/pricing/line-price";
import {
  FABRIC_LENGTH_DEFAULT,
  TURBAN_FABRICS,
  TURBAN_LENGTH_DEFAULT,
} from "@boutique/shared/pricing/options";
import {
  type AddCartItemBody,
  CART_MESSAGES,
  type CartAnswer,
  type CartLine,
  type Customization,
  GuestCartItem,
  onlyAvailableMessage,
} from "@boutique/shared/schemas/cart";
import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { Size } from "../catalog/catalog.tables";
import { type CartLineRow, createCartRepository, type VariantForCart } from "./cart.repository";

/**
 * The choices that matter for this kind of product, with the defaults filled in, so the same
 * choice always hashes to the same line and the price never depends on a missing field.
 * Turbans default to the product page's 4.5 m, not the old cart's 1 m, which would undercharge.
 */
export function normaliseCustomization(kind: string, input: Customization): Record<string, unknown> {
  const { turbanLength, Pico, Fabric, fabricLength, ...rest } = input;
  const priced = pricedKindOf(kind);
  if (priced === "turban") {
    return {
      ...rest,
      turbanLength: turbanLength ?? TURBAN_LENGTH_DEFAULT,
      Pico: Pico ?? 0,
      Fabric: Fabric ?? TURBAN_FABRICS[0],
    };
  }
  if (priced === "fabric") return { ...rest, fabricLength: fabricLength ?? FABRIC_LENGTH_DEFAULT };
  return rest;
}

/** Same keys in any order give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function hashCustomization(customization: Record<string, unknown>): string {
  return createHash("sha256").update(canonicalJson(customization)).digest("hex");
}

function choiceOf(kind: string, customization: Record<string, unknown>): LineChoice {
  const priced = pricedKindOf(kind);
  if (priced === "turban") {
    return {
      kind: "turban",
      lengthMetres: Number(customization.turbanLength ?? TURBAN_LENGTH_DEFAULT),
      pico: customization.Pico === 1,
    };
  }
  if (priced === "fabric") {
    return { kind: "fabric", metres: Number(customization.fabricLength ?? FABRIC_LENGTH_DEFAULT) };
  }
  return { kind: "piece" };
}

/** The price of one unit of a cart line's chosen options, integer paise. */
export function cartLineUnitPaise(
  row: Pick<CartLineRow, "selling_price" | "kind" | "customization">,
): number {
  return linePrice(row.selling_price, choiceOf(row.kind, row.customization));
}

function toCartLine(row: CartLineRow): CartLine {
  const unit = cartLineUnitPaise(row);
  return {
    cart_id: row.cart_id,
    id: row.variant_id,
    product_id: row.product_id,
    name: row.name,
    image: row.image,
    category: row.category,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    // A product taken off sale can no longer be bought, whatever its stock row says.
    available_quantity: row.active ? Number(row.available) : 0,
    selling_price: paiseToRupees(row.selling_price),
    line_price: paiseToRupees(unit * row.quantity),
    weight: row.weight_grams,
    customization: row.customization,
  };
}

/** The size a line is for: the one asked, or the only one a one-size item has. */
function resolveSize(variant: VariantForCart, size: string | undefined): Size {
  if (size) return size as Size;
  const sizes = Object.keys(variant.stock);
  if (sizes.length === 1) return sizes[0] as Size;
  if (sizes.length === 0) return "Free";
  throw new ValidationError(CART_MESSAGES.selectSize);
}

/** The signed-in customer's cart. Prices always come from the catalogue, never from the client. */
export function createCartService({ db }: { db: Database }) {
  const repository = createCartRepository(db);

  async function findSellableVariant(variantId: number): Promise<VariantForCart> {
    const variant = await repository.findVariant(variantId);
    if (!variant?.active) throw new NotFoundError(CART_MESSAGES.productNotFound);
    return variant;
  }

  async function listCart(userId: number): Promise<CartAnswer> {
    return { data: (await repository.listLines(userId)).map(toCartLine) };
  }

  async function findOwnLine(userId: number, lineId: number): Promise<CartLineRow> {
    const [line] = await repository.listLines(userId, lineId);
    if (!line) throw new NotFoundError(CART_MESSAGES.lineNotFound);
    return line;
  }

  return {
    listCart,

    /** One piece of a colour and size; the same line again is left as it is (spec §4). */
    async addCartItem(userId: number, variantId: number, body: AddCartItemBody): Promise<CartAnswer> {
      const variant = await findSellableVariant(variantId);
      const size = resolveSize(variant, body.size);
      const available = variant.stock[size] ?? 0;
      if (available < 1) throw new ValidationError(onlyAvailableMessage(available));
      const customization = normaliseCustomization(variant.kind, body.customization);
      const cartId = await repository.ensureCart(userId);
      await repository.insertLine({
        cartId,
        variantId,
        size,
        quantity: 1,
        customization,
        customizationHash: hashCustomization(customization),
      });
      return { ...(await listCart(userId)), message: CART_MESSAGES.added };
    },

    /** Plus one, only while the stock allows (spec §5). */
    async incrementCartLine(userId: number, lineId: number): Promise<CartAnswer> {
      const line = await findOwnLine(userId, lineId);
      const available = line.active ? Number(line.available) : 0;
      if (line.quantity >= available || !(await repository.incrementLine(lineId))) {
        throw new ValidationError(onlyAvailableMessage(available));
      }
      return { ...(await listCart(userId)), message: CART_MESSAGES.updated };
    },

    /** Minus one, never below one: removing is its own call. */
    async decrementCartLine(userId: number, lineId: number): Promise<CartAnswer> {
      await findOwnLine(userId, lineId);
      await repository.decrementLine(lineId);
      return { ...(await listCart(userId)), message: CART_MESSAGES.updated };
    },

    async removeCartLine(userId: number, lineId: number): Promise<CartAnswer> {
      if (!(await repository.deleteLine(userId, lineId))) {
        throw new NotFoundError(CART_MESSAGES.lineNotFound);
      }
      return { ...(await listCart(userId)), message: CART_MESSAGES.removed };
    },

    /**
     * The guest's browser cart joins the server cart on sign-in. Lines that fail validation, name an
     * unknown or draft product, or a sold-out size are skipped; quantities are capped at stock and
     * identical lines add up (still capped).
     */
    async mergeGuestCart(userId: number, items: readonly unknown[]) {
      let merged = 0;
      const skipped: { index: number; reason: string }[] = [];
      let cartId: number | null = null;
      for (const [index, raw] of items.entries()) {
        const parsed = GuestCartItem.safeParse(raw);
        if (!parsed.success) {
          skipped.push({ index, reason: parsed.error.issues[0]?.message ?? "invalid" });
          continue;
        }
        const item = parsed.data;
        const variant = await repository.findVariant(item.id);
        if (!variant?.active) {
          skipped.push({ index, reason: CART_MESSAGES.productNotFound });
          continue;
        }
        const size =
          item.size ?? (Object.keys(variant.stock).length === 1 ? resolveSize(variant, undefined) : null);
        const available = size ? (variant.stock[size] ?? 0) : 0;
        if (!size || available < 1) {
          skipped.push({ index, reason: size ? onlyAvailableMessage(available) : CART_MESSAGES.selectSize });
          continue;
        }
        const customization = normaliseCustomization(variant.kind, item.customization);
        const customizationHash = hashCustomization(customization);
        const quantity = Math.min(item.quantity, available);
        cartId ??= await repository.ensureCart(userId);
        const inserted = await repository.insertLine({
          cartId,
          variantId: variant.variant_id,
          size,
          quantity,
          customization,
          customizationHash,
        });
        if (!inserted) {
          await repository.addToLineQuantity(
            cartId,
            variant.variant_id,
            size,
            customizationHash,
            quantity,
            available,
          );
        }
        merged += 1;
      }
      return { merged, skipped };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

declare module "fastify" {
  interface FastifyInstance {
    cartService: CartService;
  }
}
