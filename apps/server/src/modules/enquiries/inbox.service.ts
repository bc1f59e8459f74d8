import {
  INBOX_LIMIT,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  type InboxUpdate,
} from "@boutique/shared/schemas/inbox";
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { products } from "../catalog/catalog.tables";
import type { Mailer } from "../mail/mailer";
import { questionAnswerTemplate } from "../mail/templates/question-answer";
import { contactQuestions, phoneEnquiries, productQuestions } from "./enquiries.tables";

const NOT_FOUND = "Item not found.";

/** The staff inbox over the three enquiry tables: one list, newest first, and the bell's count. */
export function createInboxService({ db, mailer }: { db: Database; mailer: Pick<Mailer, "send"> }) {
  const wants = (query: InboxQuery, kind: InboxKind) => query.kind === undefined || query.kind === kind;

  const productRows = (where: SQL | undefined, limit: number) =>
    db
      .select({ row: productQuestions, productName: products.name })
      .from(productQuestions)
      .leftJoin(products, eq(products.id, productQuestions.productId))
      .where(where)
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(limit);

  const fromProduct = ({ row, productName }: Awaited<ReturnType<typeof productRows>>[number]): InboxItem => ({
    kind: "product",
    id: row.id,
    state: row.state,
    created: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    name: row.name,
    email: row.email,
    mobile: null,
    question: row.question,
    answer: row.answer,
    // A deleted product leaves the question behind without its name.
    product: row.productId !== null && productName !== null ? { id: row.productId, name: productName } : null,
  });

  const fromContact = (row: typeof contactQuestions.$inferSelect): InboxItem => ({
    kind: "contact",
    id: row.id,
    state: row.state,
    created: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    name: row.name,
    email: row.email,
    mobile: null,
    question: row.question,
    answer: null,
    product: null,
  });

  const fromPhone = (row: typeof phoneEnquiries.$inferSelect): InboxItem => ({
    kind: "phone",
    id: row.id,
    state: row.state,
    created: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    name: null,
    email: null,
    mobile: row.mobile,
    question: null,
    answer: null,
    product: null,
  });

  async function findItem(kind: InboxKind, id: number): Promise<InboxItem> {
    if (kind === "product") {
      const [row] = await productRows(eq(productQuestions.id, id), 1);
      if (row) return fromProduct(row);
    } else if (kind === "contact") {
      const [row] = await db.select().from(contactQuestions).where(eq(contactQuestions.id, id));
      if (row) return fromContact(row);
    } else {
      const [row] = await db.select().from(phoneEnquiries).where(eq(phoneEnquiries.id, id));
      if (row) return fromPhone(row);
    }
    throw new NotFoundError(NOT_FOUND);
  }

  /** Tells the shopper what staff answered; the outbox keeps the mail if delivery fails. */
  async function mailAnswer(item: InboxItem) {
    if (!item.email || !item.answer) return;
    const mail = questionAnswerTemplate({
      name: item.name ?? "",
      question: item.question ?? "",
      answer: item.answer,
      productName: item.product?.name ?? null,
    });
    await mailer.send({ to: item.email, kind: "question_answer", ...mail });
  }

  return {
    /** Newest first across the three kinds, up to INBOX_LIMIT items, filtered by kind and state. */
    async listInbox(query: InboxQuery): Promise<InboxItem[]> {
      const [questions, contacts, phones] = await Promise.all([
        wants(query, "product")
          ? productRows(query.state ? eq(productQuestions.state, query.state) : undefined, INBOX_LIMIT)
          : [],
        wants(query, "contact")
          ? db
              .select()
              .from(contactQuestions)
              .where(query.state ? eq(contactQuestions.state, query.state) : undefined)
              .orderBy(desc(contactQuestions.createdAt), desc(contactQuestions.id))
              .limit(INBOX_LIMIT)
          : [],
        wants(query, "phone")
          ? db
              .select()
              .from(phoneEnquiries)
              .where(query.state ? eq(phoneEnquiries.state, query.state) : undefined)
              .orderBy(desc(phoneEnquiries.createdAt), desc(phoneEnquiries.id))
              .limit(INBOX_LIMIT)
          : [],
      ]);
      const items = [...questions.map(fromProduct), ...contacts.map(fromContact), ...phones.map(fromPhone)];
      items.sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
      return items.slice(0, INBOX_LIMIT);
    },

    /** New items of each kind: what the bell shows. */
    async countNew() {
      const [[product], [contact], [phone]] = await Promise.all([
        db.select({ value: count() }).from(productQuestions).where(eq(productQuestions.state, "new")),
        db.select({ value: count() }).from(contactQuestions).where(eq(contactQuestions.state, "new")),
        db.select({ value: count() }).from(phoneEnquiries).where(eq(phoneEnquiries.state, "new")),
      ]);
      const counts = { product: product?.value ?? 0, contact: contact?.value ?? 0, phone: phone?.value ?? 0 };
      return { count: counts.product + counts.contact + counts.phone, ...counts };
    },

    /**
     * Marks an item new or answered. Only product questions take a written answer; a new answer is
     * mailed to the shopper who asked.
     */
    async updateItem(kind: InboxKind, id: number, { state, answer }: InboxUpdate): Promise<InboxItem> {
      if (answer !== undefined && kind !== "product")
        throw new ValidationError("Only product questions take an answer.");
      const answeredAt = state === "answered" ? new Date() : null;
      if (kind === "product") {
        const previous = await findItem(kind, id);
        await db
          .update(productQuestions)
          .set({ state, answeredAt, ...(answer !== undefined ? { answer: answer || null } : {}) })
          .where(eq(productQuestions.id, id));
        const item = await findItem(kind, id);
        if (item.answer && item.answer !== previous.answer) await mailAnswer(item);
        return item;
      }
      const table = kind === "contact" ? contactQuestions : phoneEnquiries;
      const updated = await db
        .update(table)
        .set({ state, answeredAt })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (updated.length === 0) throw new NotFoundError(NOT_FOUND);
      return findItem(kind, id);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
