import { AddCartItemBody, CartAnswer, CartLineParams, VariantParams } from "@boutique/shared/schemas/cart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type SessionUser, signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 404: Failure };
const user = { access: "user" } as const;
/** Writes only the shopper's own rows, never a catalogue answer: the read cache stays (decision 010). */
const userWrite = { ...user, keepsCatalogCache: true } as const;
const LINE_ID =
  "`:id` is the cart line id (`cart_id` in GET /api/items/cart), not the variant id; 404 when the line is not in your cart.";

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
        description:
          "selling_price is the unit price and line_price the line total (turbans by length plus stitching, fabrics by metres), both in rupees.",
        response: { 200: CartAnswer, 401: Failure },
      },
    },
    (request) => app.cartService.listCart(userId(request)),
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
}
