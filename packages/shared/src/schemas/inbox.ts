import { z } from "zod";
import { idParam } from "./id";

/** What reaches the staff inbox: product-page questions, contact-page questions, call-me-back numbers. */
export const INBOX_KINDS = ["product", "contact", "phone"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATES = ["new", "answered"] as const;
export type InboxState = (typeof INBOX_STATES)[number];
/** The inbox lists this many of the newest items; filters narrow it. */
export const INBOX_LIMIT = 200;
export const INBOX_ANSWER_MAX = 2000;

export const InboxQuery = z.strictObject({
  kind: z.enum(INBOX_KINDS, { error: "Kind must be product, contact or phone." }).optional(),
  state: z.enum(INBOX_STATES, { error: "State must be new or answered." }).optional(),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  state: z.enum(INBOX_STATES),
  created: z.string(),
  answered_at: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  question: z.string().nullable(),
  /** Product questions only: what staff answered (also mailed to the asker). */
  answer: z.string().nullable(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxList = z.object({ items: z.array(InboxItem) });
export type InboxList = z.infer<typeof InboxList>;

export const InboxCount = z.object({
  /** New items of every kind: the bell's number. */
  count: z.number().int(),
  product: z.number().int(),
  contact: z.number().int(),
  phone: z.number().int(),
});
export type InboxCount = z.infer<typeof InboxCount>;

export const InboxParams = z.object({
  kind: z.enum(INBOX_KINDS, { error: "Kind must be product, contact or phone." }),
  id: idParam("Item not found."),
});

/** PUT /api/admin/inbox/{kind}/{id}: mark new or answered; product questions may carry an answer. */
export const InboxUpdate = z.strictObject({
  state: z.enum(INBOX_STATES, { error: "State must be new or answered." }),
  answer: z.string().trim().max(INBOX_ANSWER_MAX, "Answer is too long.").optional(),
});
export type InboxUpdate = z.infer<typeof InboxUpdate>;
