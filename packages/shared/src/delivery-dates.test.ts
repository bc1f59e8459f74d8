import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  checkNeedBy,
  type DeliveryPlan,
  earliestDelivery,
  formatCalendarDate,
  isCalendarDate,
  isWorkingDay,
  nextWorkingDay,
  shopDay,
  stageDeadlines,
  workingDaysBefore,
} from "./delivery-dates";

// 2026-12-05 is a Saturday, 12-06 a Sunday, 12-25 a Friday (Christmas).
const NONE: string[] = [];

describe("working days", () => {
  it("skips Sundays and the listed holidays, and only those", () => {
    expect(isWorkingDay("2026-12-05", NONE)).toBe(true);
    expect(isWorkingDay("2026-12-06", NONE)).toBe(false);
    expect(isWorkingDay("2026-12-25", ["2026-12-25"])).toBe(false);
    expect(isWorkingDay("2026-12-25", NONE)).toBe(true);
    expect(nextWorkingDay("2026-12-06", NONE)).toBe("2026-12-07");
    expect(nextWorkingDay("2026-12-06", ["2026-12-07"])).toBe("2026-12-08");
  });

  it("counts working days from the first working day, across a Sunday, a holiday and a month's end", () => {
    // Thursday + 2 → Saturday; + 3 → Monday (Sunday skipped).
    expect(addWorkingDays("2026-12-03", 2, NONE)).toBe("2026-12-05");
    expect(addWorkingDays("2026-12-03", 3, NONE)).toBe("2026-12-07");
    // A Sunday start counts from Monday.
    expect(addWorkingDays("2026-12-06", 0, NONE)).toBe("2026-12-07");
    // Christmas off: Thursday 24 + 1 → Saturday 26.
    expect(addWorkingDays("2026-12-24", 1, ["2026-12-25"])).toBe("2026-12-26");
    // Into the new year: Wednesday 30 + 3 → Saturday 2 January (no holidays listed).
    expect(addWorkingDays("2026-12-30", 3, NONE)).toBe("2027-01-02");
    // A leap day exists in 2028 and not in 2027.
    expect(addWorkingDays("2028-02-28", 1, NONE)).toBe("2028-02-29");
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
  });

  it("refuses what is not a date or a number of days", () => {
    expect(() => addWorkingDays("2026-13-01", 1, NONE)).toThrow(RangeError);
    expect(() => addWorkingDays("1 Dec 2026", 1, NONE)).toThrow(RangeError);
    expect(() => addWorkingDays("2026-12-01", -1, NONE)).toThrow(RangeError);
    expect(() => addWorkingDays("2026-12-01", 1.5, NONE)).toThrow(RangeError);
  });
});

describe("earliest delivery", () => {
  const plan = (overrides: Partial<DeliveryPlan> = {}): DeliveryPlan => ({
    orderedOn: "2026-12-01", // a Tuesday
    lineDays: [2],
    transitDays: 3,
    holidays: NONE,
    ...overrides,
  });

  it("dispatches after the slowest line and arrives the zone's transit days later", () => {
    expect(earliestDelivery(plan())).toEqual({ dispatchOn: "2026-12-03", deliverOn: "2026-12-07" });
    // A made-to-measure line of 12 working days sets the parcel's pace beside a ready-made one.
    expect(earliestDelivery(plan({ lineDays: [2, 12] }))).toEqual({
      dispatchOn: "2026-12-15",
      deliverOn: "2026-12-18",
    });
    // No lines to make (an empty plan) ships on the order's day.
    expect(earliestDelivery(plan({ lineDays: [] })).dispatchOn).toBe("2026-12-01");
  });

  it("gives each zone its own transit days", () => {
    const india = earliestDelivery(plan({ transitDays: 3 })).deliverOn;
    const abroad = earliestDelivery(plan({ transitDays: 6 })).deliverOn;
    expect(india).toBe("2026-12-07");
    expect(abroad).toBe("2026-12-10");
  });

  it("starts the next working day after the cut-off, on a Sunday or on a holiday", () => {
    expect(earliestDelivery(plan({ afterCutoff: true })).dispatchOn).toBe("2026-12-04");
    // Ordered Saturday evening: Monday is day 0.
    expect(earliestDelivery(plan({ orderedOn: "2026-12-05", afterCutoff: true })).dispatchOn).toBe(
      "2026-12-09",
    );
    expect(earliestDelivery(plan({ orderedOn: "2026-12-06" })).dispatchOn).toBe("2026-12-09");
    expect(earliestDelivery(plan({ holidays: ["2026-12-01", "2026-12-02"] })).dispatchOn).toBe("2026-12-05");
  });

  it("never delivers on a Sunday or a holiday", () => {
    // Dispatch Friday 4th, 1 transit day → Saturday 5th; 2 → Monday 7th; with Monday off → Tuesday 8th.
    expect(earliestDelivery(plan({ lineDays: [3], transitDays: 1 })).deliverOn).toBe("2026-12-05");
    expect(earliestDelivery(plan({ lineDays: [3], transitDays: 2 })).deliverOn).toBe("2026-12-07");
    expect(
      earliestDelivery(plan({ lineDays: [3], transitDays: 2, holidays: ["2026-12-07"] })).deliverOn,
    ).toBe("2026-12-08");
  });
});

