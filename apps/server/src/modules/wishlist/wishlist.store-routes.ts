import { VariantParams, WishlistAnswer, WishlistBody } from "@boutique/shared/schemas/cart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type SessionUser, signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const failures = { 400: Failure, 401: Failure, 404: Failure };
const user = { access: "user" } as const;
/** Writes only the shopper's own rows, never a catalogue answer: the read cache stays (decision 010). */
const userWrite = { ...user, cacheAreas: [] } as const;
const VARIANT_ID = "`:id` is the colour variant id.";

/** The signed-in customer's wishlist (spec §7); PUT moves an item to the cart. */
export default async function wishlistStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const wishlist = app.wishlistService;
  const userId = (request: { user: SessionUser | null }) => signedInUser(request).id;

  app.get(
    "/api/items/wishlist",
    {
      config: user,
      schema: {
        tags: ["wishlist"],
        summary: "Your wishlist",
        description: "selling_price in rupees.",
        response: { 200: WishlistAnswer, 401: Failure },
      },
    },
    (request) => wishlist.listWishlist(userId(request)),
  );

  app.post(
    "/api/items/wishlist/:id",
    {
      config: userWrite,
      schema: {
        tags: ["wishlist"],
        summary: "Save a colour variant",
        description: `${VARIANT_ID} The same one again is ignored; 404 for an unknown or draft product. The body (optional) may name a size.`,
        params: VariantParams,
        body: WishlistBody,
        response: { 200: WishlistAnswer, ...failures },
      },
    },
    (request) => wishlist.addWishlistItem(userId(request), request.params.id, request.body),
  );

  app.delete(
    "/api/items/wishlist/:id",
    {
      config: userWrite,
      schema: {
        tags: ["wishlist"],
        summary: "Remove a saved colour",
        description: `${VARIANT_ID} 404 when it is not on your wishlist.`,
        params: VariantParams,
        response: { 200: WishlistAnswer, ...failures },
      },
    },
    (request) => wishlist.removeWishlistItem(userId(request), request.params.id),
  );

  app.put(
    "/api/items/wishlist/:id",
    {
      config: userWrite,
      schema: {
        tags: ["wishlist"],
        summary: "Move a saved colour to the cart",
        description: `${VARIANT_ID} Adds one piece to the cart (the saved size, or the body's size), then removes it from the wishlist; answers the remaining wishlist. When the cart refuses (sold out: 'Only 0 quantity available.') the wishlist is unchanged.`,
        params: VariantParams,
        body: WishlistBody,
        response: { 200: WishlistAnswer, ...failures },
      },
    },
    (request) => wishlist.moveWishlistItemToCart(userId(request), request.params.id, request.body),
  );
}
