import { EnquiryBody } from "@boutique/shared/schemas/enquiry";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Message = z.object({ message: z.string() });
/** A shopper leaves one number, maybe a second by mistake; more than this per minute is a script. */
export const ENQUIRY_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

export default async function enquiriesStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const enquiries = app.enquiriesService;

  app.post(
    "/api/enquiry",
    {
      // A new inbox row; no catalogue answer changes, so the read cache stays (decision 010).
      config: { rateLimit: ENQUIRY_RATE_LIMIT, cacheAreas: [] },
      schema: {
        tags: ["enquiries"],
        summary: "Leave a phone number to be called back (home page)",
        body: EnquiryBody,
        response: { 200: Message, 400: Message.loose(), 429: Message },
      },
    },
    (request) => enquiries.submitPhoneEnquiry(request.body),
  );
}
