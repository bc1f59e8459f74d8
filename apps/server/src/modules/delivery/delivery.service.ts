import {
  addDays,
  type CalendarDate,
  checkNeedBy,
  type DeliveryDates,
  type DeliveryPlan,
  earliestDelivery,
  formatCalendarDate,
  isCalendarDate,
  shopDay,
  stageDeadlines,
} from "@boutique/shared/delivery-dates";
import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import { APPROVAL_DAYS_DEFAULT } from "@boutique/shared/schemas/approval-words";
import {
  DELIVERY_MESSAGES,
  type DeliverySettingsAnswer,
  NEED_BY_MAX_DAYS,
} from "@boutique/shared/schemas/delivery";
import { TAILORING_STAGES, type TailoringStage } from "@boutique/shared/schemas/order-lifecycle-words";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/transaction";
import { DELIVERY_SETTING_KEYS } from "../settings/settings.keys";
import { readSettings, storedCount, writeSettings } from "../settings/settings.repository";

/**
 * Delivery dates that mean something (issue 27 §3, decision 053): the shop's working days from the
 * settings, each product's days to dispatch (its own, else its category's, else the shop's), each
 * country's courier days (India: a setting; abroad: its shipping zone's), and from them the earliest
 * days a parcel leaves and arrives (`earliestDelivery`, one pure function for every page).
 */

export type DeliveryRules = DeliverySettingsAnswer;

/** The settings as the dates are made from them; something unreadable left behind falls back to the default. */
export async function readDeliveryRules(executor: Executor): Promise<DeliveryRules> {
  const value = await readSettings(executor, DELIVERY_SETTING_KEYS);
  return {
    dispatch_days: storedCount(value.dispatch_days, 2),
    stage_days: {
      measurements_checked: storedCount(value.stage_days_measurements_checked, 1),
      cutting: storedCount(value.stage_days_cutting, 2),
      stitching: storedCount(value.stage_days_stitching, 6),
      finishing: storedCount(value.stage_days_finishing, 2),
    },
    domestic_transit_days: Math.max(1, storedCount(value.domestic_transit_days, 4)),
    cutoff_hour: Math.min(24, storedCount(value.order_cutoff_hour, 14)),
    holidays: value.holidays.split(",").filter(isCalendarDate),
    rush: {
      enabled: value.rush_enabled === "on",
      tailoring_days: Math.max(1, storedCount(value.rush_tailoring_days, 5)),
      fee: paiseToRupees(storedCount(value.rush_fee, 0)),
    },
    approval_days: Math.min(14, Math.max(1, storedCount(value.approval_days, APPROVAL_DAYS_DEFAULT))),
    fit_days: storedCount(value.fit_days, 7),
    fit_shipping_paid: value.fit_shipping_paid === "on",
  };
}

/** PUT /api/admin/delivery-settings: every value in one statement, so a checkout sees all or none changed. */
export async function writeDeliveryRules(
  executor: Executor,
  rules: Omit<DeliveryRules, "rush" | "approval_days" | "fit_days" | "fit_shipping_paid"> &
    Partial<Pick<DeliveryRules, "rush" | "approval_days" | "fit_days" | "fit_shipping_paid">>,
): Promise<void> {
  await writeSettings(executor, {
    ...(rules.fit_days !== undefined && { fit_days: String(rules.fit_days) }),
    ...(rules.fit_shipping_paid !== undefined && {
      fit_shipping_paid: rules.fit_shipping_paid ? "on" : "off",
    }),
    ...(rules.approval_days !== undefined && { approval_days: String(rules.approval_days) }),
    ...(rules.rush && {
      rush_enabled: rules.rush.enabled ? "on" : "off",
      rush_tailoring_days: String(rules.rush.tailoring_days),
      rush_fee: String(rupeesToPaise(rules.rush.fee)),
    }),
    dispatch_days: String(rules.dispatch_days),
    stage_days_measurements_checked: String(rules.stage_days.measurements_checked),
    stage_days_cutting: String(rules.stage_days.cutting),
    stage_days_stitching: String(rules.stage_days.stitching),
    stage_days_finishing: String(rules.stage_days.finishing),
    domestic_transit_days: String(rules.domestic_transit_days),
    order_cutoff_hour: String(rules.cutoff_hour),
    holidays: rules.holidays.join(","),
  });
}

