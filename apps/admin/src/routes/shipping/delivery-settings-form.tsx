import { SettingsForm, SettingsLoader } from "@admin/components/settings-panel";
import { TextField } from "@admin/components/ui/field";
import { useDeliverySettings, useSaveDeliverySettings } from "@admin/hooks/api/delivery-settings";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import { cn } from "@admin/lib/cn";
import {
  DeliverySettings,
  type DeliverySettingsAnswer,
  type DeliverySettingsInput,
  PROCESSING_DAYS_MAX,
  STAGE_DAYS_MAX,
  TRANSIT_DAYS_MAX,
} from "@boutique/shared/schemas/delivery";
import {
  TAILORING_LABELS,
  TAILORING_STAGES,
  type TailoringStage,
} from "@boutique/shared/schemas/order-lifecycle-words";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { HolidayList } from "./holiday-list";

/** The form checks with the API's own schema; its output (holidays sorted, once each) is the PUT body. */
type DeliverySettingsOutput = z.output<typeof DeliverySettings>;

/**
 * A refusal naming one of these (the server's `field`) shows beside it. The schema checks every field in the
 * browser first, so what the server still refuses (it names no field today) shows above the form.
 */
const FIELDS = [
  "dispatch_days",
  "domestic_transit_days",
  "cutoff_hour",
  "holidays",
  "stage_days",
  ...TAILORING_STAGES.map((stage) => `stage_days.${stage}` as const),
  "rush.enabled",
  "rush.tailoring_days",
  "rush.fee",
  "approval_days",
  "fit_days",
  "fit_shipping_paid",
] as const;

/** 24 means no cut-off: an order placed any time that day starts that day. */
const NO_CUTOFF = 24;
const HOURS = Array.from({ length: NO_CUTOFF }, (_, hour) => hour);

/** "14:00 (2 pm)": as staff say it, with the clock they may type it in. */
function hourLabel(hour: number): string {
  const spoken = hour === 0 ? "midnight" : hour === 12 ? "noon" : `${hour % 12} ${hour < 12 ? "am" : "pm"}`;
  return `${String(hour).padStart(2, "0")}:00 (${spoken})`;
}

/** Every value the settings hold is on this form, rush tailoring and the days to approve included. */
function formValues(settings: DeliverySettingsAnswer): DeliverySettingsInput {
  const { rush, approval_days, fit_days, fit_shipping_paid, ...dates } = settings;
  return { ...dates, rush, approval_days, fit_days, fit_shipping_paid };
}

const selectClass =
  "block h-10 w-full rounded-md border bg-white px-3 text-sm text-stone-900 shadow-sm focus-ring";

/** Delivery dates (issue 27 §3): the working days every date a shopper is promised is counted from. */
export function DeliverySettingsPanel() {
  return (
    <SettingsLoader query={useDeliverySettings()} what="the delivery dates' settings">
      {(initial) => <DeliverySettingsForm initial={initial} />}
    </SettingsLoader>
  );
}

