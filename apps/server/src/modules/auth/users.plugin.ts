import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createUsersService, type UsersService } from "./users.service";

declare module "fastify" {
  interface FastifyInstance {
    usersService: UsersService;
  }
}

/** The back office's staff accounts, built once for the admin routes. */
export default fp(
  async function usersService(app: FastifyInstance) {
    app.decorate("usersService", createUsersService({ db: app.db }));
  },
  { name: "users-service", dependencies: ["db"] },
);
