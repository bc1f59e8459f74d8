import { createHash } from "node:crypto";
import { paiseToDollarCents, paiseToRupees } from "@boutique/shared/pricing/currency";
import { lineChoiceOf, withLineDefaults } from "@boutique/shared/pricing/line-choice";
import { linePrice } from "@boutique/shared/pricing/line-price";
import { type OrderTotals, orderTotals } from "@boutique/shared/pricing/order-totals";
import { stockPerUnit, unitsInStock } from "@boutique/shared/pricing/stock-units";
import {
  type AddCartItemBody,
  CART_MESSAGES,
  type CartAnswer,
  type CartLine,
  type CartQuoteAnswer,
  type CartQuoteBody,
  type CartTotals,
  GuestCartItem,
  onlyAvailableMessage,
} from "@boutique/shared/schemas/cart";
import { isMadeToMeasure } from "@boutique/shared/schemas/order-lifecycle-words";
import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { Size } from "../catalog/catalog.tables";
import { parcelDates, presentDates } from "../delivery/delivery.service";
import type { SettingsService } from "../settings/settings.service";
import { type CartLineRow, createCartRepository, type VariantForCart } from "./cart.repository";
import type { CartShare } from "./cart-share";

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

/** The price of one unit of a cart line's chosen options, integer paise. */
export function cartLineUnitPaise(
  row: Pick<CartLineRow, "selling_price" | "kind" | "customization">,
): number {
  return linePrice(row.selling_price, lineChoiceOf(row.kind, row.customization));
}

/**
 * Whole units of a line its stock row still holds: pieces, or cuts of the line's length for goods sold by
 * length, whose rows are metres (decision 040).
 */
function unitsLeft(row: Pick<CartLineRow, "kind" | "customization" | "available">): number {
  return unitsInStock(Number(row.available), stockPerUnit(row.kind, row.customization));
}

function toCartLine(row: CartLineRow, unitPaise: number): CartLine {
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
    available_quantity: row.active ? unitsLeft(row) : 0,
    selling_price: paiseToRupees(row.selling_price),
    unit_price: paiseToRupees(unitPaise),
    line_price: paiseToRupees(unitPaise * row.quantity),
    weight: row.weight_grams,
    customization: row.customization,
  };
}

/** The paise of orderTotals become the answer's rupees and dollars only here, at the edge. */
function presentCartTotals(totals: OrderTotals, dollarRatePaise: number): CartTotals {
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    subtotal_usd: paiseToDollarCents(totals.subtotalPaise, dollarRatePaise) / 100,
    shipping: paiseToRupees(totals.shippingPaise),
    total: paiseToRupees(totals.totalPaise),
    total_usd: totals.totalUsdCents / 100,
    dollar_rate: dollarRatePaise / 100,
  };
}

/** The one size of a one-size item ("Free" when no size is stocked); null when there are several. */
function onlySize(stock: Record<string, number>): Size | null {
  const sizes = Object.keys(stock);
  if (sizes.length === 1) return sizes[0] as Size;
  return sizes.length === 0 ? "Free" : null;
}

/** The size a line is for: the one asked, or the only one a one-size item has. */
function resolveSize(variant: VariantForCart, size: string | undefined): Size {
  if (size) return size as Size;
  const only = onlySize(variant.stock);
  if (!only) throw new ValidationError(CART_MESSAGES.selectSize);
  return only;
}

/** What the cart reads of the site settings: the domestic shipping rule and the dollar rate. */
export type CartSettings = Pick<SettingsService, "getCartPricing">;

/**
 * The signed-in customer's cart, and the price of a guest's. Prices always come from the catalogue,
 * never from the client; totals from the shared orderTotals with the shop's domestic shipping rule.
 */
