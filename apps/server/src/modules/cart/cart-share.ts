import { createHash, randomBytes } from "node:crypto";
import { formatRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import type { CartQuoteBody } from "@boutique/shared/schemas/cart";
import type { CartShareAnswer, SharedCartAnswer } from "@boutique/shared/schemas/cart-share";
import { CART_SHARE_MESSAGES } from "@boutique/shared/schemas/cart-share-words";
import { describeChoices, measurementsOf } from "@boutique/shared/schemas/order-lifecycle-words";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { GoneError, NotFoundError, ValidationError } from "../../lib/errors";
import { readSettings } from "../settings/settings.repository";
import { createCartRepository } from "./cart.repository";
import type { CartService } from "./cart.service";
import { sharedCarts } from "./cart.tables";

type Deps = { db: Database; cartService: CartService; publicUrl: string };
type Line = SharedCartAnswer["data"][number];

/** Days an expired link is kept, so following it says "expired" rather than "not found". */
export const SHARED_CART_KEPT_DAYS = 30;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** One line of the message: name, colour, size, what is made to measure, quantity and price. */
function lineText(line: Line, index: number): string {
  const measurements = measurementsOf(line.customization);
  const choices = describeChoices(line.customization).map((choice) => `${choice.label} ${choice.value}`);
  const parts = [
    line.name,
    line.color,
    line.size && line.size !== "Free" ? `Size ${line.size}` : "",
    measurements.length > 0
      ? `made to measure (${measurements.map((m) => `${m.name} ${m.inches} in`).join(", ")})`
      : "",
    ...choices,
    `Qty ${line.quantity}`,
    rupees(line.line_price),
  ];
  return `${index + 1}. ${parts.filter(Boolean).join(" · ")}`;
}

/**
 * The cart as a link (issue 26 §2): the lines are stored under a random token (only its hash is kept), the
 * message lists them with the total and the link, and wa.me opens it to the shop's WhatsApp number. The
 * link opens the same lines priced now, for anyone who has it, until it expires (setting cart_share_days).
 */
export function createCartShare({ db, cartService, publicUrl }: Deps) {
  return {
    async share(items: CartQuoteBody["cart_items"], userId: number | null): Promise<CartShareAnswer> {
      const quote = await cartService.quoteGuestCart(items);
      if (quote.data.length === 0) throw new ValidationError(CART_SHARE_MESSAGES.empty);
      const kept = items.filter((_, index) => !quote.skipped.some((skip) => skip.index === index));
      const settings = await readSettings(db, ["cart_share_days", "shop_whatsapp", "supplier_name"] as const);
      const days = Math.max(1, Number.parseInt(settings.cart_share_days, 10) || 7);
      const expiresAt = new Date(Date.now() + days * 86_400_000);
      const token = randomBytes(18).toString("base64url");
      await db.insert(sharedCarts).values({ tokenHash: hashToken(token), items: kept, userId, expiresAt });
      const url = `${publicUrl}/cart/shared/${token}`;
      const text = [
        `Hello ${settings.supplier_name}, I would like to order:`,
        ...quote.data.map(lineText),
        `Total: ${rupees(quote.totals.total)}`,
        `My cart (open until ${expiresAt.toISOString().slice(0, 10)}): ${url}`,
      ].join("\n");
      const number = settings.shop_whatsapp.replace(/\D/g, "");
      return {
        url,
        text,
        whatsapp_url: number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * Links expired a month ago are deleted (the jobs): until then an old link says it expired (410), and
     * after it nothing of the cart is kept. Answers how many went.
     */
    async deleteExpired(): Promise<number> {
      const gone = await db
        .delete(sharedCarts)
        .where(lt(sharedCarts.expiresAt, sql`now() - make_interval(days => ${SHARED_CART_KEPT_DAYS})`))
        .returning({ id: sharedCarts.id });
      return gone.length;
    },

    /** The lines behind a link, priced now; an unknown token is 404, an expired one 410. */
    async open(token: string): Promise<SharedCartAnswer> {
      const [row] = await db
        .select()
        .from(sharedCarts)
        .where(eq(sharedCarts.tokenHash, hashToken(token)));
      if (!row) throw new NotFoundError(CART_SHARE_MESSAGES.notValid);
      if (row.expiresAt.getTime() <= Date.now()) throw new GoneError(CART_SHARE_MESSAGES.expired);
      const items = row.items as CartQuoteBody["cart_items"];
      const [quote, variants] = await Promise.all([
        cartService.quoteGuestCart(items),
        createCartRepository(db).findVariantsForQuote([...new Set(items.map((item) => item.id))]),
      ]);
      const kinds = new Map(variants.map((variant) => [variant.variant_id, variant.kind]));
      return {
        ...quote,
        expires_at: row.expiresAt.toISOString(),
        cart_items: items.map((item) => ({
          id: item.id,
          ...(item.size ? { size: item.size } : {}),
          quantity: item.quantity,
          customization: item.customization as Record<string, unknown>,
          kind: kinds.get(item.id) ?? "garment",
        })),
      };
    },
  };
}

export type CartShare = ReturnType<typeof createCartShare>;
