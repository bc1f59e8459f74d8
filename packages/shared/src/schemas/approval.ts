import { z } from "zod";
import { APPROVAL_MESSAGES, APPROVAL_NOTE_MAX, APPROVAL_STATES, APPROVAL_WAYS } from "./approval-words";
import { idNotValid, idParam } from "./id";
import { TailoringStage } from "./order-lifecycle";

/**
 * Approval before dispatch (issue 27 §4, decision 054): when a made-to-measure piece reaches its last
 * tailoring stage, staff send photos (and a short video if they like) of the finished piece; the customer
 * approves it or asks for a change with a note. The order is packed only once every such piece is approved:
 * by the customer, by staff who heard it on the phone, or by no answer within the days the shop gives.
 */

export * from "./approval-words";

const M = APPROVAL_MESSAGES;

export const ApprovalLineParams = z.object({
  id: idParam(idNotValid("Order")),
  lineId: idParam(idNotValid("Order line")),
});

/** POST /api/orders/{id}/lines/{lineId}/approval: the customer's answer. */
export const ApprovalDecisionBody = z.discriminatedUnion(
  "decision",
  [
    z.strictObject({ decision: z.literal("approve") }),
    z.strictObject({
      decision: z.literal("change"),
      note: z
        .string({ error: M.noteRequired })
        .trim()
        .min(1, M.noteRequired)
        .max(APPROVAL_NOTE_MAX, M.noteRequired),
    }),
  ],
  { error: M.decision },
);
export type ApprovalDecisionBody = z.infer<typeof ApprovalDecisionBody>;

/** POST /api/admin/orders/{id}/lines/{lineId}/approval/rework: the stage the piece goes back to. */
export const ReworkBody = z.strictObject({
  stage: TailoringStage.refine((stage) => stage !== "finishing", { error: M.reworkStage }),
});

/** A made-to-measure piece's approval as the order's page shows it, to the customer and to staff. */
export const PieceApproval = z.object({
  line_id: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  approved_by: z.enum(APPROVAL_WAYS).nullable(),
  photos: z.array(z.string()).describe("Media file names, shown from /api/images/{file}"),
  video: z.string().nullable(),
  round: z.number().int().describe("1 for the first photos, 2 after one change, …"),
  asked_at: z.string(),
  answer_by: z.string().describe("No answer by then counts as approval"),
  answered_at: z.string().nullable(),
  note: z.string().describe("The change the customer asked for ('' for none)"),
});
export type PieceApproval = z.infer<typeof PieceApproval>;

export const ApprovalAnswer = z.object({ message: z.string(), approval: PieceApproval });
export type ApprovalAnswer = z.infer<typeof ApprovalAnswer>;