export function createCartService({ db, settings }: { db: Database; settings: CartSettings }) {
  const repository = createCartRepository(db);

  /** The lines and their totals: what the cart page and the Buy Now summary show. */
  async function priceLines(
    rows: CartLineRow[],
    pricing?: Awaited<ReturnType<CartSettings["getCartPricing"]>>,
  ): Promise<{ data: CartLine[]; totals: CartTotals }> {
    const { rule, dollarRatePaise } = pricing ?? (await settings.getCartPricing());
    const priced = rows.map((row) => ({ row, unitPaise: cartLineUnitPaise(row) }));
    const totals = orderTotals({
      lines: priced.map(({ row, unitPaise }) => ({
        unitPaise,
        quantity: row.quantity,
        weightGrams: row.weight_grams,
      })),
      coupon: null,
      shipping: { kind: "domestic", rule },
      dollarRatePaise,
    });
    // The earliest delivery in India for these lines (issue 27 §3); checkout gives the address's.
    const parcel =
      rows.length === 0
        ? null
        : await parcelDates(
            db,
            rows.map((row) => ({
              productId: row.product_id,
              madeToMeasure: isMadeToMeasure(row.customization),
            })),
            "IN",
          );
    return {
      data: priced.map(({ row, unitPaise }) => toCartLine(row, unitPaise)),
      totals: {
        ...presentCartTotals(totals, dollarRatePaise),
        delivery: parcel && presentDates(parcel.dates),
      },
    };
  }

  async function findSellableVariant(variantId: number): Promise<VariantForCart> {
    const variant = await repository.findVariant(variantId);
    if (!variant?.active) throw new NotFoundError(CART_MESSAGES.productNotFound);
    return variant;
  }

  async function listCart(userId: number): Promise<CartAnswer> {
    // Side by side: a cart answer after a change costs one round trip, not two (bench/README.md, numbers of 2026-11-29).
    const [rows, pricing] = await Promise.all([repository.listLines(userId), settings.getCartPricing()]);
    return priceLines(rows, pricing);
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
      const customization = withLineDefaults(variant.kind, body.customization);
      if (unitsInStock(available, stockPerUnit(variant.kind, customization)) < 1) {
        throw new ValidationError(onlyAvailableMessage(available));
      }
      const line = {
        variantId,
        size,
        quantity: 1,
        customization,
        customizationHash: hashCustomization(customization),
      };
      // Nothing added: the same line is there (then this changes nothing), or the cart was just made by a
      // parallel request this statement could not see yet (then it goes in now).
      if (!(await repository.addLine({ userId, ...line }))) {
        await repository.insertLine({ cartId: await repository.ensureCart(userId), ...line });
      }
      return { ...(await listCart(userId)), message: CART_MESSAGES.added };
    },

    /** Plus one, only while the stock allows (spec §5). */
    async incrementCartLine(userId: number, lineId: number): Promise<CartAnswer> {
      const line = await findOwnLine(userId, lineId);
      const units = line.active ? unitsLeft(line) : 0;
      const perUnit = stockPerUnit(line.kind, line.customization);
      if (line.quantity >= units || !(await repository.incrementLine(lineId, perUnit))) {
        throw new ValidationError(onlyAvailableMessage(line.active ? Number(line.available) : 0));
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
     * identical lines add up (still capped). `atLeast` puts lines back instead (a reminder's link): a line
     * already in the cart keeps the larger of the two quantities.
     */
    async mergeGuestCart(userId: number, items: readonly unknown[], mode: "add" | "atLeast" = "add") {
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
        const size = item.size ?? (Object.keys(variant.stock).length === 1 ? onlySize(variant.stock) : null);
        const available = size ? (variant.stock[size] ?? 0) : 0;
        const customization = withLineDefaults(variant.kind, item.customization);
        const units = unitsInStock(available, stockPerUnit(variant.kind, customization));
        if (!size || units < 1) {
          skipped.push({ index, reason: size ? onlyAvailableMessage(available) : CART_MESSAGES.selectSize });
          continue;
        }
        const customizationHash = hashCustomization(customization);
        const quantity = Math.min(item.quantity, units);
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
            units,
            mode,
          );
        }
        merged += 1;
      }
      return { merged, skipped };
    },

    /**
     * A guest's browser cart priced as the signed-in cart is: the same lines and totals, item by item in
     * the order sent (cart_id is the position). Unknown and draft products, and sized items sent without a
     * size, are listed in skipped; a sold-out size is priced and shows available_quantity 0, as in a cart.
     */
    async quoteGuestCart(items: CartQuoteBody["cart_items"]): Promise<CartQuoteAnswer> {
      const found = await repository.findVariantsForQuote([...new Set(items.map((item) => item.id))]);
      const variants = new Map(found.map((variant) => [variant.variant_id, variant]));
      const rows: CartLineRow[] = [];
      const skipped: CartQuoteAnswer["skipped"] = [];
      for (const [index, item] of items.entries()) {
        const variant = variants.get(item.id);
        if (!variant?.active) {
          skipped.push({ index, reason: CART_MESSAGES.productNotFound });
          continue;
        }
        const { stock, ...product } = variant;
        const size = item.size ?? onlySize(stock);
        if (!size) {
          skipped.push({ index, reason: CART_MESSAGES.selectSize });
          continue;
        }
        rows.push({
          ...product,
          cart_id: index,
          size,
          quantity: item.quantity,
          available: stock[size] ?? 0,
          customization: withLineDefaults(variant.kind, item.customization),
        });
      }
      return { ...(await priceLines(rows)), skipped };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

declare module "fastify" {
  interface FastifyInstance {
    cartService: CartService;
    cartShare: CartShare;
  }
}
