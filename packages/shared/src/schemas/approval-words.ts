/** Approval before dispatch's words and limits without zod, for the storefront's pages (schemas: approval.ts). */

export const APPROVAL_STATES = ["awaiting", "approved", "changes_requested"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
/** How an approved piece was approved. */
export const APPROVAL_WAYS = ["customer", "phone", "no_answer"] as const;
export type ApprovalWay = (typeof APPROVAL_WAYS)[number];

export const APPROVAL_PHOTOS_MAX = 6;
export const APPROVAL_NOTE_MAX = 1000;
/** Days the customer has to answer before no answer counts as approval (a setting; this is its default). */
export const APPROVAL_DAYS_DEFAULT = 3;

export const APPROVAL_MESSAGES = {
  notLastStage:
    "Photos for approval are sent when the piece is at its last stage (Finishing and quality check).",
  notInProduction: "Photos for approval are sent while the order is in production.",
  notMadeToMeasure: "Only made-to-measure pieces are sent for approval.",
  alreadyApproved: "This piece is approved already.",
  photosRequired: `Add 1 to ${APPROVAL_PHOTOS_MAX} photos of the finished piece.`,
  sent: "Photos sent. The customer is asked to approve the piece.",
  nothingAwaiting: "This piece is not waiting for approval.",
  notAwaitingChange: "Send a piece back only after the customer asked for a change.",
  reworkStage: "Choose a stage before the last one to send the piece back to.",
  reworked: "The piece is back in the workshop.",
  approvedByPhone: "Recorded: the customer approved by phone.",
  approved: "Thank you: your piece is approved and will be packed for you.",
  changeRequested: "Thank you: we will make the change and send you new photos.",
  noteRequired: `Tell us what to change (at most ${APPROVAL_NOTE_MAX} characters).`,
  decision: "Approve the piece or ask for a change.",
  left: "This piece has left the workshop.",
  /** The pieces holding the order from being packed. */
  awaiting: (names: string[]) =>
    `Every made-to-measure piece needs the customer's approval before packing: ${names.join(", ")}.`,
  approvalDays: "Days to answer must be a whole number from 1 to 14.",
} as const;
