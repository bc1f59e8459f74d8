/**
 * Delivery dates that mean something (issue 27 §3): from the day an order is placed, the working days its
 * slowest line needs before the parcel can leave (ready-made: days to dispatch; made-to-measure: the
 * tailoring stages' days) and the working days its zone's courier takes, the earliest day it can arrive.
 * Sundays and the holidays staff list are not working days, for the workshop or the courier. Pure: the
 * server, the product page, the cart and checkout all ask this one function.
 */

/** A day in the shop's calendar, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** The shop works and its couriers deliver in India's time; an order's day is its day there. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";

export type DeliveryPlan = {
  /** The day the order is placed, in the shop's time zone. */
  orderedOn: CalendarDate;
  /** Placed after the day's cut-off (or on a day off): work starts on the next working day. */
  afterCutoff?: boolean;
  /** Working days each line needs before it can be dispatched; the parcel leaves whole, after the slowest. */
  lineDays: readonly number[];
  /** Working days the zone's courier takes. */
  transitDays: number;
  /** Days off besides Sundays. */
  holidays: readonly CalendarDate[];
};

export type DeliveryDates = { dispatchOn: CalendarDate; deliverOn: CalendarDate };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar date: arithmetic on these never meets a clock change. */
function toTime(date: CalendarDate): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (toDate(time) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return time;
}

const toDate = (time: number): CalendarDate => new Date(time).toISOString().slice(0, 10);

export function isCalendarDate(value: string): boolean {
  try {
    toTime(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether the workshop works and couriers deliver that day: not a Sunday, not a listed holiday. */
export function isWorkingDay(date: CalendarDate, holidays: readonly CalendarDate[]): boolean {
  return new Date(toTime(date)).getUTCDay() !== 0 && !holidays.includes(date);
}

/** The first working day on or after `date`. */
export function nextWorkingDay(date: CalendarDate, holidays: readonly CalendarDate[]): CalendarDate {
  let time = toTime(date);
  // A year of days off in a row would be a mistake in the list, not a calendar: stop there.
  for (let step = 0; step < 366 && !isWorkingDay(toDate(time), holidays); step += 1) time += DAY_MS;
  return toDate(time);
}

/** `days` working days after `date` (itself counted as day 0 when it is a working day). */
export function addWorkingDays(
  date: CalendarDate,
  days: number,
  holidays: readonly CalendarDate[],
): CalendarDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a number of days: ${days}`);
  let current = nextWorkingDay(date, holidays);
  for (let left = days; left > 0; left -= 1)
    current = nextWorkingDay(toDate(toTime(current) + DAY_MS), holidays);
  return current;
}

/** The working day `days` working days before `date` (itself not counted). */
export function workingDaysBefore(
  date: CalendarDate,
  days: number,
  holidays: readonly CalendarDate[],
): CalendarDate {
  let time = toTime(date);
  for (let left = days; left > 0; ) {
    time -= DAY_MS;
    if (isWorkingDay(toDate(time), holidays)) left -= 1;
  }
  return toDate(time);
}

/**
 * The last day each tailoring stage must be done by for a piece to leave on `dispatchBy`: the last stage
 * the working day before it, each earlier stage that many of the next stage's working days before.
 * `stages` in the order they are worked, each with its working days.
 */
export function stageDeadlines<Stage extends string>(
  dispatchBy: CalendarDate,
  stages: readonly (readonly [Stage, number])[],
  holidays: readonly CalendarDate[],
): Map<Stage, CalendarDate> {
  const deadlines = new Map<Stage, CalendarDate>();
  let due = workingDaysBefore(dispatchBy, 1, holidays);
  for (let index = stages.length - 1; index >= 0; index -= 1) {
    const [stage, days] = stages[index]!;
    deadlines.set(stage, due);
    due = workingDaysBefore(due, days, holidays);
  }
  return deadlines;
}

/** The day after a calendar date. */
export const dayAfter = (date: CalendarDate): CalendarDate => toDate(toTime(date) + DAY_MS);

/** `days` calendar days after a date. */
export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  toDate(toTime(date) + days * DAY_MS);

/**
 * The earliest dispatch and delivery days: work starts on the order's day if it is a working day before the
 * cut-off, else the next working day; the parcel leaves when its slowest line is ready and arrives the
 * zone's transit days later, on a working day.
 */
export function earliestDelivery(plan: DeliveryPlan): DeliveryDates {
  const start = plan.afterCutoff ? dayAfter(plan.orderedOn) : plan.orderedOn;
  const making = Math.max(0, ...plan.lineDays);
  const dispatchOn = addWorkingDays(start, making, plan.holidays);
  const deliverOn = addWorkingDays(dispatchOn, plan.transitDays, plan.holidays);
  return { dispatchOn, deliverOn };
}

/** The calendar date and hour of a moment in the shop's time zone. */
export function shopDay(now: Date, timeZone: string = SHOP_TIME_ZONE): { date: CalendarDate; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export type NeedByAnswer =
  | { ok: true; earliest: CalendarDate }
  /** Too soon: the earliest day, and with rush tailoring (where staff allow it) the day it makes possible. */
  | { ok: false; earliest: CalendarDate; rush: { deliverOn: CalendarDate; possible: boolean } | null };

/**
 * Whether an order can arrive by the day the shopper needs it: the normal plan, or, where the shop offers rush
 * tailoring, the plan with the rush days (`rushPlan`). A day before the earliest is refused with both dates.
 */
export function checkNeedBy(
  needBy: CalendarDate,
  plan: DeliveryPlan,
  rushPlan: DeliveryPlan | null,
): NeedByAnswer {
  const earliest = earliestDelivery(plan).deliverOn;
  if (toTime(needBy) >= toTime(earliest)) return { ok: true, earliest };
  if (!rushPlan) return { ok: false, earliest, rush: null };
  const rushed = earliestDelivery(rushPlan).deliverOn;
  return { ok: false, earliest, rush: { deliverOn: rushed, possible: toTime(needBy) >= toTime(rushed) } };
}

/** A date for people: "Thu, 10 Dec 2026". */
export function formatCalendarDate(date: CalendarDate): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(toTime(date)));
}
