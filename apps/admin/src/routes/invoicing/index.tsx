import { PageHeader } from "@admin/components/page-header";
import { ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import {
  type GstRateRow,
  useGstRates,
  useInvoiceSettings,
  useSaveInvoiceSettings,
  useUpdateGstRate,
} from "@admin/hooks/api/invoicing";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import { formatMoney } from "@admin/lib/format";
import { GST_STATES } from "@boutique/shared/pricing/gst-states";
import { INVOICING_MESSAGES, InvoiceSettings } from "@boutique/shared/schemas/invoicing";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { ShopContactPanel } from "./shop-contact-form";

type SettingsInput = z.input<typeof InvoiceSettings>;
const FIELDS = [
  "supplier_name",
  "supplier_address",
  "supplier_gstin",
  "supplier_state_code",
  "invoice_prefix",
  "lut_reference",
] as const satisfies readonly FieldPath<SettingsInput>[];

/** Invoices & GST (admin only): the supplier printed on new invoices, and the GST rate table staff confirm. */
export function Component() {
  const settings = useInvoiceSettings();
  const rates = useGstRates();
  return (
    <>
      <PageHeader
        title="Invoices & GST"
        description="The shop as new GST invoices and the storefront show it, and the rates invoices use. Issued invoices never change."
      />
      <div className="space-y-6">
        {settings.isPending ? (
          <LoadingState label="Loading the invoice settings…" />
        ) : settings.error ? (
          <ErrorState
            title="Error"
            message={`The invoice settings could not be loaded: ${settings.error.message}`}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SupplierForm initial={settings.data} />
        )}
        <ShopContactPanel />
        {rates.isPending ? (
          <LoadingState label="Loading the GST rates…" />
        ) : rates.error ? (
          <ErrorState
            title="Error"
            message={`The GST rates could not be loaded: ${rates.error.message}`}
            onRetry={() => void rates.refetch()}
          />
        ) : (
          <RatesTable rates={rates.data} />
        )}
      </div>
    </>
  );
}

function SupplierForm({ initial }: { initial: SettingsInput }) {
  const id = useId();
  const save = useSaveInvoiceSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SettingsInput, unknown, InvoiceSettings>({
    resolver: zodResolver(InvoiceSettings),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, initial[field]])) as SettingsInput,
  });
  const { submit, alert: serverAlert } = useSettingsSave({
    save,
    fields: FIELDS,
    setError,
    savedTitle: "Invoice settings saved",
  });
  const onSubmit = handleSubmit(submit);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="panel space-y-4 p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        Supplier on invoices
      </h2>
      {serverAlert ? <FormAlert>{serverAlert}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Business name"
          hint="Also the shop's name in the storefront."
          error={errors.supplier_name?.message}
          {...register("supplier_name")}
        />
        <TextField
          label="GSTIN"
          autoComplete="off"
          hint="15 characters; the first two are the state's code."
          error={errors.supplier_gstin?.message}
          {...register("supplier_gstin")}
        />
        <TextField
          label="Registered address"
          hint="Also the address in the storefront's footer and contact page."
          error={errors.supplier_address?.message}
          className="sm:col-span-2"
          {...register("supplier_address")}
        />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-state`} className="block text-sm font-medium text-stone-800">
            State of registration
          </label>
          <select
            id={`${id}-state`}
            className="h-10 w-full rounded-md border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus-ring"
            aria-invalid={errors.supplier_state_code ? true : undefined}
            {...register("supplier_state_code")}
          >
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.code} · {state.name}
              </option>
            ))}
          </select>
          {errors.supplier_state_code ? (
            <p className="text-sm text-red-700">
              {errors.supplier_state_code.message ?? INVOICING_MESSAGES.state}
            </p>
          ) : null}
        </div>
        <TextField
          label="Invoice number prefix"
          hint="RB gives RB/2026-27/00001. A new series starts each 1 April."
          error={errors.invoice_prefix?.message}
          {...register("invoice_prefix")}
        />
        <TextField
          label="Letter of Undertaking reference"
          hint="Printed on export invoices (zero-rated, no IGST)."
          error={errors.lut_reference?.message}
          {...register("lut_reference")}
        />
      </div>
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

const rupees = (value: number) => formatMoney(value);
const band = (rate: GstRateRow) =>
  rate.max_unit === null
    ? rate.min_unit === 0
      ? "Any price"
      : `Above ${rupees(rate.min_unit)}`
    : rate.min_unit === 0
      ? `Up to ${rupees(rate.max_unit)}`
      : `${rupees(rate.min_unit)} to ${rupees(rate.max_unit)}`;

function RatesTable({ rates }: { rates: readonly GstRateRow[] }) {
  const unconfirmed = rates.filter((rate) => !rate.confirmed).length;
  return (
    <section className="panel p-4 sm:p-5" aria-labelledby="rates-title">
      <h2 id="rates-title" className="text-base font-semibold text-stone-900">
        GST rates
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        By HSN code and the taxable value of one piece after discount. The longest matching code wins.
        {unconfirmed > 0
          ? ` ${unconfirmed} ${unconfirmed === 1 ? "rate is" : "rates are"} not confirmed: check with your accountant, correct if needed, and confirm.`
          : ""}
      </p>
      <ul className="mt-4 divide-y divide-stone-100">
        {rates.map((rate) => (
          <RateRow key={rate.id} rate={rate} />
        ))}
      </ul>
    </section>
  );
}

function RateRow({ rate }: { rate: GstRateRow }) {
  const id = useId();
  const update = useUpdateGstRate();
  const toast = useToast();
  const [value, setValue] = useState(String(rate.rate));
  const parsed = Number(value);
  const valid = value.trim() !== "" && Number.isFinite(parsed) && parsed >= 0 && parsed <= 40;
  const changed = valid && parsed !== rate.rate;
  const submit = () =>
    update.mutate(
      { id: rate.id, change: { rate: parsed, confirmed: true } },
      {
        onSuccess: () => toast({ tone: "success", title: `HSN ${rate.hsn_prefix}: ${parsed}% confirmed` }),
        onError: (error) =>
          toast({ tone: "error", title: "Something went wrong", description: error.message }),
      },
    );
  return (
    <li
      className="grid gap-2 py-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center"
      data-testid="gst-rate"
    >
      <div>
        <p className="font-mono text-sm font-semibold text-stone-900">{rate.hsn_prefix}</p>
        {rate.confirmed ? null : (
          <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            Unconfirmed
          </span>
        )}
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-stone-800">{rate.description}</p>
        <p className="text-xs text-stone-500">
          {band(rate)} · from {rate.effective_from}
          {rate.source ? ` · ${rate.source}` : ""}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <div>
          <label htmlFor={`${id}-rate`} className="sr-only">
            Rate for HSN {rate.hsn_prefix}, {band(rate)} (percent)
          </label>
          <div className="flex items-center gap-1">
            <input
              id={`${id}-rate`}
              type="number"
              inputMode="decimal"
              min={0}
              max={40}
              step="0.01"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={valid ? undefined : true}
              className="h-9 w-20 rounded-md border border-stone-300 bg-white px-2 text-right text-sm text-stone-900 shadow-sm focus-ring"
            />
            <span className="text-sm text-stone-600">%</span>
          </div>
        </div>
        {changed || !rate.confirmed ? (
          <Button size="sm" onClick={submit} pending={update.isPending} disabled={!valid}>
            {changed ? "Save and confirm" : "Confirm"}
          </Button>
        ) : null}
      </div>
      {valid ? null : <p className="text-sm text-red-700 sm:col-start-2">{INVOICING_MESSAGES.rate}</p>}
    </li>
  );
}
