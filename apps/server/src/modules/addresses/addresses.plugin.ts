import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type AddressService, createAddressService } from "./addresses.service";

declare module "fastify" {
  interface FastifyInstance {
    addressService: AddressService;
  }
}

/** The customer's address book, built once for the store routes (and any flow that needs an address). */
export default fp(
  async function addressService(app: FastifyInstance) {
    app.decorate("addressService", createAddressService({ db: app.db }));
  },
  { name: "addresses-service", dependencies: ["db"] },
);
