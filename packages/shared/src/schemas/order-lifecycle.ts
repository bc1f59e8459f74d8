import { z } from "zod";
import { FULFILMENT_STATUSES, ORDER_PAYMENT_STATUSES, TAILORING_STAGES } from "./order-lifecycle-words";

/**
 * An order's life after checkout (decision 023), named once for the server's transition table, the
 * storefront's timeline and the back office. Payment and fulfilment are two separate states; made-to-
 * measure lines also carry a tailoring stage while their order is in production. The words and pure
 * helpers live in order-lifecycle-words.ts (no zod, for browsers).
 */
export * from "./order-lifecycle-words";

export const OrderPaymentStatus = z.enum(ORDER_PAYMENT_STATUSES);
export const FulfilmentStatus = z.enum(FULFILMENT_STATUSES, { error: "This is not a fulfilment stage." });
export const TailoringStage = z.enum(TAILORING_STAGES, { error: "This is not a tailoring stage." });
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatus>;
export type FulfilmentStatus = z.infer<typeof FulfilmentStatus>;
export type TailoringStage = z.infer<typeof TailoringStage>;
