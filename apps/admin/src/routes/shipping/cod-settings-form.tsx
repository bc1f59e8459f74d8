import { SettingsForm, SettingsLoader } from "@admin/components/settings-panel";
import { TextField } from "@admin/components/ui/field";
import { useCodSettings, useSaveCodSettings } from "@admin/hooks/api/cod-settings";
import { useSettingsSave } from "@admin/hooks/use-settings-save";
import type { CodSettingsAnswer, CodSettingsInput } from "@boutique/shared/schemas/cash-on-delivery";
import { useForm } from "react-hook-form";

type Values = Omit<CodSettingsInput, "refused_pincodes"> & { refused_pincodes: string };

const NUMBER_FIELDS = ["max_order", "fee", "prepaid_discount", "confirm_hours", "rto_limit"] as const;
const FIELDS = [...NUMBER_FIELDS, "refused_pincodes", "enabled", "custom_allowed"] as const;

/** Cash on delivery's rules (issue 26 §1): the checkout offers COD only where every one allows it. */
export function CodSettingsPanel() {
  return (
    <SettingsLoader query={useCodSettings()} what="cash on delivery's settings">
      {(initial) => <CodSettingsForm initial={initial} />}
    </SettingsLoader>
  );
}

function CodSettingsForm({ initial }: { initial: CodSettingsAnswer }) {
  const save = useSaveCodSettings();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { ...initial, refused_pincodes: initial.refused_pincodes.join(", ") },
  });
  const enabled = watch("enabled");
  // The server checks every rule (the shared schema) and names the field it refuses.
  const { submit, alert: serverAlert } = useSettingsSave({
    save,
    fields: FIELDS,
    setError,
    savedTitle: "Cash on delivery saved",
  });
  const onSubmit = handleSubmit(submit);
  const number = (name: (typeof NUMBER_FIELDS)[number]) => register(name, { valueAsNumber: true });

  return (
    <SettingsForm
      title="Cash on delivery"
      description="Offered at checkout only for orders delivered in India that every rule below allows; the shopper is told why when it is not. An order waits for the shopper's confirmation (a code by email) before it is worked on."
      alert={serverAlert}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...register("enabled")} />
        Offer cash on delivery
      </label>
      <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Largest order (₹)"
          type="number"
          min={1}
          step={1}
          error={errors.max_order?.message}
          {...number("max_order")}
        />
        <TextField
          label="Cash-on-delivery fee (₹)"
          type="number"
          min={0}
          step={1}
          error={errors.fee?.message}
          {...number("fee")}
        />
        <TextField
          label="Off for paying online (₹)"
          type="number"
          min={0}
          step={1}
          hint="Shown beside COD; taken off when the shopper pays online instead."
          error={errors.prepaid_discount?.message}
          {...number("prepaid_discount")}
        />
        <TextField
          label="Hours to confirm"
          type="number"
          min={1}
          max={168}
          step={1}
          hint="Then an unconfirmed order ends and its pieces go back on sale."
          error={errors.confirm_hours?.message}
          {...number("confirm_hours")}
        />
        <TextField
          label="Refused parcels before prepaid only"
          type="number"
          min={1}
          max={20}
          step={1}
          error={errors.rto_limit?.message}
          {...number("rto_limit")}
        />
        <TextField
          label="Pincodes where COD is refused"
          hint="Whole pincodes or their first digits, separated by commas: 110, 400001."
          error={errors.refused_pincodes?.message}
          {...register("refused_pincodes")}
        />
        <label className="flex items-start gap-2 text-sm text-stone-800 sm:col-span-2 lg:col-span-3">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register("custom_allowed")} />
          <span>
            Made-to-measure pieces, turbans and fabric cut to length may go COD
            <span className="block text-xs text-stone-500">
              Off by default: a piece cut for one person cannot be sold again when the parcel is refused.
            </span>
          </span>
        </label>
      </fieldset>
    </SettingsForm>
  );
}