function DeliverySettingsForm({ initial }: { initial: DeliverySettingsAnswer }) {
  const id = useId();
  const save = useSaveDeliverySettings();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeliverySettingsInput, unknown, DeliverySettingsOutput>({
    resolver: zodResolver(DeliverySettings),
    defaultValues: formValues(initial),
  });
  const { submit, alert } = useSettingsSave({
    save,
    fields: FIELDS,
    setError,
    savedTitle: "Delivery dates saved",
  });
  const stages = useWatch({ control, name: "stage_days" });
  const stageDays = TAILORING_STAGES.map((stage) => stages[stage]);
  const tailoring = stageDays.every(Number.isInteger)
    ? stageDays.reduce((total, days) => total + days, 0)
    : null;
  type DaysName =
    | "dispatch_days"
    | "domestic_transit_days"
    | `stage_days.${TailoringStage}`
    | "rush.tailoring_days"
    | "rush.fee"
    | "approval_days"
    | "fit_days";
  /** A whole number of days (or rupees) with its label, limits, hint and the schema's message. */
  const daysField = (
    name: DaysName,
    label: string,
    { min, max, hint, error }: { min: number; max?: number; hint?: string; error?: string },
  ) => (
    <TextField
      key={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      hint={hint}
      error={error}
      {...register(name, { valueAsNumber: true })}
    />
  );
  const cutoffError = errors.cutoff_hour?.message;

  return (
    <SettingsForm
      title="Delivery dates"
      description="Product pages, the cart and the checkout show the earliest day a piece can arrive, and each order keeps the day it was promised. They count working days from these: Sundays and the holidays below are off. Abroad, the courier takes its zone's courier days."
      alert={alert}
      pending={save.isPending}
      onSubmit={handleSubmit(submit)}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {daysField("dispatch_days", "Days to dispatch (ready-made)", {
          min: 0,
          max: PROCESSING_DAYS_MAX,
          hint: "Working days a piece in a standard size takes to leave, unless its category or product says otherwise.",
          error: errors.dispatch_days?.message,
        })}
        {daysField("domestic_transit_days", "Courier days within India", {
          min: 1,
          max: TRANSIT_DAYS_MAX,
          hint: "Working days from leaving the shop to the door.",
          error: errors.domestic_transit_days?.message,
        })}
        <div className="space-y-1.5">
          <label htmlFor={`${id}-cutoff`} className="block text-sm font-medium text-stone-800">
            Cut-off time (India time)
          </label>
          <select
            id={`${id}-cutoff`}
            aria-describedby={`${id}-cutoff-hint${cutoffError ? ` ${id}-cutoff-error` : ""}`}
            aria-invalid={cutoffError ? true : undefined}
            className={cn(selectClass, cutoffError ? "border-red-600" : "border-stone-300")}
            {...register("cutoff_hour", { valueAsNumber: true })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
            <option value={NO_CUTOFF}>No cut-off</option>
          </select>
          <p id={`${id}-cutoff-hint`} className="text-xs text-stone-500">
            An order placed at or after this time (IST) starts the next working day.
          </p>
          {cutoffError ? (
            <p id={`${id}-cutoff-error`} className="text-sm text-red-700">
              {cutoffError}
            </p>
          ) : null}
        </div>
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">
          Tailoring stages, in working days
        </legend>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TAILORING_STAGES.map((stage) =>
            daysField(`stage_days.${stage}`, TAILORING_LABELS[stage], {
              min: 0,
              max: STAGE_DAYS_MAX,
              error: errors.stage_days?.[stage]?.message,
            }),
          )}
        </div>
        {errors.stage_days?.message ? (
          <p className="text-sm text-red-700">{errors.stage_days.message}</p>
        ) : null}
        <p className="text-sm text-stone-700" aria-live="polite">
          {tailoring === null ? (
            "Made to measure: give every stage its days."
          ) : (
            <>
              Made to measure:{" "}
              <strong className="font-semibold text-stone-900">
                {tailoring} working {tailoring === 1 ? "day" : "days"}
              </strong>{" "}
              to dispatch, one stage after another.
            </>
          )}
        </p>
      </fieldset>

      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">Made to measure</legend>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-rose-800" {...register("rush.enabled")} />
          Offer rush tailoring
        </label>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {daysField("rush.tailoring_days", "Rush: working days to make", {
            min: 1,
            max: STAGE_DAYS_MAX,
            hint: "A rushed piece leaves after these days instead of the stages' total.",
            error: errors.rush?.tailoring_days?.message,
          })}
          {daysField("rush.fee", "Rush fee per piece (Rs)", {
            min: 0,
            hint: "Added to each made-to-measure piece's price when the shopper chooses it.",
            error: errors.rush?.fee?.message,
          })}
          {daysField("approval_days", "Days to approve a finished piece", {
            min: 1,
            max: 14,
            hint: "The customer sees photos before it is packed; no answer in these days counts as approval.",
            error: errors.approval_days?.message,
          })}
          {daysField("fit_days", "Days for a free alteration", {
            min: 1,
            max: 60,
            hint: "After delivery, a made-to-measure piece may go back to be altered to fit, free.",
            error: errors.fit_days?.message,
          })}
        </div>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-rose-800" {...register("fit_shipping_paid")} />
          We pay the courier both ways for a free alteration
        </label>
      </fieldset>

      <Controller
        control={control}
        name="holidays"
        render={({ field, fieldState }) => (
          <HolidayList
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            error={
              fieldState.error?.message ??
              (Array.isArray(errors.holidays) ? errors.holidays.find(Boolean)?.message : undefined)
            }
          />
        )}
      />
    </SettingsForm>
  );
}
