import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { countries } from "./customers.tables";

const CountryList = z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) });

/** Every country an address may be in (ISO 3166 codes, seeded), for the address forms. */
export default async function countriesStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/countries",
    {
      config: { answerCache: "settings" },
      schema: {
        tags: ["addresses"],
        summary: "Countries by name, with their ISO codes",
        response: { 200: CountryList },
      },
    },
    async () => ({
      data: await app.db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.name)),
    }),
  );
}
