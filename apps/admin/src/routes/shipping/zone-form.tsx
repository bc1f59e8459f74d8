import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import {
  type ShippingZone,
  type ShippingZoneCountry,
  useAddZone,
  useUpdateZone,
} from "@admin/hooks/api/shipping";
import { isApiError } from "@admin/lib/api";
import { cn } from "@admin/lib/cn";
import { TRANSIT_DAYS_MAX } from "@boutique/shared/schemas/delivery";
import { NewShippingZone } from "@boutique/shared/schemas/shipping-zones";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { CountryPicker } from "./country-picker";

/** The form checks with the API's own schema; what it outputs is the POST body, and the PUT body of an edit. */
type ZoneFormInput = z.input<typeof NewShippingZone>;

/** A new zone's courier days until staff know better (the API's default too). */
const DEFAULT_TRANSIT_DAYS = 7;

type Props = {
  /** The zone being edited; a new zone when left out. */
  zone?: ShippingZone;
  /** Every zone, to say where a country is now. */
  zones: readonly ShippingZone[];
  countries: readonly ShippingZoneCountry[];
  onClose: () => void;
};

/** The server's `field` (name, countries.3, bands.1.charge) as the form field to mark; null for none. */
function formFieldOf(field: string | undefined): FieldPath<ZoneFormInput> | null {
  if (!field) return null;
  const [head, index, key] = field.split(".");
  if (head === "name" || head === "countries" || head === "transit_days") return head;
  if (head !== "bands") return null;
  if (index !== undefined && (key === "max_weight_grams" || key === "charge"))
    return `bands.${Number(index)}.${key}`;
  return "bands";
}

/** Add a zone, or edit one: its name, its courier days, its countries and its weight bands, saved together. */
export function ZoneForm({ zone, zones, countries, onClose }: Props) {
  const id = useId();
  const add = useAddZone();
  const update = useUpdateZone();
  const saving = zone ? update : add;
  const toast = useToast();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ZoneFormInput, unknown, NewShippingZone>({
    resolver: zodResolver(NewShippingZone),
    defaultValues: zone
      ? {
          name: zone.name,
          countries: zone.countries.map((country) => country.code),
          bands: zone.bands,
          transit_days: zone.transit_days,
        }
      : {
          name: "",
          countries: [],
          bands: [{ max_weight_grams: 500, charge: Number.NaN }],
          transit_days: DEFAULT_TRANSIT_DAYS,
        },
  });
  const bands = useFieldArray({ control, name: "bands" });

  const otherZoneOf = new Map(
    zones
      .filter((other) => other.id !== zone?.id)
      .flatMap((other) => other.countries.map((country) => [country.code, other.name] as const)),
  );

  const onSubmit = handleSubmit((values) => {
    const done = {
      onSuccess: (answer: { message: string; data: ShippingZone }) => {
        toast({ tone: "success", title: answer.message, description: answer.data.name });
        onClose();
      },
      // A refusal that names a field shows beside it; anything else shows above the form.
      onError: (error: Error) => {
        const field = isApiError(error) ? formFieldOf(error.field) : null;
        if (field) setError(field, { message: error.message }, { shouldFocus: true });
      },
    };
    if (zone) update.mutate({ id: zone.id, change: values }, done);
    else add.mutate(values, done);
  });

  const serverAlert =
    saving.error && !(isApiError(saving.error) && formFieldOf(saving.error.field))
      ? saving.error.message
      : null;
  // A guess for a new band that staff overwrite: twice the heaviest so far.
  const nextWeight = () => {
    const weights = getValues("bands").map((band) => band.max_weight_grams);
    const heaviest = Math.max(0, ...weights.filter((weight) => Number.isFinite(weight)));
    return heaviest > 0 ? heaviest * 2 : 500;
  };
  const countriesError =
    errors.countries?.message ??
    errors.countries?.root?.message ??
    (Array.isArray(errors.countries) ? errors.countries.find(Boolean)?.message : undefined);
  const title = zone ? `Edit ${zone.name}` : "Add a zone";

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="panel space-y-5 p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {serverAlert ? <FormAlert>{serverAlert}</FormAlert> : null}
      <div className="grid max-w-2xl items-start gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          label="Zone name"
          autoComplete="off"
          hint="Shoppers see it on the Shipping page."
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label="Courier days"
          type="number"
          inputMode="numeric"
          min={1}
          max={TRANSIT_DAYS_MAX}
          step={1}
          hint="Working days the courier takes to these countries."
          error={errors.transit_days?.message}
          {...register("transit_days", { valueAsNumber: true })}
        />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <Controller
          control={control}
          name="countries"
          render={({ field, fieldState }) => (
            <CountryPicker
              countries={countries}
              value={field.value}
              onChange={field.onChange}
              otherZoneOf={otherZoneOf}
              error={fieldState.error?.message ?? countriesError}
            />
          )}
        />
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">Weight bands</legend>
          <p className="text-xs text-stone-500">
            The lightest band that holds the parcel applies. A parcel heavier than every band cannot be
            ordered.
          </p>
          <div
            aria-hidden
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] gap-2 text-xs font-medium text-stone-600"
          >
            <span>Up to (grams)</span>
            <span>Charge (Rs)</span>
          </div>
          <ol className="space-y-2">
            {bands.fields.map((band, index) => {
              const weightError = errors.bands?.[index]?.max_weight_grams?.message;
              const chargeError = errors.bands?.[index]?.charge?.message;
              const n = index + 1;
              return (
                <li key={band.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] gap-2">
                  <BandInput
                    label={`Band ${n}: up to (grams)`}
                    error={weightError}
                    step={1}
                    {...register(`bands.${index}.max_weight_grams`, { valueAsNumber: true })}
                  />
                  <BandInput
                    label={`Band ${n}: charge (Rs)`}
                    error={chargeError}
                    step="0.01"
                    {...register(`bands.${index}.charge`, { valueAsNumber: true })}
                  />
                  <Button
                    variant="ghost"
                    size="md"
                    aria-label={`Remove band ${n}`}
                    disabled={bands.fields.length === 1}
                    onClick={() => bands.remove(index)}
                    icon={<Trash2 aria-hidden className="size-4 text-red-700" />}
                    className="px-0 disabled:opacity-40"
                  />
                </li>
              );
            })}
          </ol>
          {errors.bands?.message || errors.bands?.root?.message ? (
            <p className="text-sm text-red-700">{errors.bands.message ?? errors.bands.root?.message}</p>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => bands.append({ max_weight_grams: nextWeight(), charge: Number.NaN })}
          >
            Add band
          </Button>
        </fieldset>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={saving.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={saving.isPending}>
          {zone ? "Save zone" : "Add zone"}
        </Button>
      </div>
    </form>
  );
}

type BandInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A band's number field: its label for screen readers (the columns are titled above), its error under it. */
function BandInput({ label, error, ...rest }: BandInputProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          "block h-10 w-full rounded-md border bg-white px-3 text-sm text-stone-900 shadow-sm focus-ring",
          error ? "border-red-600 focus-visible:outline-red-600" : "border-stone-300",
        )}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
