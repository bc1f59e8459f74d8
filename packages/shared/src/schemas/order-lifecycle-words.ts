/**
 * The order lifecycle's words and pure helpers, without zod, so the storefront can show them without
 * shipping the schema library to browsers (order-lifecycle.ts adds the schemas).
 */

export const ORDER_PAYMENT_STATUSES = [
  "pending",
  "paid",
  "failed",
  "partially_refunded",
  "refunded",
  // Cash on delivery (issue 26 §1): placed and holding stock until the shopper confirms it, then
  // worked on and shipped until the cash is collected (paid), or refused at the door (returned).
  "awaiting_confirmation",
  "awaiting_collection",
  "returned_to_origin",
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Where the goods are. The spec's order_status `completed` is `delivered`. */
export const FULFILMENT_STATUSES = [
  "pending",
  "in_production",
  "ready_to_ship",
  "shipped",
  "delivered",
  "cancelled",
  /** Refused at the door or undeliverable, and back at the shop (RTO). */
  "returned",
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** A made-to-measure line's stages inside `in_production`, in order. */
export const TAILORING_STAGES = ["measurements_checked", "cutting", "stitching", "finishing"] as const;
export type TailoringStage = (typeof TAILORING_STAGES)[number];

export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  pending: "Order placed",
  in_production: "In production",
  ready_to_ship: "Ready to ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned to shop",
};

export const TAILORING_LABELS: Record<TailoringStage, string> = {
  measurements_checked: "Measurements checked",
  cutting: "Cutting",
  stitching: "Stitching",
  finishing: "Finishing and quality check",
};

export const PAYMENT_LABELS: Record<OrderPaymentStatus, string> = {
  pending: "Payment pending",
  paid: "Paid",
  failed: "Payment failed",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  awaiting_confirmation: "Cash on delivery: to confirm",
  awaiting_collection: "Cash on delivery: to collect",
  returned_to_origin: "Refused on delivery",
};

/** The spec's two-valued order_status, derived from fulfilment. */
export function specOrderStatus(fulfilment: FulfilmentStatus): "pending" | "completed" {
  return fulfilment === "delivered" ? "completed" : "pending";
}

/** One entry of an order's timeline: a payment, fulfilment or tailoring change, or a refund. */
export const ORDER_EVENT_KINDS = ["payment", "fulfilment", "tailoring", "refund"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const LIFECYCLE_MESSAGES = {
  stageDoesNotFollow: "This stage does not follow the order's current stage.",
  notPaid: "Only a paid order can move on.",
  notMadeToMeasure: "This line is not made to measure.",
  notInProduction: "Tailoring stages move only while the order is in production.",
  lineCancelled: "This line was cancelled.",
  cancelThroughRefund: "To cancel an order, use Cancel and refund: the money and stock go back with it.",
  returnThroughCod: "A refused parcel is recorded with Refused on delivery on the order page.",
  tailoringUnfinished: "Every made-to-measure line must finish tailoring first.",
  shippingDetailsRequired: "Please enter the carrier, tracking number and tracking link.",
  orderNotFound: "Order not found",
  lineNotFound: "Order line not found",
  somethingWentWrong: "Something went wrong",
} as const;

/** A line is made to measure when it carries the customer's measurements (custom size page). */
export function isMadeToMeasure(customization: Record<string, unknown>): boolean {
  const measurements = customization.measurements;
  return typeof measurements === "object" && measurements !== null && Object.keys(measurements).length > 0;
}

const CHOICE_LABELS: Record<string, string> = {
  lehengaWaist: "Lehenga waist",
  lehengaLength: "Lehenga length",
  height: "Height",
  sleeveLength: "Sleeve length",
  padding: "Padding",
  sareeLength: "Saree length",
  sareeWaist: "Saree waist",
  pettiCoat: "Petticoat",
  turbanLength: "Turban length (m)",
  Pico: "Pico",
  Fabric: "Turban fabric",
  fabricLength: "Fabric length (m)",
  colorChange: "Colour change",
  selectedColor: "Colour code",
};

/**
 * A line's choices in words, for the tailor's work order and the customer's order page: every option
 * but the measurements (listed on their own) and the instructions (shown as a note). 'skip' is left out.
 */
export function describeChoices(customization: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(customization)
    .filter(([key, value]) => key !== "measurements" && key !== "specialInstructions" && value !== "skip")
    .filter(([, value]) => typeof value === "string" || typeof value === "number")
    .map(([key, value]) => ({
      label: CHOICE_LABELS[key] ?? key,
      value: key === "Pico" ? (value === 1 ? "Yes" : "No") : String(value),
    }));
}

/** The customer's measurements in inches, in the order they were entered. */
export function measurementsOf(customization: Record<string, unknown>): { name: string; inches: number }[] {
  const measurements = customization.measurements;
  if (typeof measurements !== "object" || measurements === null) return [];
  return Object.entries(measurements as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === "number")
    .map(([name, inches]) => ({ name, inches }));
}

export function instructionsOf(customization: Record<string, unknown>): string {
  return typeof customization.specialInstructions === "string" ? customization.specialInstructions : "";
}
