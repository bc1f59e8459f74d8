import { z } from "zod";
import { PAY_TYPES, PaymentStatus } from "./checkout";
import { idNotValid, idParam } from "./id";
import { FulfilmentStatus, TailoringStage } from "./order-lifecycle";
import { ORDERS_PAGE_SIZES } from "./orders-admin-words";

/**
 * The back office's orders (spec §2 All Orders, Orders Detail; §7 /api/admin/orders/*), admin only.
 * Money in rupees, as the spec's fields show it.
 */

export * from "./orders-admin-words";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written 2026-11-24.")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** GET /api/admin/orders/all and /export: search, filters and the page. */
export const AdminOrderQuery = z.object({
  q: z.string().trim().max(100, "The search is too long.").optional(),
  status: PaymentStatus.optional().or(z.literal("").transform(() => undefined)),
  fulfilment: FulfilmentStatus.optional().or(z.literal("").transform(() => undefined)),
  pay_type: z
    .enum(PAY_TYPES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  currency: z
    .enum(["INR", "USD"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  from: day,
  to: day,
  sort: z
    .enum(["newest", "need_by"], { error: "Sort by newest or need_by." })
    .optional()
    .or(z.literal("").transform(() => undefined))
    .describe("need_by: the soonest needed first (then the soonest promised), orders with neither last"),
  page: z.coerce.number().int().min(1, "Page numbers start at 1.").max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine(
      (size) => (ORDERS_PAGE_SIZES as readonly number[]).includes(size),
      "Page size is 10, 25, 50 or 100.",
    )
    .default(25),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrderRow = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created: z.string(),
  customer: z.string().describe("The delivery name"),
  email: z.string(),
  mobile: z.string(),
  country: z.string(),
  items: z.number().int(),
  made_to_measure: z.number().int().describe("Made-to-measure lines"),
  total: z.number().describe("Rupees"),
  amount_charged: z.number().describe("In the order's currency"),
  currency: z.enum(["INR", "USD"]),
  pay_type: z.enum(PAY_TYPES),
  status: PaymentStatus,
  fulfilment: FulfilmentStatus,
  need_by: z.string().nullable().describe("YYYY-MM-DD: when the customer needs it"),
  deliver_by: z.string().nullable().describe("YYYY-MM-DD: the day promised at checkout"),
  late: z.boolean().describe("Not yet shipped and its promised dispatch day has passed"),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderListAnswer = z.object({
  data: z.array(AdminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminOrderListAnswer = z.infer<typeof AdminOrderListAnswer>;

const httpUrl = z
  .string()
  .trim()
  .max(500, "The tracking link is too long.")
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value),
    "The tracking link must start with http:// or https://.",
  );

/**
 * POST /api/admin/orders/{id} (spec: JSON status). `completed` is the spec's word for delivered
 * ('Mark completed'); shipping asks for the carrier, tracking number and tracking link.
 */
export const OrderStatusUpdate = z.object({
  status: z.union([FulfilmentStatus, z.literal("completed")], { error: "This is not a fulfilment stage." }),
  carrier: z.string().trim().min(1).max(60, "The carrier's name is too long.").optional(),
  tracking_number: z.string().trim().min(1).max(60, "The tracking number is too long.").optional(),
  tracking_url: httpUrl.optional(),
});
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdate>;

export const TailoringUpdate = z.object({ stage: TailoringStage });
export type TailoringUpdate = z.infer<typeof TailoringUpdate>;

export const OrderLineParams = z.object({
  id: idParam(idNotValid("Order")),
  lineId: idParam(idNotValid("Order line")),
});

export const OrderNoteBody = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Please write the note.")
    .max(2000, "A note holds at most 2,000 characters."),
});

export const OrderNote = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created: z.string(),
});
export type OrderNote = z.infer<typeof OrderNote>;

/** The timeline as staff see it: with who made each change. */
export const OrderHistoryEntry = z.object({
  kind: z.string(),
  line_id: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  by: z.string().describe("Staff member's name; empty for the shop itself (payment, webhook)"),
  data: z.record(z.string(), z.unknown()),
});

export const OrderStaffView = z.object({
  notes: z.array(OrderNote),
  history: z.array(OrderHistoryEntry),
});
export type OrderStaffView = z.infer<typeof OrderStaffView>;
