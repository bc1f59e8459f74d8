import {
  AddCartItemBody,
  CART_QUOTE_MAX_ITEMS,
  CartAnswer,
  CartLineParams,
  CartQuoteAnswer,
  CartQuoteBody,
  VariantParams,
} from "@boutique/shared/schemas/cart";
import {
  CartShareAnswer,
  CartShareBody,
  SharedCartAnswer,
  SharedCartParams,
} from "@boutique/shared/schemas/cart-share";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type SessionUser, signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 404: Failure };
const user = { access: "user" } as const;
/** Writes only the shopper's own rows, never a catalogue answer: the read cache stays (decision 010). */
const userWrite = { ...user, cacheAreas: [] } as const;
const LINE_ID =
  "`:id` is the cart line id (`cart_id` in GET /api/items/cart), not the variant id; 404 when the line is not in your cart.";
/** A link per share: enough for a shopper trying again, not for filling the table. */
const CART_SHARE_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;
/** Reads only, for anyone; a guest's page asks again after each change to the browser cart, so the limit is loose. */
export const CART_QUOTE_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
const TOTALS =
  "totals: subtotal, shipping within India by the shop's rule (decision 007; checkout quotes the address) and total in rupees, with dollars at dollar_rate.";

/** The signed-in customer's cart (spec §7). Guests keep theirs in the browser until they sign in. */
export default async function cartStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const userId = (request: { user: SessionUser | null }) => signedInUser(request).id;

  app.get(
    "/api/items/cart",
    {
      config: user,
      schema: {
        tags: ["cart"],
        summary: "Your cart lines, priced from the catalogue",
        description: `selling_price is the catalogue price (a piece, or a metre), unit_price one unit of the chosen options (turbans by length plus stitching, fabrics by metres) and line_price the line total, all in rupees. ${TOTALS} Every answer of the cart calls below carries the same.`,
        response: { 200: CartAnswer, 401: Failure },
      },
    },
    (request) => app.cartService.listCart(userId(request)),
  );

  app.post(
    "/api/items/cart/quote",
    {
      // Prices what it is sent and writes nothing: the read cache stays (decision 010).
      config: { access: "public", cacheAreas: [], rateLimit: CART_QUOTE_RATE_LIMIT },
      schema: {
        tags: ["cart"],
        summary: "Price a guest's browser cart as the server cart is priced",
        description: `cart_items are the guest's lines as POST /api/login takes them (GuestCartItem: id is the colour variant id, size, quantity, customization), at most ${CART_QUOTE_MAX_ITEMS}; any other field, a price above all, is refused. The answer has the lines and totals GET /api/items/cart would show for them, with cart_id the item's position; unknown or draft products and sized items without a size are listed in skipped. ${TOTALS}`,
        body: CartQuoteBody,
        response: { 200: CartQuoteAnswer, 400: Failure, 429: Failure },
      },
    },
    (request) => app.cartService.quoteGuestCart(request.body.cart_items),
  );

  app.post(
    "/api/items/cart/:id",
    {
      config: userWrite,
      schema: {
        tags: ["cart"],
        summary: "Add one piece of a colour variant",
        description:
          "`:id` is the colour variant id. The quantity is always 1; the same variant, size and customisation again is ignored. 400 'Only 0 quantity available.' for a sold-out size; 404 for an unknown or draft product.",
        params: VariantParams,
        body: AddCartItemBody,
        response: { 200: CartAnswer, ...failures },
      },
    },
    (request) => app.cartService.addCartItem(userId(request), request.params.id, request.body),
  );

  app.put(
    "/api/items/cart/i/:id",
    {
      config: userWrite,
      schema: {
        tags: ["cart"],
        summary: "One more piece on a line",
        description: `${LINE_ID} 400 'Only {n} quantity available.' at the stock.`,
        params: CartLineParams,
        response: { 200: CartAnswer, ...failures },
      },
    },
    (request) => app.cartService.incrementCartLine(userId(request), request.params.id),
  );

  app.put(
    "/api/items/cart/d/:id",
    {
      config: userWrite,
      schema: {
        tags: ["cart"],
        summary: "One piece fewer on a line (stops at 1)",
        description: LINE_ID,
        params: CartLineParams,
        response: { 200: CartAnswer, ...failures },
      },
    },
    (request) => app.cartService.decrementCartLine(userId(request), request.params.id),
  );

  app.delete(
    "/api/items/cart/:id",
    {
      config: userWrite,
      schema: {
        tags: ["cart"],
        summary: "Remove a line",
        description: LINE_ID,
        params: CartLineParams,
        response: { 200: CartAnswer, ...failures },
      },
    },
    (request) => app.cartService.removeCartLine(userId(request), request.params.id),
  );

  app.post(
    "/api/cart/share",
    {
      // Stores a link's lines and writes no kept answer; anyone may share a cart, a few times a minute.
      config: { access: "public", cacheAreas: [], rateLimit: CART_SHARE_RATE_LIMIT },
      schema: {
        tags: ["cart"],
        summary: "Send the cart as a link (WhatsApp): the message, the link and wa.me's address",
        description:
          "cart_items as POST /api/items/cart/quote takes them (a signed-in cart's lines too). The server prices them; the link opens the same lines, priced then, for anyone who has it, until cart_share_days pass. Nothing of the account is in the link.",
        body: CartShareBody,
        response: { 200: CartShareAnswer, 400: Failure, 429: Failure },
      },
    },
    (request) => app.cartShare.share(request.body.cart_items, request.user?.id ?? null),
  );

  app.get(
    "/api/cart/shared/:token",
    {
      config: { access: "public", cacheAreas: [] },
      schema: {
        tags: ["cart"],
        summary: "The lines of a cart link, priced now, to put in a cart",
        description:
          "404 'This cart link is not valid.'; 410 'This cart link has expired. Ask for a new one.'",
        params: SharedCartParams,
        response: { 200: SharedCartAnswer, 400: Failure, 404: Failure, 410: Failure },
      },
    },
    (request) => app.cartShare.open(request.params.token),
  );
}
