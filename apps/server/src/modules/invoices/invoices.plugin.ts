import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Issue 11, part C: GST tax invoices and credit notes (numbering, PDF, download). Registers its service and routes. */
async function invoicesPlugin(_app: FastifyInstance) {}

export default fp(invoicesPlugin, { name: "invoicesPlugin" });