describe("need-by dates and rush tailoring", () => {
  const normal: DeliveryPlan = { orderedOn: "2026-12-01", lineDays: [12], transitDays: 3, holidays: NONE };
  const rush: DeliveryPlan = { ...normal, lineDays: [6] };

  it("accepts a need-by day on or after the earliest", () => {
    expect(checkNeedBy("2026-12-18", normal, rush)).toEqual({ ok: true, earliest: "2026-12-18" });
    expect(checkNeedBy("2027-01-10", normal, null)).toEqual({ ok: true, earliest: "2026-12-18" });
  });

  it("refuses an earlier day with the earliest, and offers rush where it reaches the day", () => {
    expect(checkNeedBy("2026-12-12", normal, rush)).toEqual({
      ok: false,
      earliest: "2026-12-18",
      rush: { deliverOn: "2026-12-11", possible: true },
    });
    expect(checkNeedBy("2026-12-10", normal, rush)).toEqual({
      ok: false,
      earliest: "2026-12-18",
      rush: { deliverOn: "2026-12-11", possible: false },
    });
    // A shop without rush tailoring says only the earliest day; a day already past is as early as any.
    expect(checkNeedBy("2026-12-12", normal, null)).toEqual({
      ok: false,
      earliest: "2026-12-18",
      rush: null,
    });
    expect(checkNeedBy("2026-11-01", normal, null).ok).toBe(false);
  });
});

describe("the shop's day", () => {
  it("is India's date and hour, whatever the server's zone", () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in India.
    expect(shopDay(new Date("2026-11-30T20:00:00Z"))).toEqual({ date: "2026-12-01", hour: 1 });
    expect(shopDay(new Date("2026-11-30T10:00:00Z"))).toEqual({ date: "2026-11-30", hour: 15 });
  });
});

describe("stage deadlines", () => {
  it("counts back from the dispatch day over Sundays and holidays", () => {
    // Monday 7 December back one working day is Saturday 5 (Sunday 6 skipped).
    expect(workingDaysBefore("2026-12-07", 1, NONE)).toBe("2026-12-05");
    expect(workingDaysBefore("2026-12-07", 1, ["2026-12-05"])).toBe("2026-12-04");
    expect(workingDaysBefore("2026-12-07", 0, NONE)).toBe("2026-12-07");
  });

  it("gives each stage the day it must be done by, the last stage the day before dispatch", () => {
    const deadlines = stageDeadlines(
      "2026-12-14",
      [
        ["measured", 1],
        ["cut", 2],
        ["stitched", 6],
        ["finished", 2],
      ],
      NONE,
    );
    // Finished by Saturday 12; stitched 2 working days before (Thursday 10); cut 6 before that (Thursday 3,
    // over Sunday 6); measured 2 before (Tuesday 1).
    expect(Object.fromEntries(deadlines)).toEqual({
      finished: "2026-12-12",
      stitched: "2026-12-10",
      cut: "2026-12-03",
      measured: "2026-12-01",
    });
    // The plan that made that dispatch day agrees: 11 working days from Tuesday 1 December leave Monday 14.
    expect(addWorkingDays("2026-12-01", 11, NONE)).toBe("2026-12-14");
  });

  it("writes a date for people", () => {
    expect(formatCalendarDate("2026-12-14")).toBe("Mon, 14 Dec 2026");
  });
});
