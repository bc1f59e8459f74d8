import { z } from "zod";
import { idParam } from "./id";

/** Exchange & Return (decision 025): what a customer asks for a delivered line, and what staff decide. */
export const RETURN_KINDS = ["return", "exchange", "alteration"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_STATUSES = ["requested", "approved", "rejected", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  return: "Return for a refund",
  exchange: "Exchange for another size or colour",
  alteration: "Alteration",
};
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Declined",
  refunded: "Refunded",
};

export const RETURN_MESSAGES = {
  notFound: "Order not found",
  line: "Choose a piece from this order.",
  notDelivered: "Returns open once the order is delivered.",
  window: "The return window has closed: returns are accepted within {days} days of delivery.",
  already: "This piece already has a return or exchange request.",
  cancelled: "This piece was cancelled and refunded.",
  rate: "Returns are paused on this account: more than 60% of the pieces delivered to you have been returned. Please contact us.",
  reason: "Tell us why, in a few words (up to 1000 characters).",
  kind: "Choose return or exchange.",
  madeToMeasure: "Made-to-measure pieces are altered to fit rather than returned; ask for an alteration.",
  decided: "This request has already been decided.",
  measurement: "Tell us which measurement is off (at most 60 characters).",
  fitWindow: "Free alterations are made within {days} days of delivery.",
  fitPhoto: "Add a photo of where it does not fit.",
  requestNotFound: "Return request not found",
} as const;

/** The form fields of POST /api/orders/{id}/returns (multipart, with up to 3 photos under `photos`). */
export const ReturnRequestFields = z.object({
  line_id: idParam(RETURN_MESSAGES.line),
  kind: z.enum(RETURN_KINDS, { error: RETURN_MESSAGES.kind }),
  reason: z
    .string({ error: RETURN_MESSAGES.reason })
    .trim()
    .min(3, RETURN_MESSAGES.reason)
    .max(1000, RETURN_MESSAGES.reason),
  /** Fit assurance (issue 27 §4-5): the measurement of a made-to-measure piece that is off. */
  measurement: z
    .string({ error: RETURN_MESSAGES.measurement })
    .trim()
    .max(60, RETURN_MESSAGES.measurement)
    .default(""),
});
export type ReturnRequestFields = z.infer<typeof ReturnRequestFields>;

export const ReturnDecision = z.object({
  decision: z.enum(["approve", "reject"], { error: "Choose approve or reject." }),
  note: z.string().trim().max(1000).default(""),
});
export type ReturnDecision = z.infer<typeof ReturnDecision>;

export type ReturnRequestRow = {
  id: number;
  order_id: number;
  order_number: string;
  line_id: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  made_to_measure: boolean;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: string;
  /** An alteration's measurement that is off ('' otherwise). */
  measurement: string;
  photos: string[];
  /** In the order's currency: the fee kept and what is (or was) refunded for a return. */
  currency: "INR" | "USD";
  fee: number;
  refund: number;
  note: string;
  created_at: string;
  decided_at: string | null;
};

/** A delivered piece the customer may still ask about, and until when. */
export type ReturnableLine = {
  order_id: number;
  order_number: string;
  line_id: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  made_to_measure: boolean;
  /** The kinds this piece may be asked for (made-to-measure: alteration, unless the shop allows returns). */
  kinds: ReturnKind[];
  currency: "INR" | "USD";
  /** What a return would refund and the fee it keeps, in the order's currency. */
  refund: number;
  fee: number;
  until: string;
  /** A made-to-measure piece's measurements, to name the one that is off in an alteration. */
  measurements: string[];
};

export type CustomerReturnsAnswer = {
  returnable: ReturnableLine[];
  requests: ReturnRequestRow[];
  window_days: number;
  /** Fit assurance: free alterations of made-to-measure pieces within these days, shipping paid both ways or not. */
  fit: { days: number; shipping_paid: boolean };
  /** Set when returns are paused for this customer (the return rate rule). */
  blocked: string | null;
};

export type AdminReturnRow = ReturnRequestRow & {
  customer: string;
  email: string;
  /** The customer's returned pieces over delivered pieces, 0-1 (spec §9: above 0.6 blocks returns). */
  return_rate: number;
};
