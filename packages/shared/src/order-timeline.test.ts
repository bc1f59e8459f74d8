import { describe, expect, it } from "vitest";
import { orderTimeline } from "./order-timeline";

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, "0")}:00.000Z`;

describe("orderTimeline", () => {
  it("shows reached steps with dates, the latest as current and the rest ahead, with tailoring for made-to-measure", () => {
    const steps = orderTimeline({
      created: at(0),
      status: "paid",
      fulfilment: "in_production",
      madeToMeasure: true,
      events: [
        { kind: "payment", to: "paid", at: at(1), line_id: null },
        { kind: "fulfilment", to: "in_production", at: at(2), line_id: null },
        { kind: "tailoring", to: "measurements_checked", at: at(3), line_id: 7 },
      ],
    });
    expect(steps.map((step) => [step.label, step.state, step.at])).toEqual([
      ["Order placed", "done", at(0)],
      ["Payment received", "done", at(1)],
      ["In production", "done", at(2)],
      ["Measurements checked", "current", at(3)],
      ["Cutting", "ahead", null],
      ["Stitching", "ahead", null],
      ["Finishing and quality check", "ahead", null],
      ["Ready to ship", "ahead", null],
      ["Shipped", "ahead", null],
      ["Delivered", "ahead", null],
    ]);
  });

  it("a piece sent back to stitching after its photos has not finished any more, until it finishes again", () => {
    const events = [
      { kind: "payment", to: "paid", at: at(1), line_id: null },
      { kind: "fulfilment", to: "in_production", at: at(2), line_id: null },
      { kind: "tailoring", to: "measurements_checked", at: at(3), line_id: 7 },
      { kind: "tailoring", to: "cutting", at: at(4), line_id: 7 },
      { kind: "tailoring", to: "stitching", at: at(5), line_id: 7 },
      { kind: "tailoring", to: "finishing", at: at(6), line_id: 7 },
      // The customer asked for a change: back to stitching.
      { kind: "tailoring", to: "stitching", at: at(7), line_id: 7 },
    ];
    const order = {
      created: at(0),
      status: "paid",
      fulfilment: "in_production",
      madeToMeasure: true,
    } as const;
    const tailoring = (steps: ReturnType<typeof orderTimeline>) =>
      steps
        .filter((step) => ["Stitching", "Finishing and quality check"].includes(step.label))
        .map((step) => [step.label, step.state, step.at]);
    expect(tailoring(orderTimeline({ ...order, events }))).toEqual([
      ["Stitching", "current", at(5)],
      ["Finishing and quality check", "ahead", null],
    ]);
    const again = [...events, { kind: "tailoring", to: "finishing", at: at(8), line_id: 7 }];
    expect(tailoring(orderTimeline({ ...order, events: again }))).toEqual([
      ["Stitching", "done", at(5)],
      ["Finishing and quality check", "current", at(8)],
    ]);
  });

  it("leaves out production and tailoring for ready-made orders and ends a cancelled, refunded order where it stopped", () => {
    const ready = orderTimeline({
      created: at(0),
      status: "paid",
      fulfilment: "pending",
      madeToMeasure: false,
      events: [],
    });
    expect(ready.map((step) => step.key)).toEqual([
      "placed",
      "paid",
      "ready_to_ship",
      "shipped",
      "delivered",
    ]);
    expect(ready[0]!.state).toBe("current");

    const cancelled = orderTimeline({
      created: at(0),
      status: "refunded",
      fulfilment: "cancelled",
      madeToMeasure: true,
      events: [
        { kind: "payment", to: "paid", at: at(1), line_id: null },
        { kind: "fulfilment", to: "cancelled", at: at(2), line_id: null },
        { kind: "payment", to: "refunded", at: at(3), line_id: null },
      ],
    });
    expect(cancelled.map((step) => [step.label, step.state])).toEqual([
      ["Order placed", "done"],
      ["Payment received", "done"],
      ["Cancelled", "done"],
      ["Refunded", "stopped"],
    ]);
  });

  it("a failed payment stops the order", () => {
    const failed = orderTimeline({
      created: at(0),
      status: "failed",
      fulfilment: "pending",
      madeToMeasure: false,
      events: [{ kind: "payment", to: "failed", at: at(1), line_id: null }],
    });
    expect(failed.map((step) => [step.label, step.state])).toEqual([
      ["Order placed", "done"],
      ["Payment failed", "stopped"],
    ]);
  });

  it("confirms a cash-on-delivery order instead of paying for it, ends it paid in cash, or refused", () => {
    const events = [
      { kind: "payment", to: "awaiting_collection", at: at(1), line_id: null },
      { kind: "fulfilment", to: "ready_to_ship", at: at(2), line_id: null },
      { kind: "fulfilment", to: "shipped", at: at(3), line_id: null },
    ];
    const waiting = orderTimeline({
      created: at(0),
      status: "awaiting_confirmation",
      fulfilment: "pending",
      madeToMeasure: false,
      events: [],
      payType: "COD",
    });
    expect(waiting.map((step) => [step.label, step.state])).toEqual([
      ["Order placed", "current"],
      ["Waiting for your confirmation", "ahead"],
      ["Ready to ship", "ahead"],
      ["Shipped", "ahead"],
      ["Delivered", "ahead"],
      ["Paid in cash", "ahead"],
    ]);
    const collected = orderTimeline({
      created: at(0),
      status: "paid",
      fulfilment: "delivered",
      madeToMeasure: false,
      events: [
        ...events,
        { kind: "fulfilment", to: "delivered", at: at(4), line_id: null },
        { kind: "payment", to: "paid", at: at(5), line_id: null },
      ],
      payType: "COD",
    });
    expect(collected.map((step) => step.label)).toEqual([
      "Order placed",
      "Confirmed: cash on delivery",
      "Ready to ship",
      "Shipped",
      "Delivered",
      "Paid in cash",
    ]);
    expect(collected.at(-1)?.state).toBe("current");
    const refused = orderTimeline({
      created: at(0),
      status: "returned_to_origin",
      fulfilment: "returned",
      madeToMeasure: false,
      events: [...events, { kind: "fulfilment", to: "returned", at: at(6), line_id: null }],
      payType: "COD",
    });
    expect(refused.map((step) => [step.label, step.state])).toEqual([
      ["Order placed", "done"],
      ["Confirmed: cash on delivery", "done"],
      ["Ready to ship", "done"],
      ["Shipped", "done"],
      ["Refused on delivery", "stopped"],
    ]);
  });
});