/** A made-to-measure piece leaves after every tailoring stage (rushed: after the rush's days). */
export const tailoringDays = (rules: DeliveryRules, rush = false): number =>
  rush
    ? rules.rush.tailoring_days
    : TAILORING_STAGES.reduce((days, stage) => days + rules.stage_days[stage], 0);

/**
 * Each stage's working days: the settings', or for a rushed piece the rush's days shared out in the same
 * proportions (each stage its share rounded down, the days left over to the largest remainders).
 */
export function stageDays(rules: DeliveryRules, rush = false): [TailoringStage, number][] {
  const normal = TAILORING_STAGES.map(
    (stage) => [stage, rules.stage_days[stage]] as [TailoringStage, number],
  );
  const total = tailoringDays(rules);
  if (!rush || total === 0) return normal;
  const exact = normal.map(([, days]) => (days * rules.rush.tailoring_days) / total);
  const shared = exact.map(Math.floor);
  let left = rules.rush.tailoring_days - shared.reduce((sum, days) => sum + days, 0);
  for (const index of exact
    .map((value, at) => ({ at, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder)
    .map((entry) => entry.at)) {
    if (left === 0) break;
    shared[index]! += 1;
    left -= 1;
  }
  return normal.map(([stage], index) => [stage, shared[index]!]);
}

/**
 * Working days each product takes to leave ready-made: its own, else the slowest of the subcategories it
 * is filed under that say, else its category's or that category's parent's, else the shop's.
 */
export async function readyMadeDays(
  executor: Executor,
  productIds: readonly number[],
  rules: DeliveryRules,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = rowsOf<{ id: number; days: number | null }>(
    await executor.execute(sql`
      select p.id, coalesce(
        p.processing_days,
        (select max(sub.processing_days) from product_subcategories ps
          join categories sub on sub.id = ps.category_id where ps.product_id = p.id),
        c.processing_days, parent.processing_days) as days
      from products p
      join categories c on c.id = p.category_id
      left join categories parent on parent.id = c.parent_id
      where p.id = any(${`{${[...new Set(productIds)].join(",")}}`}::int[])`),
  );
  return new Map(rows.map((row) => [row.id, row.days ?? rules.dispatch_days]));
}

/** The courier's working days to a country: India's setting, else its zone's; null where the shop does not ship. */
export async function transitDays(
  executor: Executor,
  countryCode: string,
  rules: DeliveryRules,
): Promise<number | null> {
  if (countryCode === "IN") return rules.domestic_transit_days;
  const [row] = rowsOf<{ transit_days: number }>(
    await executor.execute(sql`
      select z.transit_days from shipping_zone_countries zc join shipping_zones z on z.id = zc.zone_id
      where zc.country_code = ${countryCode}`),
  );
  return row ? Number(row.transit_days) : null;
}

/** What a parcel holds, as its dates need it. */
export type ParcelLine = { productId: number | null; madeToMeasure: boolean };

/** The plan for a parcel ordered at `now`: its slowest line's working days and its courier's. */
export function deliveryPlan(
  rules: DeliveryRules,
  now: Date,
  lineDays: readonly number[],
  transit: number,
): DeliveryPlan {
  const today = shopDay(now);
  return {
    orderedOn: today.date,
    afterCutoff: today.hour >= rules.cutoff_hour,
    lineDays,
    transitDays: transit,
    holidays: rules.holidays,
  };
}

/** What a parcel's dates are made from, read once: the rules, the courier's days, each ready-made line's days. */
export type LoadedParcel = {
  rules: DeliveryRules;
  transit: number;
  /** Working days a line takes before it can leave (made to measure: the stages', or the rush's). */
  daysOf: (line: ParcelLine, rush: boolean) => number;
};

/**
 * Reads what a parcel's dates need, in three statements at most, on the caller's executor (a checkout's
 * transaction); null where the shop does not ship. `parcelDatesOf` then gives dates for any of its lines,
 * rushed or not, with no further reads.
 */
export async function loadParcel(
  executor: Executor,
  lines: readonly ParcelLine[],
  countryCode: string,
  known?: DeliveryRules,
): Promise<LoadedParcel | null> {
  const rules = known ?? (await readDeliveryRules(executor));
  const transit = await transitDays(executor, countryCode, rules);
  if (transit === null) return null;
  const readyMade = lines.filter((line) => !line.madeToMeasure && line.productId !== null);
  const days = await readyMadeDays(
    executor,
    readyMade.map((line) => line.productId!),
    rules,
  );
  return {
    rules,
    transit,
    daysOf: (line, rush) =>
      line.madeToMeasure
        ? tailoringDays(rules, rush)
        : ((line.productId !== null ? days.get(line.productId) : undefined) ?? rules.dispatch_days),
  };
}

/** The earliest days these lines of a loaded parcel, ordered at `now`, leave and arrive. */
export function parcelDatesOf(
  parcel: LoadedParcel,
  lines: readonly ParcelLine[],
  { rush = false, now = new Date() }: { rush?: boolean; now?: Date } = {},
): { dates: DeliveryDates; plan: DeliveryPlan } {
  const plan = deliveryPlan(
    parcel.rules,
    now,
    lines.map((line) => parcel.daysOf(line, rush)),
    parcel.transit,
  );
  return { dates: earliestDelivery(plan), plan };
}

/** The earliest days a parcel of these lines, ordered now, leaves and arrives in a country; null: not shipped. */
export async function parcelDates(
  executor: Executor,
  lines: readonly ParcelLine[],
  countryCode: string,
): Promise<{ dates: DeliveryDates; plan: DeliveryPlan } | null> {
  const parcel = await loadParcel(executor, lines, countryCode);
  return parcel && parcelDatesOf(parcel, lines);
}

/** The estimate's wire shape. */
export const presentDates = (dates: DeliveryDates) => ({
  dispatch_on: dates.dispatchOn,
  deliver_on: dates.deliverOn,
});

/**
 * Why the shop cannot promise a need-by date, or null when it can: a day gone by, a day over a year off,
 * or a day before the earliest delivery (the message names the earliest, so the shopper can choose again).
 */
export function needByProblem(
  needBy: CalendarDate,
  parcel: { dates: DeliveryDates; plan: DeliveryPlan },
): string | null {
  if (needBy < parcel.plan.orderedOn) return DELIVERY_MESSAGES.needByPast;
  if (needBy > addDays(parcel.plan.orderedOn, NEED_BY_MAX_DAYS)) return DELIVERY_MESSAGES.needByTooFar;
  const answer = checkNeedBy(needBy, parcel.plan, null);
  return answer.ok ? null : DELIVERY_MESSAGES.tooSoon(formatCalendarDate(answer.earliest));
}

/** A made-to-measure line whose current stage should have been done by now for the promised dispatch day. */
export type LateStage = { line_id: number; name: string; stage: TailoringStage; due_by: CalendarDate };

/**
 * The order page's warnings (staff): each made-to-measure line still in a stage whose last day for the
 * promised dispatch has passed. Stage deadlines count back from the dispatch day (`stageDeadlines`); a line
 * not started yet is in its first stage. Orders that have left, or were placed before dates were promised,
 * have none.
 */
export function lateStages(
  order: { dispatchBy: CalendarDate | null; fulfilment: string; rushFee: number },
  lines: readonly {
    id: number;
    name: string;
    madeToMeasure: boolean;
    tailoringStage: TailoringStage | null;
    cancelledAt: Date | null;
  }[],
  rules: DeliveryRules,
  now: Date = new Date(),
): LateStage[] {
  if (!order.dispatchBy || !["pending", "in_production"].includes(order.fulfilment)) return [];
  const deadlines = stageDeadlines(order.dispatchBy, stageDays(rules, order.rushFee > 0), rules.holidays);
  const today = shopDay(now).date;
  return lines.flatMap((line) => {
    if (!line.madeToMeasure || line.cancelledAt) return [];
    const stage = line.tailoringStage ?? TAILORING_STAGES[0];
    const due = deadlines.get(stage)!;
    return today > due ? [{ line_id: line.id, name: line.name, stage, due_by: due }] : [];
  });
}
