import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CustomersService, createCustomersService } from "./customers.service";

declare module "fastify" {
  interface FastifyInstance {
    customersService: CustomersService;
  }
}

/** The back office's customer list and export, built once for the admin routes. */
export default fp(
  async function customersService(app: FastifyInstance) {
    app.decorate("customersService", createCustomersService({ db: app.db }));
  },
  { name: "customers-service", dependencies: ["db"] },
);
