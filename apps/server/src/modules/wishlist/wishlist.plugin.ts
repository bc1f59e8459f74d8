import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createWishlistService, type WishlistService } from "./wishlist.service";

declare module "fastify" {
  interface FastifyInstance {
    wishlistService: WishlistService;
  }
}

/** The signed-in customer's wishlist, built once on the shared cart service (moving an item to the cart). */
export default fp(
  async function wishlistService(app: FastifyInstance) {
    app.decorate("wishlistService", createWishlistService({ db: app.db, cart: app.cartService }));
  },
  { name: "wishlist-service", dependencies: ["db", "services"] },
);
