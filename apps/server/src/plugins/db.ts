import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, DatabaseHandle } from "../db/database";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Exposes an already-opened database; the caller (main or the test helper) owns opening and migrating it. */
export default fp<{ database: DatabaseHandle }>(
  async function db(app: FastifyInstance, { database }) {
    app.decorate("database", database);
    app.decorate("db", database.db);
    app.addHook("onClose", async () => {
      await database.close();
    });
  },
  { name: "db" },
);
