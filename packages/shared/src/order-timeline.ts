import {
  FULFILMENT_LABELS,
  type FulfilmentStatus,
  type OrderPaymentStatus,
  TAILORING_LABELS,
  TAILORING_STAGES,
} from "./schemas/order-lifecycle-words";

export type TimelineEvent = { kind: string; to: string; at: string; line_id: number | null };

export type TimelineStep = {
  key: string;
  label: string;
  /** When the step was reached; null for a step still ahead. */
  at: string | null;
  state: "done" | "current" | "ahead" | "stopped";
};

type Step = Omit<TimelineStep, "state">;

const FORWARD: FulfilmentStatus[] = ["in_production", "ready_to_ship", "shipped", "delivered"];

/**
 * An order's steps as the customer follows them (order page and guest tracking): placed, paid, in
 * production with the tailoring stages (only when something is made to measure), ready to ship, shipped,
 * delivered; reached steps carry their date, the latest is current, the rest lie ahead. A cancelled or
 * refunded order ends where it stopped. Cash on delivery (issue 26 §1) is confirmed instead of paid
 * up front, paid in cash at the end, and may come back refused.
 */
export function orderTimeline(order: {
  created: string;
  status: OrderPaymentStatus;
  fulfilment: FulfilmentStatus;
  madeToMeasure: boolean;
  events: TimelineEvent[];
  payType?: string;
}): TimelineStep[] {
  const first = (kind: string, to: string) =>
    order.events.find((event) => event.kind === kind && event.to === to)?.at ?? null;
  // A piece sent back to an earlier stage (a change the customer asked for, issue 27 §4) has not reached
  // the stages after it any more: a stage counts from the first move into it that no later move of the same
  // piece went back behind.
  const stageIndex = (stage: string) => TAILORING_STAGES.indexOf(stage as (typeof TAILORING_STAGES)[number]);
  const reachedStage = (stage: string) =>
    order.events.find(
      (event, index) =>
        event.kind === "tailoring" &&
        event.to === stage &&
        !order.events
          .slice(index + 1)
          .some(
            (later) =>
              later.kind === "tailoring" &&
              later.line_id === event.line_id &&
              stageIndex(later.to) < stageIndex(stage),
          ),
    )?.at ?? null;
  const cod = order.payType === "COD";
  const steps: Step[] = [{ key: "placed", label: "Order placed", at: order.created }];
  if (order.status === "failed" && !(cod && order.fulfilment === "cancelled")) {
    const label = cod ? "Order ended" : "Payment failed";
    steps.push({ key: "failed", label, at: first("payment", "failed") });
    return finish(steps, true);
  }
  if (cod) {
    const confirmedAt = first("payment", "awaiting_collection");
    steps.push({
      key: "confirmed",
      label: confirmedAt ? "Confirmed: cash on delivery" : "Waiting for your confirmation",
      at: confirmedAt,
    });
  } else {
    steps.push(
      order.status === "pending"
        ? { key: "paid", label: "Payment being confirmed", at: null }
        : { key: "paid", label: "Payment received", at: first("payment", "paid") },
    );
  }
  if (order.fulfilment === "cancelled") {
    for (const stage of FORWARD) {
      const reached = first("fulfilment", stage);
      if (reached) steps.push({ key: stage, label: FULFILMENT_LABELS[stage], at: reached });
    }
    steps.push({ key: "cancelled", label: "Cancelled", at: first("fulfilment", "cancelled") });
    return finish([...steps, ...refundSteps(order.events)], true);
  }
  if (order.fulfilment === "returned") {
    for (const stage of FORWARD) {
      const reached = first("fulfilment", stage);
      if (reached) steps.push({ key: stage, label: FULFILMENT_LABELS[stage], at: reached });
    }
    steps.push({ key: "returned", label: "Refused on delivery", at: first("fulfilment", "returned") });
    return finish(steps, true);
  }
  for (const stage of FORWARD) {
    const at = first("fulfilment", stage);
    // Ready-made pieces are not produced: their orders skip the step (unless one was moved through it).
    if (stage === "in_production" && !order.madeToMeasure && !at) continue;
    steps.push({ key: stage, label: FULFILMENT_LABELS[stage], at });
    if (stage === "in_production" && order.madeToMeasure) {
      for (const tailoring of TAILORING_STAGES) {
        steps.push({ key: tailoring, label: TAILORING_LABELS[tailoring], at: reachedStage(tailoring) });
      }
    }
  }
  if (cod) steps.push({ key: "paid", label: "Paid in cash", at: first("payment", "paid") });
  return finish([...steps, ...refundSteps(order.events)], false);
}

function refundSteps(events: TimelineEvent[]): Step[] {
  return events
    .filter(
      (event) => event.kind === "payment" && (event.to === "refunded" || event.to === "partially_refunded"),
    )
    .map((event, index) => ({
      key: `refund-${index}`,
      label: event.to === "refunded" ? "Refunded" : "Partly refunded",
      at: event.at,
    }));
}

/** Reached steps are done and the last reached is current; a stopped order's last step says so. */
function finish(steps: Step[], stopped: boolean): TimelineStep[] {
  let last = -1;
  steps.forEach((step, index) => {
    if (step.at) last = index;
  });
  const stateOf = (step: Step, index: number): TimelineStep["state"] => {
    if (index === last) return stopped ? "stopped" : "current";
    return step.at ? "done" : "ahead";
  };
  return steps.map((step, index) => ({ ...step, state: stateOf(step, index) }));
}
