import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import adminApp from "./admin-app";
import storefrontApp from "./storefront-app";

/** Back-office paths go to the admin SPA; every other page to the server-rendered storefront. */
export default fp(
  async function staticApps(app: FastifyInstance) {
    await app.register(adminApp);
    await app.register(storefrontApp);
  },
  { name: "static-apps" },
);
