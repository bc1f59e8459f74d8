import { QuestionAnswer, QuestionBody } from "@boutique/shared/schemas/contact-question";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Failure = z.looseObject({ message: z.string() });

/** A public form that writes rows: a few per minute per address is plenty for a person, useless for a spammer. */
export const QUESTION_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

export default async function questionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const questions = app.questionsService;

  app.post(
    "/api/admin/category/question",
    {
      // A new inbox row; product pages do not show questions, so the read cache stays (decision 010).
      config: { rateLimit: QUESTION_RATE_LIMIT, cacheAreas: [] },
      schema: {
        tags: ["enquiries"],
        summary: "Ask the shop a question (contact page, or a product page with product_id)",
        description:
          "Public. Missing fields are reported in the spec's order: question, email, name. Stored with state new for staff to answer.",
        body: QuestionBody,
        response: { 200: QuestionAnswer, 400: Failure, 404: Failure, 429: Failure },
      },
    },
    async (request) => {
      const { product_id: productId, ...fields } = request.body;
      return questions.submitQuestion({ ...fields, productId, userId: request.user?.id ?? null });
    },
  );
}
