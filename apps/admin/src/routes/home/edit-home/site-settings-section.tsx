import { ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { TextField } from "@admin/components/ui/field";
import { useMe } from "@admin/hooks/api/auth";
import { useSaveSetting, useSaveShippingRule, useShippingRule, useSiteSettings } from "@admin/hooks/api/home";
import { isApiError } from "@admin/lib/api";
import { type MarqueeType, MarqueeUpdate } from "@boutique/shared/schemas/home-content";
import { ShippingRule } from "@boutique/shared/schemas/shipping";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SectionPanel } from "./section-panel";

/** Spec §3: the site-settings list, index 0 to 4. */
const SETTINGS: {
  type: MarqueeType;
  label: string;
  hint: string;
  inputMode?: "decimal";
  /** Spec §9: only an admin sets the dollar rate (the API refuses others). */
  adminOnly?: boolean;
}[] = [
  { type: "1", label: "Marquee text 1", hint: "Scrolls across the top of every page. Empty hides it." },
  { type: "2", label: "Marquee text 2", hint: "The second strip of text." },
  {
    type: "InstaCount",
    label: "Instagram count",
    hint: "Followers shown beside the Instagram pictures, e.g. 48.2K.",
  },
  {
    type: "InstaId",
    label: "Instagram handle",
    hint: "Shown with the Instagram pictures, e.g. @rangrez.boutique.",
  },
  {
    type: "dollar",
    label: "Dollar rate (Rs per US $)",
    hint: "PayPal prices are rupees divided by this rate, to two decimals.",
    inputMode: "decimal",
    adminOnly: true,
  },
];

export function SiteSettingsSection() {
  const settings = useSiteSettings();
  const isAdmin = useMe().data?.role === "admin";
  return (
    <SectionPanel
      id="site-settings"
      title="Marquee and site settings"
      description="Each value saves on its own and shows on the storefront at the next page load."
    >
      {settings.isPending ? (
        <LoadingState />
      ) : settings.error ? (
        <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {SETTINGS.filter((setting) => isAdmin || !setting.adminOnly).map((setting) => (
            <SettingForm key={setting.type} {...setting} saved={settings.data[setting.type] ?? ""} />
          ))}
          {/* Decision 007: like the dollar rate, only an admin sets shipping (the API refuses others). */}
          {isAdmin ? <ShippingSettings /> : null}
        </div>
      )}
    </SectionPanel>
  );
}

function SettingForm({
  type,
  label,
  hint,
  inputMode,
  saved,
}: Omit<(typeof SETTINGS)[number], "adminOnly"> & { saved: string }) {
  const save = useSaveSetting();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof MarqueeUpdate>, unknown, z.infer<typeof MarqueeUpdate>>({
    resolver: zodResolver(MarqueeUpdate),
    defaultValues: { type, value: saved },
  });
  // After a save the list reloads: the field then shows what the server kept.
  useEffect(() => reset({ type, value: saved }), [reset, type, saved]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => toast({ tone: "success", title: answer.message, description: label }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <input type="hidden" {...register("type")} />
      <TextField
        label={label}
        hint={hint}
        inputMode={inputMode}
        error={errors.value?.message ?? save.error?.message}
        className="min-w-0 flex-1"
        {...register("value")}
      />
      <SaveButton dirty={isDirty} pending={save.isPending} label={label} />
    </form>
  );
}

const SHIPPING_LABEL = "Shipping within India";

/** Decision 007: one flat fee per order, free from an items subtotal; the storefront reads GET /api/shipping. */
function ShippingSettings() {
  const rule = useShippingRule();
  return (
    <fieldset className="md:col-span-2">
      <legend className="mb-1.5 block text-sm font-medium text-stone-800">{SHIPPING_LABEL}</legend>
      {rule.isPending ? (
        <LoadingState />
      ) : rule.error ? (
        <ErrorState message={rule.error.message} onRetry={() => void rule.refetch()} />
      ) : (
        <ShippingForm saved={rule.data} />
      )}
    </fieldset>
  );
}

function ShippingForm({ saved }: { saved: ShippingRule }) {
  const save = useSaveShippingRule();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof ShippingRule>, unknown, ShippingRule>({
    resolver: zodResolver(ShippingRule),
    defaultValues: saved,
  });
  const { domestic_flat, domestic_free_from } = saved;
  // After a save the rule reloads: the fields then show what the server kept.
  useEffect(() => reset({ domestic_flat, domestic_free_from }), [reset, domestic_flat, domestic_free_from]);

  // The server names the field it refused; anything else (403, offline) shows under the fee.
  const serverError = save.error?.message;
  const serverField = isApiError(save.error) ? save.error.field : undefined;
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => toast({ tone: "success", title: answer.message, description: SHIPPING_LABEL }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <TextField
        label="Shipping fee (Rs)"
        hint="Charged once per order below the threshold. 0 ships every order free."
        inputMode="numeric"
        error={
          errors.domestic_flat?.message ?? (serverField === "domestic_free_from" ? undefined : serverError)
        }
        className="min-w-48 flex-1"
        {...register("domestic_flat", { valueAsNumber: true })}
      />
      <TextField
        label="Free shipping from (Rs)"
        hint="An order whose items subtotal, after any coupon, reaches this ships free."
        inputMode="numeric"
        error={
          errors.domestic_free_from?.message ??
          (serverField === "domestic_free_from" ? serverError : undefined)
        }
        className="min-w-48 flex-1"
        {...register("domestic_free_from", { valueAsNumber: true })}
      />
      <SaveButton dirty={isDirty} pending={save.isPending} label={SHIPPING_LABEL} />
    </form>
  );
}

/** Each setting's own Save, strong once its field changed; `label` names it for screen readers. */
function SaveButton({ dirty, pending, label }: { dirty: boolean; pending: boolean; label: string }) {
  return (
    <Button type="submit" variant={dirty ? "primary" : "secondary"} pending={pending} className="mt-6.5">
      Save
      <span className="sr-only"> {label}</span>
    </Button>
  );
}
