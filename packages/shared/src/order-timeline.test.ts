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
});
