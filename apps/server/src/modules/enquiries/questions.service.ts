import { QUESTION_MESSAGES } from "@boutique/shared/schemas/contact-question-rules";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { NotFoundError } from "../../lib/errors";
import { products } from "../catalog/catalog.tables";
import { contactQuestions, productQuestions } from "./enquiries.tables";

export type NewQuestion = {
  name: string;
  email: string;
  question: string;
  productId?: number;
  /** The signed-in shopper, when there is one, so staff can see the account behind a question. */
  userId?: number | null;
};

/** Questions from the contact page and product pages; staff answer them from the inbox (state new). */
export function createQuestionsService({ db }: { db: Database }) {
  return {
    async submitQuestion({ name, email, question, productId, userId = null }: NewQuestion) {
      if (productId === undefined) {
        await db.insert(contactQuestions).values({ name, email, question, userId, state: "new" });
      } else {
        const [product] = await db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .limit(1);
        if (!product) throw new NotFoundError("Product not found.");
        await db.insert(productQuestions).values({ productId, name, email, question, userId, state: "new" });
      }
      return { success: true as const, message: QUESTION_MESSAGES.submitted };
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
